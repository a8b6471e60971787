import Cassowary
import ProtocellTemplates
import TextMeasurement

/// The template language as an XML Schema (XSD 1.0), generated from ``TemplateSchema``'s tables.
///
/// `Schema/protocell-templates.xsd` is this text; a test (ProtocellToolingTests) regenerates it
/// and fails when the two differ, so the schema editors use cannot drift from what the parser reads. The schema knows
/// every element, where it may appear, every attribute with its type and the values of every
/// enumerated attribute; the parser still checks what a schema cannot say (ranges, one
/// `<margins>` per cell, constraint expressions, references).
extension TemplateSchema {
  /// The value type of an attribute, as the parser reads it.
  enum ValueType: Equatable {
    /// Any text.
    case text
    /// A number: sign, digits, fraction, exponent.
    case number
    /// A whole number.
    case integer
    /// `true` or `false`.
    case boolean
    /// A priority: a number or one of the named priorities.
    case priority
    /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name.
    case color
    /// One of a fixed list of words.
    case choice(String, [String])
    /// Four numbers separated by spaces: top, leading, bottom, trailing.
    case insets

    /// The name of the XSD simple type.
    var typeName: String {
      switch self {
      case .text: "xs:string"
      case .number: "number"
      case .integer: "integer"
      case .boolean: "boolean"
      case .priority: "priority"
      case .color: "color"
      case .insets: "insets"
      case .choice(let name, _): name
      }
    }
  }

  /// The type of each attribute the tables name, by attribute name.
  static let valueTypes: [String: ValueType] = [
    "version": .choice("version", supportedVersions),
    "reuseIdentifier": .text, "width": .number, "estimatedHeight": .number,
    "separator": .choice("separatorStyle", SeparatorStyle.allCases.map(\.rawValue)),
    "accessory": .choice("accessory", CellAccessory.allCases.map(\.rawValue)),
    "style": .choice("cellStyle", CellStyle.allCases.map(\.rawValue)),
    "top": .number, "leading": .number, "bottom": .number, "trailing": .number,
    "id": .text, "hidden": .boolean, "horizontalHugging": .priority,
    "verticalHugging": .priority, "horizontalCompressionResistance": .priority,
    "verticalCompressionResistance": .priority, "intrinsicWidth": .number,
    "intrinsicHeight": .number, "backgroundColor": .color, "bind": .text,
    "hideWhenEmpty": .boolean, "keepWhenMissing": .boolean,
    "semanticContentAttribute": .choice(
      "semanticContentAttribute", SemanticContentAttribute.allCases.map(\.rawValue)),
    "alignmentInsets": .insets,
    "text": .text, "fontFamily": .text,
    "fontWeight": .choice("fontWeight", FontWeight.named.map(\.name)),
    "fontItalic": .boolean, "fontSize": .number, "numberOfLines": .integer,
    "lineBreakMode": .choice("lineBreakMode", LineBreakMode.allCases.map(\.rawValue)),
    "textAlignment": .choice("textAlignment", TextAlignment.allCases.map(\.rawValue)),
    "lineSpacing": .number, "preferredMaxLayoutWidth": .number, "imageWidth": .number,
    "imageHeight": .number,
    "title": .text, "titleFontFamily": .text,
    "titleFontWeight": .choice("fontWeight", FontWeight.named.map(\.name)),
    "titleFontItalic": .boolean, "titleFontSize": .number,
    "textContainerInset": .insets, "lineFragmentPadding": .number,
    "axis": .choice("axis", LayoutAxis.allCases.map(\.rawValue)), "spacing": .number,
    "alignment": .choice("stackAlignment", StackAlignment.allCases.map(\.rawValue)),
    "distribution": .choice("stackDistribution", StackDistribution.allCases.map(\.rawValue)),
  ]

  /// The attributes the parser requires, by element.
  static let requiredAttributes: [String: Set<String>] = [
    "cell": ["reuseIdentifier"], "view": ["id"], "label": ["id"], "textView": ["id"],
    "image": ["id"], "stack": ["id"],
  ]

  /// The elements each element may contain, in the order the schema lists them.
  static func childElements(of element: String) -> [String] {
    switch element {
    case root: rootChildElements
    case "cell": cellChildElements
    case "constraints": constraintsChildElements
    case "view", "stack": viewElements
    default: []
    }
  }

