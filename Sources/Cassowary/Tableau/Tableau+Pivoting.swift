// Row combination, solving a row for a symbol, and substitution: the work of every pivot.

extension Tableau {
  /// Adds `factor` times the row `source` (its constant and cells) to the row `target`.
  ///
  /// - Complexity: O(*m* + *n*) for rows of *m* and *n* cells, through a per-symbol position map.
  mutating func addRow(_ source: RowID, times factor: Double, to target: RowID) {
    let t = Int(target)
    rows[t].constant += factor * rows[Int(source)].constant
    let sourceCells = rows[Int(source)].cells
    work &+= sourceCells.count &+ 1
    if sourceCells.isEmpty { return }
    // Work on the target's cells as a local array, through unsafe buffers: no uniqueness or
    // exclusivity checks per cell. Column entries of other rows stay reachable, as a symbol has
    // one cell per row.
    var cells: [Cell] = []
    swap(&cells, &rows[t].cells)
    let oldCount = cells.count
    var sawZero = false
    var added = 0
    positions.withUnsafeMutableBufferPointer { positions in
      // Pass 1: combine into existing cells; new symbols are marked with position -2.
      cells.withUnsafeMutableBufferPointer { cells in
        for index in 0..<oldCount { positions[Int(cells[index].symbol)] = Int32(index) }
        for cell in sourceCells {
          let s = Int(cell.symbol)
          let position = positions[s]
          let delta = factor * cell.coefficient
          if position >= 0 {
            let sum = cells[Int(position)].coefficient + delta
            cells[Int(position)].coefficient = sum
            if abs(sum) < Tableau.epsilon { sawZero = true }
          } else if abs(delta) >= Tableau.epsilon {
            positions[s] = -2
            added += 1
          }
        }
        for index in 0..<oldCount { positions[Int(cells[index].symbol)] = -1 }
      }
      // Pass 2: append the new symbols at once, with their column entries.
      if added > 0 {
        cells.reserveCapacity(oldCount + added)
        columns.withUnsafeMutableBufferPointer { columns in
          for cell in sourceCells where positions[Int(cell.symbol)] == -2 {
            let s = Int(cell.symbol)
            positions[s] = -1
            let slot = Int32(columns[s].count)
            columns[s].append(ColumnEntry(row: target, index: Int32(cells.count)))
            cells.append(
              Cell(symbol: cell.symbol, slot: slot, coefficient: factor * cell.coefficient))
          }
        }
      }
    }
    // Pass 3: drop cancelled cells; the column's last entry (another row's) takes each slot.
    if sawZero {
      var index = 0
      while index < oldCount && index < cells.count {
        let cell = cells[index]
        if abs(cell.coefficient) < Tableau.epsilon {
          let column = Int(cell.symbol)
          let lastEntry = columns[column].count - 1
          if Int(cell.slot) != lastEntry {
            let movedEntry = columns[column][lastEntry]
            columns[column][Int(cell.slot)] = movedEntry
            rows[Int(movedEntry.row)].cells[Int(movedEntry.index)].slot = cell.slot
          }
          columns[column].removeLast()
          let last = cells.count - 1
          if index != last {
            let moved = cells[last]
            cells[index] = moved
            columns[Int(moved.symbol)][Int(moved.slot)].index = Int32(index)
          }
          cells.removeLast()
        } else {
          index += 1
        }
      }
    }
    swap(&cells, &rows[t].cells)
  }

  /// Rewrites a row to have `symbol` as its basic symbol.
  ///
  /// The row `b = c + a·s + rest` (or `0 = c + a·s + rest` when it has no basic symbol) becomes
  /// `s = -c/a + b/a - rest/a`; `b` turns into a cell.
  mutating func solve(_ row: RowID, for symbol: Symbol) {
    let r = Int(row)
    guard let index = cellIndex(of: symbol, in: row) else { return }
    let coefficient = rows[r].cells[index].coefficient
    removeCell(at: index, from: row)
    scaleRow(row, by: -1 / coefficient)
    let oldBasic = rows[r].basic
    if oldBasic >= 0 {
      basicRows[Int(oldBasic)] = -1
      appendCell(oldBasic, 1 / coefficient, to: row)
    }
    rows[r].basic = symbol
    basicRows[Int(symbol)] = row
  }

  /// Replaces `symbol` in every row that holds it by the right-hand side of its (basic) row.
  ///
  /// Rows whose restricted basic symbol turns negative are queued for the dual simplex.
  ///
  /// - Complexity: O(Σ row lengths) over the rows in the symbol's column only.
  mutating func substitute(_ symbol: Symbol, using source: RowID) {
    let s = Int(symbol)
    var column: [ColumnEntry] = []
    swap(&column, &columns[s])
    for entry in column where entry.row != source {
      let r = Int(entry.row)
      let coefficient = rows[r].cells[Int(entry.index)].coefficient
      dropCell(at: Int(entry.index), from: entry.row)
      addRow(source, times: coefficient, to: entry.row)
      let basic = rows[r].basic
      if basic >= 0 && kinds[Int(basic)] != .external && rows[r].constant < 0 {
        infeasibleRows.append(entry.row)
      }
    }
    // Hand the emptied buffer back to the symbol, which now appears in no row.
    column.removeAll(keepingCapacity: true)
    if columns[s].isEmpty { swap(&column, &columns[s]) }
  }

  /// Makes `entering` basic in `row` and substitutes it everywhere else.
  mutating func pivot(_ entering: Symbol, in row: RowID) {
    solve(row, for: entering)
    substitute(entering, using: row)
  }
}
