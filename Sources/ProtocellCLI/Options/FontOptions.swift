import ArgumentParser
import Protocell
import TextMeasurement

/// `--font-file F…` and `--system-family NAME`: the fonts labels are measured with.
struct FontOptions: ParsableArguments {
  @Option(name: .customLong("font-file"), help: "Register a font file first (repeatable).")
  var fontFiles: [String] = []

  @Option(help: "The family 'system' stands for.")
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
