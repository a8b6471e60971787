/// Splits a constraint expression into tokens, each with the index of its first scalar.
struct ConstraintLexer {
  /// A token of the constraint language.
  enum Kind: Equatable {
    /// A view id, `superview`, `margins`, an attribute or a priority name.
    case identifier(String)
    /// A number (its sign is a separate token).
    case number(Double)
    /// `==`, `<=`, `>=` (also `≤`, `≥`).
    case relation(LayoutRelation)
    /// A single `=`, a common slip for `==`.
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
    case unexpected(Character)
    /// The end of the expression.
    case end
  }

  /// A token and where it starts, as an index into the expression's scalars.
  struct Token: Equatable {
    var kind: Kind
    var start: Int
    var length: Int
  }

  /// The tokens of `scalars`, ending with `.end`.
  static func tokens(of scalars: [Unicode.Scalar]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar.properties.isWhitespace {
        index += 1
        continue
      }
      let start = index
      let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
      let kind: Kind
      switch scalar {
      case "=":
        if next == "=" { kind = .relation(.equal); index += 2 } else { kind = .singleEquals; index += 1 }
      case "<":
        if next == "=" { kind = .relation(.lessThanOrEqual); index += 2 } else {
          kind = .unexpected("<"); index += 1
        }
      case ">":
        if next == "=" { kind = .relation(.greaterThanOrEqual); index += 2 } else {
          kind = .unexpected(">"); index += 1
        }
      case "≤": kind = .relation(.lessThanOrEqual); index += 1
      case "≥": kind = .relation(.greaterThanOrEqual); index += 1
      case ".":
        if let next, isDigit(next) { kind = number(in: scalars, at: &index) } else {
          kind = .dot; index += 1
        }
      case "+": kind = .plus; index += 1
      case "-", "−": kind = .minus; index += 1
      case "*", "×": kind = .times; index += 1
      case "/": kind = .divide; index += 1
      case "@": kind = .at; index += 1
      default:
        if isDigit(scalar) {
          kind = number(in: scalars, at: &index)
        } else if isIdentifierStart(scalar) {
          while index < scalars.count, isIdentifierContinuation(scalars[index]) { index += 1 }
          var name = String.UnicodeScalarView()
          name.append(contentsOf: scalars[start..<index])
          kind = .identifier(String(name))
        } else {
          kind = .unexpected(Character(scalar))
          index += 1
        }
      }
      tokens.append(Token(kind: kind, start: start, length: index - start))
    }
    tokens.append(Token(kind: .end, start: scalars.count, length: 0))
    return tokens
  }

  private static func number(in scalars: [Unicode.Scalar], at index: inout Int) -> Kind {
    let start = index
    while index < scalars.count, isDigit(scalars[index]) { index += 1 }
    if index < scalars.count, scalars[index] == ".", index + 1 < scalars.count,
      isDigit(scalars[index + 1])
    {
      index += 1
      while index < scalars.count, isDigit(scalars[index]) { index += 1 }
    }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      var exponent = index + 1
      if exponent < scalars.count, scalars[exponent] == "-" || scalars[exponent] == "+" { exponent += 1 }
      if exponent < scalars.count, isDigit(scalars[exponent]) {
        index = exponent
        while index < scalars.count, isDigit(scalars[index]) { index += 1 }
      }
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[start..<index])
    return .number(Double(String(text)) ?? .infinity)
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || isDigit(scalar)
  }
}
