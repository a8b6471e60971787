import Foundation
import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellArchive

struct PrototypeRegistryTests {
  @Test func dequeuedCellIsThePrototypeWithoutLocations() throws {
    let registry = PrototypeRegistry()
    let post = SamplePrototypes.post()
    try registry.register(post)
    let cell = try registry.dequeueCell(forReuseIdentifier: "text-post")
    #expect(cell.model == post.strippingSourceLocations())
    #expect(cell.reuseIdentifier == "text-post")
    #expect(try registry.prototype(forReuseIdentifier: "text-post") == post)
  }

  @Test func cellsAreIndependentOfThePrototypeAndOfEachOther() throws {
    let registry = PrototypeRegistry()
    try registry.register(SamplePrototypes.post())
    let first = try registry.dequeueCell(forReuseIdentifier: "text-post")
    let second = try registry.dequeueCell(forReuseIdentifier: "text-post")
    try first.label("name").text = "Ada"
    try first.image("avatar").imageSize = Size(width: 1, height: 2)
    try first.view("column").isHidden = true

    #expect(try first.label("name").text == "Ada")
    #expect(try second.label("name").text == "Name")
    #expect(try second.image("avatar").imageSize == Size(width: 40, height: 40))
    #expect(try !second.view("column").isHidden)
    #expect(try registry.prototype(forReuseIdentifier: "text-post") == SamplePrototypes.post())
    let third = try registry.dequeueCell(forReuseIdentifier: "text-post")
    #expect(third.model == SamplePrototypes.post().strippingSourceLocations())
  }

