import ProtocellTemplates

/// A compiled pack of prototypes, loaded by its index alone.
///
/// Loading checks the header and the checksum and reads the index; each prototype is decoded
/// only when asked for, so a pack of ten thousand prototypes loads in the time it takes to
/// checksum its bytes and read ten thousand index entries. No XML is parsed.
public struct PrototypePack: Sendable {
  /// One prototype of the pack, as its index describes it.
  public struct Entry: Sendable, Hashable {
    /// The reuse identifier.
    public var reuseIdentifier: String
    /// The number of views, nested ones included.
    public var viewCount: Int
    /// The number of constraints.
    public var constraintCount: Int
    /// The file the prototype was compiled from, when the pack records it.
    public var source: String?
    /// Where the prototype's bytes lie in the pack.
    public var byteRange: Range<Int>

    /// The size of the prototype's archive, in bytes.
    public var byteCount: Int { byteRange.count }
  }

  /// The pack's header (format version, payload size, checksum).
  public let header: ArchiveHeader
  /// The prototypes, in pack order.
  public let entries: [Entry]
  /// The whole pack.
  let bytes: [UInt8]
  /// Entry positions by reuse identifier.
  private let entryIndices: [String: Int]

  /// Loads a pack: checks its header and checksum and reads its index.
  ///
  /// - Parameters:
  ///   - bytes: The whole pack, as ``ArchiveEncoder/encodePack(_:)`` writes it.
  ///   - options: Limits and choices; the defaults suit any input.
  /// - Throws: ``ArchiveDecodingError`` with the offset of the first problem.
  /// - Complexity: O(*n*) in the size of the pack (the checksum), plus O(*p*) for *p* entries.
  public init(
    bytes: [UInt8], options: ArchiveDecodingOptions = ArchiveDecodingOptions()
  ) throws(ArchiveDecodingError) {
    let (header, index) = try bytes.withUnsafeBufferPointer {
      buffer throws(ArchiveDecodingError) in
      let header = try ArchiveHeader(validating: buffer, expectedKind: .pack, options: options)
      var reader = ArchiveReader(bytes: buffer, range: header.payloadRange, options: options)
      return (header, try reader.readPackIndex())
    }
    self.header = header
    self.entries = index.entries
    self.bytes = bytes
    self.entryIndices = index.indices
  }

  /// The entry for a reuse identifier, if the pack has one.
  ///
  /// - Parameter reuseIdentifier: The reuse identifier.
  /// - Returns: The entry, or `nil`.
  public func entry(forReuseIdentifier reuseIdentifier: String) -> Entry? {
    entryIndices[reuseIdentifier].map { entries[$0] }
  }

  /// The size of the whole pack, in bytes.
  public var byteCount: Int { bytes.count }

  /// Decodes the prototype of an entry.
  ///
  /// - Parameters:
  ///   - entry: One of ``entries``.
  ///   - options: Limits and choices (checksum verification does not apply: the pack's was
  ///     checked on load).
  /// - Returns: The prototype.
  /// - Throws: ``ArchiveDecodingError`` if its bytes are malformed or name another identifier.
  public func prototype(
    for entry: Entry, options: ArchiveDecodingOptions = ArchiveDecodingOptions()
  ) throws(ArchiveDecodingError) -> CellPrototype {
    let template = try bytes.withUnsafeBufferPointer { buffer throws(ArchiveDecodingError) in
      guard entry.byteRange.upperBound <= buffer.count else {
        throw ArchiveDecodingError(
          .entryOutOfBounds(reuseIdentifier: entry.reuseIdentifier), at: entry.byteRange.lowerBound)
      }
      return try ArchiveDecoder.decodeCell(in: buffer, range: entry.byteRange, options: options)
    }
    guard template.reuseIdentifier == entry.reuseIdentifier else {
      throw ArchiveDecodingError(
        .entryMismatch(indexed: entry.reuseIdentifier, archived: template.reuseIdentifier),
        at: entry.byteRange.lowerBound)
    }
    return template
  }
}
