import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

@Suite(.serialized)
struct InspectCommandTests {
  private func withPack(_ templates: [CellPrototype], _ body: (String) throws -> Void) throws {
    try TemporaryFolder.with(prefix: "protocell-inspect") { folder in
      let path = folder + "/pack.pcpack"
      try AtomicFileWriter.write(ArchiveEncoder().encodePack(templates), toPath: path)
      try body(path)
    }
  }

  private let templates = [
    SamplePrototypes.post(), SamplePrototypes.post(reuseIdentifier: "photo-post", file: "b.xml"),
  ]

  @Test func listsIdentifiersCountsSizesAndSources() throws {
    try withPack(templates) { path in
      let pack = try PrototypePack(
        bytes: Array(try #require(FileManager.default.contents(atPath: path))))
      let sizes = pack.entries.map(\.byteCount)
      let checksum = String(pack.header.checksum, radix: 16, uppercase: true)
      let output = try CommandRunner.run(["inspect", path])
      #expect(output.status == 0)
      #expect(
        output.standardOutput == """
          \(path): Protocell pack, format 1.15, \(pack.byteCount) bytes, 2 prototypes, CRC-32 0x\(String(repeating: "0", count: 8 - checksum.count))\(checksum)
          REUSE IDENTIFIER  VIEWS  CONSTRAINTS  BYTES  SOURCE
          text-post             5            3    \(sizes[0])  Templates/feed.xml
          photo-post            5            3    \(sizes[1])  b.xml

          """)
    }
  }

  @Test func jsonListsTheSameFacts() throws {
    try withPack([SamplePrototypes.post()]) { path in
      let output = try CommandRunner.run(["inspect", path, "--format", "json"])
      #expect(output.status == 0)
      let json =
        try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
      let prototypes = json?["prototypes"] as? [[String: Any]]
      #expect(json?["formatVersion"] as? String == "1.15")
      #expect(json?["kind"] as? String == "pack")
      #expect(prototypes?.first?["reuseIdentifier"] as? String == "text-post")
      #expect(prototypes?.first?["views"] as? Int == 5)
    }
  }

  @Test func corruptPackIsReportedWithItsOffset() throws {
    try withPack([SamplePrototypes.post()]) { path in
      var bytes = Array(try #require(FileManager.default.contents(atPath: path)))
      bytes[4] = 9
      try AtomicFileWriter.write(bytes, toPath: path)
      let output = try CommandRunner.run(["inspect", path])
      #expect(output.status == 1)
      #expect(
        output.standardError
          == "error: \(path): archive byte 4: format version 9.x is not supported (this build reads 1.x); recompile the templates with this version of protocell\n"
      )
    }
  }

  /// An empty file is said to be one, with how a pack is made, not as a truncated header.
  @Test func anEmptyFileIsNoPack() throws {
    try withPack([SamplePrototypes.post()]) { path in
      try AtomicFileWriter.write([], toPath: path)
      let output = try CommandRunner.run(["inspect", path])
      #expect(output.status == 1)
      #expect(
        output.standardError
          == "error: \(path) is empty, not a pack: 'protocell compile TEMPLATES -o FILE.pcpack' "
          + "writes one\n")
    }
  }

  @Test func missingFileIsAReadFailure() throws {
    let output = try CommandRunner.run(["inspect", "/nonexistent.pcpack"])
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: cannot read '/nonexistent.pcpack': no such file or directory\n")
  }

  /// An Interface Builder document or a template file given to `inspect` is named for what it
  /// is, with the commands that read it.
  @Test func anXMLDocumentIsToldToBeValidatedOrCompiled() throws {
    try TemporaryFolder.with(prefix: "protocell-inspect") { folder in
      let path = folder + "/Cell.xib"
      try Data("<?xml version=\"1.0\"?>\n<document/>\n".utf8).write(to: URL(fileURLWithPath: path))
      let output = try CommandRunner.run(["inspect", path])
      #expect(output.status == 1)
      #expect(
        output.standardError == """
          error: \(path): archive byte 0: not a Protocell archive (magic 0x3C 0x3F 0x78 0x6D)
                = fix-it: this is an XML document, not a compiled pack: check it with \
          protocell validate \(path), or compile it with protocell compile \(path) -o app.pcpack \
          and inspect that

          """)
    }
  }
}
