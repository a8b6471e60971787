/// Where ``RowReader`` gets its bytes: a file, a pipe, or bytes in memory.
package protocol RowByteSource: AnyObject {
  /// What messages call the input: a path, or `<stdin>`.
  var name: String { get }

  /// Appends the next bytes of the input to `buffer`.
  ///
  /// - Returns: how many bytes were appended; 0 at the end of the input.
  /// - Throws: ``RowReadError`` when the input cannot be read.
  func readBytes(into buffer: inout [UInt8]) throws(RowReadError) -> Int
}

/// Why rows could not be read on: an unreadable input, or a broken JSON array.
///
/// Rows already read stand; the rest of the input is not read.
package struct RowReadError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, located: `rows.json:3:1: expected ',' or ']' between rows`.
  package var description: String

  /// An error described by `description`.
  package init(_ description: String) { self.description = description }
}
