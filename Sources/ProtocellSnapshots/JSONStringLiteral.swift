import ProtocellDiagnostics

/// Text as a JSON string literal, the inverse of what ``RowValue`` parses: what `snapshot` writes
/// for texts (``SnapshotText``) and `measure` prints in JSON.
package enum JSONStringLiteral {
  /// `text` in double quotes, with `\"`, `\\`, `\n`, `\r`, `\t`, and `\u00XX` for the other
  /// control characters.
  package static func quoted(_ text: String) -> String {
    QuotedLiteral.quoted(text) { code in
      let hex = String(code, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
}
