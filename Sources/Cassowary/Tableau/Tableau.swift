/// The simplex tableau: sparse rows plus a column index, with flat storage indexed by `Int32` ids.
///
/// Rows are unordered arrays of ``Cell``. Each symbol keeps a *column*: the rows in which it appears
/// as a non-basic cell, so that substituting a symbol touches only the rows that contain it, not the
/// whole tableau (kiwi scans every row on every pivot). Columns are lazy: a cell that leaves a row
/// only lowers the column's live count, and readers skip rows that no longer hold the symbol; a
/// column is compacted when its stale entries outnumber the live ones. Symbols and rows are
/// recycled through free lists, so long add/remove sequences do not grow the arrays.
///
/// The tableau is a value type owned by ``Solver``; its mutating methods run with static
/// exclusivity, free of the dynamic checks a class's stored properties would cost in inner loops.
struct Tableau {
  /// Coefficients and constants closer to zero than this are treated as zero.
  static let epsilon = 1.0e-8

  var kinds: [SymbolKind] = []
  /// Per symbol: the row in which it is basic, or -1.
  var basicRows: [RowID] = []
  /// Per symbol: the rows in which it appears as a cell, plus stale rows that no longer hold it
  /// (possibly more than once).
  var columns: [[RowID]] = []
  /// Per symbol: how many rows hold it as a cell.
  var columnCounts: [Int32] = []
  /// Per row scratch: generation marks for visiting each row of a lazy column once.
  var rowMarks: [UInt32] = []
  var freeSymbols: [Symbol] = []

  var rows: [Row] = []
  var freeRows: [RowID] = []

  /// Per symbol scratch: a cell's position in the row being combined, or -1.
  var positions: [Int32] = []
  /// Per symbol scratch: generation marks and values for selection passes.
  var marks: [UInt32] = []
  var scratch: [Double] = []
  var generation: UInt32 = 0

  /// Rows whose restricted basic symbol may have gone negative, for the dual simplex.
  var infeasibleRows: [RowID] = []

  /// The objective rows, one per optional priority level, highest priority first.
  var levels: [(priority: Float, row: RowID)] = [] {
    didSet { objectiveRows = levels.map(\.row) }
  }
  /// The objective rows of ``levels``, highest priority first.
  private(set) var objectiveRows: [RowID] = []
  /// Scratch for the dual simplex: candidate entering symbols.
  var candidates: [(symbol: Symbol, direction: Double, coefficient: Double)] = []

  // MARK: - Symbols

