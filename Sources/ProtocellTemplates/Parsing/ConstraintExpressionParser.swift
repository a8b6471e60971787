import Cassowary

/// Parses one constraint expression of the template language.
///
/// The grammar:
///
/// ```
/// constraint := anchor relation right-side [ '@' priority ]
/// anchor     := item '.' attribute                    e.g. title.top, margins.leading
/// right-side := anchor [ ('*' | '/') number ] { ('+' | '-') number }
///             | number '*' anchor { ('+' | '-') number }
///             | [ '-' ] number                        (constant form: avatar.width == 40)
/// relation   := '==' | '<=' | '>=' | '≤' | '≥'        ('<' is written '&lt;' in XML)
/// priority   := number | required | high | low | fittingSize
/// ```
///
/// Errors point at the offending token through `locate`, which maps a scalar index of the
/// expression to its place in the file.
struct ConstraintExpressionParser {
  private var tokens: [ConstraintLexer.Token]
  private let locate: ExpressionLocator
  private let source: String
  private var position = 0

  /// The layout attributes by name; a hash lookup is quicker than `init(rawValue:)`'s
  /// comparison with each name in turn.
  static let layoutAttributes: [String: LayoutAttribute] = Dictionary(
    uniqueKeysWithValues: LayoutAttribute.allCases.map { ($0.rawValue, $0) })

  /// The named priorities.
  static let priorityNames: [String: Priority] = [
    "required": .required, "high": .defaultHigh, "defaultHigh": .defaultHigh,
    "low": .defaultLow, "defaultLow": .defaultLow, "fittingSize": .fittingSizeLevel,
    "fittingSizeLevel": .fittingSizeLevel,
  ]

  /// Parses `text` into a constraint (without an identifier), or the first syntax problem.
  ///
  /// - Parameters:
  ///   - text: The expression.
  ///   - locate: Maps scalar indices of `text` to locations in the file.
  ///   - tokenBuffer: Storage for the tokens, reused from one expression to the next so that
  ///     lexing allocates nothing; its contents on entry do not matter.
  /// - Returns: The constraint, or the failure.
  static func parse(
    _ text: String, locate: ExpressionLocator, tokenBuffer: inout [ConstraintLexer.Token]
  ) -> Result<LayoutConstraint, Failure> {
    ConstraintLexer.tokens(of: text, into: &tokenBuffer)
    var parser = ConstraintExpressionParser(tokens: tokenBuffer, locate: locate, text: text)
    tokenBuffer = []
    defer { tokenBuffer = parser.tokens }
    do {
      return .success(try parser.constraint())
    } catch {
      return .failure(error)
    }
  }

  private init(tokens: [ConstraintLexer.Token], locate: ExpressionLocator, text: String) {
    self.tokens = tokens
    self.locate = locate
    self.source = text
  }

  /// A syntax problem, as the diagnostic to report.
  struct Failure: Error {
    /// The diagnostic pointing at the offending token.
    var diagnostic: Diagnostic
  }

  // MARK: - Grammar

  private mutating func constraint() throws(Failure) -> LayoutConstraint {
    if current.kind == .end {
      throw failure(
        "empty constraint", at: ConstraintLexer.Token(kind: .end, start: 0, length: 0),
        fixIts: [FixIt(message: "write an expression such as 'title.top == margins.top + 8'")])
    }
    let start = current.start
    let first = try anchor()
    let relation = try relationToken(after: first)
    var constraint = LayoutConstraint(
      first: first, relation: relation, location: locate.location(ofScalar: start))
    try rightSide(into: &constraint)
    if current.kind == .at {
      advance()
      constraint.priority = try priority()
    }
    guard current.kind == .end else {
      throw failure(
        "unexpected \(describe(current)) after the constraint", at: current,
        fixIts: [
          FixIt(message: "a constraint is 'item.attribute == item.attribute * m + c @priority'")
        ]
      )
    }
    return constraint
  }

  private mutating func rightSide(into constraint: inout LayoutConstraint) throws(Failure) {
    switch current.kind {
    case .identifier:
      constraint.second = try anchor()
      if current.kind == .times || current.kind == .divide {
        let isDivision = current.kind == .divide
        advance()
        let factor = try number(signed: true)
        if isDivision {
          guard factor != 0 else {
            throw failure("division by zero", at: previous, code: .invalidNumber)
          }
          constraint.multiplier = 1 / factor
        } else {
          constraint.multiplier = factor
        }
      }
      constraint.constant = try constantTerms()
    case .number, .minus, .plus:
      let value = try number(signed: true)
      if current.kind == .times {
        advance()
        constraint.second = try anchor()
        constraint.multiplier = value
        constraint.constant = try constantTerms()
      } else {
        constraint.constant = value + (try constantTerms())
      }
    default:
      throw failure(
        "expected a view id, 'superview', 'margins' or a number after '\(constraint.relation.rawValue)'",
        at: current)
    }
  }

