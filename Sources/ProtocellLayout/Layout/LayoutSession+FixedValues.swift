import Cassowary

// Whether the constraints built so far fix a value whatever the intrinsic sizes added later.

extension LayoutSession {
  /// Just below required: above every optional constraint an intrinsic size could beat.
  static let probePriority = Priority(999.9)

  /// Whether the constraints in the solver hold a variable at one value against any optional
  /// constraint: pulled towards 0 and then towards a large value, just below required, it does
  /// not move.
  ///
  /// ``Cassowary/Solver/isAmbiguous(_:)`` reports a degenerate optimum as determined — a slack
  /// blocked at zero that another basis would free. A wrapping label in a fillEqually stack whose
  /// trailing edge is only `<=` the margin looked fixed at width 0 that way, was measured at 0
  /// and never again. Pulling finds such freedom: the solver moves to the other basis.
  ///
  /// - Complexity: Two constraints added and removed.
  func isFixedByConstraints(_ variable: Variable) -> Bool {
    var values: [Double] = []
    for target in [0, Self.relaxed] {
      let pull = Constraint(
        Linear.variable(variable, plus: -target), .equal, priority: Self.probePriority)
      guard (try? solver.addConstraint(pull)) != nil else { return false }
      values.append(solver.value(of: variable))
      try? solver.removeConstraint(pull)
    }
    return abs(values[0] - values[1]) < 1e-6
  }
}
