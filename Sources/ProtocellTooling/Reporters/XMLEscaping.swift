/// Escaping for the XML documents reporters write.
enum XMLEscaping {
  /// `text` made safe as element content or as a double-quoted attribute value.
  ///
  /// Markup characters become entities; in attributes, line ends and tabs become character
  /// references so that parsers keep them. Characters XML 1.0 cannot hold at all (most C0
  /// controls, lone surrogates, U+FFFE and U+FFFF) become U+FFFD.
  static func escape(_ text: String, inAttribute: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t" where inAttribute: result += "&#9;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let isAllowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
        result.unicodeScalars.append(isAllowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
