import ArgumentParser
import Protocell
import TextMeasurement

/// `--font-file F…`, `--system-family NAME` and `--content-size-category NAME`: the fonts labels
/// are measured with.
///
/// Interface Builder labels (and templates' `iOS System` family) are measured with SF Pro's
/// vertical metrics whatever the glyphs; their glyph advances come from SF Pro Text (below 20
/// points) or SF Pro Display when such files are installed or registered with `--font-file`,
/// else from the `--system-family`. So `--font-file SF-Pro-Text-Regular.otf …` gives the widths
/// of text-sized views exactly, and `--system-family` only changes widths, never heights.
/// `--content-size-category` sizes their Dynamic Type text styles (`UICTFontTextStyleBody` …)
/// at another category than Large, the default; it is the same option in `validate`, `measure`,
/// `preview` and `compile`.
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

  @Option(
    help: ArgumentHelp(
      """
      The Dynamic Type size Interface Builder text styles are laid out at: UIKit's name \
      (extraSmall … accessibilityExtraExtraExtraLarge) or the short one (xSmall … xxxLarge, \
      AX1 … AX5). Default: large.
      """, valueName: "name"))
  var contentSizeCategory = ContentSizeCategory.large.rawValue

  /// The category `--content-size-category` names (checked by ``validate()``).
  var category: ContentSizeCategory {
    ContentSizeCategory(name: contentSizeCategory) ?? .large
  }

  func validate() throws {
    guard ContentSizeCategory(name: contentSizeCategory) == nil else { return }
    throw ValidationError(Self.unknownCategoryMessage(contentSizeCategory))
  }

  /// The message for an unknown category: every valid name, UIKit's and the short one.
  static func unknownCategoryMessage(_ name: String) -> String {
    let names = ContentSizeCategory.allCases.map { "\($0.rawValue) (\($0.shortName))" }
    return "--content-size-category must be one of \(names.joined(separator: ", ")), not '\(name)'"
  }

  /// A template loader whose parser sizes Interface Builder text styles at ``category``.
  var templateLoader: TemplateLoader {
    TemplateLoader(parser: TemplateParser(contentSizeCategory: category))
  }

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
