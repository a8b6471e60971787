// Removing a constraint through its marker symbol, and the rebuild fallback.

extension Solver {
  /// Removes a recorded constraint and re-optimizes.
  func remove(_ record: Record) throws(SolverError) {
    let id = ObjectIdentifier(record.constraint)
    records[id] = nil
    if record.marker < 0 {
      releaseVariables(of: record)
      try rebuildOrFail()
      return
    }
    if !record.constraint.priority.isRequired {
      let objective = tableau.objectiveRow(for: record.constraint.priority.rawValue)
      for symbol in [record.marker, record.other]
      where symbol >= 0 && tableau.kinds[Int(symbol)] == .error {
        tableau.addValue(of: symbol, times: -1, to: objective)
      }
    }
    let marker = record.marker
    if tableau.basicRows[Int(marker)] >= 0 {
      tableau.releaseRow(tableau.basicRows[Int(marker)])
    } else if let leaving = markerLeavingRow(marker) {
      tableau.solve(leaving, for: marker)
      tableau.substitute(marker, using: leaving)
      tableau.releaseRow(leaving)
    }
    if tableau.kinds[Int(marker)] == .dummy { markerOwners[Int(marker)] = nil }
    tableau.releaseSymbol(marker)
    if record.other >= 0 { tableau.releaseSymbol(record.other) }
    releaseVariables(of: record)
    optimizeOrRebuild()
  }

  /// Drops a removed constraint's references; a variable no constraint uses leaves the solver.
  func releaseVariables(of record: Record) {
    for symbol in record.variables {
      references[Int(symbol)] -= 1
      if references[Int(symbol)] == 0, let variable = variables[Int(symbol)] {
        symbols[ObjectIdentifier(variable)] = nil
        variables[Int(symbol)] = nil
        tableau.releaseSymbol(symbol)
      }
    }
  }

  /// The row to pivot a non-basic marker into so that the row can be dropped, keeping the tableau
  /// feasible: the tightest restricted row with a negative coefficient, else the tightest with a
  /// positive one, else a row of an external symbol.
  func markerLeavingRow(_ marker: Symbol) -> RowID? {
    var negative: RowID?
    var positive: RowID?
    var external: RowID?
    var negativeRatio = Double.infinity
    var positiveRatio = Double.infinity
    for entry in tableau.columns[Int(marker)] {
      let row = entry.row
      let basic = tableau.rows[Int(row)].basic
      if basic < 0 { continue }
      let coefficient = tableau.coefficient(at: entry)
      if coefficient == 0 { continue }
      if tableau.kinds[Int(basic)] == .external {
        external = external ?? row
      } else if coefficient < 0 {
        let ratio = -tableau.rows[Int(row)].constant / coefficient
        if ratio < negativeRatio {
          negativeRatio = ratio
          negative = row
        }
      } else {
        let ratio = tableau.rows[Int(row)].constant / coefficient
        if ratio < positiveRatio {
          positiveRatio = ratio
          positive = row
        }
      }
    }
    return negative ?? positive ?? external
  }

  /// Rebuilds the tableau from the recorded constraints, in the order they were added.
  ///
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when the recorded constants
  ///   cannot all hold; the tableau then holds the constraints added before the failing one.
  func rebuild() throws(SolverError) {
    let ordered = records.values.sorted { $0.sequence < $1.sequence }
    let work = tableau.work
    tableau = Tableau()
    tableau.work = work
    symbols = IdentityMap()
    variables = []
    references = []
    markerOwners = []
    records = RecordTable()
    let sequence = nextSequence
    defer {
      nextSequence = sequence
      reindexEdits()
    }
    for record in ordered {
      nextSequence = record.sequence
      let new: NewRow
      do {
        new = try insert(record.constraint, constant: record.constant)
      } catch {
        for later in ordered where later.sequence >= record.sequence {
          records[ObjectIdentifier(later.constraint)] = later
        }
        throw .unsatisfiableConstraint(record.constraint, conflicts: [record.constraint])
      }
      self.record(record.constraint, constant: record.constant, from: new, isEdit: record.isEdit)
      try? tableau.optimize(tableau.objectiveRows)
    }
  }

  /// Points each edit variable at its edit constraint's current record slot.
  func reindexEdits() {
    edits = IdentityMap()
    for record in records.values where record.isEdit {
      if let variable = record.constraint.terms.first?.variable {
        edits[ObjectIdentifier(variable)] = records.slot(of: ObjectIdentifier(record.constraint))
      }
    }
  }

  /// Rebuilds, turning a failure into an internal error (used when the constraints are known to
  /// be satisfiable).
  func rebuildOrFail() throws(SolverError) {
    do {
      try rebuild()
    } catch {
      throw .internalFailure("the tableau could not be rebuilt: \(error)")
    }
  }
}
