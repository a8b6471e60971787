/// Why a ``Solver`` refused an operation.
///
/// Every case carries the object at fault. A failed operation leaves the solver as it was.
public enum SolverError: Error, Sendable {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// A required constraint cannot hold together with the required constraints already in the
  /// solver. `conflicts` is a minimal set of those constraints that, with this one (listed first),
  /// cannot all hold: drop any one of them and the rest can.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint's priority is not finite or not in `0 < priority <= 1000`.
  case invalidPriority(Constraint)
  /// The constraint has a coefficient or constant that is NaN or infinite.
  case nonFiniteConstraint(Constraint)
  /// ``Solver/setConstant(_:for:)`` was given a NaN or infinite constant.
  case nonFiniteConstant(Constraint, Double)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable's priority must be valid and below ``Priority/required``.
  case invalidEditPriority(Variable, Priority)
  /// ``Solver/suggestValue(_:for:)`` was given a NaN or infinite value.
  case nonFiniteSuggestion(Variable, Double)
  /// The solver's ``Solver/work`` exceeds its ``Solver/maximumWork`` (the associated value).
  case workLimitExceeded(Int)
  /// The solver met a numerical state it cannot continue from (an unbounded objective or a failed
  /// dual pivot). It rebuilt its tableau from the constraints before throwing this.
  case internalFailure(String)
}
