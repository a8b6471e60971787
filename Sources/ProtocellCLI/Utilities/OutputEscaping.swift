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

  /// A JSON string literal, quotes included.
  static func jsonString(_ text: String) -> String { JSONStringLiteral.quoted(text) }
}
