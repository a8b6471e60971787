/// A failure of the simplex iterations.
enum SimplexFailure: Error {
  /// The primal simplex found no leaving row: the objective is unbounded.
  case unbounded
  /// The dual simplex found a negative row with no entering symbol: the system is infeasible.
  case infeasible
}

extension Tableau {
  // MARK: - Primal simplex

  /// Minimises the objective rows lexicographically, highest first, by primal simplex pivots.
  ///
  /// A symbol may enter when its first non-zero objective coefficient, level by level, improves the
  /// objective; symbols that would worsen a higher level stay fixed. The entering symbol is the
  /// steepest (Dantzig's rule) until a run of degenerate pivots suggests a cycle; from then on
  /// entering and leaving symbols follow Bland's rule (lowest id), which cannot cycle.
  ///
  /// - Parameter objectives: The objective rows, highest priority first.
  /// - Throws: ``SimplexFailure/unbounded`` when no row limits the entering symbol.
  mutating func optimize(_ objectives: [RowID]) throws(SimplexFailure) {
    var degenerate = 0
    while let (entering, direction) = enteringSymbol(objectives, steepest: degenerate < 32) {
      var leaving: RowID = -1
      var best = Double.infinity
      var bestBasic = Symbol.max
      for entry in columns[Int(entering)] {
        let basic = rows[Int(entry.row)].basic
        if basic < 0 || kinds[Int(basic)] == .external { continue }
        let coefficient = coefficient(at: entry) * direction
        if coefficient < 0 {
          let ratio = -rows[Int(entry.row)].constant / coefficient
          if ratio < best || (ratio == best && basic < bestBasic) {
            best = ratio
            bestBasic = basic
            leaving = entry.row
          }
        }
      }
      if leaving < 0 { throw .unbounded }
      degenerate = best < Tableau.epsilon ? degenerate + 1 : 0
      pivot(entering, in: leaving)
    }
  }

  /// The symbol that improves the objectives, and the direction it moves in (+1 or -1): the
  /// steepest one at the highest level that has one, or with `steepest == false` the lowest id.
  mutating func enteringSymbol(_ objectives: [RowID], steepest: Bool = false) -> (Symbol, Double)? {
    generation &+= 1
    let blocked = generation
    for objective in objectives {
      var best = Symbol.max
      var bestRate = 0.0
      var direction = 1.0
      for cell in rows[Int(objective)].cells {
        let s = Int(cell.symbol)
        if marks[s] == blocked { continue }
        let rate: Double
        switch kinds[s] {
        case .dummy:
          continue
        case .external:
          rate = -abs(cell.coefficient)
        case .slack, .error, .restricted:
          rate = cell.coefficient
        }
        if rate > -Tableau.epsilon { continue }
        if steepest
          ? (rate < bestRate || (rate == bestRate && cell.symbol < best)) : cell.symbol < best
        {
          best = cell.symbol
          bestRate = rate
          direction = cell.coefficient < 0 ? 1 : -1
        }
      }
      if best != Symbol.max { return (best, direction) }
      for cell in rows[Int(objective)].cells where abs(cell.coefficient) >= Tableau.epsilon {
        marks[Int(cell.symbol)] = blocked
      }
    }
    return nil
  }

  // MARK: - Dual simplex

  /// Restores feasibility after constants changed, keeping the objectives optimal.
  ///
  /// - Throws: ``SimplexFailure/infeasible`` when a negative row cannot be repaired.
  mutating func dualOptimize() throws(SimplexFailure) {
    while let row = infeasibleRows.popLast() {
      let r = Int(row)
      let basic = rows[r].basic
      guard basic >= 0, kinds[Int(basic)] != .external,
        rows[r].constant < 0, -rows[r].constant >= Tableau.epsilon
      else { continue }
      guard let entering = dualEnteringSymbol(row) else {
        infeasibleRows.append(row)
        throw .infeasible
      }
      pivot(entering, in: row)
    }
  }

  /// The dual simplex entering symbol of a negative row: the lexicographically smallest ratio of
  /// objective coefficients to row coefficient, among symbols that raise the row's basic symbol.
  mutating func dualEnteringSymbol(_ row: RowID) -> Symbol? {
    var candidates: [(symbol: Symbol, direction: Double, coefficient: Double)] = []
    swap(&candidates, &self.candidates)
    defer {
      candidates.removeAll(keepingCapacity: true)
      swap(&candidates, &self.candidates)
    }
    for cell in rows[Int(row)].cells {
      switch kinds[Int(cell.symbol)] {
      case .dummy:
        continue
      case .external:
        if abs(cell.coefficient) >= Tableau.epsilon {
          candidates.append((cell.symbol, cell.coefficient > 0 ? 1 : -1, abs(cell.coefficient)))
        }
      case .slack, .error, .restricted:
        if cell.coefficient >= Tableau.epsilon {
          candidates.append((cell.symbol, 1, cell.coefficient))
        }
      }
    }
    if candidates.count <= 1 { return candidates.first?.symbol }
    for level in levels {
      generation &+= 1
      let mark = generation
      for candidate in candidates {
        marks[Int(candidate.symbol)] = mark
        scratch[Int(candidate.symbol)] = 0
      }
      for cell in rows[Int(level.row)].cells where marks[Int(cell.symbol)] == mark {
        scratch[Int(cell.symbol)] = cell.coefficient
      }
      var lowest = Double.infinity
      for candidate in candidates {
        let ratio = candidate.direction * scratch[Int(candidate.symbol)] / candidate.coefficient
        lowest = min(lowest, ratio)
      }
      candidates.removeAll { candidate in
        candidate.direction * scratch[Int(candidate.symbol)] / candidate.coefficient
          > lowest + Tableau.epsilon
      }
      if candidates.count == 1 { break }
    }
    return candidates.min { $0.symbol < $1.symbol }?.symbol
  }

  // MARK: - Artificial variable

  /// Adds a row that has no valid subject, by minimising an artificial variable set to it.
  ///
  /// The row must read `0 = constant + cells` with `constant >= 0`.
  ///
  /// - Returns: Whether the row could be satisfied; when not, the tableau still holds the
  ///   artificial row and the caller must restore its snapshot.
  mutating func addWithArtificialVariable(_ row: RowID) throws(SimplexFailure) -> Bool {
    let artificial = makeSymbol(.slack)
    rows[Int(row)].basic = artificial
    basicRows[Int(artificial)] = row
    let objective = makeRow(constant: rows[Int(row)].constant)
    for cell in rows[Int(row)].cells { appendCell(cell.symbol, cell.coefficient, to: objective) }
    try optimize([objective])
    let succeeded = abs(rows[Int(objective)].constant) < Tableau.epsilon
    releaseRow(objective)
    let artificialRow = basicRows[Int(artificial)]
    if artificialRow >= 0 {
      if !succeeded { return false }
      if rows[Int(artificialRow)].cells.isEmpty {
        releaseRow(artificialRow)
        freeSymbols.append(artificial)
        return true
      }
      let cells = rows[Int(artificialRow)].cells
      let entering =
        cells.first {
          kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error
            || kinds[Int($0.symbol)] == .restricted
        }
        ?? cells.first { kinds[Int($0.symbol)] == .external } ?? cells[0]
      pivot(entering.symbol, in: artificialRow)
    }
    releaseSymbol(artificial)
    return succeeded
  }
}
