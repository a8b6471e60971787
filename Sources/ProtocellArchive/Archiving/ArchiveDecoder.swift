import ProtocellTemplates

/// Decodes prototype archives back into cell templates.
///
/// Decoding is total: any byte string gives a ``CellPrototype`` or an ``ArchiveDecodingError``
/// naming what is wrong and at which byte, within the limits of ``options``. Fields of a newer
/// minor version are skipped; a different major version is refused.
public struct ArchiveDecoder: Sendable {
  /// The limits and choices in force.
  public var options: ArchiveDecodingOptions

  /// Creates a decoder.
  ///
  /// - Parameter options: Limits and choices; the defaults suit any input.
  public init(options: ArchiveDecodingOptions = ArchiveDecodingOptions()) {
    self.options = options
  }

  /// Decodes a prototype archive (magic `PCPR`), as ``ArchiveEncoder/encode(_:)`` writes it.
  ///
  /// - Parameter bytes: The whole archive.
  /// - Returns: The prototype.
  /// - Throws: ``ArchiveDecodingError``, with the offset of the first problem.
  /// - Complexity: O(*n*) in the size of the archive.
  public func decode(_ bytes: [UInt8]) throws(ArchiveDecodingError) -> CellPrototype {
    let options = self.options
    return try bytes.withUnsafeBufferPointer { buffer throws(ArchiveDecodingError) in
      let header = try ArchiveHeader(validating: buffer, expectedKind: .prototype, options: options)
      return try Self.decodeCell(in: buffer, range: header.payloadRange, options: options)
    }
  }

  /// Reads the header of a prototype archive or a pack, checking its length and checksum.
  ///
  /// - Parameter bytes: The whole archive.
  /// - Returns: The header.
  /// - Throws: ``ArchiveDecodingError`` if the header or the checksum is wrong.
  public func header(of bytes: [UInt8]) throws(ArchiveDecodingError) -> ArchiveHeader {
    let options = self.options
    return try bytes.withUnsafeBufferPointer { buffer throws(ArchiveDecodingError) in
      let kind: ArchiveFormat.Kind =
        ArchiveFormat.Kind.pack.magic.elementsEqual(buffer.prefix(4)) ? .pack : .prototype
      return try ArchiveHeader(validating: buffer, expectedKind: kind, options: options)
    }
  }

  /// Decodes the cell message in `range` of `buffer`; the header has been checked already.
  ///
  /// - Parameters:
  ///   - buffer: The whole archive, so that error offsets count from its start.
  ///   - range: The cell message's bytes.
  ///   - options: Limits and choices.
  ///   - cachedStrings: The cell's string table as `decodeStringTable(in:range:options:)`
  ///     returned it for the same bytes; its strings are then shared instead of decoded again.
  /// - Returns: The cell.
  /// - Throws: ``ArchiveDecodingError`` at the first malformed byte.
  static func decodeCell(
    in buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, options: ArchiveDecodingOptions,
    cachedStrings: [String]? = nil
  ) throws(ArchiveDecodingError) -> CellPrototype {
    var reader = ArchiveReader(bytes: buffer, range: range, options: options)
    return try reader.readCell(cachedStrings: cachedStrings)
  }

  /// Decodes only the string table of the cell message in `range` of `buffer`.
  static func decodeStringTable(
    in buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, options: ArchiveDecodingOptions
  ) throws(ArchiveDecodingError) -> [String] {
    var reader = ArchiveReader(bytes: buffer, range: range, options: options)
    return try reader.readStringTable()
  }
}
