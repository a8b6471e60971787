// Adding a constraint's row to the tableau: building the row, choosing its subject, the artificial
// variable fallback, and dropping dummy markers whose columns grow too long.

extension Solver {
  /// The symbols a new row introduced, to be undone if the row cannot be added.
  struct NewRow {
    var row: RowID
    var marker: Symbol = -1
    var other: Symbol = -1
    var variables: [Symbol] = []
    var newVariables: [(Variable, Symbol)] = []
  }

  /// Adds a constraint with a given constant and records it.
  ///
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicts:)`` with the solver unchanged.
  func add(_ constraint: Constraint, constant: Double, isEdit: Bool = false) throws(SolverError) {
    let new: NewRow
    do {
      new = try insert(constraint, constant: constant)
    } catch {
      switch error {
      case .infeasible:
        throw .unsatisfiableConstraint(
          constraint, conflicts: conflicts(for: constraint, constant: constant))
      case .unbounded:
        throw failure("the objective became unbounded while adding \(constraint)")
      }
    }
    record(constraint, constant: constant, from: new, isEdit: isEdit)
    optimizeOrRebuild()
  }

  /// Records an inserted constraint and takes references on its variables.
  func record(_ constraint: Constraint, constant: Double, from new: NewRow, isEdit: Bool) {
    for (variable, symbol) in new.newVariables {
      symbols[ObjectIdentifier(variable)] = symbol
      grow(to: symbol)
      variables[Int(symbol)] = variable
    }
    for symbol in new.variables { references[Int(symbol)] += 1 }
    if new.marker >= 0 && tableau.kinds[Int(new.marker)] == .dummy {
      grow(to: new.marker)
      markerOwners[Int(new.marker)] = constraint
    }
    records[ObjectIdentifier(constraint)] = Record(
      constraint: constraint, constant: constant, marker: new.marker, other: new.other,
      variables: new.variables, sequence: nextSequence, isEdit: isEdit)
    nextSequence += 1
    if new.row >= 0 { dropCrowdedDummies(in: new.row) }
  }

  /// Sizes the per-symbol arrays to hold `symbol`.
  func grow(to symbol: Symbol) {
    while variables.count <= Int(symbol) {
      variables.append(nil)
      references.append(0)
      markerOwners.append(nil)
    }
  }

  /// Builds the constraint's row, makes a symbol basic in it, and returns what it created.
  ///
  /// - Throws: ``SimplexFailure/infeasible`` for a required constraint that cannot hold (the
  ///   tableau is then as it was), ``SimplexFailure/unbounded`` on a numerical failure.
  func insert(_ constraint: Constraint, constant: Double) throws(SimplexFailure) -> NewRow {
    tableau.work &+= constraint.terms.count &+ 1
    var new = makeRow(for: constraint, constant: constant)
    let row = new.row
    if let subject = chooseSubject(new) {
      tableau.solve(row, for: subject)
      tableau.substitute(subject, using: row)
      return new
    }
    let cells = tableau.rows[Int(row)].cells
    if cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
      if abs(tableau.rows[Int(row)].constant) >= Tableau.epsilon {
        undo(new)
        throw .infeasible
      }
      // A redundant required equality: its dummy marker becomes basic in a row of dummies.
      tableau.solve(row, for: new.marker)
      return new
    }
    tableau.work &+= tableau.rows.count &+ tableau.kinds.count
    let snapshot = tableau
    if try tableau.addWithArtificialVariable(row) {
      if tableau.rows[Int(row)].basic == Row.released { new.row = -1 }
      return new
    }
    let work = tableau.work
    tableau = snapshot
    tableau.work = work
    undo(new)
    throw .infeasible
  }

  /// Builds `Σ aᵢ·xᵢ - constant (+ slack, errors or dummy) = 0` in terms of non-basic symbols,
  /// with a non-negative constant.
  func makeRow(for constraint: Constraint, constant: Double) -> NewRow {
    let row = tableau.makeRow(constant: -constant)
    var new = NewRow(row: row)
    for term in constraint.terms {
      let symbol: Symbol
      if let known = symbols[ObjectIdentifier(term.variable)] {
        symbol = known
      } else {
        symbol = tableau.makeSymbol(term.variable.isNonNegative ? .restricted : .external)
        new.newVariables.append((term.variable, symbol))
      }
      new.variables.append(symbol)
      tableau.addValue(of: symbol, times: term.coefficient, to: row)
    }
    let required = constraint.priority.isRequired
    let objective = required ? -1 : tableau.objectiveRow(for: constraint.priority.rawValue)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      new.marker = tableau.makeSymbol(.slack)
      tableau.add(sign, of: new.marker, to: row)
      if !required {
        new.other = tableau.makeSymbol(.error)
        tableau.add(-sign, of: new.other, to: row)
        tableau.add(1, of: new.other, to: objective)
      }
    case .equal:
      if required {
        new.marker = tableau.makeSymbol(.dummy)
        tableau.add(1, of: new.marker, to: row)
      } else {
        new.marker = tableau.makeSymbol(.error)
        new.other = tableau.makeSymbol(.error)
        tableau.add(-1, of: new.marker, to: row)
        tableau.add(1, of: new.other, to: row)
        tableau.add(1, of: new.marker, to: objective)
        tableau.add(1, of: new.other, to: objective)
      }
    }
    if tableau.rows[Int(row)].constant < 0 { tableau.scaleRow(row, by: -1) }
    return new
  }

  /// The symbol to make basic in a new row without losing feasibility, or `nil`.
  ///
  /// An external symbol is preferred, the one whose column is shortest (ties: the larger
  /// coefficient), so that the substitution touches few rows and fills in little; a fresh variable
  /// has an empty column and costs nothing. Otherwise a slack or error marker with a negative
  /// coefficient, which the non-negative constant keeps feasible, or likewise a restricted
  /// variable that only this row holds.
  func chooseSubject(_ new: NewRow) -> Symbol? {
    var best: Symbol = -1
    var bestCount = Int.max
    var bestMagnitude = 0.0
    for cell in tableau.rows[Int(new.row)].cells where tableau.kinds[Int(cell.symbol)] == .external
    {
      let count = tableau.columns[Int(cell.symbol)].count
      let magnitude = abs(cell.coefficient)
      if count < bestCount || (count == bestCount && magnitude > bestMagnitude) {
        best = cell.symbol
        bestCount = count
        bestMagnitude = magnitude
      }
    }
    if best >= 0 { return best }
    if isNegativeRestricted(new.marker, in: new.row) { return new.marker }
    if isNegativeRestricted(new.other, in: new.row) { return new.other }
    // A restricted variable no other row holds yet is as good a subject as a new slack.
    for cell in tableau.rows[Int(new.row)].cells
    where tableau.kinds[Int(cell.symbol)] == .restricted && cell.coefficient < 0
      && tableau.columns[Int(cell.symbol)].count == 1
    {
      return cell.symbol
    }
    return nil
  }

  /// Whether a slack or error symbol has a negative coefficient in a row.
  private func isNegativeRestricted(_ symbol: Symbol, in row: RowID) -> Bool {
    guard symbol >= 0 else { return false }
    let kind = tableau.kinds[Int(symbol)]
    return (kind == .slack || kind == .error) && tableau.coefficient(of: symbol, in: row) < 0
  }

  /// Removes a row that was built but not added, with the symbols it created.
  func undo(_ new: NewRow) {
    tableau.releaseRow(new.row)
    for symbol in [new.marker, new.other] where symbol >= 0 { tableau.releaseSymbol(symbol) }
    for (_, symbol) in new.newVariables { tableau.releaseSymbol(symbol) }
  }

  /// Drops the dummy markers of a row whose columns have grown past ``dummyColumnLimit``.
  ///
  /// A dummy is fixed at zero, so deleting its column keeps every row valid; its constraint loses
  /// only the cheap way to be removed or changed, and falls back to a rebuild.
  func dropCrowdedDummies(in row: RowID) {
    guard tableau.rows[Int(row)].cells.count > 0 else { return }
    var crowded: [Symbol] = []
    for cell in tableau.rows[Int(row)].cells
    where tableau.kinds[Int(cell.symbol)] == .dummy
      && tableau.columns[Int(cell.symbol)].count > Solver.dummyColumnLimit
    {
      crowded.append(cell.symbol)
    }
    for dummy in crowded {
      if let owner = markerOwners[Int(dummy)] {
        records[ObjectIdentifier(owner)]?.marker = -1
        markerOwners[Int(dummy)] = nil
      }
      tableau.releaseSymbol(dummy)
    }
  }

  /// Optimizes the objective levels; on a numerical failure, rebuilds the tableau.
  func optimizeOrRebuild() {
    do {
      try tableau.optimize(tableau.objectiveRows)
    } catch {
      try? rebuild()
    }
  }

  /// Rebuilds the tableau and returns the error to throw for an internal failure.
  func failure(_ message: String) -> SolverError {
    try? rebuild()
    return .internalFailure(message)
  }
}
