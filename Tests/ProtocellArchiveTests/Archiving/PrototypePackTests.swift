import ProtocellArchive
import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellArchive

struct PrototypePackTests {
  private func templates(count: Int, seed: UInt64 = 1) -> [CellPrototype] {
    var random = RandomPrototypes(seed: seed)
    return (0..<count).map { index in
      var template = random.cell()
      template.reuseIdentifier = "cell-\(index)"
      return template
    }
  }

  @Test func packIndexesEveryPrototypeAndDecodesEachLazily() throws {
    let templates = templates(count: 25)
    let pack = try PrototypePack(bytes: ArchiveEncoder().encodePack(templates))
    #expect(pack.header.kind == .pack)
    #expect(pack.entries.map(\.reuseIdentifier) == templates.map(\.reuseIdentifier))
    for template in templates {
      let entry = try #require(pack.entry(forReuseIdentifier: template.reuseIdentifier))
      #expect(entry.viewCount == template.allViews.count)
      #expect(entry.constraintCount == template.constraints.count)
      #expect(entry.source == template.location?.file)
      #expect(try pack.prototype(for: entry) == template)
    }
    #expect(pack.entry(forReuseIdentifier: "missing") == nil)
  }

  @Test func emptyPackHasNoEntries() throws {
    let pack = try PrototypePack(bytes: ArchiveEncoder().encodePack([]))
    #expect(pack.entries.isEmpty)
    #expect(pack.byteCount == 16 + 2)
  }

  @Test func encodingRefusesDuplicateIdentifiers() {
    let template = CellPrototype(reuseIdentifier: "twice")
    #expect(throws: ArchiveEncodingError.duplicateReuseIdentifier("twice")) {
      try ArchiveEncoder().encodePack([template, template])
    }
  }

  @Test func prototypeArchiveIsNotAPack() throws {
    let bytes = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "a"))
    #expect(throws: ArchiveDecodingError(.wrongKind(expected: .pack, found: .prototype), at: 0)) {
      try PrototypePack(bytes: bytes)
    }
  }

  // MARK: - Corrupt indexes

  /// A pack around a hand-written index and prototype bytes.
  private func pack(
    entries: [(String, offset: UInt64, length: UInt64)], prototypes: [UInt8]
  ) throws -> [UInt8] {
    var writer = ArchiveWriter.writing(capacity: 0)
    for entry in entries {
      writer.writeMessage(PackField.entries) { message in
        message.writeString(PackEntryField.reuseIdentifier, entry.0)
        message.writeUnsigned(PackEntryField.offset, entry.offset)
        message.writeUnsigned(PackEntryField.length, entry.length)
      }
    }
    writer.writeKey(PackField.prototypes, .lengthDelimited)
    writer.writeVarint(UInt64(prototypes.count))
    writer.writeRawBytes(prototypes)
    return try ArchiveEncoder().archive(kind: .pack, payload: writer.bytes)
  }

  @Test func entryPastThePrototypesIsOutOfBounds() throws {
    let bytes = try pack(entries: [("a", 0, 2), ("b", 1, UInt64.max)], prototypes: [0x12, 0x00])
    // The first entry takes 7 bytes: key, length, "a" (3), length (2); a zero offset is omitted.
    #expect(throws: ArchiveDecodingError(.entryOutOfBounds(reuseIdentifier: "b"), at: 16 + 7)) {
      try PrototypePack(bytes: bytes)
    }
  }

  @Test func duplicateIndexEntryIsRejected() throws {
    let bytes = try pack(entries: [("a", 0, 0), ("a", 0, 0)], prototypes: [])
    // Entries with zero offset and length take 5 bytes: key, length, "a" (3).
    #expect(throws: ArchiveDecodingError(.duplicateReuseIdentifier("a"), at: 16 + 5)) {
      try PrototypePack(bytes: bytes)
    }
  }

  @Test func tooManyEntriesHitTheLimit() throws {
    let bytes = try pack(entries: [("a", 0, 0), ("b", 0, 0), ("c", 0, 0)], prototypes: [])
    var options = ArchiveDecodingOptions()
    options.maximumPrototypesPerPack = 2
    #expect(throws: ArchiveDecodingError(.limitExceeded(.prototypesPerPack, limit: 2), at: 16 + 10))
    {
      try PrototypePack(bytes: bytes, options: options)
    }
  }

  @Test func entryPointingAtAnotherPrototypeIsAMismatch() throws {
    // The prototype bytes hold a cell named "b": string table ["b"], identifier index 0.
    let bytes = try pack(
      entries: [("a", 0, 7)], prototypes: [0x0A, 0x03, 0x0A, 0x01, 0x62, 0x10, 0x00])
    let pack = try PrototypePack(bytes: bytes)
    let entry = try #require(pack.entries.first)
    #expect(
      throws: ArchiveDecodingError(
        .entryMismatch(indexed: "a", archived: "b"), at: entry.byteRange.lowerBound)
    ) {
      try pack.prototype(for: entry)
    }
  }

  @Test func malformedPrototypeInsideAPackReportsItsOffsetInThePack() throws {
    let bytes = try pack(entries: [("a", 0, 2)], prototypes: [0x30, 0x09])
    let pack = try PrototypePack(bytes: bytes)
    let entry = try #require(pack.entries.first)
    #expect(
      throws: ArchiveDecodingError(
        .invalidEnumerationValue(type: "SeparatorStyle", value: 9), at: entry.byteRange.lowerBound)
    ) {
      try pack.prototype(for: entry)
    }
  }
}

/// Where a pack's prototypes came from.
struct PrototypePackSourceTests {
  @Test func sourcesAreStoredOncePerFile() throws {
    let templates = [
      SamplePrototypes.post(reuseIdentifier: "a", file: "x.xml"),
      SamplePrototypes.post(reuseIdentifier: "b", file: "y.xml"),
      SamplePrototypes.post(reuseIdentifier: "c", file: "x.xml"),
    ]
    let pack = try PrototypePack(bytes: ArchiveEncoder().encodePack(templates))
    #expect(pack.entries.map(\.source) == ["x.xml", "y.xml", "x.xml"])
    let stripped = try PrototypePack(
      bytes: ArchiveEncoder(includesSourceLocations: false).encodePack(templates))
    #expect(stripped.entries.map(\.source) == [nil, nil, nil])
  }

  @Test func sourceIndexPastTheTableIsRejected() throws {
    var writer = ArchiveWriter.writing(capacity: 0)
    writer.writeOptionalString(PackField.sources, "x.xml")
    writer.writeMessage(PackField.entries) { entry in
      entry.writeString(PackEntryField.reuseIdentifier, "a")
      entry.writeUnsigned(PackEntryField.source, 1)
    }
    let bytes = try ArchiveEncoder().archive(kind: .pack, payload: writer.bytes)
    // Sources field 7 bytes, entry key and length, identifier 3 bytes: the source key at 28.
    #expect(throws: ArchiveDecodingError(.invalidStringIndex(1, count: 1), at: 16 + 7 + 2 + 3)) {
      try PrototypePack(bytes: bytes)
    }
  }
}
