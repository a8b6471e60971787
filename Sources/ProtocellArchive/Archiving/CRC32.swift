import ProtocellTemplates

/// The CRC-32 checksum (IEEE 802.3, reflected polynomial `0xEDB88320`), as zlib computes it.
///
/// The archive header stores it over the payload. It is computed eight bytes at a time
/// ("slicing by eight") because a pack of ten thousand prototypes is checked on every load.
enum CRC32 {
  /// Eight 256-entry tables, one after another.
  private static let tables: [UInt32] = {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      tables[byte] = crc
    }
    for slice in 1..<8 {
      for byte in 0..<256 {
        let previous = tables[(slice - 1) * 256 + byte]
        tables[slice * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    return tables
  }()

  /// The checksum of `bytes`.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    tables.withUnsafeBufferPointer { table in
      var crc: UInt32 = 0xFFFF_FFFF
      var index = 0
      let count = bytes.count
      while index + 8 <= count {
        let low = bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self).littleEndian ^ crc
        let high = bytes.loadUnaligned(fromByteOffset: index + 4, as: UInt32.self).littleEndian
        crc =
          table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
          ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
          ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
          ^ table[1 * 256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
        index += 8
      }
      while index < count {
        crc = (crc >> 8) ^ table[Int((crc ^ UInt32(bytes[index])) & 0xFF)]
        index += 1
      }
      return ~crc
    }
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { checksum($0) }
  }
}
