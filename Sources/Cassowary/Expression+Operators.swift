// Arithmetic on linear expressions. Every operand that is not a `Double` is an
// `ExpressionConvertible` (a variable, a term or an expression), which keeps the overload set small
// enough for the type checker.

extension Expression {
  /// The expression scaled by a factor.
  ///
  /// - Parameter factor: The factor.
  /// - Returns: Every term and the constant multiplied by `factor`.
  func scaled(by factor: Double) -> Expression {
    Expression(
      terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }

  /// The sum of two expressions.
  func adding(_ other: Expression) -> Expression {
    Expression(terms + other.terms, constant: constant + other.constant)
  }
}

/// The sum of two linear expressions.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A variable, term or expression.
/// - Returns: `lhs + rhs`.
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs.expression.adding(rhs.expression)
}

/// A linear expression plus a constant.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A constant.
/// - Returns: `lhs + rhs`.
public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  lhs.expression.adding(Expression(constant: rhs))
}

/// A constant plus a linear expression.
///
/// - Parameters:
///   - lhs: A constant.
///   - rhs: A variable, term or expression.
/// - Returns: `lhs + rhs`.
public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
  rhs.expression.adding(Expression(constant: lhs))
}

/// The difference of two linear expressions.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A variable, term or expression.
/// - Returns: `lhs - rhs`.
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs.expression.adding(rhs.expression.scaled(by: -1))
}

/// A linear expression minus a constant.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: A constant.
/// - Returns: `lhs - rhs`.
public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  lhs.expression.adding(Expression(constant: -rhs))
}

/// A constant minus a linear expression.
///
/// - Parameters:
///   - lhs: A constant.
///   - rhs: A variable, term or expression.
/// - Returns: `lhs - rhs`.
public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
  rhs.expression.scaled(by: -1).adding(Expression(constant: lhs))
}

/// The negation of a linear expression.
///
/// - Parameter operand: A variable, term or expression.
/// - Returns: `-operand`.
public prefix func - <T: ExpressionConvertible>(operand: T) -> Expression {
  operand.expression.scaled(by: -1)
}

/// A linear expression scaled by a constant.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: The factor.
/// - Returns: `lhs * rhs`.
public func * <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  lhs.expression.scaled(by: rhs)
}

/// A constant times a linear expression.
///
/// - Parameters:
///   - lhs: The factor.
///   - rhs: A variable, term or expression.
/// - Returns: `lhs * rhs`.
public func * <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
  rhs.expression.scaled(by: lhs)
}

/// A linear expression divided by a constant.
///
/// Dividing by zero gives non-finite coefficients, which ``Solver/addConstraint(_:)`` rejects.
///
/// - Parameters:
///   - lhs: A variable, term or expression.
///   - rhs: The divisor.
/// - Returns: `lhs / rhs`.
public func / <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  lhs.expression.scaled(by: 1 / rhs)
}
