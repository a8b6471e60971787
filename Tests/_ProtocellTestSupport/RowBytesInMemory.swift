import ProtocellTooling

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
