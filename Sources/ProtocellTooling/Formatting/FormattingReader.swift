/// Reads the text of a well-formed template into ``FormattingNode``s.
///
/// It is a small lexer over text libxml2 has already accepted (``TemplateFormatter`` checks that
/// first, and refuses documents that declare entities), so it only has to split markup, decode
/// the five predefined entities and character references, and normalise attribute values as XML
/// does (a literal line break or tab in a value is a space).
struct FormattingReader {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  /// Reads `text`; the result is the document's top-level nodes (prolog, root, epilogue).
  static func read(_ text: String) -> [FormattingNode] {
    var reader = FormattingReader(scalars: Array(text.unicodeScalars))
    return reader.nodes()
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private func starts(with prefix: String, at position: Int) -> Bool {
    var offset = position
    for scalar in prefix.unicodeScalars {
      guard offset < scalars.count, scalars[offset] == scalar else { return false }
      offset += 1
    }
    return true
  }

  /// The position of `marker` at or after `index`, or the end.
  private func find(_ marker: String, from position: Int) -> Int {
    var offset = position
    while offset < scalars.count, !starts(with: marker, at: offset) { offset += 1 }
    return offset
  }

  private func string(_ range: Range<Int>) -> String {
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
    return result
  }

  /// Nodes up to the end tag of the element being read (consumed), or to the end of the text.
  private mutating func nodes() -> [FormattingNode] {
    var nodes: [FormattingNode] = []
    var text = ""
    func flush() {
      if text.isEmpty { return }
      if text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
        if text.unicodeScalars.filter({ $0 == "\n" }).count >= 2 { nodes.append(.blankLine) }
      } else {
        nodes.append(.text(text))
      }
      text = ""
    }
    while index < scalars.count {
      if starts(with: "</", at: index) {
        flush()
        index = find(">", from: index) + 1
        return nodes
      } else if starts(with: "<!--", at: index) {
        flush()
        let end = find("-->", from: index + 4)
        nodes.append(.comment(string(index + 4..<end)))
        index = end + 3
      } else if starts(with: "<![CDATA[", at: index) {
        let end = find("]]>", from: index + 9)
        text += string(index + 9..<end)
        index = end + 3
      } else if starts(with: "<?", at: index) || starts(with: "<!", at: index) {
        flush()
        let end = find(">", from: index)
        nodes.append(.verbatim(string(index..<end + 1)))
        index = end + 1
      } else if scalars[index] == "<" {
        flush()
        nodes.append(element())
      } else if scalars[index] == "&" {
        text += entity()
      } else {
        text.unicodeScalars.append(scalars[index])
        index += 1
      }
    }
    flush()
    return nodes
  }

  private mutating func element() -> FormattingNode {
    index += 1
    let name = self.name()
    var attributes: [(name: String, value: String)] = []
    while index < scalars.count {
      skipSpace()
      if starts(with: "/>", at: index) {
        index += 2
        return .element(name: name, attributes: attributes, children: [])
      }
      if scalars[index] == ">" {
        index += 1
        return .element(name: name, attributes: attributes, children: nodes())
      }
      let attribute = self.name()
      skipSpace()
      index += 1  // =
      skipSpace()
      let quote = scalars[index]
      index += 1
      var value = ""
      while index < scalars.count, scalars[index] != quote {
        if scalars[index] == "&" {
          value += entity()
        } else {
          let scalar = scalars[index]
          value.unicodeScalars.append(
            scalar == "\n" || scalar == "\t" || scalar == "\r" ? " " : scalar)
          index += 1
        }
      }
      index += 1
      attributes.append((attribute, value))
    }
    return .element(name: name, attributes: attributes, children: [])
  }

  private mutating func name() -> String {
    let start = index
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "="
        || scalar == ">" || scalar == "/"
      {
        break
      }
      index += 1
    }
    return string(start..<index)
  }

  private mutating func skipSpace() {
    while index < scalars.count,
      scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n"
        || scalars[index] == "\r"
    {
      index += 1
    }
  }

  /// Decodes the reference at `index` (the five predefined entities and character references).
  private mutating func entity() -> String {
    let end = find(";", from: index)
    let body = string(index + 1..<end)
    index = end + 1
    switch body {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let isHex = body.hasPrefix("#x")
      let digits = body.dropFirst(isHex ? 2 : 1)
      if body.hasPrefix("#"), let value = UInt32(digits, radix: isHex ? 16 : 10),
        let scalar = Unicode.Scalar(value)
      {
        return String(Character(scalar))
      }
      return "&\(body);"
    }
  }
}
