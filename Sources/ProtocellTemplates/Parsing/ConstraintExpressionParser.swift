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
  /// The expression's UTF-8, valid while ``parse(utf8:locate:identifier:tokenBuffer:)`` runs.
  private let bytes: UnsafeBufferPointer<UInt8>
  private let locate: ExpressionLocator
  /// The identifier the constraint gets.
  private let identifier: String?
  private var position = 0

  /// The layout attributes with their names' bytes, by the names' length: an identifier is
  /// compared with the few names as long as it is, byte by byte (no string made or hashed).
  private static let layoutAttributesByLength: [[(name: [UInt8], attribute: LayoutAttribute)]] =
    LayoutAttribute.allCases.reduce(into: []) { table, attribute in
      let name = Array(attribute.rawValue.utf8)
      while table.count <= name.count { table.append([]) }
      table[name.count].append((name, attribute))
    }

  /// The items that are not views, with their spellings' bytes (``LayoutItem/description``).
  private static let builtInItems: [(name: [UInt8], item: LayoutItem)] =
    [LayoutItem.superview, .margins].map { (Array($0.description.utf8), $0) }

  /// The named priorities.
  static let priorityNames: [String: Priority] = [
    "required": .required, "high": .defaultHigh, "defaultHigh": .defaultHigh,
    "low": .defaultLow, "defaultLow": .defaultLow, "fittingSize": .fittingSizeLevel,
    "fittingSizeLevel": .fittingSizeLevel,
  ]

  /// Parses an expression into a constraint with the identifier given, or throws its first
  /// syntax problem.
  ///
  /// - Parameters:
  ///   - bytes: The expression's UTF-8, as decoded from the file.
  ///   - locate: Maps scalar indices of the expression to locations in the file.
  ///   - identifier: The constraint's identifier, given it here so that the constraint is
  ///     made whole in place, never copied to be completed.
  ///   - tokenBuffer: Storage for the tokens, reused from one expression to the next so that
  ///     lexing allocates nothing; its contents on entry do not matter.
  /// - Returns: The constraint.
  /// - Throws: The problem, as the diagnostic to report.
  static func parse(
    utf8 bytes: UnsafeBufferPointer<UInt8>, locate: ExpressionLocator, identifier: String?,
    tokenBuffer: inout [ConstraintLexer.Token]
  ) throws(Failure) -> LayoutConstraint {
    ConstraintLexer.tokens(ofUTF8: bytes, into: &tokenBuffer)
    var parser = ConstraintExpressionParser(
      tokens: tokenBuffer, bytes: bytes, locate: locate, identifier: identifier)
    tokenBuffer = []
    defer { tokenBuffer = parser.tokens }
    return try parser.constraint()
  }

  private init(
    tokens: [ConstraintLexer.Token], bytes: UnsafeBufferPointer<UInt8>, locate: ExpressionLocator,
    identifier: String?
  ) {
    self.tokens = tokens
    self.bytes = bytes
    self.locate = locate
    self.identifier = identifier
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
        .emptyConstraint, at: ConstraintLexer.Token(kind: .end, start: 0, length: 0, byteStart: 0)
      )
    }
    let start = current.start
    let first = try anchor()
    let relation = try relationToken(after: first)
    var constraint = LayoutConstraint(
      identifier: identifier, first: first, relation: relation,
      location: locate.location(ofScalar: start))
    try rightSide(into: &constraint)
    if current.kind == .at {
      advance()
      constraint.priority = try priority()
    }
    guard current.kind == .end else {
      throw failure(.trailingToken(describe(current)), at: current)
    }
    return consume constraint
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
          guard LayoutConstraint.numbers.contains(1 / factor) else {
            throw failure(.numberOutOfRange(text(of: previous)), at: previous)
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
        constraint.constant = try constantTerms(from: value)
      }
    default:
      throw failure(.expectedRightSide(after: constraint.relation.rawValue), at: current)
    }
  }

  /// The sum of `initial` and the `+ n` and `- n` terms that follow, within
  /// ``LayoutConstraint/numbers`` at every step.
  private mutating func constantTerms(from initial: Double = 0) throws(Failure) -> Double {
    var total = initial
    while current.kind == .plus || current.kind == .minus {
      let sign: Double = current.kind == .minus ? -1 : 1
      advance()
      total += sign * (try number(signed: false))
      guard LayoutConstraint.numbers.contains(total) else {
        throw failure(.numberOutOfRange(text(of: previous)), at: previous)
      }
    }
    return total
  }

  private mutating func anchor() throws(Failure) -> LayoutAnchor {
    guard current.kind == .identifier else {
      throw failure(.expectedAnchor(found: describe(current)), at: current)
    }
    let itemToken = current
    advance()
    guard current.kind == .dot else {
      let name = text(of: itemToken)
      let attributes = LayoutAttribute.allCases.map(\.rawValue)
      if LayoutAttribute(rawValue: name) != nil {
        throw failure(.expectedItem(before: name), at: itemToken)
      }
      throw failure(.expectedDot(after: name, attributes: attributes), at: current)
    }
    advance()
    guard current.kind == .identifier else {
      throw failure(.expectedAttribute(after: text(of: itemToken)), at: current)
    }
    guard let attribute = layoutAttribute(named: current) else {
      let attributeName = text(of: current)
      let all = LayoutAttribute.allCases.map(\.rawValue)
      throw failure(
        .unknownLayoutAttribute(attributeName), at: current,
        fixIts: Suggestions.fixIts(
          for: attributeName, in: all, at: locate.location(ofScalar: current.start),
          otherwise: "attributes are \(all.joined(separator: ", "))"))
    }
    advance()
    return LayoutAnchor(
      item: item(named: itemToken), attribute: attribute,
      location: locate.location(ofScalar: itemToken.start))
  }

  /// The text of an identifier token.
  private func text(of token: ConstraintLexer.Token) -> String {
    ConstraintLexer.text(of: token, in: bytes)
  }

  /// The layout attribute an identifier token names, if it names one.
  private func layoutAttribute(named token: ConstraintLexer.Token) -> LayoutAttribute? {
    let name = ConstraintLexer.identifierBytes(of: token, in: bytes)
    guard name.count < Self.layoutAttributesByLength.count else { return nil }
    return Self.layoutAttributesByLength[name.count].first { Self.bytes($0.name, equal: name) }?
      .attribute
  }

  /// Whether a spelling's bytes are `name`'s (a byte comparison, not a generic sequence's).
  private static func bytes(_ spelling: [UInt8], equal name: UnsafeBufferPointer<UInt8>) -> Bool {
    guard spelling.count == name.count else { return false }
    return spelling.withUnsafeBufferPointer { spelling in
      for index in 0..<name.count where spelling[index] != name[index] { return false }
      return true
    }
  }

  /// The item an identifier token names: `superview`, `margins` or a view (as
  /// ``LayoutItem/init(name:)``, the view's name made a string only here).
  private func item(named token: ConstraintLexer.Token) -> LayoutItem {
    let name = ConstraintLexer.identifierBytes(of: token, in: bytes)
    if let builtIn = Self.builtInItems.first(where: { Self.bytes($0.name, equal: name) }) {
      return builtIn.item
    }
    return .view(String(decoding: name, as: UTF8.self))
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
    case .unexpected where bytes[current.byteStart] == UInt8(ascii: "<"):
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
    guard value.isFinite, LayoutConstraint.numbers.contains(sign * value) else {
      throw failure(.numberOutOfRange(text(of: current)), at: current)
    }
    advance()
    return sign * value
  }

  private mutating func priority() throws(Failure) -> Priority {
    if current.kind == .identifier {
      let name = text(of: current)
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
      var shown = token
      shown.length = max(1, token.length)
      return "'\(ConstraintLexer.spelling(of: shown, in: String(decoding: bytes, as: UTF8.self)))'"
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
