#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a row's JSON text could not be read, and where: a byte offset into the text and the 1-based
/// line and column (in bytes) it falls on.
public struct RowJSONError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The byte offset of the problem from the start of the text.
  public var offset: Int
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem, counted in UTF-8 bytes.
  public var column: Int
  /// What is wrong, in words: `expected ',' or '}' after a member`.
  public var message: String
  /// Whether the text is valid JSON nested deeper than the reader's limit, rather than invalid.
  public var isNestingTooDeep = false

  /// `line 1, column 9: expected ',' or '}' after a member`.
  public var description: String { "line \(line), column \(column): \(message)" }
}

extension RowValue {
  /// The deepest nesting of arrays and objects a row may have: the most a reader may be given.
  public static let maximumNestingDepth = 512

  /// Parses one JSON value from UTF-8 bytes, with a reader made for rows: one pass, no
  /// intermediate `Data` or `Any`, errors located by line and column.
  ///
  /// Leading and trailing whitespace is allowed, and a UTF-8 byte order mark before it; anything
  /// else after the value is an error.
  /// A byte of a string that is not UTF-8 is an error at that byte (text saved in another
  /// encoding would be measured with other characters); so is a `\u` escape of a lone
  /// surrogate (`"\ud800"`), which encodes no character.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 text of one value.
  ///   - maximumDepth: How deep arrays and objects may nest (at most ``maximumNestingDepth``).
  /// - Throws: ``RowJSONError`` with the position of the first problem.
  /// - Complexity: O(*n*) in the length of the text.
  public init(
    parsingJSONUTF8 bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = maximumNestingDepth
  ) throws(RowJSONError) {
    var parser = RowJSONParser(bytes: bytes, maximumDepth: maximumDepth)
    self = try parser.parseDocument()
  }

  /// Parses one JSON value from UTF-8 bytes; see
  /// ``init(parsingJSONUTF8:maximumDepth:)-(UnsafeBufferPointer<UInt8>,_)``.
  public init(
    parsingJSONUTF8 bytes: some Collection<UInt8>, maximumDepth: Int = maximumNestingDepth
  ) throws(RowJSONError) {
    let result = bytes.withContiguousStorageIfAvailable { buffer in
      Result { () throws(RowJSONError) -> RowValue in
        try RowValue(parsingJSONUTF8: buffer, maximumDepth: maximumDepth)
      }
    }
    if let result {
      self = try result.get()
    } else {
      let copy = Array(bytes)
      self = try copy.withUnsafeBufferPointer { buffer throws(RowJSONError) in
        try RowValue(parsingJSONUTF8: buffer, maximumDepth: maximumDepth)
      }
    }
  }
}

