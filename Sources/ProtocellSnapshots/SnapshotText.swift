import ProtocellArchive

/// The tokens of a snapshot's text lines: bare words, and JSON string literals, so that any name
/// or text survives a round trip on one line.
enum SnapshotText {
  /// `text` as one token: bare when it is a non-empty run of printable characters without
  /// spaces, quotes or backslashes, else a JSON string literal.
  static func token(_ text: String) -> String {
    let isBare =
      !text.isEmpty
      && !text.unicodeScalars.contains {
        $0 == " " || $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F
      }
    return isBare ? text : quoted(text)
  }

  /// `text` as a JSON string literal.
  static func quoted(_ text: String) -> String { JSONStringLiteral.quoted(text) }

  /// The tokens of one line, or `nil` when a quoted string is not closed or not valid JSON.
  static func tokens(of line: Substring) -> [String]? {
    var tokens: [String] = []
    let scalars = line.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let first = scalars[index]
      if first == " " {
        index = scalars.index(after: index)
        continue
      }
      let start = index
      if first == "\"" {
        // Find the closing quote, stepping over each escaped character.
        index = scalars.index(after: index)
        while index < scalars.endIndex, scalars[index] != "\"" {
          if scalars[index] == "\\" { index = scalars.index(after: index) }
          if index < scalars.endIndex { index = scalars.index(after: index) }
        }
        guard index < scalars.endIndex else { return nil }
        index = scalars.index(after: index)
        let literal = String(String.UnicodeScalarView(scalars[start..<index]))
        guard case .string(let text)? = try? RowValue(parsingJSON: literal) else { return nil }
        tokens.append(text)
        continue
      }
      while index < scalars.endIndex, scalars[index] != " " { index = scalars.index(after: index) }
      tokens.append(String(String.UnicodeScalarView(scalars[start..<index])))
    }
    return tokens
  }
}