  private mutating func constantTerms() throws(Failure) -> Double {
    var total = 0.0
    while current.kind == .plus || current.kind == .minus {
      let sign: Double = current.kind == .minus ? -1 : 1
      advance()
      total += sign * (try number(signed: false))
    }
    return total
  }

  private mutating func anchor() throws(Failure) -> LayoutAnchor {
    guard case .identifier(let name) = current.kind else {
      throw failure(
        "expected a view id, 'superview' or 'margins', found \(describe(current))", at: current)
    }
    let itemToken = current
    advance()
    guard current.kind == .dot else {
      let attributes = LayoutAttribute.allCases.map(\.rawValue)
      if LayoutAttribute(rawValue: name) != nil {
        throw failure(
          "expected an item before '.\(name)'", at: itemToken,
          fixIts: [
            FixIt(message: "write 'superview.\(name)', 'margins.\(name)' or 'someView.\(name)'")
          ]
        )
      }
      throw failure(
        "expected '.' and an attribute after '\(name)'", at: current,
        fixIts: [FixIt(message: "attributes are \(attributes.joined(separator: ", "))")])
    }
    advance()
    guard case .identifier(let attributeName) = current.kind else {
      throw failure(
        "expected an attribute after '\(name).'", at: current,
        fixIts: [FixIt(message: "for example '\(name).top' or '\(name).leading'")])
    }
    guard let attribute = Self.layoutAttributes[attributeName] else {
      let all = LayoutAttribute.allCases.map(\.rawValue)
      throw failure(
        "unknown layout attribute '\(attributeName)'", at: current, code: .unknownLayoutAttribute,
        fixIts: Suggestions.fixIts(
          for: attributeName, in: all, at: locate.location(ofScalar: current.start),
          otherwise: "attributes are \(all.joined(separator: ", "))"))
    }
    advance()
    return LayoutAnchor(
      item: LayoutItem(name: name), attribute: attribute,
      location: locate.location(ofScalar: itemToken.start))
  }

  private mutating func relationToken(after anchor: LayoutAnchor) throws(Failure) -> Relation {
    switch current.kind {
    case .relation(let relation):
      advance()
      return relation
    case .singleEquals:
      throw failure(
        "'=' is not a relation", at: current,
        fixIts: [replacing(current, "use '==' for equality", with: "==")])
    case .unexpected("<"):
      throw failure(
        "'<' is not a relation", at: current,
        fixIts: [replacing(current, "use '<=' (written '&lt;=' in XML, or '≤')", with: "&lt;=")])
    default:
      throw failure(
        "expected '==', '<=' or '>=' after '\(anchor)', found \(describe(current))", at: current)
    }
  }

  private mutating func number(signed: Bool) throws(Failure) -> Double {
    var sign = 1.0
    if signed, current.kind == .minus || current.kind == .plus {
      sign = current.kind == .minus ? -1 : 1
      advance()
    }
    guard case .number(let value) = current.kind else {
      throw failure("expected a number, found \(describe(current))", at: current)
    }
    guard value.isFinite else {
      throw failure("the number is too large", at: current, code: .invalidNumber)
    }
    advance()
    return sign * value
  }

  private mutating func priority() throws(Failure) -> Priority {
    if case .identifier(let name) = current.kind {
      guard let priority = Self.priorityNames[name] else {
        throw failure(
          "unknown priority '\(name)'", at: current,
          fixIts: Suggestions.fixIts(
            for: name, in: Self.priorityNames.keys.sorted(),
            at: locate.location(ofScalar: current.start),
            otherwise: "write a number from 1 to 1000, or required, high, low, fittingSize"))
      }
      advance()
      return priority
    }
    return Priority(Float(try number(signed: true)))
  }

  // MARK: - Tokens

  private var current: ConstraintLexer.Token { tokens[min(position, tokens.count - 1)] }
  private var previous: ConstraintLexer.Token { tokens[max(0, min(position, tokens.count) - 1)] }
  private mutating func advance() { position += 1 }

  private func describe(_ token: ConstraintLexer.Token) -> String {
    switch token.kind {
    case .end: return "the end of the expression"
    default:
      let scalars = Array(source.unicodeScalars)
      let end = min(scalars.count, token.start + max(1, token.length))
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars[min(token.start, end)..<end])
      return "'\(String(text))'"
    }
  }

  private func failure(
    _ message: String, at token: ConstraintLexer.Token, code: DiagnosticCode = .constraintSyntax,
    fixIts: [FixIt] = []
  ) -> Failure {
    Failure(
      diagnostic: Diagnostic(
        code: code, message: message, location: locate.location(ofScalar: token.start),
        fixIts: fixIts))
  }

  /// A fix-it that replaces `token` with `replacement`.
  private func replacing(
    _ token: ConstraintLexer.Token, _ message: String, with replacement: String
  )
    -> FixIt
  {
    .replacing(
      message, with: replacement, at: locate.location(ofScalar: token.start),
      length: max(1, token.length))
  }
}