  /// The schema document.
  static var xmlSchemaDocument: String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<!--",
      "  The Protocell template language, version 1, as an XML Schema for editors.",
      "  Generated from the parser's tables (Sources/ProtocellTemplates/Parsing/TemplateSchema*.swift):",
      "  do not edit; TemplateSchemaXMLSchemaTests fails when this file and the tables differ.",
      #"  A template names it with xsi:noNamespaceSchemaLocation on <templates>."#,
      "-->",
      #"<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">"#,
      #"  <xs:element name="\#(root)" type="\#(root)Element"/>"#,
    ]
    for element in elementNames {
      lines += complexType(for: element)
    }
    lines += simpleTypes()
    lines.append("</xs:schema>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func complexType(for element: String) -> [String] {
    var lines = [#"  <xs:complexType name="\#(element)Element">"#]
    let children = childElements(of: element)
    var indent = "    "
    if textElements.contains(element) {
      lines.append("    <xs:simpleContent>")
      lines.append(#"      <xs:extension base="xs:string">"#)
      indent = "        "
    } else if !children.isEmpty {
      lines.append(#"    <xs:choice minOccurs="0" maxOccurs="unbounded">"#)
      for child in children {
        lines.append(#"      <xs:element name="\#(child)" type="\#(child)Element"/>"#)
      }
      lines.append("    </xs:choice>")
    }
    let required = requiredAttributes[element] ?? []
    for attribute in attributes[element] ?? [] where !attribute.hasPrefix("xsi:") {
      let type = valueTypes[attribute]?.typeName ?? "xs:string"
      let use = required.contains(attribute) ? #" use="required""# : ""
      lines.append(#"\#(indent)<xs:attribute name="\#(attribute)" type="\#(type)"\#(use)/>"#)
    }
    if textElements.contains(element) {
      lines.append("      </xs:extension>")
      lines.append("    </xs:simpleContent>")
    }
    lines.append("  </xs:complexType>")
    return lines
  }

  private static func simpleTypes() -> [String] {
    let number = #"[+\-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+\-]?[0-9]+)?"#
    var lines = [
      #"  <xs:simpleType name="number">"#,
      #"    <xs:restriction base="xs:token"><xs:pattern value="\#(number)"/></xs:restriction>"#,
      "  </xs:simpleType>",
      #"  <xs:simpleType name="insets">"#,
      #"    <xs:restriction base="xs:token">"#,
      #"      <xs:pattern value="\#(number)( \#(number)){3}"/>"#,
      "    </xs:restriction>",
      "  </xs:simpleType>",
      #"  <xs:simpleType name="integer">"#,
      #"    <xs:restriction base="xs:token"><xs:pattern value="[+]?[0-9]+"/></xs:restriction>"#,
      "  </xs:simpleType>",
    ]
    lines += enumeration("boolean", ["true", "false"])
    lines += enumeration("priorityName", TemplateSchema.priorityNames)
    lines += [
      #"  <xs:simpleType name="priority">"#,
      #"    <xs:union memberTypes="number priorityName"/>"#,
      "  </xs:simpleType>",
      #"  <xs:simpleType name="hexColor">"#,
      #"    <xs:restriction base="xs:token">"#,
      ##"      <xs:pattern value="#[0-9A-Fa-f]{3}([0-9A-Fa-f]{3}([0-9A-Fa-f]{2})?)?"/>"##,
      "    </xs:restriction>",
      "  </xs:simpleType>",
    ]
    lines += enumeration("colorName", Color.named.keys.sorted())
    lines += [
      #"  <xs:simpleType name="color">"#,
      #"    <xs:union memberTypes="hexColor colorName"/>"#,
      "  </xs:simpleType>",
    ]
    var seen: Set<String> = []
    for attribute in valueTypes.keys.sorted() {
      guard case .choice(let name, let values) = valueTypes[attribute], seen.insert(name).inserted
      else { continue }
      lines += enumeration(name, values)
    }
    return lines
  }

  private static func enumeration(_ name: String, _ values: [String]) -> [String] {
    var lines = [
      #"  <xs:simpleType name="\#(name)">"#,
      #"    <xs:restriction base="xs:token">"#,
    ]
    for value in values { lines.append(#"      <xs:enumeration value="\#(value)"/>"#) }
    lines += ["    </xs:restriction>", "  </xs:simpleType>"]
    return lines
  }
}
