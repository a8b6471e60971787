/// A tableau symbol: an index into the tableau's per-symbol arrays.
typealias Symbol = Int32

/// A row index into the tableau's row store.
typealias RowID = Int32

/// The role a symbol plays in the tableau.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign.
  case external
  /// A user variable restricted to be non-negative (``Variable/isNonNegative``): in the simplex it
  /// is treated as a slack is.
  case restricted
  /// The slack of an inequality: restricted to be non-negative.
  case slack
  /// An error of an optional constraint: non-negative, and weighted in the objective.
  case error
  /// The marker of a required equality: fixed at zero, never pivoted into the basis.
  case dummy
}

/// One entry of a sparse row: a coefficient of a non-basic symbol, and where the row's entry sits
/// in the symbol's column.
struct Cell {
  var symbol: Symbol
  /// The index of this row's entry in `columns[symbol]`.
  var slot: Int32
  var coefficient: Double

  init(symbol: Symbol, slot: Int32 = -1, coefficient: Double) {
    self.symbol = symbol
    self.slot = slot
    self.coefficient = coefficient
  }
}

/// One entry of a column: a row holding the symbol, and the index of the symbol's cell in it.
struct ColumnEntry: Equatable {
  var row: RowID
  var index: Int32
}

/// A row of the tableau, read as `basic = constant + Σ coefficient·symbol`.
///
/// Objective rows and rows under construction have no basic symbol (`basic == Row.noBasic`); a
/// released row waiting for reuse has `basic == Row.released`.
struct Row {
  static let noBasic: Symbol = -1
  static let released: Symbol = -2

  var basic: Symbol
  var constant: Double
  var cells: [Cell]
}
