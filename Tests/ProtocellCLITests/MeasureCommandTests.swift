import Foundation
import Testing
import _ProtocellTestSupport

@Suite(.serialized)
struct MeasureCommandTests {
  /// A template whose heights follow from DejaVu Sans 10 pt: one line is 12 points tall at scale 2.
  static let template = """
    <templates><cell reuseIdentifier="Row" width="200" separator="singleLine">
      <label id="text" fontFamily="DejaVu Sans" fontSize="10" numberOfLines="0" bind="text"/>
      <constraints>
        <constraint>text.leading == margins.leading</constraint>
        <constraint>text.trailing == margins.trailing</constraint>
        <constraint>text.top == margins.top</constraint>
        <constraint>text.bottom == margins.bottom</constraint>
      </constraints>
    </cell></templates>
    """

  /// Runs `body` in a temporary folder holding ``template`` as `t.xml` and `rows` as
  /// `rows.jsonl`.
  private static func withTemplate(rows: String, _ body: (String) throws -> Void) throws {
    try TemporaryFolder.with(prefix: "protocell-measure") { folder in
      try template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try rows.write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      try body(folder)
    }
  }

  @Test func streamsJSONLinesAndReportsBadRows() throws {
    try Self.withTemplate(rows: "{\"text\":\"one line\"}\n\n{\"text\":[1]}\n{\"text\":\"\"}\n") {
      folder in
      let output = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", "rows.jsonl", "--format", "csv"], in: folder)
      #expect(output.status == 1)
      let lines = output.standardOutput.split(separator: "\n")
      #expect(lines.first == "row,prototype,height")
      // Rows are numbered by line, from 1; the blank line 2 is no row. The bad value is placed
      // where it starts, after `{"text":`.
      #expect(lines.dropFirst() == ["1,Row,28", "4,Row,16"])
      #expect(
        output.standardError == """
          error: rows.jsonl:3:9: row 3: row key 'text' (bound to 'text') holds an array where a \
          string or a number is needed
          error: 1 of 3 rows failed

          """)
    }
  }

  /// Rows without --id or --id-key fill the templates' one prototype when they hold one; with
  /// several, the command asks which, counting them.
  @Test func rowsFillTheOnlyPrototypeWithoutAnID() throws {
    try Self.withTemplate(rows: "{\"text\":\"one line\"}\n") { folder in
      let one = try CommandRunner.run(
        ["measure", "t.xml", "--data", "rows.jsonl", "--format", "csv"], in: folder)
      #expect(one.status == 0)
      // The same row as with --id Row: 28 points (see above).
      #expect(one.standardOutput == "row,prototype,height\n1,Row,28\n")
      try Self.template.replacingOccurrences(of: "</templates>", with: "")
        .appending(#"<cell reuseIdentifier="Other"><label id="l" text="x"/></cell></templates>"#)
        .write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let two = try CommandRunner.run(["measure", "t.xml", "--data", "rows.jsonl"], in: folder)
      #expect(two.status == 2)
      #expect(
        two.standardError.hasSuffix(
          "error: with --data, name the prototype with --id, or each row's with --id-key: the "
            + "inputs hold 2 prototypes ('Row', 'Other')\n"))
    }
  }

  /// A zero fitting height is reported with the row that had it.
  ///
  /// A label pinned to the content view's edges, not its margins: an empty text leaves a fitting
  /// height of zero, and UITableView then uses its default row height, 44, after logging
  /// "constraints ambiguously suggest a height of zero": the content view, whose height
  /// `measure` prints, is 43.5 of it over the separator's pixel at scale 2. The table and JSON
  /// say so for that row alone; a one-line row is DejaVu Sans 10 pt's 12 points.
  @Test func aZeroFittingHeightIsReportedWithTheRowThatHadIt() throws {
    try TemporaryFolder.with(prefix: "protocell-measure") { folder in
      let edges = Self.template.replacingOccurrences(of: "margins.", with: "superview.")
        .replacingOccurrences(of: " separator=\"singleLine\"", with: "")
      try edges.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "{\"text\":\"x\"}\n{\"text\":\"\"}\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let warning =
        "the cell's content view fits at 0 points: nothing in it holds a height for this row (no "
        + "views, empty ones, or no chain of constraints from its top to its bottom); UIKit logs "
        + "that \"constraints ambiguously suggest a height of zero\" and gives the row the "
        + "default row height, 44, its content view that less the separator's pixel"
      let table = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", "rows.jsonl"], in: folder)
      #expect(table.status == 0)
      #expect(
        table.standardOutput
          == "row\tprototype\theight\n1\tRow\t12\n2\tRow\t43.5\n  warning: \(warning)\n")
      let json = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", "rows.jsonl", "--format", "json"], in: folder)
      #expect(
        json.standardOutput == """
          {"row":1,"prototype":"Row","file":"t.xml","width":200,"height":12}
          {"row":2,"prototype":"Row","file":"t.xml","width":200,"height":43.5,"warnings":["\(warning.replacingOccurrences(of: "\"", with: "\\\""))"]}

          """)
    }
  }

  @Test func heightsGrowWithWrappedLinesAndTheSeparator() throws {
    try TemporaryFolder.with(prefix: "protocell-measure") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let long = String(repeating: "word ", count: 60)
      try "[{\"text\":\"x\"},{\"text\":\"\(long)\"}]".write(
        toFile: folder + "/rows.json", atomically: false, encoding: .utf8)
      let plain = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", "rows.json", "--format", "json"], in: folder)
      #expect(plain.status == 0)
      let heights = plain.standardOutput.split(separator: "\n").compactMap { line -> Double? in
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["height"] as? Double
      }
      // DejaVu Sans 10 pt lines are 11.64 tall: one line rounds up to 12 at scale 2, ten wrapped
      // lines (300 characters in 184 points) to 116.5; plus 16 of margins.
      #expect(heights == [28, 132.5])
      let withSeparator = try CommandRunner.run(
        [
          "measure", "t.xml", "--id", "Row", "--data", "rows.json", "--format", "json",
          "--separator",
        ], in: folder)
      let separated = withSeparator.standardOutput.split(separator: "\n").compactMap {
        line -> Double? in
        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["height"]
          as? Double
      }
      #expect(separated == heights.map { $0 + 0.5 })
    }
  }

  @Test func eachRowCanNameItsPrototype() throws {
    let output = try CommandRunner.run([
      "measure", "Templates", "--id-key", "type", "--data", "Examples/Data/feed.json",
    ])
    #expect(output.status == 0)
    let lines = output.standardOutput.split(separator: "\n")
    // Rows may pick any prototype of the folder's three files: the table names each one's.
    #expect(lines.first == "row\tprototype\theight\tfile")
    #expect(Set(lines.dropFirst().map { $0.split(separator: "\t")[3] }) == ["Feed.xml"])
    #expect(
      lines.dropFirst().map { $0.split(separator: "\t")[1] } == [
        "FeedHeader", "TextPost", "PhotoPost", "TextPost", "PhotoPost", "TextPost",
      ])
    let missing = try CommandRunner.run([
      "measure", "Templates", "--id-key", "kind", "--data", "Examples/Data/feed.json",
    ])
    #expect(missing.status == 1)
    #expect(
      missing.standardError.contains(
        "error: Examples/Data/feed.json:2:3: row 1: the row has no string field 'kind' naming its prototype"
      ))
    let both = try CommandRunner.run([
      "measure", "Templates", "--id", "TextPost", "--id-key", "type",
    ])
    #expect(both.status == 2)
  }

  /// A row none of whose members fills a view is said once per prototype.
  ///
  /// A feed's own JSON given to cells whose keys are named otherwise: the warning names both
  /// sets, since every such row is measured as designed. A row that fills a view, or is empty,
  /// passes silently.
  @Test func aRowThatFillsNoViewIsSaidOnce() throws {
    try TemporaryFolder.with(prefix: "protocell-measure-unbound") { folder in
      let rows = folder + "/rows.jsonl"
      try """
      {"type": "TextPost", "id": "p1", "writer": "Ada", "text": "Hello"}
      {"type": "TextPost", "id": "p2", "writer": "Grace", "text": "Hi"}
      {"type": "TextPost"}
      {"type": "TextPost", "author": "Ada"}

      """.write(toFile: rows, atomically: false, encoding: .utf8)
      let said = try CommandRunner.run([
        "measure", "Templates", "--id-key", "type", "--data", rows, "--key", "id",
      ])
      #expect(said.status == 0)
      #expect(
        said.standardError
          == "warning: \(rows): a row fills no view of 'TextPost': its members ('writer', "
          + "'text') are none of the keys its views show ('author', 'body', 'comments', "
          + "'likes', 'timestamp'), so it is measured as designed; name the members as the "
          + "views' keys, or map them in .protocell.json's \"bindings\" (said once)\n")
    }
  }

  /// A row member spelt nearly as a binding (`autor` for TextPost's `author`) is said once, with
  /// the binding's name; a member unlike any (`id`, `mood`) or another word that contains one
  /// (`authorID`) passes silently, as does every member with --quiet.
  @Test func aMisspeltRowMemberIsSaidOnce() throws {
    try TemporaryFolder.with(prefix: "protocell-measure-members") { folder in
      let rows = folder + "/rows.jsonl"
      try """
      {"type": "TextPost", "id": "p1", "autor": "Ada", "authorID": 7, "mood": "calm"}
      {"type": "TextPost", "id": "p2", "autor": "Grace"}

      """.write(toFile: rows, atomically: false, encoding: .utf8)
      let said = try CommandRunner.run([
        "measure", "Templates", "--id-key", "type", "--data", rows, "--key", "id",
      ])
      #expect(said.status == 0)
      #expect(
        said.standardError
          == "warning: \(rows): 'autor' fills no view of 'TextPost'; did you mean 'author'? (said once)\n"
      )
      let quiet = try CommandRunner.run([
        "measure", "Templates", "--id-key", "type", "--data", rows, "--quiet",
      ])
      #expect(quiet.status == 0)
      #expect(quiet.standardError.isEmpty)
    }
  }

  /// Rows that cannot be read are an input failure before any output: no header line.
  @Test func aMissingDataFilePrintsNothingButTheError() throws {
    let output = try CommandRunner.run([
      "measure", "Templates", "--id", "TextPost", "--data", "no-such-rows.jsonl",
    ])
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    #expect(
      output.standardError
        == "error: cannot read 'no-such-rows.jsonl': no such file or directory\n")
  }

  /// A missing data file is the one thing said, before the notes a document's cells would get
  /// (a newcomer's review: "note: scale 2, from the <device> of …" came first).
  @Test func aMissingDataFileComesBeforeTheDocumentsNotes() throws {
    let output = try CommandRunner.run([
      "measure",
      "Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder/SwipeCellKit__SwipeCellKit__Main.storyboard",
      "--id", "MailCell@CnD-MW-SLC", "--data", "no-such-rows.jsonl",
    ])
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    #expect(
      output.standardError
        == "error: cannot read 'no-such-rows.jsonl': no such file or directory\n")
  }

  /// Data without rows (an empty file, an empty array) prints the header alone, says so on
  /// standard error unless `--quiet`, and exits 0: nothing failed.
  @Test(arguments: ["", "[]\n"])
  func dataWithoutRowsIsNoted(text: String) throws {
    try TemporaryFolder.with(prefix: "protocell-measure") { folder in
      try text.write(toFile: folder + "/rows.json", atomically: false, encoding: .utf8)
      let arguments = [
        "measure", CommandRunner.packageRoot + "/Templates/Feed.xml", "--id", "TextPost",
        "--data", "rows.json",
      ]
      let output = try CommandRunner.run(arguments, in: folder)
      #expect(output.status == 0)
      #expect(output.standardOutput == "row\tprototype\theight\n")
      #expect(output.standardError == "note: no rows in rows.json\n")
      let quiet = try CommandRunner.run(arguments + ["--quiet"], in: folder)
      #expect(quiet.status == 0)
      #expect(quiet.standardError == "")
    }
  }

  @Test func unknownIdentifierSuggestsTheNearest() throws {
    let output = try CommandRunner.run(["measure", "Templates/Feed.xml", "--id", "TextPots"])
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: no prototype has the reuse identifier 'TextPots'; did you mean 'TextPost'?\n")
  }

  @Test func previewWritesAnSVGOfEveryPrototype() throws {
    try TemporaryFolder.with(prefix: "protocell-measure") { folder in
      let output = try CommandRunner.run([
        "preview", "Templates/Feed.xml", "--all", "-o", folder + "/feed.svg",
      ])
      #expect(output.status == 0)
      let svg = try String(contentsOfFile: folder + "/feed.svg", encoding: .utf8)
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(svg.contains(">FeedHeader — 375 × "))
      #expect(svg.contains(">TextPost — 375 × "))
      #expect(svg.contains(">PhotoPost — 375 × "))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["feed.svg"])
    }
  }

  /// A template of one cell, `identifier`, whose one view is `height` points tall.
  private static func template(_ identifier: String, height: Int) -> String {
    let edges = ["top", "bottom", "leading", "trailing"]
      .map { "<constraint>v.\($0) == superview.\($0)</constraint>" }.joined()
    return "<templates><cell reuseIdentifier=\"\(identifier)\"><view id=\"v\"/><constraints>"
      + edges + "<constraint>v.height == \(height)</constraint></constraints></cell></templates>\n"
  }

  /// Each JSON row names its prototype's file as the paths named it, so a folder run maps back
  /// to its files; so does the table's last column, relative to the one folder given (more in
  /// `MeasureFileColumnTests`), while CSV's documented columns stay as they are.
  @Test func jsonRowsNameTheirFile() throws {
    try TemporaryFolder.with(prefix: "protocell-measure-file") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/proj/sub", withIntermediateDirectories: true)
      try Self.template("A", height: 30).write(
        toFile: folder + "/proj/a.xml", atomically: false, encoding: .utf8)
      try Self.template("B", height: 20).write(
        toFile: folder + "/proj/sub/b.xml", atomically: false, encoding: .utf8)

      let json = try CommandRunner.run(["measure", "proj", "--format", "json"], in: folder)
      #expect(json.status == 0)
      #expect(
        json.standardOutput == """
          {"row":1,"prototype":"A","file":"proj/a.xml","width":375,"height":30}
          {"row":2,"prototype":"B","file":"proj/sub/b.xml","width":375,"height":20}

          """)
      let table = try CommandRunner.run(["measure", "proj"], in: folder)
      #expect(
        table.standardOutput
          == "row\tprototype\theight\tfile\n1\tA\t30\ta.xml\n2\tB\t20\tsub/b.xml\n")
      let csv = try CommandRunner.run(["measure", "proj", "--format", "csv"], in: folder)
      #expect(csv.standardOutput == "row,prototype,height\n1,A,30\n2,B,20\n")

      let standardInput = try ShellRunner.run(
        #""$PROTOCELL" measure - --format json < proj/a.xml"#, in: folder)
      #expect(
        standardInput.standardOutput
          == #"{"row":1,"prototype":"A","file":"<stdin>","width":375,"height":30}"# + "\n")
    }
  }
}
