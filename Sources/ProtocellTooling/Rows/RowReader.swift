#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads rows from JSON Lines (one value a line) or a JSON array (its elements), streaming both,
/// so that memory stays bounded by ``RowLimits/maximumRowBytes`` whatever the input's size.
///
/// The kind is chosen by the first non-blank byte (after a byte order mark, which is skipped):
/// `[` is an array, `<` is refused at once as XML (an Interface Builder document or a template
/// given as data, which would fail one row a line), anything else JSON Lines. A
/// row longer than the limit is not kept: the reader streams past it and returns a record with
/// only its length (``RowRecord/oversizedLength``), and the rows after it are read as usual.
package final class RowReader {
  private let source: any RowByteSource
  private let maximumRowBytes: Int
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
  package var bytesRead: Int { discarded + position }

  /// Whether the input is JSON Lines whose first row is `{` alone on its line: most likely one
  /// pretty-printed object, whose every line then fails as a row of its own.
  package private(set) var startsWithLoneBrace = false

  /// What to say when rows failed and the input ``startsWithLoneBrace``, without `note: `;
  /// `nil` otherwise.
  package var loneBraceHint: String? {
    guard startsWithLoneBrace else { return nil }
    return
      "the first line of \(source.name) is '{' alone: JSON Lines holds one object per line; put "
      + "each row's object on one line, or write the rows as a JSON array, '[ {…}, {…} ]'"
  }

  /// A reader of `source`'s rows, keeping none longer than `maximumRowBytes`.
  package init(source: some RowByteSource, maximumRowBytes: Int = RowLimits().maximumRowBytes) {
    self.source = source
    self.maximumRowBytes = max(1, maximumRowBytes)
  }

  /// The next row, `nil` at the end.
  ///
  /// - Throws: ``RowReadError`` for unreadable input or a broken array.
  /// - Complexity: O(*n*) in the row's length, in at most ``RowLimits/maximumRowBytes`` of memory
  ///   plus one read.
  package func next() throws(RowReadError) -> RowRecord? {
    try start()
    return isArray == true ? try nextElement() : try nextLine()
  }

  /// Reads as far as the first non-blank byte, to tell the kind of input, before any row is
  /// asked for: a command that prints a header first calls it so that input that is no rows
  /// fails before the header.
  ///
  /// - Throws: ``RowReadError`` for unreadable input or XML.
  package func start() throws(RowReadError) {
    if isArray == nil { try detectKind() }
  }

  // MARK: - JSON Lines

  private func nextLine() throws(RowReadError) -> RowRecord? {
    while true {
      var end = position
      // Bytes of this line dropped because it is over the limit.
      var skipped = 0
      while true {
        if end == buffer.count {
          guard try readMore(scanning: &end, skipped: &skipped) else { break }
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
      if end == buffer.count, position == end, skipped == 0 { return nil }
      let number = line
      var last = end
      if last > position, buffer[last - 1] == 0x0D { last -= 1 }
      let length = skipped + end - position
      let isOversized = length > maximumRowBytes
      let bytes = isOversized ? [] : Array(buffer[position..<last])
      position = min(end + 1, buffer.count)
      line += 1
      lineStart = position
      if !isOversized, bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      rowCount += 1
      if rowCount == 1 {
        startsWithLoneBrace =
          bytes.filter { $0 != 0x20 && $0 != 0x09 } == [UInt8(ascii: "{")]
      }
      return RowRecord(
        number: number, line: number, column: 1, bytes: bytes,
        oversizedLength: isOversized ? length : nil)
    }
  }

  /// Reads more of the row being scanned from `position`, `end` being the end of the buffer;
  /// `false` at the end of the input.
  ///
  /// Once the row (with the `skipped` bytes already dropped) is over the limit, its bytes are
  /// dropped from the buffer and counted in `skipped`, so that an endless row costs no memory.
  private func readMore(scanning end: inout Int, skipped: inout Int) throws(RowReadError) -> Bool {
    if isAtEnd { return false }
    if skipped + end - position > maximumRowBytes {
      skipped += end - position
      position = end
    }
    let scanned = end - position
    try refill()
    end = position + scanned
    return true
  }

  // MARK: - JSON arrays

  private func nextElement() throws(RowReadError) -> RowRecord? {
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
    var depth = 0
    var inString = false
    var escaped = false
    // Whether an object, array or string has closed at the top: what follows it must be a
    // separator, so anything else ends the row there, for the next call to refuse (a missing
    // comma would otherwise run two rows into one).
    var isComplete = false
    var skipped = 0
    var end = position
    scan: while true {
      if end == buffer.count {
        guard try readMore(scanning: &end, skipped: &skipped) else { break }
        continue
      }
      if inString, !escaped {
        // Skip the plain bytes of a string (a long text is most of a row) in one tight loop.
        end = Self.endOfPlainText(in: buffer, from: end)
        if end == buffer.count { continue }
      }
      let byte = buffer[end]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          isComplete = depth == 0
        }
      } else {
        if isComplete, ![0x20, 0x09, 0x0A, 0x0D].contains(byte) { break scan }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { break scan }
          depth -= 1
          isComplete = depth == 0
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
    let length = skipped + end - position
    let isOversized = length > maximumRowBytes
    let bytes = isOversized ? [] : Array(buffer[position..<last])
    position = end
    rowCount += 1
    return RowRecord(
      number: rowCount, line: startLine, column: startColumn, bytes: bytes,
      oversizedLength: isOversized ? length : nil)
  }

  /// The first quote, backslash or line feed in `buffer` from `start`, or its end.
  private static func endOfPlainText(in buffer: [UInt8], from start: Int) -> Int {
    buffer.withUnsafeBufferPointer { bytes in
      var index = start
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x0A { break }
        index += 1
      }
      return index
    }
  }

  private func checkTrailing() throws(RowReadError) -> RowRecord? {
    try skipWhitespace()
    guard peekByte() == nil else { throw brokenArray("unexpected text after the array") }
    return nil
  }

  private func brokenArray(_ message: String) -> RowReadError {
    RowReadError("\(source.name):\(line):\(position - lineStart + 1): \(message)")
  }

  // MARK: - Buffer

  private func detectKind() throws(RowReadError) {
    // A UTF-8 byte order mark at the start is skipped, as RFC 8259 allows.
    while buffer.count < 3, !isAtEnd { try refill() }
    if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
      position = 3
      lineStart = 3
    }
    try skipWhitespace()
    if peekByte() == UInt8(ascii: "<") {
      throw RowReadError(
        "\(source.name):\(line):\(position - lineStart + 1): this looks like XML (an Interface "
          + "Builder document or a template), not JSON rows; pass it as a PATH to lay its cells "
          + "out, and rows as JSON Lines or a JSON array")
    }
    if let first = peekByte(), first != UInt8(ascii: "{"), first != UInt8(ascii: "["),
      try firstLineHasComma()
    {
      throw RowReadError(
        "\(source.name):\(line):\(position - lineStart + 1): this looks like CSV "
          + "(comma-separated values), not JSON rows; write each row as a JSON object on a line "
          + "of its own ({\"name\": \"Ada\", \"mood\": \"Busy\"}), or the rows as a JSON array")
    }
    isArray = peekByte() == UInt8(ascii: "[")
    if isArray == true { position += 1 }
  }

  /// Whether the line at `position` holds a comma within its first 4,096 bytes: a first row that
  /// starts with neither `{` nor `[` and has one is a CSV header (`name,mood`), which
  /// ``detectKind()`` names rather than failing every line.
  private func firstLineHasComma() throws(RowReadError) -> Bool {
    var index = position
    while index - position < 4_096 {
      if index == buffer.count {
        if isAtEnd { return false }
        let offset = index - position
        try refill()
        index = position + offset
        if index >= buffer.count { return false }
      }
      switch buffer[index] {
      case UInt8(ascii: ","): return true
      case 0x0A: return false
      default: index += 1
      }
    }
    return false
  }

  private func skipWhitespace() throws(RowReadError) {
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

  private func peekOrRefill() throws(RowReadError) -> UInt8? {
    if position == buffer.count, !isAtEnd { try refill() }
    return peekByte()
  }

  /// Drops the consumed bytes (all before `position`) and reads more.
  private func refill() throws(RowReadError) {
    if position > 0 {
      buffer.removeSubrange(..<position)
      discarded += position
      lineStart -= position
      position = 0
    }
    if try source.readBytes(into: &buffer) == 0 { isAtEnd = true }
  }
}
