import ArgumentParser
import Protocell

/// How Interface Builder documents are read where their records leave the app's settings out:
/// `--content-size-category NAME`, the Dynamic Type size their text styles
/// (`UICTFontTextStyleBody` …) are laid out at, Large by default, and `--self-sizing-rows`, rows
/// that size themselves whatever row height a table records; the same options in `validate`,
/// `measure`, `preview` and `compile`, the commands that read templates.
struct ContentSizeOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      """
      The Dynamic Type size Interface Builder text styles are laid out at: UIKit's name \
      (extraSmall … accessibilityExtraExtraExtraLarge) or the short one (xSmall … xxxLarge, \
      AX1 … AX5).
      """, valueName: "name"))
  var contentSizeCategory = ContentSizeCategory.large.rawValue

  @Flag(
    help: ArgumentHelp(
      """
      Lay every table's rows out at their fitting height (UITableView.automaticDimension), \
      whatever row height the document records: Xcode before 11 could not record that rows size \
      themselves, so such apps set it in code and their tables record 44. Collection views' \
      cells too, at the width given, as a flow layout whose estimated item size is set in code \
      sizes them (one whose document says so, Estimate Size Automatic or a size of its own, \
      does it without this flag).
      """))
  var selfSizingRows = false

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
  var templateLoader: TemplateLoader { templateLoader(canvas: false) }

  /// A template loader whose parser sizes Interface Builder text styles at ``category`` and,
  /// with `canvas`, gives views their design-time placeholder sizes and keeps design-time
  /// constraints, as IB's canvas does: what a layout command uses when it has no row data.
  func templateLoader(canvas: Bool) -> TemplateLoader {
    var parser = TemplateParser(contentSizeCategory: category)
    parser.readsAsCanvas = canvas
    parser.sizesRowsByContent = selfSizingRows
    return TemplateLoader(parser: parser)
  }
}
