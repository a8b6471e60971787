/// The relation between the two sides of a ``Constraint``.
///
/// Its raw value is the operator, as constraints are written (`<=`, `==`, `>=`).
public enum Relation: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  /// `lhs <= rhs`.
  case lessThanOrEqual = "<="
  /// `lhs == rhs`.
  case equal = "=="
  /// `lhs >= rhs`.
  case greaterThanOrEqual = ">="

  /// The relation's operator.
  public var description: String { rawValue }
}

/// A linear relation between variables, with a ``Priority``.
///
/// A constraint is stored in the normal form `Σ aᵢ·xᵢ ⋈ constant`: every variable on the left, the
/// constant on the right, so that `x + 10 <= y` is `x - y <= -10` and `a == b + 8` is
/// `a - b == 8`. ``Solver/setConstant(_:for:)`` changes that ``constant`` in place.
///
/// A constraint is a reference: a solver knows it by identity, and it is immutable and `Sendable`.
/// Make one with the operators (`x + 10 <= y`, `2 * a == b + c`) and give it a priority with
/// ``priority(_:)``.
public final class Constraint: Sendable, CustomStringConvertible {
  /// The variable terms of the normal form, each variable once, none with a zero coefficient.
  public let terms: [Term]
  /// The right-hand side of the normal form `Σ aᵢ·xᵢ ⋈ constant`, as the constraint was made.
  public let constant: Double
  /// The relation of the normal form.
  public let relation: Relation
  /// How strongly the constraint should hold.
  public let priority: Priority

  /// Creates the constraint `expression ⋈ 0`.
  ///
  /// - Parameters:
  ///   - expression: The left-hand side minus the right-hand side.
  ///   - relation: The relation between the expression and zero.
  ///   - priority: How strongly the constraint should hold.
  public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
    self.terms = expression.simplified().terms
    self.constant = -expression.constant
    self.relation = relation
    self.priority = priority
  }

  init(terms: [Term], constant: Double, relation: Relation, priority: Priority) {
    self.terms = terms
    self.constant = constant
    self.relation = relation
    self.priority = priority
  }

  /// A copy of this constraint with another priority.
  ///
  /// The copy is a new constraint: a solver that holds this one does not hold the copy.
  ///
  /// - Parameter priority: The priority of the copy.
  /// - Returns: The new constraint.
  public func priority(_ priority: Priority) -> Constraint {
    Constraint(terms: terms, constant: constant, relation: relation, priority: priority)
  }

  /// Whether every coefficient and the constant are finite.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The constraint in normal form with its priority, such as `1.0 * x + -1.0 * y <= -10.0 @750`.
  public var description: String {
    let lhs = terms.isEmpty ? "0" : terms.map(\.description).joined(separator: " + ")
    return "\(lhs) \(relation) \(constant) @\(priority)"
  }
}
