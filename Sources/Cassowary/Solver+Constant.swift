// Changing a constraint's constant in place through its marker column (Cassowary's "edit constant"
// technique), the mechanism behind both `setConstant(_:for:)` and `suggestValue(_:for:)`.

extension Solver {
  /// Changes the constant of a constraint the solver holds, without removing and re-adding it.
  ///
  /// The constant is the right-hand side of the constraint's normal form `Σ aᵢ·xᵢ ⋈ constant`
  /// (see ``Constraint``): for `a == b + 8` it is 8, for `x + 10 <= y` it is -10.
  ///
  /// - Parameters:
  ///   - constant: The new constant.
  ///   - constraint: A constraint the solver holds.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteConstant(_:_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when a required constraint cannot hold
  ///   with the new constant; the solver then keeps the old one.
  /// - Complexity: Proportional to the rows containing the constraint's marker, plus the dual
  ///   simplex pivots that restore feasibility. A required equality whose dummy marker was dropped
  ///   (see ``Solver``) costs a rebuild.
  public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    guard let slot = records.slot(of: ObjectIdentifier(constraint)) else {
      throw .unknownConstraint(constraint)
    }
    if !constant.isFinite { throw .nonFiniteConstant(constraint, constant) }
    try change(slot: slot, to: constant)
    checkInvariants()
  }

  /// Moves a recorded constraint's constant and restores an optimal feasible tableau.
  func change(slot: Int32, to constant: Double) throws(SolverError) {
    // Read the fields in place: copying the record would retain its constraint and symbols.
    guard let old = records.storage[Int(slot)]?.constant,
      let marker = records.storage[Int(slot)]?.marker
    else { return }
    if old == constant { return }
    records.setConstant(constant, at: slot)
    if marker < 0 {
      // A rebuild renumbers the records: keep the constraint for the error.
      let constraint = records.storage[Int(slot)]?.constraint
      do {
        try rebuild()
      } catch {
        records.setConstant(old, at: slot)
        try rebuildOrFail()
        guard let constraint else { throw .internalFailure("a changed constraint lost its record") }
        throw unsatisfiable(constraint, constant: constant)
      }
      return
    }
    let relation = records.storage[Int(slot)]?.constraint.relation ?? .equal
    let repaired = shift(marker: marker, relation: relation, by: constant - old)
    do {
      if !repaired { throw SimplexFailure.infeasible }
      try tableau.dualOptimize()
    } catch {
      records.setConstant(old, at: slot)
      _ = shift(marker: marker, relation: relation, by: old - constant)
      do {
        try tableau.dualOptimize()
      } catch {
        try rebuildOrFail()
      }
      throw unsatisfiable(atSlot: slot, constant: constant)
    }
  }

  /// The unsatisfiable-constraint error for the constraint in a record slot.
  private func unsatisfiable(atSlot slot: Int32, constant: Double) -> SolverError {
    guard let constraint = records.storage[Int(slot)]?.constraint else {
      return .internalFailure("a changed constraint lost its record")
    }
    return unsatisfiable(constraint, constant: constant)
  }

  /// The unsatisfiable-constraint error for a constraint given a constant it cannot take.
  func unsatisfiable(_ constraint: Constraint, constant: Double) -> SolverError {
    .unsatisfiableConstraint(constraint, conflicts: conflicts(for: constraint, constant: constant))
  }

  /// Shifts the row constants for a change `delta` of a constraint's constant.
  ///
  /// The constraint's row was built as `Σ aᵢ·xᵢ - constant + μ·marker = 0`. Raising its constant
  /// by `delta` gives the same system with the marker moved by `step = -delta/μ`; so each row
  /// holding the marker with coefficient `a` moves its constant by `a·step`, and the marker's own
  /// row by `-step`. Rows whose restricted basic symbol goes negative are queued for the dual
  /// simplex.
  ///
  /// - Returns: `false` when a redundant required equality (a row of dummies) stops holding.
  func shift(marker: Symbol, relation: Relation, by delta: Double) -> Bool {
    let mu: Double
    switch (tableau.kinds[Int(marker)], relation) {
    case (.slack, .greaterThanOrEqual), (.error, _): mu = -1
    default: mu = 1
    }
    return tableau.moveMarker(marker, by: -delta / mu)
  }
}

extension Tableau {
  /// Moves a marker symbol by `step`: its own row's constant by `-step` when it is basic, else
  /// each row holding it by `coefficient·step`.
  ///
  /// - Returns: `false` when a row of dummies stops being zero.
  mutating func moveMarker(_ marker: Symbol, by step: Double) -> Bool {
    var holds = true
    let basicRow = basicRows[Int(marker)]
    if basicRow >= 0 {
      rows[Int(basicRow)].constant -= step
      holds = queueIfInfeasible(basicRow)
    } else {
      var column: [ColumnEntry] = []
      swap(&column, &columns[Int(marker)])
      for entry in column {
        let coefficient = rows[Int(entry.row)].cells[Int(entry.index)].coefficient
        rows[Int(entry.row)].constant += coefficient * step
        if !queueIfInfeasible(entry.row) { holds = false }
      }
      swap(&column, &columns[Int(marker)])
    }
    return holds
  }

  /// Queues a row whose restricted basic symbol is negative; whether a dummy row still holds.
  private mutating func queueIfInfeasible(_ row: RowID) -> Bool {
    let basic = rows[Int(row)].basic
    guard basic >= 0 else { return true }
    let kind = kinds[Int(basic)]
    let constant = rows[Int(row)].constant
    if kind == .dummy && abs(constant) >= Tableau.epsilon { return false }
    if kind != .external && constant < 0 { infeasibleRows.append(row) }
    return true
  }
}
