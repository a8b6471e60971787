import ArgumentParser
import Protocell

/// `--scale 1|2|3`: the device pixel sizes round to.
///
/// Without it, cells of Interface Builder documents use the scale of the document's `<device>`,
/// and templates 2, in every subcommand.
struct ScaleOptions: ParsableArguments {
  @Option(
    name: .customLong("scale"), parsing: .unconditionalSingleValue,
    help: """
      The device scale sizes round up to: 1, 2 or 3. Default: the scale of the <device> of the \
      .xib and .storyboard files given, if a command takes any and one names a device (each \
      document's cells at its own, templates' at 2), else 2.
      """)
  var scales: [Double] = []

  /// The scale given, if any.
  var scale: Double? { scales.first }

  /// The scale used when none is given and no Interface Builder document sets one.
  static let defaultScale = 2.0

  func validate() throws {
    // One scale: a second --scale was taken in place of the first without a word (the
    // fresh20 review).
    if scales.count > 1 {
      throw ValidationError(
        "give one --scale, not \(scales.count): cells are laid out at one scale at a time")
    }
    if let scale, ![1.0, 2, 3].contains(scale) {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale.compactDescription)")
    }
  }

  /// The scale to lay out at: `--scale`, else the scale of the device `--width` names
  /// (`deviceScale`), else the documents' design scale, else 2; the second value says where a
  /// scale taken from documents came from (`nil` otherwise).
  func resolvedScale(for documents: InterfaceBuilderDocuments, deviceScale: Double? = nil) -> (
    scale: Double, origin: InterfaceBuilderDocuments.DesignScale?
  ) {
    if let scale = scale ?? deviceScale { return (scale, nil) }
    guard let design = documents.designScale else { return (Self.defaultScale, nil) }
    return (design.scale, design)
  }

  /// Whether each document's cells keep their own `<device>`'s scale: neither `--scale` nor a
  /// device named by `--width` (`deviceScale`) sets one for every cell.
  func keepsDocumentScales(deviceScale: Double? = nil) -> Bool {
    scale == nil && deviceScale == nil
  }
}

/// `--height H`: the content view's fixed height, as Interface Builder's canvas lays a
/// prototype out at its row height; without it, each cell's fitting height.
struct FixedHeightOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: """
      Lay cells out with their content view this many points tall (0 to 100000), as \
      Interface Builder's canvas does, instead of at their fitting height. Without rows, a \
      table cell whose required constraints fix another height (more, or less) is laid out \
      at that height, the row height reported broken, as the canvas mostly does (with --data \
      it holds, as UIKit holds a row height). A built-in style cell (subtitle, default, value 1 or 2) places its labels by \
      frames, so a height too short for them breaks nothing and cuts them: measure warns of \
      it on the row, naming each label and the height it needs. A height printed to 3 decimals (106.667 at 3x) is taken as its pixel; one between \
      two pixels is held as given, and measure notes that heights print rounded up to the \
      pixel. With \
      it, --width is the content view's width too (the size IB records), not the table's: \
      an accessory takes nothing more from it.
      """)
  var height: Double?

  func validate() throws {
    if let height { try WidthRule.check(height, option: "--height", allowsZero: true) }
  }
}
