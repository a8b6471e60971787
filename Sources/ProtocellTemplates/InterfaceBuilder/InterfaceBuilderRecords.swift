/// What an Interface Builder document recorded beside its cells.
///
/// That is each cell's object id and the frames IB laid out, and the document's design scale.
/// The parser keeps it on the document's
/// ``TemplateFile`` (``TemplateFile/interfaceBuilder``), so that no later stage reads the
/// document again.
public struct InterfaceBuilderRecords: Sendable, Hashable {
  /// What IB recorded about each cell, in the order of the file's cells.
  public var cells: [InterfaceBuilderCellRecord]
  /// The screen scale of the document's `<device>` (2 without one).
  public var scale: Double
  /// Whether the document names its `<device>` (Xcode 9 and later always write one, Xcode 8
  /// mostly, older ones never), one whose scale Protocell knows: without it, or with an unknown
  /// one, ``scale`` is the default, 2, not a fact of the document.
  public var hasDevice: Bool
  /// The scale IB's canvas rounded the document's label heights up to when it was not
  /// ``scale``: 1 when every one-line system-font label of its cells the evidence can tell by
  /// (at least two, at sizes whose line height rounds differently at 1× and at ``scale``) is recorded
  /// at its line height rounded up to the whole point, and none at the device's pixel;
  /// otherwise `nil`.
  ///
  /// Such documents are common (saved by Xcode 6 to 16), and their other frames are laid out
  /// around those heights; widths still round to the device's pixel. Apple does not say why;
  /// Xcode is known to re-lay frames out when a document moves between Retina and non-Retina
  /// displays (`UIKitLayoutRules.md`, "Whole-point text heights on the canvas").
  public var canvasTextHeightScale: Double?
  /// The factor of the iOS system font's fallback ideographs on the canvas of the Xcode that
  /// saved the document, when not the width model's: 1 (ideographs 1 em wide) for Xcode 8 and
  /// earlier, whose canvas drew an iOS before 11; otherwise `nil`
  /// (``CellPrototype/ideographScale``).
  public var canvasIdeographScale: Double?

  /// Creates the records of a document.
  ///
  /// - Parameters:
  ///   - cells: What IB recorded about each cell, in the file's order.
  ///   - scale: The document's design scale.
  ///   - hasDevice: Whether the document names its `<device>`, which gave `scale`.
  ///   - canvasTextHeightScale: The scale IB's canvas rounded label heights to, when not
  ///     `scale`.
  ///   - canvasIdeographScale: The factor of the canvas's fallback ideographs, when not the
  ///     width model's.
  public init(
    cells: [InterfaceBuilderCellRecord], scale: Double, hasDevice: Bool,
    canvasTextHeightScale: Double? = nil, canvasIdeographScale: Double? = nil
  ) {
    self.cells = cells
    self.scale = scale
    self.hasDevice = hasDevice
    self.canvasTextHeightScale = canvasTextHeightScale
    self.canvasIdeographScale = canvasIdeographScale
  }
}
