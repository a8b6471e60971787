import ProtocellTemplates

/// The fixed header of an archive: kind, format version, payload length and checksum.
public struct ArchiveHeader: Sendable, Hashable {
  /// What the archive holds.
  public var kind: ArchiveFormat.Kind
  /// The major format version.
  public var majorVersion: Int
  /// The minor format version.
  public var minorVersion: Int
  /// The length of the payload that follows the header, in bytes.
  public var payloadLength: Int
  /// The CRC-32 of the payload, as the header stores it.
  public var checksum: UInt32

  /// The bytes of the payload within the archive.
  public var payloadRange: Range<Int> {
    ArchiveFormat.headerSize..<(ArchiveFormat.headerSize + payloadLength)
  }

  /// Reads and checks the header of `bytes`, and the payload's length and checksum.
  ///
  /// - Parameters:
  ///   - bytes: The whole archive.
  ///   - expectedKind: The kind the caller needs.
  ///   - options: The size limit and whether to verify the checksum.
  /// - Throws: ``ArchiveDecodingError`` for a short or oversized input, a foreign magic, the
  ///   other kind, an unknown major version, a wrong length or a checksum mismatch.
  init(
    validating bytes: UnsafeBufferPointer<UInt8>, expectedKind: ArchiveFormat.Kind,
    options: ArchiveDecodingOptions
  ) throws(ArchiveDecodingError) {
    let count = bytes.count
    guard count <= options.maximumArchiveSize else {
      throw ArchiveDecodingError(
        .limitExceeded(.archiveSize, limit: options.maximumArchiveSize), at: 0)
    }
    let magic = Array(bytes.prefix(4))
    let kind = ArchiveFormat.Kind.allCases.first { $0.magic.starts(with: magic) }
    guard let kind else { throw ArchiveDecodingError(.badMagic(found: magic), at: 0) }
    guard count >= ArchiveFormat.headerSize else {
      throw ArchiveDecodingError(
        .truncated(needed: ArchiveFormat.headerSize, available: count), at: 0)
    }
    guard kind == expectedKind else {
      throw ArchiveDecodingError(.wrongKind(expected: expectedKind, found: kind), at: 0)
    }
    let raw = UnsafeRawBufferPointer(bytes)
    let major = Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt16.self)))
    guard major == ArchiveFormat.majorVersion else {
      throw ArchiveDecodingError(
        .unsupportedMajorVersion(found: major, supported: ArchiveFormat.majorVersion), at: 4)
    }
    let minor = Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 6, as: UInt16.self)))
    let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
    let stored = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
    let available = count - ArchiveFormat.headerSize
    guard length <= available else {
      throw ArchiveDecodingError(
        .truncated(needed: length, available: available), at: ArchiveFormat.headerSize)
    }
    guard length == available else {
      throw ArchiveDecodingError(
        .trailingBytes(count: available - length), at: ArchiveFormat.headerSize + length)
    }
    self.kind = kind
    self.majorVersion = major
    self.minorVersion = minor
    self.payloadLength = length
    self.checksum = stored
    if options.verifiesChecksum {
      let computed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[payloadRange]))
      guard computed == stored else {
        throw ArchiveDecodingError(.checksumMismatch(stored: stored, computed: computed), at: 12)
      }
    }
  }
}
