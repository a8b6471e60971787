import ProtocellDiagnostics
import ProtocellTemplates

extension ArchiveEncoder {
  /// Encodes several prototypes as a pack (magic `PCPK`) with an index by reuse identifier.
  ///
  /// The index comes first and records, for each prototype, its reuse identifier, where its
  /// bytes lie, its view and constraint counts and the file it came from, so that loading a
  /// pack reads only the index and decodes each prototype when it is first needed.
  ///
  /// - Parameter templates: The prototypes, in the order the pack lists them.
  /// - Returns: The pack: header and payload.
  /// - Throws: ``ArchiveEncodingError/duplicateReuseIdentifier(_:)`` if two prototypes share a
  ///   reuse identifier, ``ArchiveEncodingError/tooLarge(size:)`` past 4 GiB.
  /// - Complexity: O(*n* · *d*) for *n* model elements nested *d* deep.
  public func encodePack(_ templates: [CellPrototype]) throws(ArchiveEncodingError) -> [UInt8] {
    var seen = Set<String>()
    var payloads: [[UInt8]] = []
    payloads.reserveCapacity(templates.count)
    for template in templates {
      guard seen.insert(template.reuseIdentifier).inserted else {
        throw .duplicateReuseIdentifier(template.reuseIdentifier)
      }
      payloads.append(cellPayload(template))
    }
    var sources: [String] = []
    var sourceIndices: [String: Int] = [:]
    if includesSourceLocations {
      for file in templates.compactMap(\.location?.file) where sourceIndices[file] == nil {
        sourceIndices[file] = sources.count
        sources.append(file)
      }
    }
    let write = { (writer: inout ArchiveWriter) in
      for source in sources { writer.writeOptionalString(PackField.sources, source) }
      var offset = 0
      for (template, payload) in zip(templates, payloads) {
        writer.writeMessage(PackField.entries) { entry in
          entry.writeString(PackEntryField.reuseIdentifier, template.reuseIdentifier)
          entry.writeUnsigned(PackEntryField.offset, UInt64(offset))
          entry.writeUnsigned(PackEntryField.length, UInt64(payload.count))
          entry.writeUnsigned(PackEntryField.viewCount, UInt64(template.allViews.count))
          entry.writeUnsigned(PackEntryField.constraintCount, UInt64(template.constraints.count))
          if let file = template.location?.file, let index = sourceIndices[file] {
            entry.writeKey(PackEntryField.source, .varint)
            entry.writeVarint(UInt64(index))
          }
        }
        offset += payload.count
      }
      writer.writeKey(PackField.prototypes, .lengthDelimited)
      writer.writeVarint(UInt64(offset))
      for payload in payloads { writer.writeRawBytes(payload) }
    }
    var counter = ArchiveWriter.counting()
    write(&counter)
    var writer = ArchiveWriter.writing(capacity: counter.count)
    write(&writer)
    return try archive(kind: .pack, payload: writer.bytes)
  }
}
