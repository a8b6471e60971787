/// A single OpenType or TrueType font file as its tables: read from the file's bytes, changed
/// table by table, and written back with the checksums a font file carries.
///
/// Only what rewriting needs is read: the header's version and each table's tag and bytes.
/// Reading refuses anything else (a collection, WOFF, a table directory pointing outside the
/// file), so a caller falls back to the file as it is rather than writing half a font.
package struct OpenTypeFile: Sendable {
  /// The file's first four bytes: `0x00010000` or `true` for TrueType outlines, `OTTO` for CFF.
  var version: UInt32
  /// Each table's tag (four ASCII bytes, big-endian) and bytes, in the file's directory order.
  var tables: [(tag: UInt32, bytes: [UInt8])]

  /// The tag spelled `name` (four ASCII characters, `hmtx`).
  static func tag(_ name: String) -> UInt32 {
    name.utf8.reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// Reads the table directory of `bytes`; `nil` unless they are one sfnt font whose tables all
  /// lie inside the file, each tag once.
  ///
  /// - Complexity: O(*n*) in the file's size (its tables are copied).
  package init?(bytes: [UInt8]) {
    guard let version = bytes.bigEndianUInt32(at: 0),
      [0x0001_0000, Self.tag("OTTO"), Self.tag("true")].contains(version),
      let count = bytes.bigEndianUInt16(at: 4), count > 0
    else { return nil }
    var tables: [(tag: UInt32, bytes: [UInt8])] = []
    for index in 0..<Int(count) {
      let record = 12 + 16 * index
      guard let tag = bytes.bigEndianUInt32(at: record),
        let offset = bytes.bigEndianUInt32(at: record + 8).map(Int.init),
        let length = bytes.bigEndianUInt32(at: record + 12).map(Int.init),
        offset <= bytes.count, length <= bytes.count - offset,
        !tables.contains(where: { $0.tag == tag })
      else { return nil }
      tables.append((tag, Array(bytes[offset..<offset + length])))
    }
    self.version = version
    self.tables = tables
  }

  /// The bytes of the table tagged `name`, if the file has one.
  func table(_ name: String) -> [UInt8]? {
    let tag = Self.tag(name)
    return tables.first(where: { $0.tag == tag })?.bytes
  }

  /// Replaces the bytes of the table tagged `name`, which the file has.
  mutating func setTable(_ name: String, to bytes: [UInt8]) {
    let tag = Self.tag(name)
    guard let index = tables.firstIndex(where: { $0.tag == tag }) else { return }
    tables[index].bytes = bytes
  }

  /// The file's bytes: the header, the directory sorted by tag, and each table after it padded
  /// to four bytes, with each table's checksum and `head.checkSumAdjustment` recomputed;
  /// `nil` for a file without a whole `head` table, with more tables than a 16-bit
  /// `rangeShift` counts (4,095) or too large for 32-bit offsets.
  ///
  /// - Complexity: O(*n*) in the file's size.
  package func bytes() -> [UInt8]? {
    var sorted = tables.sorted { $0.tag < $1.tag }
    let headTag = Self.tag("head")
    guard sorted.count <= 4095, let head = sorted.firstIndex(where: { $0.tag == headTag }),
      sorted[head].bytes.count >= 54
    else { return nil }
    sorted[head].bytes.setBigEndian(UInt32(0), at: 8)  // checkSumAdjustment, as 0
    let directorySize = 12 + 16 * sorted.count
    let size = sorted.reduce(directorySize) { $0 + Self.padded($1.bytes.count) }
    guard size <= Int(UInt32.max) else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(size)
    var entrySelector = 0
    while 2 << entrySelector <= sorted.count { entrySelector += 1 }
    let searchRange = (1 << entrySelector) * 16
    output.appendBigEndian(version)
    output.appendBigEndian(UInt16(sorted.count))
    output.appendBigEndian(UInt16(searchRange))
    output.appendBigEndian(UInt16(entrySelector))
    output.appendBigEndian(UInt16(sorted.count * 16 - searchRange))
    var offset = directorySize
    var headOffset = 0
    for (index, table) in sorted.enumerated() {
      if index == head { headOffset = offset }
      output.appendBigEndian(table.tag)
      output.appendBigEndian(Self.checksum(table.bytes))
      output.appendBigEndian(UInt32(offset))
      output.appendBigEndian(UInt32(table.bytes.count))
      offset += Self.padded(table.bytes.count)
    }
    for table in sorted {
      output += table.bytes
      output += repeatElement(0, count: Self.padded(table.bytes.count) - table.bytes.count)
    }
    output.setBigEndian(0xB1B0_AFBA &- Self.checksum(output), at: headOffset + 8)
    return output
  }

  /// The OpenType checksum of `bytes`: the sum of their big-endian 32-bit words, the last one
  /// padded with zeros, modulo 2³².
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var sum: UInt32 = 0
    var index = 0
    while index < bytes.count {
      var word: UInt32 = 0
      for byte in 0..<4 {
        word = word << 8 | UInt32(index + byte < bytes.count ? bytes[index + byte] : 0)
      }
      sum &+= word
      index += 4
    }
    return sum
  }

  /// `count` rounded up to a multiple of four, where each table starts.
  private static func padded(_ count: Int) -> Int { (count + 3) & ~3 }
}

// MARK: - Big-endian bytes

extension [UInt8] {
  /// The big-endian 16-bit value at `offset`, `nil` past the end.
  func bigEndianUInt16(at offset: Int) -> UInt16? {
    guard offset >= 0, offset <= count - 2 else { return nil }
    return UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
  }

  /// The big-endian 32-bit value at `offset`, `nil` past the end.
  func bigEndianUInt32(at offset: Int) -> UInt32? {
    guard let high = bigEndianUInt16(at: offset), let low = bigEndianUInt16(at: offset + 2) else {
      return nil
    }
    return UInt32(high) << 16 | UInt32(low)
  }

  /// Appends `value`'s bytes, most significant first.
  mutating func appendBigEndian(_ value: some FixedWidthInteger) {
    for shift in stride(from: value.bitWidth - 8, through: 0, by: -8) {
      append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }

  /// Overwrites the bytes at `offset` with `value`'s, most significant first; the bytes are
  /// there (the caller checked the table's length).
  mutating func setBigEndian(_ value: some FixedWidthInteger, at offset: Int) {
    for (index, shift) in stride(from: value.bitWidth - 8, through: 0, by: -8).enumerated() {
      self[offset + index] = UInt8(truncatingIfNeeded: value >> shift)
    }
  }
}
