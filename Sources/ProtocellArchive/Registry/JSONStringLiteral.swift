/// Text as a JSON string literal, the inverse of what ``RowValue`` parses: what `measure` prints
/// in JSON and `snapshot` writes for texts.
package enum JSONStringLiteral {
  /// `text` in double quotes, with `\"`, `\\`, `\n`, `\r`, `\t`, and `\u00XX` for the other
  /// control characters.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
