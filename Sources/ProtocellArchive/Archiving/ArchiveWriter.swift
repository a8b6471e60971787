import ProtocellTemplates

/// Writes tagged fields, or only counts the bytes they would take.
///
/// Encoding runs in two passes, as Protocol Buffers does: a counting writer measures a nested
/// message so that its length can be written before it, then a real writer writes it. The
/// top-level size is measured the same way, so the output buffer is allocated once.
struct ArchiveWriter {
  /// The bytes written so far (empty when counting).
  private(set) var bytes: [UInt8] = []
  /// The number of bytes written (or counted) so far.
  private(set) var count = 0
  /// Whether the writer only counts.
  let isCounting: Bool

  /// Creates a writer that counts bytes without storing them.
  static func counting() -> ArchiveWriter { ArchiveWriter(isCounting: true) }

  /// Creates a writer that stores bytes, with room for `capacity` of them.
  static func writing(capacity: Int) -> ArchiveWriter {
    var writer = ArchiveWriter(isCounting: false)
    writer.bytes.reserveCapacity(capacity)
    return writer
  }

  private init(isCounting: Bool) {
    self.isCounting = isCounting
  }

  // MARK: - Raw values

  mutating func writeRawBytes(_ source: some Collection<UInt8>) {
    count += source.count
    if !isCounting { bytes.append(contentsOf: source) }
  }

  mutating func writeLittleEndian<T: FixedWidthInteger>(_ value: T) {
    count += MemoryLayout<T>.size
    if !isCounting { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
  }

  mutating func writeVarint(_ value: UInt64) {
    count += Varint.encodedLength(of: value)
    if !isCounting { Varint.append(value, to: &bytes) }
  }

  mutating func writeKey(_ field: Int, _ wireType: WireType) {
    writeVarint(UInt64(field) << 3 | UInt64(wireType.rawValue))
  }

  // MARK: - Fields

  /// Writes a varint field, unless it is zero.
  mutating func writeUnsigned(_ field: Int, _ value: UInt64) {
    guard value != 0 else { return }
    writeKey(field, .varint)
    writeVarint(value)
  }

  /// Writes a zigzag varint field, unless it is zero.
  mutating func writeSigned(_ field: Int, _ value: Int) {
    writeUnsigned(field, Varint.zigzag(Int64(value)))
  }

  /// Writes a boolean field, unless it is false.
  mutating func writeBool(_ field: Int, _ value: Bool) {
    writeUnsigned(field, value ? 1 : 0)
  }

  /// Writes an enumeration field, unless its code is zero.
  mutating func writeEnumeration(_ field: Int, _ value: some ArchiveEnumeration) {
    writeUnsigned(field, value.archiveCode)
  }

  /// Writes a double field, unless it is the field's default (+0.0 unless the format says
  /// otherwise; negative zero is written).
  mutating func writeDouble(_ field: Int, _ value: Double, default defaultValue: Double = 0) {
    guard value.bitPattern != defaultValue.bitPattern else { return }
    writeOptionalDouble(field, value)
  }

  /// Writes a double field whenever it is present, zero included.
  mutating func writeOptionalDouble(_ field: Int, _ value: Double?) {
    guard let value else { return }
    writeKey(field, .fixed64)
    writeLittleEndian(value.bitPattern)
  }

  /// Writes a string field, unless it is empty.
  mutating func writeString(_ field: Int, _ value: String) {
    guard !value.isEmpty else { return }
    writeOptionalString(field, value)
  }

  /// Writes a string field whenever it is present, the empty string included.
  mutating func writeOptionalString(_ field: Int, _ value: String?) {
    guard let value else { return }
    writeKey(field, .lengthDelimited)
    writeVarint(UInt64(value.utf8.count))
    writeRawBytes(value.utf8)
  }

  /// Writes a nested message: its key, its length (measured by a first pass), then its fields.
  mutating func writeMessage(_ field: Int, _ body: (inout ArchiveWriter) -> Void) {
    var counter = ArchiveWriter.counting()
    body(&counter)
    writeKey(field, .lengthDelimited)
    writeVarint(UInt64(counter.count))
    if isCounting {
      count += counter.count
    } else {
      body(&self)
    }
  }
}