  /// Creates a symbol of the given kind, reusing a released id when there is one.
  mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
    if let symbol = freeSymbols.popLast() {
      kinds[Int(symbol)] = kind
      return symbol
    }
    let symbol = Symbol(kinds.count)
    kinds.append(kind)
    basicRows.append(-1)
    columns.append([])
    columnCounts.append(0)
    positions.append(-1)
    marks.append(0)
    scratch.append(0)
    return symbol
  }

  /// Releases a non-basic symbol, first deleting whatever residue of it rows still hold.
  mutating func releaseSymbol(_ symbol: Symbol) {
    let s = Int(symbol)
    if basicRows[s] >= 0 { releaseRow(basicRows[s]) }
    let column = columns[s]
    columns[s] = []
    columnCounts[s] = 0
    for row in column {
      if let index = cellIndex(of: symbol, in: row) {
        rows[Int(row)].cells.swapAt(index, rows[Int(row)].cells.count - 1)
        rows[Int(row)].cells.removeLast()
      }
    }
    freeSymbols.append(symbol)
  }

  // MARK: - Rows

  /// Creates an empty row.
  mutating func makeRow(basic: Symbol = Row.noBasic, constant: Double = 0) -> RowID {
    let row: RowID
    if let reused = freeRows.popLast() {
      row = reused
      rows[Int(row)].basic = basic
      rows[Int(row)].constant = constant
    } else {
      row = RowID(rows.count)
      rows.append(Row(basic: basic, constant: constant, cells: []))
      rowMarks.append(0)
    }
    if basic >= 0 { basicRows[Int(basic)] = row }
    return row
  }

  /// Releases a row: its cells leave their columns and its basic symbol becomes non-basic.
  mutating func releaseRow(_ row: RowID) {
    let r = Int(row)
    for cell in rows[r].cells { removeFromColumn(cell.symbol, row) }
    rows[r].cells.removeAll(keepingCapacity: true)
    let basic = rows[r].basic
    if basic >= 0 { basicRows[Int(basic)] = -1 }
    rows[r].basic = Row.released
    freeRows.append(row)
  }

  /// The index of a symbol's cell in a row.
  func cellIndex(of symbol: Symbol, in row: RowID) -> Int? {
    rows[Int(row)].cells.firstIndex { $0.symbol == symbol }
  }

  /// The coefficient of a symbol in a row; zero when absent.
  func coefficient(of symbol: Symbol, in row: RowID) -> Double {
    for cell in rows[Int(row)].cells where cell.symbol == symbol { return cell.coefficient }
    return 0
  }

  /// Records that a row no longer holds a symbol; the column entry goes stale.
  @inline(__always)
  mutating func removeFromColumn(_ symbol: Symbol, _ row: RowID) {
    columnCounts[Int(symbol)] -= 1
  }

  /// Records that a row now holds a symbol, compacting the column when it is mostly stale.
  @inline(__always)
  mutating func appendToColumn(_ symbol: Symbol, _ row: RowID) {
    let s = Int(symbol)
    columns[s].append(row)
    columnCounts[s] += 1
    if columns[s].count > 4 * Int(columnCounts[s]) + 32 { compactColumn(symbol) }
  }

  /// Drops the stale and repeated rows of a column.
  mutating func compactColumn(_ symbol: Symbol) {
    generation &+= 1
    let mark = generation
    var kept: [RowID] = []
    kept.reserveCapacity(Int(columnCounts[Int(symbol)]))
    for row in columns[Int(symbol)] where rowMarks[Int(row)] != mark {
      if cellIndex(of: symbol, in: row) != nil {
        rowMarks[Int(row)] = mark
        kept.append(row)
      }
    }
    columns[Int(symbol)] = kept
  }

  /// Removes the cell at an index, keeping the column index in step.
  mutating func removeCell(at index: Int, from row: RowID) {
    let r = Int(row)
    let symbol = rows[r].cells[index].symbol
    rows[r].cells.swapAt(index, rows[r].cells.count - 1)
    rows[r].cells.removeLast()
    removeFromColumn(symbol, row)
  }

  /// Adds `coefficient·symbol` to a row; the symbol must not be basic.
  mutating func add(_ coefficient: Double, of symbol: Symbol, to row: RowID) {
    let r = Int(row)
    if let index = cellIndex(of: symbol, in: row) {
      let sum = rows[r].cells[index].coefficient + coefficient
      if abs(sum) < Tableau.epsilon {
        removeCell(at: index, from: row)
      } else {
        rows[r].cells[index].coefficient = sum
      }
    } else if abs(coefficient) >= Tableau.epsilon {
      rows[r].cells.append(Cell(symbol: symbol, coefficient: coefficient))
      appendToColumn(symbol, row)
    }
  }

  /// Adds a symbol's value to a row: its basic row when it is basic, else the symbol itself.
  mutating func addValue(of symbol: Symbol, times factor: Double, to row: RowID) {
    let basicRow = basicRows[Int(symbol)]
    if basicRow >= 0 {
      addRow(basicRow, times: factor, to: row)
    } else {
      add(factor, of: symbol, to: row)
    }
  }

  /// Adds `factor` times the row `source` (its constant and cells) to the row `target`.
  ///
  /// - Complexity: O(*m* + *n*) for rows of *m* and *n* cells, through a per-symbol position map.
  mutating func addRow(_ source: RowID, times factor: Double, to target: RowID) {
    let t = Int(target)
    rows[t].constant += factor * rows[Int(source)].constant
    let sourceCells = rows[Int(source)].cells
    if sourceCells.isEmpty { return }
    // Work on the target's cells as a local array: no uniqueness or exclusivity checks per cell.
    var cells: [Cell] = []
    swap(&cells, &rows[t].cells)
    generation &+= 1
    let fresh = generation
    var added = 0
    positions.withUnsafeMutableBufferPointer { positions in
      marks.withUnsafeMutableBufferPointer { marks in
        for index in cells.indices { positions[Int(cells[index].symbol)] = Int32(index) }
        var sawZero = false
        for cell in sourceCells {
          let s = Int(cell.symbol)
          let position = positions[s]
          let delta = factor * cell.coefficient
          if position >= 0 {
            let sum = cells[Int(position)].coefficient + delta
            cells[Int(position)].coefficient = sum
            if abs(sum) < Tableau.epsilon { sawZero = true }
          } else {
            positions[s] = Int32(cells.count)
            marks[s] = fresh
            added += 1
            cells.append(Cell(symbol: cell.symbol, coefficient: delta))
            if abs(delta) < Tableau.epsilon { sawZero = true }
          }
        }
        var index = 0
        while index < cells.count {
          let cell = cells[index]
          positions[Int(cell.symbol)] = -1
          if sawZero && abs(cell.coefficient) < Tableau.epsilon {
            // A cancelled cell: a symbol the row held before leaves its column.
            if marks[Int(cell.symbol)] != fresh {
              columnCounts[Int(cell.symbol)] -= 1
            } else {
              marks[Int(cell.symbol)] = 0
              added -= 1
            }
            cells.swapAt(index, cells.count - 1)
            cells.removeLast()
          } else {
            index += 1
          }
        }
      }
    }
    swap(&cells, &rows[t].cells)
    if added > 0 {
      for cell in rows[t].cells where marks[Int(cell.symbol)] == fresh {
        appendToColumn(cell.symbol, target)
      }
    }
  }

  /// Multiplies a row's constant and cells by a factor.
  mutating func scaleRow(_ row: RowID, by factor: Double) {
    let r = Int(row)
    rows[r].constant *= factor
    for index in rows[r].cells.indices { rows[r].cells[index].coefficient *= factor }
  }

  // MARK: - Pivoting

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
      rows[r].cells.append(Cell(symbol: oldBasic, coefficient: 1 / coefficient))
      appendToColumn(oldBasic, row)
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
    var column: [RowID] = []
    swap(&column, &columns[s])
    columnCounts[s] = 0
    defer {
      // Hand the emptied buffer back to the symbol, which now appears in no row.
      column.removeAll(keepingCapacity: true)
      if columns[s].isEmpty { swap(&column, &columns[s]) }
    }
    for row in column where row != source {
      guard let index = cellIndex(of: symbol, in: row) else { continue }
      let r = Int(row)
      let coefficient = rows[r].cells[index].coefficient
      rows[r].cells.swapAt(index, rows[r].cells.count - 1)
      rows[r].cells.removeLast()
      addRow(source, times: coefficient, to: row)
      let basic = rows[r].basic
      if basic >= 0 && kinds[Int(basic)] != .external && rows[r].constant < 0 {
        infeasibleRows.append(row)
      }
    }
  }

  /// Makes `entering` basic in `row` and substitutes it everywhere else.
  mutating func pivot(_ entering: Symbol, in row: RowID) {
    solve(row, for: entering)
    substitute(entering, using: row)
  }

  /// The current value of a symbol: its row's constant when basic, else zero.
  func value(of symbol: Symbol) -> Double {
    let row = basicRows[Int(symbol)]
    return row >= 0 ? rows[Int(row)].constant : 0
  }

  // MARK: - Objective levels

  /// The objective row of an optional priority, created (in priority order) on first use.
  mutating func objectiveRow(for priority: Float) -> RowID {
    var insertAt = levels.count
    for (index, level) in levels.enumerated() {
      if level.priority == priority { return level.row }
      if level.priority < priority {
        insertAt = index
        break
      }
    }
    let row = makeRow()
    levels.insert((priority, row), at: insertAt)
    return row
  }
}
