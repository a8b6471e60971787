// Relational operators that build required constraints. Give one another priority with
// `Constraint.priority(_:)`.

/// The required constraint `lhs == rhs`.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A variable, term or expression.
/// - Returns: The constraint.
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A constant.
/// - Returns: The constraint.
public func == <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
///
/// - Parameters:
///   - lhs: A constant.
///   - rhs: A variable, term or expression.
/// - Returns: The constraint.
public func == <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs <= rhs`.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A variable, term or expression.
/// - Returns: The constraint.
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A constant.
/// - Returns: The constraint.
public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
///
/// - Parameters:
///   - lhs: A constant.
///   - rhs: A variable, term or expression.
/// - Returns: The constraint.
public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A variable, term or expression.
/// - Returns: The constraint.
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A constant.
/// - Returns: The constraint.
public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
///
/// - Parameters:
///   - lhs: A constant.
///   - rhs: A variable, term or expression.
/// - Returns: The constraint.
public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
