import Foundation
import Testing
import _ProtocellTestSupport

/// Where subcommands write: never over one of their inputs, and `-` for standard input or
/// output wherever a file is read or written.
@Suite(.serialized)
struct OutputPathCommandTests {
  /// A `.xib` of one cell, `Cell`, with one label (Xcode 13's).
  static let document = MeasureIdeographTests.document(toolsVersion: "22154")

  /// Standard input that `bytes` fill.
  static func input(_ bytes: [UInt8]) -> @Sendable (Int32) -> Void {
    { descriptor in
      _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
  }

  /// Standard input that `text` fills.
  static func input(_ text: String) -> @Sendable (Int32) -> Void { input(Array(text.utf8)) }

  /// `-o` naming an input is refused with exit 2, and the input is left as it was: convert's
  /// document (by its name or another spelling of it), compile's and generate-swift's template.
  @Test func anOutputThatIsAnInputIsRefused() throws {
    try TemporaryFolder.with(prefix: "protocell-output-input") { folder in
      try Self.document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      for output in ["Cell.xib", "./Cell.xib"] {
        let converted = try CommandRunner.run(["convert", "Cell.xib", "-o", output], in: folder)
        #expect(converted.status == 2)
        let spelled = output == "Cell.xib" ? "" : " (that is 'Cell.xib')"
        #expect(
          converted.standardError
            == "error: -o names '\(output)'\(spelled), one of the inputs: writing it would "
            + "replace the document; choose another path\n")
      }
      let other = try CommandRunner.run(["convert", "Cell.xib", "-o", "Other.xib"], in: folder)
      #expect(other.status == 2)
      #expect(other.standardError.contains("convert writes a template"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/Other.xib"))
      let compiled = try CommandRunner.run(["compile", "Cell.xib", "-o", "Cell.xib"], in: folder)
      #expect(compiled.status == 2)
      #expect(
        compiled.standardError.hasSuffix(
          "would replace a document with the pack; choose another path\n"))
      let generated = try CommandRunner.run(
        ["generate-swift", ".", "-o", "Cell.xib"], in: folder)
      #expect(generated.status == 2)
      #expect(try String(contentsOfFile: folder + "/Cell.xib", encoding: .utf8) == Self.document)
    }
  }

  /// `-o -` writes the pack or the Swift to standard output (the summary on standard error),
  /// `inspect -` and `convert -` read standard input, and no file named "-" is made.
  @Test func aDashIsStandardInputOrOutput() throws {
    try TemporaryFolder.with(prefix: "protocell-dash") { folder in
      try Self.document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let compiled = try CommandRunner.run(["compile", "Cell.xib", "-o", "-"], in: folder)
      #expect(compiled.status == 0)
      #expect(compiled.standardOutput.hasPrefix("PCPK"))
      #expect(
        compiled.standardError.hasPrefix("Compiled 1 prototype from 1 file into standard output ("))
      let filed = try CommandRunner.run(["compile", "Cell.xib", "-o", "Cell.pcpack"], in: folder)
      #expect(filed.status == 0)
      let pack = try #require(FileManager.default.contents(atPath: folder + "/Cell.pcpack"))
      let inspected = try CommandRunner.run(
        ["inspect", "-"], in: folder, standardInput: Self.input([UInt8](pack)))
      #expect(inspected.status == 0)
      #expect(inspected.standardOutput.hasPrefix("<stdin>: Protocell pack, format 1.15, "))
      let swift = try CommandRunner.run(["generate-swift", "Cell.xib", "-o", "-"], in: folder)
      #expect(swift.status == 0)
      #expect(swift.standardOutput.contains("  case cell = \"Cell\""))
      let converted = try CommandRunner.run(
        ["convert", "-"], in: folder, standardInput: Self.input(Self.document))
      #expect(converted.status == 0)
      #expect(
        converted.standardOutput.contains("<!-- Converted from <stdin> by protocell convert -->"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/-"))
      // A cell without a reuse identifier is keyed `stdin-` and its object id, as `measure -`
      // keys it, not `<stdin>-` (a newcomer's review: --id refused convert's key).
      let unnamed = Self.document.replacing(#"reuseIdentifier="Cell" "#, with: "")
      let keys = try [["convert", "-"], ["measure", "-"]].map { arguments in
        try CommandRunner.run(arguments, in: folder, standardInput: Self.input(unnamed))
          .standardOutput
      }
      #expect(keys[0].contains(#"<cell reuseIdentifier="stdin-c1""#))
      #expect(keys[1].contains("\tstdin-c1\t"))
    }
  }

  /// `preview --data -` reads rows from standard input: a JSON array, or JSON Lines.
  @Test func previewReadsRowsFromStandardInput() throws {
    try TemporaryFolder.with(prefix: "protocell-preview-stdin") { folder in
      for rows in ["[{\"author\": \"Ada\"}]", "{\"author\": \"Ada\"}\n{}\n"] {
        let result = try CommandRunner.run(
          [
            "preview", CommandRunner.packageRoot + "/Templates", "--id", "TextPost", "--data", "-",
            "-o", "rows.html",
          ], in: folder, standardInput: Self.input(rows))
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Wrote "))
      }
      let broken = try CommandRunner.run(
        [
          "preview", CommandRunner.packageRoot + "/Templates", "--id", "TextPost", "--data", "-",
          "-o", "broken.html",
        ], in: folder, standardInput: Self.input("[{\"author\":"))
      // As `measure` reads it: the row cut short at column 12, then the array left open there.
      #expect(broken.status == 2)
      #expect(
        broken.standardError.hasPrefix(
          "error: <stdin>:1:12: row 1: the row ends where a value should be\n"
            + "error: <stdin>:1:12: the array is not closed with ']'"))
    }
  }

  /// `preview -` reads the templates from standard input for a gallery too, as its help says:
  /// the bundled feed's three prototypes are drawn, and a template's errors are located in
  /// `<stdin>`, never in the temporary copy it was read from.
  @Test func previewReadsTemplatesFromStandardInput() throws {
    try TemporaryFolder.with(prefix: "protocell-preview-templates-stdin") { folder in
      let feed = try String(
        contentsOfFile: CommandRunner.packageRoot + "/Templates/Feed.xml", encoding: .utf8)
      let drawn = try CommandRunner.run(
        ["preview", "-", "--all", "-o", "feed.html"], in: folder, standardInput: Self.input(feed))
      #expect(drawn.status == 0)
      #expect(drawn.standardOutput == "Wrote 3 cells to feed.html.\n")
      let page = try String(contentsOfFile: folder + "/feed.html", encoding: .utf8)
      #expect(!page.contains("protocell-stdin"))
      let broken = try CommandRunner.run(
        ["preview", "-", "--all", "-o", "broken.html"], in: folder,
        standardInput: Self.input(
          "<templates><cell reuseIdentifier=\"A\"><label id=\"x\"/></cell></templates>"))
      #expect(broken.status == 1)
      #expect(broken.standardError.hasPrefix("<stdin>:1:12: error: the height of cell 'A'"))
      #expect(!broken.standardError.contains("protocell-stdin"))
    }
  }

  /// `validate -` names standard input `<stdin>` in every report format, never the temporary
  /// copy it was read from: SARIF encodes it as a relative URI, JUnit escapes it, GitHub's
  /// annotations name it as it is.
  @Test func reportsNameStandardInputAsStdin() throws {
    try TemporaryFolder.with(prefix: "protocell-validate-stdin") { folder in
      let template = "<templates><cell reuseIdentifier=\"A\"><label id=\"x\"/></cell></templates>"
      let expected = [
        ("sarif", "\"uri\" : \"%3Cstdin%3E\""),
        ("junit", "<testcase name=\"&lt;stdin&gt;\""),
        ("github", "::error file=<stdin>,line=1,col=12,title=undetermined-height::"),
        ("checkstyle", "<file name=\"&lt;stdin&gt;\">"),
      ]
      for (format, expectation) in expected {
        let result = try CommandRunner.run(
          ["validate", "-", "--format", format], in: folder, standardInput: Self.input(template))
        #expect(result.status == 1)
        #expect(result.standardOutput.contains(expectation), "\(format)")
        #expect(!result.standardOutput.contains("protocell-stdin"), "\(format)")
      }
    }
  }

  /// generate-swift refuses names Swift would declare twice, and paths with no prototype, and
  /// writes nothing.
  @Test func generateSwiftRefusesWhatWouldNotCompile() throws {
    try TemporaryFolder.with(prefix: "protocell-generate-names") { folder in
      let templates = """
        <templates version="1">
          <cell reuseIdentifier="Cell">
            <label id="a" bind="user.name"/>
            <label id="b" bind="user name"/>
            <constraints>
              <constraint>a.top == margins.top</constraint>
              <constraint>b.top == a.bottom</constraint>
              <constraint>b.bottom == margins.bottom</constraint>
            </constraints>
          </cell>
          <cell reuseIdentifier="cell">
            <label id="a"/>
            <constraints>
              <constraint>a.top == margins.top</constraint>
              <constraint>a.bottom == margins.bottom</constraint>
            </constraints>
          </cell>
        </templates>
        """
      try templates.write(toFile: folder + "/Names.xml", atomically: false, encoding: .utf8)
      let named = try CommandRunner.run(
        ["generate-swift", "Names.xml", "-o", "Rows.swift"], in: folder)
      #expect(named.status == 1)
      #expect(
        named.standardError
          == "error: the reuse identifiers 'Cell' and 'cell' both become the case 'cell' in "
          + "Swift; rename one\n"
          + "error: the keys 'user.name' and 'user name' of 'Cell' both become the property "
          + "'userName' of 'CellRow'; rename one\n"
          + "error: not generated: the Swift would not compile\n")
      try FileManager.default.createDirectory(
        atPath: folder + "/Empty", withIntermediateDirectories: true)
      let empty = try CommandRunner.run(
        ["generate-swift", "Empty", "-o", "Rows.swift"], in: folder)
      #expect(empty.status == 2)
      #expect(
        empty.standardError.contains("error: nothing to generate: no prototype under 'Empty'"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/Rows.swift"))
    }
  }

  /// `snapshot record` of the bundled Feed.xml to `output`, run in `folder`.
  static func recordFeed(to output: String, in folder: String) throws -> CommandRunner.Output {
    try CommandRunner.run(
      ["snapshot", "record", CommandRunner.packageRoot + "/Templates/Feed.xml", "-o", output],
      in: folder)
  }

  /// `snapshot record -o` naming a file says so, with exit 2, and leaves the file alone.
  @Test func snapshotsGoInAFolder() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-file") { folder in
      try "svg".write(toFile: folder + "/x.svg", atomically: false, encoding: .utf8)
      let result = try Self.recordFeed(to: "x.svg", in: folder)
      #expect(result.status == 2)
      #expect(
        result.standardError
          == "error: 'x.svg' is a file: -o names the folder the snapshots go in; choose another "
          + "-o\n")
      #expect(try String(contentsOfFile: folder + "/x.svg", encoding: .utf8) == "svg")
    }
  }

  /// A file where a prototype's snapshots need a folder is named, and nothing is created: the
  /// other prototypes' folders are not left behind empty (they were, with Foundation's "A file
  /// with the same name already exists.; choose another -o": the fresh17 review).
  @Test func aFileInTheWayOfASnapshotFolderLeavesNothingBehind() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-file") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/snaps", withIntermediateDirectories: false)
      try "".write(toFile: folder + "/snaps/TextPost", atomically: false, encoding: .utf8)
      let result = try Self.recordFeed(to: "snaps", in: folder)
      #expect(result.status == 2)
      #expect(
        result.standardError
          == "error: 'snaps/TextPost' is a file, where the snapshots need a folder of that "
          + "name: move it, or choose another -o\n")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder + "/snaps") == ["TextPost"])
      // Under a file, -o itself cannot be a folder.
      let under = try Self.recordFeed(to: "snaps/TextPost/deeper", in: folder)
      #expect(under.status == 2)
      #expect(
        under.standardError
          == "error: 'snaps/TextPost' is a file, where -o needs a folder: choose another -o\n")
    }
  }

  /// A template over the size limit is one error, with how to raise the limit (the next power
  /// of two above its size: 64 for 63 bytes), not also "nothing to check".
  @Test func aFileOverTheLimitIsOneError() throws {
    try TemporaryFolder.with(prefix: "protocell-too-large") { folder in
      let template = #"<templates version="1"><!-- padding to 63 bytes --></templates>"#
      try template.write(toFile: folder + "/a.xml", atomically: false, encoding: .utf8)
      try #"{"limits": {"maximumFileSize": 20}}"#.write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let result = try CommandRunner.run(["validate", "a.xml"], in: folder)
      #expect(result.status == 1)
      #expect(
        result.standardOutput
          == "error: 'a.xml' is \(template.utf8.count) bytes; the limit is 20 [file-too-large]\n"
          + "      = fix-it: split the templates over several files, or raise the limit in the "
          + "project's .protocell.json: \"limits\": {\"maximumFileSize\": 64}\n"
          + "Checked 0 files (0 prototypes): 1 error.\n")
      // An Interface Builder document is not split into templates: the document is.
      try template.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let document = try CommandRunner.run(["validate", "Cell.xib"], in: folder)
      #expect(
        document.standardOutput
          == "error: 'Cell.xib' is \(template.utf8.count) bytes; the limit is 20 [file-too-large]\n"
          + "      = fix-it: split the document, or raise the limit in the project's "
          + ".protocell.json: \"limits\": {\"maximumFileSize\": 64}\n"
          + "Checked 0 files (0 prototypes): 1 error.\n")
    }
  }

  /// `snapshot verify` with an `-o` that does not exist says so once, exit 2, rather than
  /// calling every snapshot missing.
  @Test func verifyingAgainstNoFolderIsOneError() throws {
    try TemporaryFolder.with(prefix: "protocell-verify-none") { folder in
      let result = try CommandRunner.run(
        ["snapshot", "verify", CommandRunner.packageRoot + "/Templates/Feed.xml", "-o", "Snaps"],
        in: folder)
      #expect(result.status == 2)
      #expect(result.standardOutput.isEmpty)
      #expect(
        result.standardError
          == "error: 'Snaps' does not exist, so no snapshot was recorded there: check -o, or "
          + "record them first with 'protocell snapshot record' and the same paths and -o\n")
    }
  }
}
