import Cassowary
import ProtocellTemplates

/// Reads tagged fields from a bounded window of an archive, checking every step.
///
/// The reader never reads outside `position..<end`, and `end` never grows past the enclosing
/// message's end, so a hostile length cannot make it read (or allocate) beyond the input.
/// Offsets in errors are indices into `bytes`, which is always the whole archive.
struct ArchiveReader {
  typealias Failure = ArchiveDecodingError

  /// The whole archive.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var position: Int
  /// The end of the message being read.
  var end: Int
  /// The limits and choices in force.
  let options: ArchiveDecodingOptions
  /// Where the key of the field being read starts, for error offsets.
  private(set) var fieldStart = 0
  /// How many messages enclose the current position.
  private var depth = 0
  /// How many elements the current prototype holds so far.
  private var elementCount = 0
  /// The current cell's string table, which string fields refer to by index.
  var strings: [String] = []

  /// Creates a reader of `range` within `bytes`.
  init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, options: ArchiveDecodingOptions) {
    self.bytes = bytes
    self.position = range.lowerBound
    self.end = range.upperBound
    self.options = options
  }

  /// Whether the current message has no more bytes.
  var isAtEnd: Bool { position >= end }

  // MARK: - Primitives

  /// Reads a base-128 varint.
  @inline(__always)
  mutating func readVarint() throws(Failure) -> UInt64 {
    guard position < end else { throw Failure(.truncated(needed: 1, available: 0), at: position) }
    let first = bytes[position]
    position += 1
    if first < 0x80 { return UInt64(first) }
    return try readVarintContinuation(first)
  }

  private mutating func readVarintContinuation(_ first: UInt8) throws(Failure) -> UInt64 {
    let start = position - 1
    var value = UInt64(first & 0x7F)
    var shift: UInt64 = 7
    while true {
      guard position < end else { throw Failure(.truncated(needed: 1, available: 0), at: position) }
      let byte = bytes[position]
      position += 1
      // The tenth byte holds bit 63 alone: anything more overflows.
      if shift == 63, byte > 1 { throw Failure(.malformedVarint, at: start) }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  /// Reads a field key; field numbers run from 1 to 2²⁹ − 1.
  @inline(__always)
  mutating func readKey() throws(Failure) -> (field: Int, wireType: UInt8) {
    fieldStart = position
    let key = try readVarint()
    let field = key >> 3
    guard field != 0, field <= 0x1FFF_FFFF else {
      throw Failure(.invalidFieldNumber(field), at: fieldStart)
    }
    return (Int(field), UInt8(key & 7))
  }

  /// Reads a length prefix no larger than what remains of the current message.
  @inline(__always)
  mutating func readLength() throws(Failure) -> Int {
    let start = position
    let length = try readVarint()
    let remaining = end - position
    guard length <= UInt64(remaining) else {
      throw Failure(.lengthExceedsRemaining(length: length, remaining: remaining), at: start)
    }
    return Int(length)
  }

  /// Reads eight little-endian bytes.
  @inline(__always)
  mutating func readFixed64() throws(Failure) -> UInt64 {
    guard end - position >= 8 else {
      throw Failure(.truncated(needed: 8, available: end - position), at: position)
    }
    let value = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + position)
      .loadUnaligned(as: UInt64.self)
    position += 8
    return UInt64(littleEndian: value)
  }

  /// Skips the value of a field nobody asked for (a newer minor version's, say).
  mutating func skipField(wireType: UInt8) throws(Failure) {
    switch wireType {
    case WireType.varint.rawValue:
      _ = try readVarint()
    case WireType.fixed64.rawValue:
      _ = try readFixed64()
    case WireType.lengthDelimited.rawValue:
      position += try readLength()
    case WireType.fixed32.rawValue:
      guard end - position >= 4 else {
        throw Failure(.truncated(needed: 4, available: end - position), at: position)
      }
      position += 4
    default:
      throw Failure(.invalidWireType(wireType), at: fieldStart)
    }
  }

  // MARK: - Typed fields

  /// Fails unless the field just keyed has the expected wire type.
  @inline(__always)
  func expect(
    _ expected: WireType, _ found: UInt8, message: String, field: Int
  ) throws(Failure) {
    guard found == expected.rawValue else {
      throw Failure(.wrongWireType(message: message, field: field, found: found), at: fieldStart)
    }
  }

  /// Reads a varint field's value.
  @inline(__always)
  mutating func readUnsigned(_ wireType: UInt8, message: String, field: Int) throws(Failure)
    -> UInt64
  {
    try expect(.varint, wireType, message: message, field: field)
    return try readVarint()
  }

  /// Reads a zigzag varint field's value as an `Int`.
  mutating func readSigned(_ wireType: UInt8, message: String, field: Int) throws(Failure) -> Int {
    let value = Varint.unzigzag(try readUnsigned(wireType, message: message, field: field))
    guard let result = Int(exactly: value) else {
      throw Failure(.valueOutOfRange(message: message, field: field), at: fieldStart)
    }
    return result
  }

  /// Reads a count hint, capped by what the rest of the message could hold (every element
  /// takes at least two bytes) and by the element limit, so that a hostile hint cannot make
  /// the decoder reserve more than the elements it could actually decode.
  mutating func readCountHint(_ wireType: UInt8, message: String, field: Int) throws(Failure)
    -> Int
  {
    let hint = try readUnsigned(wireType, message: message, field: field)
    let cap = min(UInt64(end - position) / 2, UInt64(max(0, options.maximumElementsPerPrototype)))
    return Int(min(hint, cap))
  }

  /// Reads a boolean field's value (any non-zero varint is `true`).
  @inline(__always)
  mutating func readBool(_ wireType: UInt8, message: String, field: Int) throws(Failure) -> Bool {
    try readUnsigned(wireType, message: message, field: field) != 0
  }

  /// Reads a double field's value, which must be finite (templates cannot write NaN or infinity).
  @inline(__always)
  mutating func readDouble(_ wireType: UInt8, message: String, field: Int) throws(Failure)
    -> Double
  {
    try expect(.fixed64, wireType, message: message, field: field)
    return try readFiniteDouble(message: message, field: field)
  }

  /// Reads a double field's value that must also be `isValid` (a bound the model keeps, such
  /// as a scale's), else `valueOutOfRange` at the field.
  mutating func readDouble(
    _ wireType: UInt8, message: String, field: Int, where isValid: (Double) -> Bool
  ) throws(Failure) -> Double {
    let value = try readDouble(wireType, message: message, field: field)
    guard isValid(value) else {
      throw Failure(.valueOutOfRange(message: message, field: field), at: fieldStart)
    }
    return value
  }

  /// Whether `value` is a scale a pack may hold: above 0 and at most 10, as layout options
  /// bound a scale.
  static func isScale(_ value: Double) -> Bool { value > 0 && value <= 10 }

  /// Reads eight bytes as a double of at most ``maximumMagnitude``.
  @inline(__always)
  private mutating func readFiniteDouble(message: String, field: Int) throws(Failure) -> Double {
    let start = position
    let value = Double(bitPattern: try readFixed64())
    guard value.isFinite, abs(value) <= Self.maximumMagnitude else {
      throw Failure(.valueOutOfRange(message: message, field: field), at: start)
    }
    return value
  }

  /// The largest magnitude of any number in a pack.
  ///
  /// Ten times the largest a template or an Interface Builder document may hold (a
  /// constraint's constants and factors, ``LayoutConstraint/numbers``; sizes and widths,
  /// 100,000; margins, 10,000). A damaged pack whose checksum still holds (a margin of 1e300)
  /// laid frames out to infinity or hundreds of digits (a robustness review); past this it is
  /// refused where the number stands.
  static let maximumMagnitude = 10_000_000.0

  /// Reads a priority: a double that a `Float` holds exactly, as every priority the encoder
  /// writes is (Auto Layout's priorities are `Float`s).
  ///
  /// - Parameters:
  ///   - value: The double read.
  ///   - message: The message being read, for the error.
  ///   - field: The field being read, for the error.
  /// - Returns: The priority.
  /// - Throws: `valueOutOfRange` when no `Float` equals `value`.
  func priority(_ value: Double, message: String, field: Int) throws(Failure) -> Priority {
    let single = Float(value)
    guard Double(single) == value else {
      throw Failure(.valueOutOfRange(message: message, field: field), at: fieldStart)
    }
    return Priority(single)
  }

  /// Reads an enumeration field's value.
  mutating func readEnumeration<Value: ArchiveEnumeration>(
    _ type: Value.Type, _ wireType: UInt8, message: String, field: Int
  ) throws(Failure) -> Value {
    let code = try readUnsigned(wireType, message: message, field: field)
    guard let value = Value(archiveCode: code) else {
      throw Failure(.invalidEnumerationValue(type: Value.archiveName, value: code), at: fieldStart)
    }
    return value
  }

  /// Reads a string field's value, which must be valid UTF-8.
  mutating func readString(_ wireType: UInt8, message: String, field: Int) throws(Failure)
    -> String
  {
    try expect(.lengthDelimited, wireType, message: message, field: field)
    let length = try readLength()
    let utf8 = UnsafeBufferPointer(rebasing: bytes[position..<position + length])
    guard UTF8Validation.isValid(utf8) else {
      throw Failure(.invalidUTF8(message: message, field: field), at: fieldStart)
    }
    position += length
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Reads a packed field of two doubles.
  @inline(__always)
  mutating func readPackedPair(_ wireType: UInt8, message: String, field: Int) throws(Failure)
    -> (Double, Double)
  {
    try enterPacked(count: 2, wireType, message: message, field: field)
    return (
      try readFiniteDouble(message: message, field: field),
      try readFiniteDouble(message: message, field: field)
    )
  }

  /// Reads a packed field of four doubles.
  @inline(__always)
  mutating func readPackedQuad(_ wireType: UInt8, message: String, field: Int) throws(Failure)
    -> (Double, Double, Double, Double)
  {
    try enterPacked(count: 4, wireType, message: message, field: field)
    return (
      try readFiniteDouble(message: message, field: field),
      try readFiniteDouble(message: message, field: field),
      try readFiniteDouble(message: message, field: field),
      try readFiniteDouble(message: message, field: field)
    )
  }

  /// Reads insets: a packed field of four doubles, top, leading, bottom, trailing.
  mutating func readInsets(_ wireType: UInt8, message: String, field: Int) throws(Failure)
    -> EdgeInsets
  {
    let quad = try readPackedQuad(wireType, message: message, field: field)
    return EdgeInsets(top: quad.0, leading: quad.1, bottom: quad.2, trailing: quad.3)
  }

  /// Reads a packed field's length, which must be exactly `count` doubles.
  @inline(__always)
  private mutating func enterPacked(count: Int, _ wireType: UInt8, message: String, field: Int)
    throws(Failure)
  {
    try expect(.lengthDelimited, wireType, message: message, field: field)
    let length = try readLength()
    guard length == count * 8 else {
      throw Failure(
        .wrongLength(message: message, field: field, expected: count * 8, found: length),
        at: fieldStart)
    }
  }

  /// Enters a nested message field: the reader's window becomes the message's bytes.
  ///
  /// - Returns: The enclosing message's end, for ``exitMessage(_:)`` once the nested message
  ///   has been read to its end.
  @inline(__always)
  mutating func enterMessage(_ wireType: UInt8, message: String, field: Int) throws(Failure)
    -> Int
  {
    try expect(.lengthDelimited, wireType, message: message, field: field)
    let length = try readLength()
    guard depth < options.maximumNestingDepth else {
      throw Failure(.nestingTooDeep(limit: options.maximumNestingDepth), at: fieldStart)
    }
    let outerEnd = end
    end = position + length
    depth += 1
    return outerEnd
  }

  /// Leaves a nested message read to its end, restoring the enclosing message's window.
  @inline(__always)
  mutating func exitMessage(_ outerEnd: Int) {
    depth -= 1
    end = outerEnd
  }

  /// Reads a string field that refers to the cell's string table by index.
  @inline(__always)
  mutating func readStringReference(_ wireType: UInt8, message: String, field: Int)
    throws(Failure) -> String
  {
    let index = try readUnsigned(wireType, message: message, field: field)
    guard index < UInt64(strings.count) else {
      throw Failure(.invalidStringIndex(index, count: strings.count), at: fieldStart)
    }
    return strings[Int(index)]
  }

  /// Counts one more element of the current prototype against the limit.
  @inline(__always)
  mutating func countElement() throws(Failure) {
    elementCount += 1
    guard elementCount <= options.maximumElementsPerPrototype else {
      throw Failure(
        .limitExceeded(.elementsPerPrototype, limit: options.maximumElementsPerPrototype),
        at: fieldStart)
    }
  }

  /// Starts counting elements afresh, for the next prototype.
  mutating func resetElementCount() { elementCount = 0 }
}

/// UTF-8 validation without allocating, with a fast path for ASCII.
enum UTF8Validation {
  /// Whether `bytes` is well-formed UTF-8.
  @inline(__always)
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = 0
    var highBits: UInt64 = 0
    while index + 8 <= bytes.count {
      highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      highBits |= UInt64(bytes[index])
      index += 1
    }
    return highBits & 0x8080_8080_8080_8080 == 0 || isValidUnicode(bytes)
  }

  private static func isValidUnicode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
