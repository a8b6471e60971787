/// Text as a double-quoted string literal with the escapes JSON and Swift share.
///
/// The one place the two languages differ is how they spell the other control characters
/// (below U+0020): JSON as `\u000b`, Swift as `\u{b}`. `JSONStringLiteral` (in
/// ProtocellSnapshots, for snapshots and `measure`'s JSON) and the Swift code generator (in
/// ProtocellTooling) each pass theirs.
package enum QuotedLiteral {
  /// `text` in double quotes, with `\"`, `\\`, `\n`, `\r` and `\t`, and each other control
  /// character as `controlEscape` spells its code.
  ///
  /// - Complexity: O(*n*) for *n* Unicode scalars.
  package static func quoted(_ text: String, controlEscape: (UInt32) -> String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}": result += controlEscape(scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
