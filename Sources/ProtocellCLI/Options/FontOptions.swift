import ArgumentParser
import Protocell
import TextMeasurement

/// `--font-file F…`, `--system-family NAME` and `--no-system-font-widths`: the fonts labels are
/// measured with.
///
/// Interface Builder labels (and templates' `iOS System` family) are measured with SF Pro's
/// vertical metrics whatever the glyphs, and their glyph advances come from SF Pro's files if
/// registered, else from the width model of the system font (``SystemFontWidthModel/fitted``),
/// else (`--no-system-font-widths`) from the `--system-family`: these change widths, never
/// heights. A family the app bundles
/// is measured exactly once its files are registered with `--font-file`; until then, and for the
/// families iOS ships, a stand-in measures it and `validate` says which (`FontStandIns`).
/// The Dynamic Type size of their text styles is ``ContentSizeOptions``.
struct FontOptions: ParsableArguments {
  @Option(
    name: .customLong("font-file"),
    help: """
      Register a font file first (repeatable): the fonts your app bundles, so that labels in \
      them are measured with their own glyphs rather than a stand-in.
      """)
  var fontFiles: [String] = []

  @Option(
    help: """
      The family 'system' stands for; it also gives Interface Builder labels their glyph \
      widths (not their heights) when no SF Pro file is installed or registered.
      """)
  var systemFamily = FontLibrary.defaultSystemFamily

  @Flag(
    inversion: .prefixedNo,
    help: """
      Give Interface Builder labels SF Pro's widths from the width model fitted to the frames       IB recorded (its stand-in, Inter, adjusted); --no-system-font-widths measures them with       the --system-family's own widths.
      """)
  var systemFontWidths = true

  /// A font library with the files registered.
  func makeFontLibrary() throws -> FontLibrary {
    let library = try FontLibrary(
      systemFamily: systemFamily, systemFontWidths: systemFontWidths ? .fitted : nil)
    for path in fontFiles { try library.registerFont(atPath: path) }
    return library
  }

  /// A label measurer over ``makeFontLibrary()``.
  func makeMeasurer() throws -> FontTextMeasurer {
    FontTextMeasurer(fontLibrary: try makeFontLibrary())
  }
}
