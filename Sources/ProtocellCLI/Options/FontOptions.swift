import ArgumentParser
import Protocell
import TextMeasurement

/// `--font-file F…` and `--system-family NAME`: the fonts labels are measured with.
///
/// Interface Builder labels (and templates' `iOS System` family) are measured with SF Pro's
/// vertical metrics whatever the glyphs; their glyph advances come from SF Pro Text (below 20
/// points) or SF Pro Display when such files are installed or registered with `--font-file`,
/// else from the `--system-family`. So `--font-file SF-Pro-Text-Regular.otf …` gives the widths
/// of text-sized views exactly, and `--system-family` only changes widths, never heights.
/// The Dynamic Type size of their text styles is ``ContentSizeOptions``.
struct FontOptions: ParsableArguments {
  @Option(
    name: .customLong("font-file"),
    help: """
      Register a font file first (repeatable). Apple's SF Pro Text and SF Pro Display files \
      give Interface Builder labels their exact glyph widths.
      """)
  var fontFiles: [String] = []

  @Option(
    help: """
      The family 'system' stands for; it also gives Interface Builder labels their glyph \
      widths (not their heights) when no SF Pro file is installed or registered.
      """)
  var systemFamily = FontLibrary.defaultSystemFamily

  /// A font library with the files registered.
  func makeFontLibrary() throws -> FontLibrary {
    let library = try FontLibrary(systemFamily: systemFamily)
    for path in fontFiles { try library.registerFont(atPath: path) }
    return library
  }

  /// A label measurer over ``makeFontLibrary()``.
  func makeMeasurer() throws -> FontTextMeasurer {
    FontTextMeasurer(fontLibrary: try makeFontLibrary())
  }
}
