import Cassowary

/// Splits a constraint expression into tokens, each with the index of its first scalar.
struct ConstraintLexer {
  /// A token: its kind, where it starts among the expression's scalars and bytes, and its
  /// length in scalars (in bytes too for an identifier, which is ASCII).
  ///
  /// Its text is not in it (``spelling(of:in:)`` reads it back): nothing in a token is reference
  /// counted, so a buffer of them is filled and emptied without retaining or releasing, and an
  /// identifier becomes a string only when the parser needs one (a view's name, or a message).
  struct Token: Equatable {
    /// A token kind without a payload of text.
    enum Kind: Equatable {
      /// A view id, `superview`, `margins`, an attribute or a priority name.
      case identifier
      /// A number (its sign is a separate token).
      case number(Double)
      /// `==`, `<=`, `>=` (also `≤`, `≥`).
      case relation(Relation)
      /// A single `=`.
      case singleEquals
      /// `.`
      case dot
      /// `+`
      case plus
      /// `-` (also `−`)
      case minus
      /// `*` (also `×`)
      case times
      /// `/`
      case divide
      /// `@`
      case at
      /// A character the language does not use.
      case unexpected
      /// The end of the expression.
      case end
    }

    var kind: Kind
    /// The index of the token's first scalar.
    var start: Int
    /// Its length in scalars.
    var length: Int
    /// The offset of its first byte in the expression's UTF-8.
    var byteStart: Int
  }

  /// The tokens of `text`, ending with `.end`.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func tokens(of text: String) -> [Token] {
    var tokens: [Token] = []
    var text = text
    text.withUTF8 { Self.tokens(ofUTF8: $0, into: &tokens) }
    return tokens
  }

  /// How `token` is spelt in `text`, the expression it was read from.
  static func spelling(of token: Token, in text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let end = min(scalars.count, token.start + token.length)
    var spelling = String.UnicodeScalarView()
    spelling.append(contentsOf: scalars[min(token.start, end)..<end])
    return String(spelling)
  }

  /// The text of an identifier token (ASCII: as many bytes as scalars).
  static func text(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: identifierBytes(of: token, in: bytes), as: UTF8.self)
  }

  /// The bytes of an identifier token.
  static func identifierBytes(of token: Token, in bytes: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>
  {
    let end = min(bytes.count, token.byteStart + token.length)
    return UnsafeBufferPointer(rebasing: bytes[min(token.byteStart, end)..<end])
  }

  /// Replaces the contents of `tokens` with the tokens of the UTF-8 `bytes`, ending with `.end`.
  ///
  /// Lexes the bytes directly: the language is ASCII apart from a few operators (`≤ ≥ − ×`) and
  /// white space, so only non-ASCII bytes are decoded into scalars. Token positions are counted
  /// in scalars too, which is how diagnostics map them back into the file.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func tokens(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]) {
    tokens.removeAll(keepingCapacity: true)
    tokens.reserveCapacity(16)
    var index = 0
    var scalarIndex = 0
    while index < bytes.count {
      let byte = bytes[index]
      let start = scalarIndex
      let byteStart = index
      let kind: Token.Kind
      if byte >= 0x80 {
        let (scalar, width) = decodeScalar(in: bytes, at: index)
        index += width
        scalarIndex += 1
        switch scalar {
        case "≤": kind = .relation(.lessThanOrEqual)
        case "≥": kind = .relation(.greaterThanOrEqual)
        case "−": kind = .minus
        case "×": kind = .times
        default:
          if scalar.properties.isWhitespace { continue }
          kind = .unexpected
        }
        tokens.append(Token(kind: kind, start: start, length: 1, byteStart: byteStart))
        continue
      }
      if isASCIIWhitespace(byte) {
        index += 1
        scalarIndex += 1
        continue
      }
      let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
      var width = 1
      switch byte {
      case UInt8(ascii: "="):
        if next == UInt8(ascii: "=") {
          kind = .relation(.equal)
          width = 2
        } else {
          kind = .singleEquals
        }
      case UInt8(ascii: "<"):
        if next == UInt8(ascii: "=") {
          kind = .relation(.lessThanOrEqual)
          width = 2
        } else {
          kind = .unexpected
        }
      case UInt8(ascii: ">"):
        if next == UInt8(ascii: "=") {
          kind = .relation(.greaterThanOrEqual)
          width = 2
        } else {
          kind = .unexpected
        }
      case UInt8(ascii: "."):
        if let next, isDigit(next) {
          (kind, width) = number(in: bytes, at: index)
        } else {
          kind = .dot
        }
      case UInt8(ascii: "+"): kind = .plus
      case UInt8(ascii: "-"): kind = .minus
      case UInt8(ascii: "*"): kind = .times
      case UInt8(ascii: "/"): kind = .divide
      case UInt8(ascii: "@"): kind = .at
      default:
        if isDigit(byte) {
          (kind, width) = number(in: bytes, at: index)
        } else if isIdentifierStart(byte) {
          while index + width < bytes.count, isIdentifierContinuation(bytes[index + width]) {
            width += 1
          }
          kind = .identifier
        } else {
          kind = .unexpected
        }
      }
      // Every byte of an ASCII token is one scalar.
      index += width
      scalarIndex += width
      tokens.append(Token(kind: kind, start: start, length: width, byteStart: byteStart))
    }
    tokens.append(Token(kind: .end, start: scalarIndex, length: 0, byteStart: index))
  }

  /// The number starting at `start` and how many bytes it takes.
  private static func number(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (
    Token.Kind, Int
  ) {
    var index = start
    var isInteger = true
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count,
      isDigit(bytes[index + 1])
    {
      isInteger = false
      index += 1
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      var exponent = index + 1
      if exponent < bytes.count,
        bytes[exponent] == UInt8(ascii: "-") || bytes[exponent] == UInt8(ascii: "+")
      {
        exponent += 1
      }
      if exponent < bytes.count, isDigit(bytes[exponent]) {
        isInteger = false
        index = exponent
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      }
    }
    let digits = UnsafeBufferPointer(rebasing: bytes[start..<index])
    // Up to 15 decimal digits convert exactly; anything else goes through the correctly rounded parser.
    if isInteger, digits.count <= 15 {
      var value = 0
      for digit in digits { value = value * 10 + Int(digit &- UInt8(ascii: "0")) }
      return (.number(Double(value)), index - start)
    }
    return (.number(Double(String(decoding: digits, as: UTF8.self)) ?? .infinity), index - start)
  }

  /// The scalar whose UTF-8 encoding starts at `index` (the text is valid UTF-8) and its width.
  private static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    Unicode.Scalar, Int
  ) {
    let lead = UInt32(bytes[index])
    let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = lead & (0xFF >> (width + 1))
    var position = index + 1
    while position < min(index + width, bytes.count) {
      value = value << 6 | UInt32(bytes[position] & 0x3F)
      position += 1
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", position - index)
  }

  static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
  }

  static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  /// Whether `scalar` may start an identifier: an ASCII letter or `_`.
  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && isIdentifierStart(UInt8(scalar.value))
  }

  /// Whether `scalar` may continue an identifier: an ASCII letter, digit or `_`.
  static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && isIdentifierContinuation(UInt8(scalar.value))
  }
}
