// Whether the constraints determine a variable's value, for the validator's "ambiguous layout".

extension Solver {
  /// Whether a variable could take another value at no cost.
  ///
  /// A variable is ambiguous when the solution is not unique in it: a non-basic symbol it depends
  /// on has a zero objective coefficient at every priority level and room to move (an unrestricted
  /// variable either way; a slack or error upward, unless a restricted row at zero blocks it). A
  /// variable no constraint mentions is ambiguous. Degenerate optima, where the move is blocked
  /// at zero but another basis would free it, are reported as determined.
  ///
  /// - Parameter variable: A variable.
  /// - Returns: `true` when the variable's value is not determined by the constraints.
  /// - Complexity: O(*c*·(*l* + *r*)) for *c* cells in the variable's row, *l* objective cells and
  ///   *r* rows per column.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard let symbol = symbols[ObjectIdentifier(variable)] else { return true }
    let row = tableau.basicRows[Int(symbol)]
    let dependencies =
      row >= 0 ? tableau.rows[Int(row)].cells : [Cell(symbol: symbol, coefficient: 1)]
    for cell in dependencies where canMoveFreely(cell.symbol) { return true }
    return false
  }

  /// Whether a non-basic symbol has zero cost at every level and can move without a blocked row.
  private func canMoveFreely(_ symbol: Symbol) -> Bool {
    let kind = tableau.kinds[Int(symbol)]
    if kind == .dummy { return false }
    for objective in tableau.objectiveRows
    where abs(tableau.coefficient(of: symbol, in: objective)) >= Tableau.epsilon {
      return false
    }
    let directions: [Double] = kind == .external ? [1, -1] : [1]
    return directions.contains { direction in
      !tableau.columns[Int(symbol)].contains { entry in
        let basic = tableau.rows[Int(entry.row)].basic
        guard basic >= 0, tableau.kinds[Int(basic)] != .external else { return false }
        let coefficient = tableau.coefficient(at: entry) * direction
        return coefficient < 0 && tableau.rows[Int(entry.row)].constant < Tableau.epsilon
          || tableau.kinds[Int(basic)] == .dummy
      }
    }
  }
}
