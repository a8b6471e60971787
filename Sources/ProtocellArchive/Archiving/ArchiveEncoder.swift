import ProtocellTemplates

/// Compiles cell templates into archives: one prototype, or a pack of them.
///
/// The output is deterministic: the same model gives the same bytes.
///
/// ```swift
/// let bytes = try ArchiveEncoder().encode(template)
/// let clone = try ArchiveDecoder().decode(bytes)   // == template
/// ```
public struct ArchiveEncoder: Sendable {
  /// Whether source locations are written (for diagnostics that point into the templates).
  public var includesSourceLocations: Bool

  /// Creates an encoder.
  ///
  /// - Parameter includesSourceLocations: Whether to write source locations; the default is
  ///   `true`. Without them an archive is smaller and faster to decode.
  public init(includesSourceLocations: Bool = true) {
    self.includesSourceLocations = includesSourceLocations
  }

  /// Encodes one prototype as a prototype archive (magic `PCPR`).
  ///
  /// - Parameter template: The prototype.
  /// - Returns: The archive: header and payload.
  /// - Throws: ``ArchiveEncodingError/tooLarge(size:)`` if the payload exceeds 4 GiB.
  /// - Complexity: O(*n* · *d*) for *n* model elements nested *d* deep.
  public func encode(_ template: CellPrototype) throws(ArchiveEncodingError) -> [UInt8] {
    let payload = cellPayload(template)
    return try archive(kind: .prototype, payload: payload)
  }

  /// The bare cell message of a prototype, without a header.
  func cellPayload(_ template: CellPrototype) -> [UInt8] {
    var counter = ArchiveWriter.counting()
    counter.writeCell(template, includesSourceLocations: includesSourceLocations)
    var writer = ArchiveWriter.writing(capacity: counter.count)
    writer.writeCell(template, includesSourceLocations: includesSourceLocations)
    return writer.bytes
  }

  /// Wraps a payload in a header: magic, version, length and checksum.
  func archive(kind: ArchiveFormat.Kind, payload: [UInt8]) throws(ArchiveEncodingError) -> [UInt8] {
    guard payload.count <= Int(UInt32.max) else { throw .tooLarge(size: payload.count) }
    var writer = ArchiveWriter.writing(capacity: ArchiveFormat.headerSize + payload.count)
    writer.writeRawBytes(kind.magic)
    writer.writeLittleEndian(UInt16(ArchiveFormat.majorVersion))
    writer.writeLittleEndian(UInt16(ArchiveFormat.minorVersion))
    writer.writeLittleEndian(UInt32(payload.count))
    writer.writeLittleEndian(CRC32.checksum(payload))
    writer.writeRawBytes(payload)
    return writer.bytes
  }
}

/// Why templates could not be compiled into an archive.
public enum ArchiveEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The payload would exceed the 4 GiB the header can describe.
  case tooLarge(size: Int)
  /// Two prototypes of one pack share a reuse identifier.
  case duplicateReuseIdentifier(String)

  /// The error in one sentence.
  public var description: String {
    switch self {
    case .tooLarge(let size): "the archive payload of \(size) bytes exceeds the 4 GiB limit"
    case .duplicateReuseIdentifier(let identifier):
      "two prototypes share the reuse identifier '\(identifier)'"
    }
  }
}