  @Test func duplicateIdentifierNamesBothSources() throws {
    let registry = PrototypeRegistry()
    try registry.register(SamplePrototypes.post(file: "feed.xml"))
    let again = SamplePrototypes.post(file: "other.xml")
    #expect(
      throws: RegistryError.duplicateReuseIdentifier(
        "text-post",
        existing: .template(SourceLocation(file: "feed.xml", line: 2, column: 3)),
        new: .template(SourceLocation(file: "other.xml", line: 2, column: 3)))
    ) { try registry.register(again) }
    let error = RegistryError.duplicateReuseIdentifier(
      "text-post", existing: .template(SourceLocation(file: "feed.xml", line: 2, column: 3)),
      new: .code)
    #expect(
      error.description
        == "reuse identifier 'text-post' is registered twice: first from feed.xml:2:3, again from code;"
        + " pass 'replacing: true' to replace it")
    // The same file registered by two calls is one place, said once (a library user's review:
    // "first from feed.xml:2:3, again from feed.xml:2:3").
    #expect(throws: RegistryError.self) {
      try registry.register(SamplePrototypes.post(file: "feed.xml"))
    }
    let same = SourceLocation(file: "feed.xml", line: 2, column: 3)
    #expect(
      RegistryError.duplicateReuseIdentifier(
        "text-post", existing: .template(same), new: .template(same)
      )
      .description
        == "reuse identifier 'text-post' from feed.xml:2:3 is already registered (an earlier "
        + "registration took the same file); pass 'replacing: true' to replace it")
  }

  /// An identifier several cells share is no key of its own: the error names their keys (a
  /// library user's review: it listed the nearest other identifiers, and not 'Cell@tb1').
  @Test func aSharedIdentifierNamesItsCellsKeys() {
    let known = ["fancyCell", "Cell@tb2", "Cell@tb1", "Cells"]
    #expect(
      RegistryError.unknownReuseIdentifier("Cell", known: known).description
        == "no prototype is keyed 'Cell' alone: it is the reuse identifier of 2 cells, keyed "
        + "with each one's table, document or own object id after '@': name one of 'Cell@tb1', "
        + "'Cell@tb2'")
    #expect(
      RegistryError.unknownReuseIdentifier("Cel", known: known).description
        == "no prototype has reuse identifier 'Cel'; registered: 'fancyCell', 'Cell@tb2', "
        + "'Cell@tb1', 'Cells'")
  }

  @Test func replacingSwapsThePrototype() throws {
    let registry = PrototypeRegistry()
    try registry.register(SamplePrototypes.post())
    try registry.register(CellPrototype(reuseIdentifier: "text-post", width: 320), replacing: true)
    #expect(try registry.dequeueCell(forReuseIdentifier: "text-post").model.width == 320)
    #expect(registry.source(forReuseIdentifier: "text-post") == .code)
  }

  @Test func aClashingBatchRegistersNothing() throws {
    let registry = PrototypeRegistry()
    try registry.register(CellPrototype(reuseIdentifier: "b"))
    let file = TemplateFile(
      path: "x.xml",
      cells: [CellPrototype(reuseIdentifier: "a"), CellPrototype(reuseIdentifier: "b")])
    #expect(throws: RegistryError.self) { try registry.register(file) }
    #expect(registry.reuseIdentifiers == ["b"])
  }

  @Test func duplicateWithinOneFileIsAnError() {
    let registry = PrototypeRegistry()
    let file = TemplateFile(
      path: "x.xml",
      cells: [CellPrototype(reuseIdentifier: "a"), CellPrototype(reuseIdentifier: "a")])
    #expect(throws: RegistryError.duplicateReuseIdentifier("a", existing: .code, new: .code)) {
      try registry.register(file)
    }
  }

  @Test func unknownIdentifierListsTheKnownOnesNearestFirst() throws {
    let registry = PrototypeRegistry()
    for identifier in ["header", "photo-post", "text-post", "ad"] {
      try registry.register(CellPrototype(reuseIdentifier: identifier))
    }
    #expect(
      throws: RegistryError.unknownReuseIdentifier(
        "text-pots", known: ["text-post", "photo-post", "header", "ad"])
    ) { try registry.dequeueCell(forReuseIdentifier: "text-pots") }
    #expect(
      RegistryError.unknownReuseIdentifier("x", known: ["a", "b"]).description
        == "no prototype has reuse identifier 'x'; registered: 'a', 'b'")
  }

  @Test func packPrototypesDecodeOnFirstUse() throws {
    let templates = [SamplePrototypes.post(), SamplePrototypes.post(reuseIdentifier: "photo-post")]
    let pack = try PrototypePack(bytes: ArchiveEncoder().encodePack(templates))
    let registry = PrototypeRegistry()
    try registry.register(pack, path: "Feed.pcpack")
    #expect(registry.reuseIdentifiers == ["photo-post", "text-post"])
    #expect(
      registry.source(forReuseIdentifier: "photo-post")
        == .pack(path: "Feed.pcpack", compiledFrom: "Templates/feed.xml"))
    #expect(try registry.prototype(forReuseIdentifier: "photo-post") == templates[1])
    #expect(
      try registry.dequeueCell(forReuseIdentifier: "text-post").model
        == templates[0].strippingSourceLocations())
  }

  @Test func packFileRegistersFromDisk() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("registry-\(UUID().uuidString).pcpack").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bytes = try ArchiveEncoder().encodePack([SamplePrototypes.post()])
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let registry = PrototypeRegistry()
    try registry.registerPack(atPath: path)
    #expect(registry.reuseIdentifiers == ["text-post"])
  }

  @Test func missingPackFileIsUnreadable() {
    let registry = PrototypeRegistry()
    #expect {
      try registry.registerPack(atPath: "/nonexistent/feed.pcpack")
    } throws: { error in
      guard case .unreadableFile(let path, _) = error as? RegistryError else { return false }
      return path == "/nonexistent/feed.pcpack"
    }
  }

  @Test func corruptPackPrototypeFailsWhenDequeued() throws {
    // A valid index whose prototype bytes name an undefined separator style.
    var bytes = try ArchiveEncoder().encodePack([CellPrototype(reuseIdentifier: "a")])
    let separatorKey = try #require(bytes.lastIndex(of: 0x30))
    bytes[separatorKey + 1] = 9
    let payload = Array(bytes[16...])
    let checksum = CRC32.checksum(payload)
    withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(12..<16, with: $0) }
    let registry = PrototypeRegistry()
    try registry.register(PrototypePack(bytes: bytes))
    #expect {
      try registry.dequeueCell(forReuseIdentifier: "a")
    } throws: { error in
      guard case .malformedArchive(let archiveError, _) = error as? RegistryError else {
        return false
      }
      return archiveError.reason == .invalidEnumerationValue(type: "SeparatorStyle", value: 9)
    }
  }

  @Test func concurrentDequeuesGiveIndependentCells() async throws {
    let registry = PrototypeRegistry()
    try registry.register(SamplePrototypes.post())
    let expected = SamplePrototypes.post().strippingSourceLocations()
    let results = try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<32 {
        group.addTask {
          var allGood = true
          for index in 0..<50 {
            let cell = try registry.dequeueCell(forReuseIdentifier: "text-post")
            allGood = allGood && cell.model == expected
            try cell.label("name").text = "task \(task) cell \(index)"
            let text = try cell.label("name").text
            allGood = allGood && text == "task \(task) cell \(index)"
          }
          return allGood
        }
      }
      return try await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results == Array(repeating: true, count: 32))
    #expect(try registry.prototype(forReuseIdentifier: "text-post") == SamplePrototypes.post())
  }
}
