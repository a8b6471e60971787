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

/// Bytes in memory handed out in pieces of the given sizes (cycled), as reads from a pipe
/// would return them: for tests and fuzzing of where a row falls across reads.
package final class RowBytesInMemory: RowByteSource {
  package let name: String
  private let bytes: [UInt8]
  private let pieceSizes: [Int]
  private var offset = 0
  private var piece = 0

  /// `bytes`, read `pieceSizes[0]` bytes at a time, then `pieceSizes[1]`, and so on round.
  package init(_ bytes: [UInt8], name: String = "rows", pieceSizes: [Int] = [1 << 16]) {
    self.bytes = bytes
    self.name = name
    self.pieceSizes = pieceSizes.map { max(1, $0) }
  }

  package func readBytes(into buffer: inout [UInt8]) throws(RowReadError) -> Int {
    let count = min(pieceSizes[piece % pieceSizes.count], bytes.count - offset)
    piece += 1
    buffer.append(contentsOf: bytes[offset..<offset + count])
    offset += count
    return count
  }
}
