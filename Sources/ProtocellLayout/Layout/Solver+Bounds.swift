import Cassowary

extension Solver {
  /// Moves a value pinned between two bounds (`x <= value` and `x >= value`, say) to a new value,
  /// the bound on the side the value moves to first, so that the bounds never cross on the way.
  ///
  /// - Parameters:
  ///   - value: The new constant of both bounds.
  ///   - upper: The bound that holds the pinned value at or below the constant.
  ///   - lower: The bound that holds it at or above the constant.
  ///   - rising: Whether the value moves up from the one the bounds hold now.
  /// - Throws: ``Cassowary/SolverError`` from ``Cassowary/Solver/setConstant(_:for:)``; a first
  ///   bound already moved then stays moved.
  func move(to value: Double, upper: Constraint, lower: Constraint, rising: Bool)
    throws(SolverError)
  {
    if rising {
      try setConstant(value, for: upper)
      try setConstant(value, for: lower)
    } else {
      try setConstant(value, for: lower)
      try setConstant(value, for: upper)
    }
  }
}
