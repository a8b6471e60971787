import ProtocellTemplates

/// Prints ``FormattingNode``s in the canonical layout that ``TemplateFormatter`` describes.
struct FormattingPrinter {
  let relationSpelling: TemplateFormatter.RelationSpelling
  let lineLength: Int
  let hasDeclaration: Bool
  private var lines: [String] = []

  init(
    relationSpelling: TemplateFormatter.RelationSpelling, lineLength: Int, hasDeclaration: Bool
  ) {
    self.relationSpelling = relationSpelling
    self.lineLength = lineLength
    self.hasDeclaration = hasDeclaration
  }

  /// The whole document.
  mutating func print(_ nodes: [FormattingNode]) -> String {
    if hasDeclaration { lines.append(#"<?xml version="1.0" encoding="UTF-8"?>"#) }
    var body = nodes
    if hasDeclaration, case .verbatim(let first)? = body.first, first.hasPrefix("<?xml") {
      body.removeFirst()
    }
    printChildren(body, indent: "")
    return lines.joined(separator: "\n") + "\n"
  }

  private mutating func printChildren(_ nodes: [FormattingNode], indent: String) {
    var pendingBlank = false
    for node in nodes {
      if case .blankLine = node {
        pendingBlank = true
        continue
      }
      if pendingBlank { lines.append("") }
      pendingBlank = false
      switch node {
      case .blankLine: break
      case .verbatim(let text): lines.append(indent + text)
      case .comment(let text): lines.append(indent + "<!--" + text + "-->")
      case .text(let text):
        let trimmed = text.trimmingSpaces
        if !trimmed.isEmpty { lines.append(indent + Self.escapeText(trimmed)) }
      case .element(let name, let attributes, let children):
        printElement(name: name, attributes: attributes, children: children, indent: indent)
      }
    }
    if pendingBlank, !indent.isEmpty { lines.append("") }
  }

  private mutating func printElement(
    name: String, attributes: [(name: String, value: String)], children: [FormattingNode],
    indent: String
  ) {
    let ordered = Self.ordered(attributes, of: name).map {
      "\($0.name)=\"\(Self.escapeAttribute($0.value))\""
    }
    let content = children.filter { if case .blankLine = $0 { false } else { true } }
    let textOnly = content.allSatisfy { if case .text = $0 { true } else { false } }
    if content.isEmpty {
      appendStartTag(name: name, attributes: ordered, indent: indent, closing: "/>")
    } else if textOnly {
      var text = content.map { if case .text(let text) = $0 { text } else { "" } }.joined()
        .trimmingSpaces
      if TemplateSchema.textElements.contains(name) { text = respell(text) }
      appendStartTag(
        name: name, attributes: ordered, indent: indent,
        closing: ">" + Self.escapeText(text) + "</\(name)>")
    } else {
      appendStartTag(name: name, attributes: ordered, indent: indent, closing: ">")
      printChildren(children, indent: indent + "  ")
      lines.append(indent + "</\(name)>")
    }
  }

  /// `<name a="1" b="2"` and `closing`, wrapped before the line length with continuation lines
  /// aligned under the first attribute.
  private mutating func appendStartTag(
    name: String, attributes: [String], indent: String, closing: String
  ) {
    var line = indent + "<" + name
    let continuation = String(repeating: " ", count: indent.count + name.count + 2)
    for (position, attribute) in attributes.enumerated() {
      let isLast = position == attributes.count - 1
      let candidate = line + " " + attribute + (isLast ? closing : "")
      if position > 0, candidate.unicodeScalars.count > lineLength {
        lines.append(line)
        line = continuation + attribute
      } else {
        line += " " + attribute
      }
    }
    lines.append(line + closing)
  }

  /// The order of an element's attributes: a view's `id`, then what is particular to the
  /// element, then the attributes every view has, each group in the language reference's order.
  static func canonicalOrder(of element: String) -> [String] {
    let all = TemplateSchema.attributes[element] ?? []
    guard TemplateSchema.viewElements.contains(element) else { return all }
    let common = TemplateSchema.commonViewAttributes
    return ["id"] + all.filter { !common.contains($0) } + common.filter { $0 != "id" }
  }

  /// Attributes in canonical order: the element's own (``canonicalOrder(of:)``), namespace
  /// declarations, prefixed ones the language names, then unknown ones as written.
  static func ordered(_ attributes: [(name: String, value: String)], of element: String)
    -> [(name: String, value: String)]
  {
    let known = canonicalOrder(of: element)
    func rank(_ name: String) -> Int {
      if let position = known.firstIndex(of: name) {
        return name.contains(":") ? known.count + 1 : position
      }
      if name == "xmlns" || name.hasPrefix("xmlns:") { return known.count }
      return known.count + 2
    }
    return attributes.enumerated().sorted {
      (rank($0.element.name), $0.offset) < (rank($1.element.name), $1.offset)
    }.map(\.element)
  }

  /// A constraint's relations in the configured spelling.
  private func respell(_ expression: String) -> String {
    switch relationSpelling {
    case .ascii: expression.replacing("≤", with: "<=").replacing("≥", with: ">=")
    case .unicode: expression.replacing("<=", with: "≤").replacing(">=", with: "≥")
    }
  }

  static func escapeText(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
      .replacing("]]>", with: "]]&gt;")
  }

  static func escapeAttribute(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
      .replacing("\"", with: "&quot;").replacing("\n", with: "&#10;")
      .replacing("\t", with: "&#9;").replacing("\r", with: "&#13;")
  }
}
