#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One row of a data file: its bytes and where it starts.
struct RowRecord: Sendable {
  /// The row's number: its line in JSON Lines, its 1-based position in a JSON array.
  var number: Int
  /// The 1-based line the row starts on.
  var line: Int
  /// The 1-based column (in bytes) the row starts at.
  var column: Int
  /// The row's JSON text.
  var bytes: [UInt8]
}

/// Reads rows from JSON Lines (one value a line) or a JSON array (its elements), streaming both,
/// so that memory stays bounded by the longest row whatever the input's size.
///
/// The kind is chosen by the first non-blank byte: `[` is an array, anything else JSON Lines.
final class RowReader {
  /// The longest row accepted, in bytes.
  static let maximumRowLength = 64 << 20

  private let input: ByteInput
  private var buffer: [UInt8] = []
  private var position = 0
  private var isAtEnd = false
  private var isArray: Bool?
  private var arrayIsClosed = false
  private var line = 1
  private var lineStart = 0
  private var rowCount = 0
  /// Bytes consumed before `buffer[0]`.
  private var discarded = 0

  /// Bytes read so far, for a progress estimate.
  var bytesRead: Int { discarded + position }

  init(input: ByteInput) {
    self.input = input
  }

  /// The next row, `nil` at the end.
  ///
  /// - Throws: ``InputError`` for unreadable input, an overlong row or a broken array.
  func next() throws(InputError) -> RowRecord? {
    if isArray == nil { try detectKind() }
    return isArray == true ? try nextElement() : try nextLine()
  }

  // MARK: - JSON Lines

  private func nextLine() throws(InputError) -> RowRecord? {
    while true {
      var end = position
      while true {
        if end == buffer.count {
          if isAtEnd { break }
          let offset = end - position
          try refill()
          end = position + offset
          continue
        }
        // memchr finds the line's end many bytes at a time.
        let searched = end
        let newline = buffer.withUnsafeBufferPointer { bytes -> Int? in
          guard let base = bytes.baseAddress,
            let found = memchr(base + searched, 0x0A, bytes.count - searched)
          else { return nil }
          return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        guard let newline else {
          end = buffer.count
          continue
        }
        end = newline
        break
      }
      if end == buffer.count, position == end { return nil }
      let number = line
      var last = end
      if last > position, buffer[last - 1] == 0x0D { last -= 1 }
      let bytes = Array(buffer[position..<last])
      position = min(end + 1, buffer.count)
      line += 1
      lineStart = position
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      rowCount += 1
      return RowRecord(number: number, line: number, column: 1, bytes: bytes)
    }
  }

  // MARK: - JSON arrays

  private func nextElement() throws(InputError) -> RowRecord? {
    guard !arrayIsClosed else { return try checkTrailing() }
    try skipWhitespace()
    if rowCount > 0 || peekByte() == UInt8(ascii: "]") {
      guard let separator = peekByte() else {
        throw brokenArray("the array is not closed with ']'")
      }
      position += 1
      if separator == UInt8(ascii: "]") {
        arrayIsClosed = true
        return try checkTrailing()
      }
      guard separator == UInt8(ascii: ",") else {
        position -= 1
        throw brokenArray("expected ',' or ']' between rows")
      }
      try skipWhitespace()
    }
    guard peekByte() != nil else { throw brokenArray("the array is not closed with ']'") }
    let startLine = line
    let startColumn = position - lineStart + 1
    let start = position
    var depth = 0
    var inString = false
    var escaped = false
    var end = position
    scan: while true {
      if end == buffer.count {
        if isAtEnd { break }
        let scanned = end - start
        try refill(keeping: start)
        end = position + scanned
        continue
      }
      let byte = buffer[end]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { break scan }
          depth -= 1
        case UInt8(ascii: ","):
          if depth == 0 { break scan }
        default: break
        }
      }
      if byte == 0x0A {
        line += 1
        lineStart = end + 1
      }
      end += 1
    }
    var last = end
    while last > position, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[last - 1]) { last -= 1 }
    let bytes = Array(buffer[position..<last])
    position = end
    rowCount += 1
    return RowRecord(number: rowCount, line: startLine, column: startColumn, bytes: bytes)
  }

  private func checkTrailing() throws(InputError) -> RowRecord? {
    try skipWhitespace()
    guard peekByte() == nil else { throw brokenArray("unexpected text after the array") }
    return nil
  }

  private func brokenArray(_ message: String) -> InputError {
    InputError("\(input.name):\(line):\(position - lineStart + 1): \(message)")
  }

  // MARK: - Buffer

  private func detectKind() throws(InputError) {
    try skipWhitespace()
    isArray = peekByte() == UInt8(ascii: "[")
    if isArray == true { position += 1 }
  }

  private func skipWhitespace() throws(InputError) {
    while let byte = try peekOrRefill() {
      switch byte {
      case 0x20, 0x09, 0x0D: position += 1
      case 0x0A:
        position += 1
        line += 1
        lineStart = position
      default: return
      }
    }
  }

  private func peekByte() -> UInt8? {
    position < buffer.count ? buffer[position] : nil
  }

  private func peekOrRefill() throws(InputError) -> UInt8? {
    if position == buffer.count, !isAtEnd { try refill() }
    return peekByte()
  }

  /// Drops consumed bytes (all before `keeping`, or before `position`) and reads a chunk.
  private func refill(keeping: Int? = nil) throws(InputError) {
    let keep = keeping ?? position
    if keep > 0 {
      buffer.removeSubrange(..<keep)
      discarded += keep
      lineStart -= keep
      position -= keep
    }
    guard buffer.count <= Self.maximumRowLength else {
      throw InputError("\(input.name):\(line): a row is longer than \(Self.maximumRowLength) bytes")
    }
    if try input.read(into: &buffer) == 0 { isAtEnd = true }
  }
}
