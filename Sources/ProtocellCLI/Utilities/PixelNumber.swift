import Foundation

extension Double {
  /// The number on the pixel grid of `scale`, as few digits as it needs: `45.5`, `45.667` at
  /// scale 3 (never `45.666666666666664`), `12` rather than `12.0`.
  func pixelDescription(scale: Double) -> String {
    guard isFinite else { return String(self) }
    let snapped = (self * scale).rounded() / scale
    if snapped == snapped.rounded(), abs(snapped) < 1e15 { return String(Int64(snapped)) }
    var text = String(format: "%.3f", snapped)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}

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
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}": result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
