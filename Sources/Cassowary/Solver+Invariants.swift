// Internal consistency checks of the tableau, compiled in debug builds (CASSOWARY_INVARIANTS).

extension Solver {
  /// Runs ``_checkInvariants()`` in builds with `CASSOWARY_INVARIANTS` defined: after every
  /// operation while the tableau has at most ``invariantCheckRowLimit`` rows, then after
  /// operations 1, 2, 4, 8, … only, so that checking a huge tableau does not make a long run
  /// quadratic.
  @inline(__always)
  func checkInvariants() {
    #if CASSOWARY_INVARIANTS
      operationCount += 1
      if tableau.rows.count <= Self.invariantCheckRowLimit
        || operationCount & (operationCount - 1) == 0
      {
        _checkInvariants()
      }
    #endif
  }

  /// The tableau size, in rows, up to which every operation is checked.
  static var invariantCheckRowLimit: Int { 256 }

  /// Checks that the tableau is consistent, feasible and optimal, trapping when it is not.
  ///
  /// Rows and columns must agree cell for cell, no basic symbol may appear as a cell, every
  /// restricted basic symbol must be non-negative, dummy rows must be zero, and no symbol may be
  /// able to improve the objective. A debugging aid for the solver's own tests, not an input check.
  ///
  /// - Complexity: O(total cells + symbols).
  public func _checkInvariants() {
    var tableau = self.tableau
    var cells = Set<Int64>()
    for (index, row) in tableau.rows.enumerated() where row.basic != Row.released {
      let id = RowID(index)
      if row.basic >= 0 {
        precondition(tableau.basicRows[Int(row.basic)] == id, "basic row index out of step")
        let kind = tableau.kinds[Int(row.basic)]
        if kind == .dummy {
          precondition(abs(row.constant) < 1e-6, "dummy row not zero")
        } else if kind != .external {
          precondition(row.constant > -1e-6, "restricted basic symbol negative: \(row.constant)")
        }
      }
      for cell in row.cells {
        precondition(
          cells.insert(Int64(id) << 32 | Int64(cell.symbol)).inserted, "symbol twice in a row")
        precondition(tableau.basicRows[Int(cell.symbol)] < 0, "basic symbol used as a cell")
        precondition(cell.coefficient.isFinite, "non-finite coefficient")
      }
    }
    var entries = 0
    for (symbol, column) in tableau.columns.enumerated() {
      for (slot, entry) in column.enumerated() {
        let cell = tableau.rows[Int(entry.row)].cells[Int(entry.index)]
        precondition(
          cell.symbol == Symbol(symbol) && cell.slot == Int32(slot), "column entry out of step")
        entries += 1
      }
    }
    precondition(entries == cells.count, "column index and rows disagree")
    for record in records.values {
      precondition(
        records[ObjectIdentifier(record.constraint)]?.sequence == record.sequence,
        "record keyed wrongly")
      for symbol in record.variables {
        precondition(references[Int(symbol)] > 0, "variable without references")
      }
    }
    precondition(tableau.enteringSymbol(tableau.objectiveRows) == nil, "objective not optimal")
  }
}