/// A recursive-descent JSON reader over a byte buffer, producing ``RowValue``s.
struct RowJSONParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0
  private let maximumDepth: Int
  /// The members of the objects being read, innermost last.
  private var pendingMembers: [(String, RowValue)] = []
  /// Where the value of each of the row's own members starts, in the order of
  /// ``pendingMembers``, when asked for (``RowMembers/valueOffset(ofMember:inJSONUTF8:)``);
  /// `nil`, and nothing recorded, when rows are read for their values.
  var rowValueOffsets: [Int]?

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = RowValue.maximumNestingDepth) {
    self.bytes = bytes
    self.maximumDepth = min(max(1, maximumDepth), RowValue.maximumNestingDepth)
    pendingMembers.reserveCapacity(16)
  }

  /// The one value of the text, with nothing but whitespace after it.
  mutating func parseDocument() throws(RowJSONError) -> RowValue {
    skipByteOrderMark()
    skipWhitespace()
    guard index < bytes.count else { throw error("the row is empty") }
    return try parseDocumentValue()
  }

  // MARK: - Values

  private mutating func parseValue() throws(RowJSONError) -> RowValue {
    guard index < bytes.count else { throw error("the row ends where a value should be") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("expected a value, found \(found())")
    }
  }

  /// The row's members, without making the row's object a dictionary, if it is an object; the
  /// errors are those of ``parseDocument()``.
  mutating func parseRow() throws(RowJSONError) -> RowMembers {
    skipByteOrderMark()
    skipWhitespace()
    guard index < bytes.count else { throw error("the row is empty") }
    guard peek(UInt8(ascii: "{")) else { return RowMembers(notAnObject: try parseDocumentValue()) }
    _ = try parseMembers()
    try expectEnd()
    // The row's members are the whole stack, shared with the row rather than copied.
    return RowMembers(pendingMembers)
  }

  /// Steps over a UTF-8 byte order mark that opens the text.
  ///
  /// RFC 8259 lets a reader ignore it, and it may open a rows file `measure` reads (a library
  /// review: the library refused what the CLI read); rows read as values and as members alike
  /// (the row fuzzer: members refused at its first byte a row whose value skipped it).
  private mutating func skipByteOrderMark() {
    if index == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3
    }
  }

  private mutating func parseDocumentValue() throws(RowJSONError) -> RowValue {
    let value = try parseValue()
    try expectEnd()
    return value
  }

  /// Nothing but whitespace may follow the row's value.
  private mutating func expectEnd() throws(RowJSONError) {
    skipWhitespace()
    guard index == bytes.count else { throw error("unexpected text after the row's value") }
  }

  private mutating func parseObject() throws(RowJSONError) -> RowValue {
    let base = try parseMembers()
    return .object(takeMembers(from: base))
  }

  /// Reads the object at `index`, pushing its members onto the shared stack, and returns where
  /// they start on it.
  ///
  /// Members go onto the stack first, so that an object's dictionary is made once at its final
  /// size rather than grown (and rehashed) member by member.
  private mutating func parseMembers() throws(RowJSONError) -> Int {
    try enter()
    index += 1
    let base = pendingMembers.count
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return base
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw error("expected a member name in double quotes, found \(found())")
      }
      let key = try parseString()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw error("expected ':' after the member name, found \(found())")
      }
      index += 1
      skipWhitespace()
      if depth == 1 { rowValueOffsets?.append(index) }
      pendingMembers.append((key, try parseValue()))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "}")) {
        index += 1
        depth -= 1
        return base
      } else {
        throw error("expected ',' or '}' after a member, found \(found())")
      }
    }
  }

  /// The members pushed since `base`, as a dictionary: a repeated name keeps its last value.
  private mutating func takeMembers(from base: Int) -> [String: RowValue] {
    // Not `init(minimumCapacity:)`: that one is not inlinable, so it looks up the storage's
    // generic metadata at run time for every object.
    let members = [String: RowValue](pendingMembers[base...], uniquingKeysWith: { $1 })
    pendingMembers.removeSubrange(base...)
    return members
  }

  private mutating func parseArray() throws(RowJSONError) -> RowValue {
    try enter()
    index += 1
    var elements: [RowValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "]")) {
        index += 1
        depth -= 1
        return .array(elements)
      } else {
        throw error("expected ',' or ']' after an element, found \(found())")
      }
    }
  }

  private mutating func parseLiteral(_ word: StaticString, _ value: RowValue)
    throws(RowJSONError) -> RowValue
  {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count,
      let base = bytes.baseAddress, memcmp(base + index, word.utf8Start, count) == 0
    else {
      throw error("expected a value, found \(found())")
    }
    index += count
    return value
  }

  // MARK: - Numbers

  private mutating func parseNumber() throws(RowJSONError) -> Double {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw error("a number needs digits after '-'")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw error("a number may not start with 0 followed by digits")
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("a number needs digits after '.'")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("a number needs digits in its exponent")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let value = Self.double(bytes, start..<index)
    // 1e309 is valid JSON but no double: refused rather than read as infinity.
    guard value.isFinite else { throw error("the number is too large for a double", at: start) }
    return value
  }

  /// The value of a validated JSON number: exact for short integers, `strtod` otherwise.
  private static func double(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double {
    var negative = false
    var position = range.lowerBound
    if bytes[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    if range.upperBound - position <= 15 {
      var integer: Int64 = 0
      var isInteger = true
      for offset in position..<range.upperBound {
        let digit = bytes[offset] &- UInt8(ascii: "0")
        guard digit < 10 else {
          isInteger = false
          break
        }
        integer = integer * 10 + Int64(digit)
      }
      if isInteger { return negative ? -Double(integer) : Double(integer) }
    }
    // At most a few dozen bytes in practice; copied so that strtod sees a terminated string.
    var text = [CChar](repeating: 0, count: range.count + 1)
    for offset in range { text[offset - range.lowerBound] = CChar(bitPattern: bytes[offset]) }
    return strtod(text, nil)
  }

  /// The string of the bytes in `range`, which must be UTF-8.
  private func validString(_ range: Range<Int>) throws(RowJSONError) -> String {
    let buffer = UnsafeBufferPointer(rebasing: bytes[range])
    if let text = String(validating: buffer, as: UTF8.self) { return text }
    throw notUTF8(at: firstInvalidUTF8(in: range) ?? range.lowerBound)
  }

  /// The offset of the first byte in `range` that does not continue valid UTF-8.
  private func firstInvalidUTF8(in range: Range<Int>) -> Int? {
    var iterator = UnsafeBufferPointer(rebasing: bytes[range]).makeIterator()
    var decoder = UTF8()
    var scalarStart = 0
    while true {
      // The bytes before the scalar being decoded are valid UTF-8.
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalarStart += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return range.lowerBound + scalarStart
      }
    }
  }

  /// The error for a string byte that is not UTF-8, at `offset`.
  private func notUTF8(at offset: Int) -> RowJSONError {
    let byte = String(bytes[offset], radix: 16, uppercase: true)
    return error(
      "a string holds the byte 0x\(byte.count == 1 ? "0" + byte : byte), which is not UTF-8: "
        + "rows are UTF-8 text; save the data as UTF-8", at: offset)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  // MARK: - Strings

  private mutating func parseString() throws(RowJSONError) -> String {
    let opening = index
    index += 1
    let start = index
    // The common case: no escapes, decoded straight from the buffer; the bytes' high bits,
    // gathered on the way, tell ASCII (nothing to check) from text to check as UTF-8.
    var highBits: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let range = start..<index
        defer { index += 1 }
        if highBits < 0x80 {
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        return try validString(range)
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("a string may not hold a control character; write it escaped") }
      highBits |= byte
      index += 1
    }
    guard index < bytes.count else { throw error("unterminated string", at: opening) }
    var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        guard let text = String(validating: scalars, as: UTF8.self) else {
          // Escapes only add valid scalars: the bad byte is one the text spelled, from `start`.
          throw notUTF8(at: firstInvalidUTF8(in: start..<index - 1) ?? start)
        }
        return text
      }
      if byte < 0x20 { throw error("a string may not hold a control character; write it escaped") }
      if byte != UInt8(ascii: "\\") {
        scalars.append(byte)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      switch bytes[index] {
      case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
      case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
      case UInt8(ascii: "b"): scalars.append(0x08)
      case UInt8(ascii: "f"): scalars.append(0x0C)
      case UInt8(ascii: "n"): scalars.append(0x0A)
      case UInt8(ascii: "r"): scalars.append(0x0D)
      case UInt8(ascii: "t"): scalars.append(0x09)
      case UInt8(ascii: "u"):
        let scalar = try parseUnicodeEscape()
        scalars.append(contentsOf: String(Character(scalar)).utf8)
        continue
      default:
        index -= 1
        throw error("invalid escape sequence in a string")
      }
      index += 1
    }
    throw error("unterminated string", at: opening)
  }

  /// `\uXXXX` (with `index` on the `u`), joining surrogate pairs.
  ///
  /// - Throws: ``RowJSONError`` at the escape's backslash for a lone surrogate (a high one,
  ///   D800–DBFF, not followed by a low one, DC00–DFFF, or a low one alone), which encodes no
  ///   character: such text is not valid Unicode, and no string could hold it as written.
  private mutating func parseUnicodeEscape() throws(RowJSONError) -> Unicode.Scalar {
    let escape = index - 1
    let first = try hexQuad()
    if (0xD800..<0xDC00).contains(first) {
      if bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      {
        let saved = index
        index += 1
        let second = try hexQuad()
        if (0xDC00..<0xE000).contains(second) {
          let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
          return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        index = saved
      }
      throw error(
        "\(written(escape)) is half a surrogate pair: a \\u escape from D800 to DBFF must be "
          + "followed by one from DC00 to DFFF", at: escape)
    }
    if (0xDC00..<0xE000).contains(first) {
      throw error(
        "\(written(escape)) is half a surrogate pair: a \\u escape from DC00 to DFFF must "
          + "follow one from D800 to DBFF", at: escape)
    }
    return Unicode.Scalar(first) ?? "\u{FFFD}"
  }

  /// The six bytes of the `\uXXXX` escape at `offset`, as written: `'\ud800'`.
  private func written(_ offset: Int) -> String {
    "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + 6]), as: UTF8.self)
      + "'"
  }

  /// The four hex digits after the `u` at `index`; leaves `index` after them.
  private mutating func hexQuad() throws(RowJSONError) -> UInt32 {
    let escape = index - 1
    index += 1
    guard bytes.count - index >= 4 else {
      throw error("\\u needs four hexadecimal digits", at: escape)
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("\\u needs four hexadecimal digits", at: escape)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  // MARK: - Helpers

  private mutating func enter() throws(RowJSONError) {
    depth += 1
    guard depth <= maximumDepth else {
      var failure = error("nested deeper than \(maximumDepth) arrays and objects")
      failure.isNestingTooDeep = true
      throw failure
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  /// What is at `index`, for messages: `'x'`, `the end of the row`.
  private func found() -> String {
    guard index < bytes.count else { return "the end of the row" }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte == 0x20 || byte == 0x09 { return "a space" }
    if byte == 0x0A || byte == 0x0D { return "a line break" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private func error(_ message: String, at offset: Int? = nil) -> RowJSONError {
    let offset = min(offset ?? index, bytes.count)
    var line = 1
    var lineStart = 0
    for position in 0..<offset where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    return RowJSONError(
      offset: offset, line: line, column: offset - lineStart + 1, message: message)
  }
}
