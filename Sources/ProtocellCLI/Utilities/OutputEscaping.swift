import Foundation
import ProtocellSnapshots

/// Escaping for the formats `measure` writes.
enum OutputEscaping {
  /// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// A field of the tab-separated table: a tab, a line feed or a carriage return in it written
  /// `\t`, `\n` or `\r`, so that each row stays one line of the same columns for `cut` and
  /// `awk` (a newcomer's review: a `--key` value with a line break split its row in two).
  static func tableField(_ text: String) -> String {
    guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
      return text
    }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\t": escaped += "\\t"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A JSON string literal, quotes included.
  static func jsonString(_ text: String) -> String { JSONStringLiteral.quoted(text) }
}
