import Cassowary
import ProtocellDiagnostics

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
      throw failure(.emptyConstraint, at: ConstraintLexer.Token(kind: .end, start: 0, length: 0))
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
      throw failure(.trailingToken(describe(current)), at: current)
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
            throw failure(.divisionByZero, at: previous)
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
      throw failure(.expectedRightSide(after: constraint.relation.rawValue), at: current)
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
      throw failure(.expectedAnchor(found: describe(current)), at: current)
    }
    let itemToken = current
    advance()
    guard current.kind == .dot else {
      let attributes = LayoutAttribute.allCases.map(\.rawValue)
      if LayoutAttribute(rawValue: name) != nil {
        throw failure(.expectedItem(before: name), at: itemToken)
      }
      throw failure(.expectedDot(after: name, attributes: attributes), at: current)
    }
    advance()
    guard case .identifier(let attributeName) = current.kind else {
      throw failure(.expectedAttribute(after: name), at: current)
    }
    guard let attribute = Self.layoutAttributes[attributeName] else {
      let all = LayoutAttribute.allCases.map(\.rawValue)
      throw failure(
        .unknownLayoutAttribute(attributeName), at: current,
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
        .singleEqualsIsNotARelation, at: current,
        fixIts: [replacing(current, "use '==' for equality", with: "==")])
    case .unexpected("<"):
      throw failure(
        .lessThanIsNotARelation, at: current,
        fixIts: [replacing(current, "use '<=' (written '&lt;=' in XML, or '≤')", with: "&lt;=")])
    default:
      throw failure(.expectedRelation(after: "\(anchor)", found: describe(current)), at: current)
    }
  }

  private mutating func number(signed: Bool) throws(Failure) -> Double {
    var sign = 1.0
    if signed, current.kind == .minus || current.kind == .plus {
      sign = current.kind == .minus ? -1 : 1
      advance()
    }
    guard case .number(let value) = current.kind else {
      throw failure(.expectedNumber(found: describe(current)), at: current)
    }
    guard value.isFinite else {
      throw failure(.numberTooLarge, at: current)
    }
    advance()
    return sign * value
  }

  private mutating func priority() throws(Failure) -> Priority {
    if case .identifier(let name) = current.kind {
      guard let priority = Self.priorityNames[name] else {
        throw failure(
          .unknownPriority(name), at: current,
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
    _ message: DiagnosticMessage, at token: ConstraintLexer.Token, fixIts: [FixIt] = []
  ) -> Failure {
    Failure(
      diagnostic: Diagnostic(
        message, at: locate.location(ofScalar: token.start), fixIts: fixIts))
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
