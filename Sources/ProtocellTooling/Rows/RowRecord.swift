/// One row of a data file as ``RowReader`` finds it: its bytes and where it starts.
package struct RowRecord: Sendable {
  /// The row's number: its line in JSON Lines, its 1-based position in a JSON array.
  package var number: Int
  /// The 1-based line the row starts on.
  package var line: Int
  /// The 1-based column (in bytes) the row starts at.
  package var column: Int
  /// The row's JSON text; empty when the row was too long to keep.
  package var bytes: [UInt8]
  /// The row's length in bytes when it is longer than ``RowLimits/maximumRowBytes``: such a row
  /// is skipped as it streams past, and only its length is kept.
  ///
  /// A row's length counts every byte up to the line feed or the separator that ends it (a CR,
  /// spaces before a comma), for both the limit and this count.
  package var oversizedLength: Int?

  /// A row found at `line`:`column`.
  package init(number: Int, line: Int, column: Int, bytes: [UInt8], oversizedLength: Int? = nil) {
    self.number = number
    self.line = line
    self.column = column
    self.bytes = bytes
    self.oversizedLength = oversizedLength
  }
}
