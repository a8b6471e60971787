/// The elements of the template language and the attributes each may carry.
///
/// The parser checks every element and attribute against this table, so that a misspelling gets
/// an `unknown-element` or `unknown-attribute` diagnostic with a suggestion. The language
/// reference (`Protocell.docc/TemplateLanguage.md`) documents each entry and its default.
package enum TemplateSchema {
  /// The root element.
  package static let root = "templates"
  /// The elements that declare views.
  package static let viewElements = ["view", "label", "textView", "image", "stack"]
  /// The elements a `<templates>` root may contain.
  package static let rootChildElements = ["cell"]
  /// The elements a `<cell>` may contain.
  package static let cellChildElements = ["margins", "constraints"] + viewElements
  /// The elements a `<constraints>` element may contain.
  package static let constraintsChildElements = ["constraint"]
  /// The elements whose text is content (a constraint's expression), so that even white-space-only
  /// text in them is kept and reported where it is.
  package static let textElements = ["constraint"]
  /// Every element name.
  package static let elementNames =
    [root, "cell", "margins", "constraints", "constraint"] + viewElements

  /// The attribute by which a template names the XML Schema that editors check it against
  /// (`Schema/protocell-templates.xsd`); any prefix bound to the XML Schema instance namespace
  /// reads as `xsi`.
  static let schemaLocationAttribute = "xsi:noNamespaceSchemaLocation"

  /// Attributes every view element has.
  package static let commonViewAttributes = [
    "id", "hidden", "horizontalHugging", "verticalHugging", "horizontalCompressionResistance",
    "verticalCompressionResistance", "intrinsicWidth", "intrinsicHeight", "backgroundColor", "bind",
    "hideWhenEmpty", "keepWhenMissing", "semanticContentAttribute", "alignmentInsets",
  ]

  /// The attributes of each element.
  package static let attributes: [String: [String]] = [
    root: ["version", schemaLocationAttribute],
    "cell": ["reuseIdentifier", "width", "estimatedHeight", "separator", "accessory", "style"],
    "margins": ["top", "leading", "bottom", "trailing"],
    "constraints": [],
    "constraint": ["id"],
    "view": commonViewAttributes + [
      "title", "titleFontFamily", "titleFontWeight", "titleFontItalic", "titleFontSize",
    ],
    "label": commonViewAttributes + [
      "text", "fontFamily", "fontWeight", "fontItalic", "fontSize", "numberOfLines",
      "lineBreakMode",
      "textAlignment", "lineSpacing", "preferredMaxLayoutWidth",
    ],
    "textView": commonViewAttributes + [
      "text", "fontFamily", "fontWeight", "fontItalic", "fontSize", "textAlignment", "lineSpacing",
      "textContainerInset", "lineFragmentPadding",
    ],
    "image": commonViewAttributes + ["imageWidth", "imageHeight"],
    "stack": commonViewAttributes + ["axis", "spacing", "alignment", "distribution"],
  ]

  /// The elements whose attribute list contains `attribute`, for "belongs to" notes.
  static func elements(declaring attribute: String) -> [String] {
    elementNames.filter { attributes[$0]?.contains(attribute) == true }
  }

  /// The language versions this parser reads.
  package static let supportedVersions = ["1"]

  /// The names a priority may be given instead of a number (`required`, `high`, …), sorted.
  package static var priorityNames: [String] {
    ConstraintExpressionParser.priorityNames.keys.sorted()
  }
}
