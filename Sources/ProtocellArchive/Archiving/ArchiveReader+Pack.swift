import ProtocellTemplates

/// Reads a pack's index.
extension ArchiveReader {
  /// An index entry as written, before its range is checked against the prototypes' bytes.
  private struct RawEntry {
    var reuseIdentifier = ""
    var offset: UInt64 = 0
    var length: UInt64 = 0
    var viewCount = 0
    var constraintCount = 0
    var source: String?
    var position = 0
  }

  /// Reads the pack payload's index and checks every entry against the prototypes' bytes.
  ///
  /// - Returns: The entries, in pack order, and each one's position by reuse identifier.
  mutating func readPackIndex() throws(Failure) -> (
    entries: [PrototypePack.Entry], indices: [String: Int]
  ) {
    var rawEntries: [RawEntry] = []
    var sources: [String] = []
    var prototypes = position..<position
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case PackField.entries:
        guard rawEntries.count < options.maximumPrototypesPerPack else {
          throw Failure(
            .limitExceeded(.prototypesPerPack, limit: options.maximumPrototypesPerPack),
            at: fieldStart)
        }
        let entryStart = fieldStart
        var entry = try readPackEntry(wireType, field: field, sources: sources)
        entry.position = entryStart
        rawEntries.append(entry)
      case PackField.sources:
        sources.append(try readString(wireType, message: "Pack", field: field))
      case PackField.prototypes:
        try expect(.lengthDelimited, wireType, message: "Pack", field: field)
        let length = try readLength()
        prototypes = position..<position + length
        position += length
      default:
        try skipField(wireType: wireType)
      }
    }
    var indices: [String: Int] = [:]
    indices.reserveCapacity(rawEntries.count)
    var entries: [PrototypePack.Entry] = []
    entries.reserveCapacity(rawEntries.count)
    for raw in rawEntries {
      let available = UInt64(prototypes.count)
      guard raw.offset <= available, raw.length <= available - raw.offset else {
        throw Failure(.entryOutOfBounds(reuseIdentifier: raw.reuseIdentifier), at: raw.position)
      }
      guard indices.updateValue(entries.count, forKey: raw.reuseIdentifier) == nil else {
        throw Failure(.duplicateReuseIdentifier(raw.reuseIdentifier), at: raw.position)
      }
      let start = prototypes.lowerBound + Int(raw.offset)
      entries.append(
        PrototypePack.Entry(
          reuseIdentifier: raw.reuseIdentifier, viewCount: raw.viewCount,
          constraintCount: raw.constraintCount, source: raw.source,
          byteRange: start..<start + Int(raw.length)))
    }
    return (entries, indices)
  }

  private mutating func readPackEntry(_ wireType: UInt8, field outerField: Int, sources: [String])
    throws(Failure) -> RawEntry
  {
    let outerEnd = try enterMessage(wireType, message: "Pack", field: outerField)
    let message = "PackEntry"
    var entry = RawEntry()
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case PackEntryField.reuseIdentifier:
        entry.reuseIdentifier = try readString(wireType, message: message, field: field)
      case PackEntryField.offset:
        entry.offset = try readUnsigned(wireType, message: message, field: field)
      case PackEntryField.length:
        entry.length = try readUnsigned(wireType, message: message, field: field)
      case PackEntryField.viewCount:
        entry.viewCount = try readCount(wireType, message: message, field: field)
      case PackEntryField.constraintCount:
        entry.constraintCount = try readCount(wireType, message: message, field: field)
      case PackEntryField.source:
        let index = try readUnsigned(wireType, message: message, field: field)
        guard index < UInt64(sources.count) else {
          throw Failure(.invalidStringIndex(index, count: sources.count), at: fieldStart)
        }
        entry.source = sources[Int(index)]
      default:
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    return entry
  }

  private mutating func readCount(_ wireType: UInt8, message: String, field: Int) throws(Failure)
    -> Int
  {
    let value = try readUnsigned(wireType, message: message, field: field)
    guard let count = Int(exactly: value) else {
      throw Failure(.valueOutOfRange(message: message, field: field), at: fieldStart)
    }
    return count
  }
}
