/// A variable multiplied by a coefficient, such as `2 * x`.
public struct Term: Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The factor applied to the variable.
  public var coefficient: Double

  /// Creates a term.
  ///
  /// - Parameters:
  ///   - variable: The variable.
  ///   - coefficient: The factor applied to the variable.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term as `coefficient * name`.
  public var description: String { "\(coefficient) * \(variable)" }
}
