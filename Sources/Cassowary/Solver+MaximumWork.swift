// A deterministic measure of the solver's effort, and the limit that bounds it.

extension Solver {
  /// The work the solver has done since it was created or ``reset()``: the terms of the
  /// constraints it inserted, the cells it combined in pivots and substitutions, and the rows it
  /// copied to be able to undo a failed insertion.
  ///
  /// Work is proportional to the time the solver spends, and the same on every machine and build,
  /// so that it can serve as a budget (``maximumWork``).
  ///
  /// - Complexity: O(1).
  public var work: Int { tableau.work }

  /// Throws when ``work`` has passed ``maximumWork``.
  func checkWorkLimit() throws(SolverError) {
    if let limit = maximumWork, tableau.work > limit { throw .workLimitExceeded(limit) }
  }
}
