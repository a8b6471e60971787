/// The simplex tableau: sparse rows plus a column index, with flat storage indexed by `Int32` ids.
///
/// Rows are unordered arrays of ``Cell``. Each symbol keeps a *column*: the rows in which it appears
/// as a non-basic cell, so that substituting a symbol touches only the rows that contain it, not the
/// whole tableau (kiwi scans every row on every pivot). Cells and column entries point at each
/// other (a cell knows its column slot, an entry knows its cell index), so a cell is found, added
/// or removed in O(1) from either side. Symbols and rows are recycled through free lists, so long
/// add/remove sequences do not grow the arrays.
///
/// The tableau is a value type owned by ``Solver``; its mutating methods run with static
/// exclusivity, free of the dynamic checks a class's stored properties would cost in inner loops.
struct Tableau {
  /// Coefficients and constants closer to zero than this are treated as zero.
  static let epsilon = 1.0e-8

  var kinds: [SymbolKind] = []
  /// Per symbol: the row in which it is basic, or -1.
  var basicRows: [RowID] = []
  /// Per symbol: the rows in which it appears as a cell.
  var columns: [[ColumnEntry]] = []
  var freeSymbols: [Symbol] = []

  var rows: [Row] = []
  var freeRows: [RowID] = []

  /// Per symbol scratch: a cell's position in the row being combined, or -1.
  var positions: [Int32] = []
  /// Per symbol scratch: generation marks and values for selection passes.
  var marks: [UInt32] = []
  var scratch: [Double] = []
  var generation: UInt32 = 0

  /// The work done: cells combined by ``addRow(_:times:to:)`` and rows copied for snapshots.
  var work = 0

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
    positions.append(-1)
    marks.append(0)
    scratch.append(0)
    return symbol
  }

  /// Releases a non-basic symbol, first deleting whatever residue of it rows still hold.
  mutating func releaseSymbol(_ symbol: Symbol) {
    let s = Int(symbol)
    if basicRows[s] >= 0 { releaseRow(basicRows[s]) }
    var column: [ColumnEntry] = []
    swap(&column, &columns[s])
    for entry in column { dropCell(at: Int(entry.index), from: entry.row) }
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
    }
    if basic >= 0 { basicRows[Int(basic)] = row }
    return row
  }

  /// Releases a row: its cells leave their columns and its basic symbol becomes non-basic.
  mutating func releaseRow(_ row: RowID) {
    let r = Int(row)
    for cell in rows[r].cells { removeColumnEntry(of: cell.symbol, at: cell.slot) }
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

  /// The coefficient a column entry points at.
  @inline(__always)
  func coefficient(at entry: ColumnEntry) -> Double {
    rows[Int(entry.row)].cells[Int(entry.index)].coefficient
  }

  /// Removes a column entry by swapping the column's last entry into its slot.
  @inline(__always)
  mutating func removeColumnEntry(of symbol: Symbol, at slot: Int32) {
    let s = Int(symbol)
    let last = columns[s].count - 1
    if Int(slot) != last {
      let moved = columns[s][last]
      columns[s][Int(slot)] = moved
      rows[Int(moved.row)].cells[Int(moved.index)].slot = slot
    }
    columns[s].removeLast()
  }

  /// Removes a cell from a row without touching its own column, moving the row's last cell into
  /// its place.
  @inline(__always)
  mutating func dropCell(at index: Int, from row: RowID) {
    let r = Int(row)
    let last = rows[r].cells.count - 1
    if index != last {
      let moved = rows[r].cells[last]
      rows[r].cells[index] = moved
      columns[Int(moved.symbol)][Int(moved.slot)].index = Int32(index)
    }
    rows[r].cells.removeLast()
  }

  /// Removes the cell at an index, keeping the column index in step.
  mutating func removeCell(at index: Int, from row: RowID) {
    let cell = rows[Int(row)].cells[index]
    removeColumnEntry(of: cell.symbol, at: cell.slot)
    dropCell(at: index, from: row)
  }

  /// Appends a cell for a symbol the row does not hold.
  @inline(__always)
  mutating func appendCell(_ symbol: Symbol, _ coefficient: Double, to row: RowID) {
    let s = Int(symbol)
    let slot = Int32(columns[s].count)
    columns[s].append(ColumnEntry(row: row, index: Int32(rows[Int(row)].cells.count)))
    rows[Int(row)].cells.append(Cell(symbol: symbol, slot: slot, coefficient: coefficient))
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
      appendCell(symbol, coefficient, to: row)
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

  /// Multiplies a row's constant and cells by a factor.
  mutating func scaleRow(_ row: RowID, by factor: Double) {
    let r = Int(row)
    rows[r].constant *= factor
    for index in rows[r].cells.indices { rows[r].cells[index].coefficient *= factor }
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
