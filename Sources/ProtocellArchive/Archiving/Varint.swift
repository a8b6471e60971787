import ProtocellTemplates

/// Base-128 varints and zigzag encoding, as Protocol Buffers lays them out.
///
/// A varint stores seven bits per byte, least significant group first, with the high bit set
/// on every byte but the last; a `UInt64` takes at most ten bytes. Signed integers are zigzag
/// encoded first so that small negative numbers stay short.
enum Varint {
  /// The number of bytes `value` takes as a varint.
  @inline(__always)
  static func encodedLength(of value: UInt64) -> Int {
    // 1 + floor((bit width - 1) / 7), with zero taking one byte.
    let bits = 64 - (value | 1).leadingZeroBitCount
    return (bits + 6) / 7
  }

  /// Maps a signed integer onto an unsigned one, small magnitudes to small codes.
  ///
  /// 0, -1, 1, -2, ... become 0, 1, 2, 3, ...
  @inline(__always)
  static func zigzag(_ value: Int64) -> UInt64 {
    UInt64(bitPattern: (value << 1) ^ (value >> 63))
  }

  /// The inverse of ``zigzag(_:)``.
  @inline(__always)
  static func unzigzag(_ value: UInt64) -> Int64 {
    Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
  }

  /// Appends `value` as a varint.
  static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }
}
