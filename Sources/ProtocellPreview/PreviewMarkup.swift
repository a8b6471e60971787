import ProtocellTemplates

/// Numbers and text as SVG and HTML write them, shared by the preview renderers.
package enum PreviewMarkup {
  /// A number with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`).
  package static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded.compactDescription
  }

  /// A frame as text, `(x, y, width, height)`, each to the thousandth of a point (as
  /// `measure` prints them; a layout's 51.00000000000001 is 51).
  package static func describe(_ frame: Rect) -> String {
    let values = [frame.x, frame.y, frame.width, frame.height].map(\.thousandthsDescription)
    return "(" + values.joined(separator: ", ") + ")"
  }

  /// A background colour as SVG's `fill` (`#RRGGBB`, `none` without one) and `fill-opacity`.
  package static func fill(_ color: Color?) -> (fill: String, opacity: String) {
    guard let color else { return ("none", "1") }
    return ("#" + String(color.description.dropFirst().prefix(6)), number(color.alpha))
  }

  /// Text safe inside an element or a double-quoted attribute.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
