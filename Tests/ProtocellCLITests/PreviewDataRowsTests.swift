import Foundation
import Testing
import _ProtocellTestSupport

/// `preview --data` reports a bad row as `measure` does, at its own line and with its number,
/// draws the other rows, and exits 1 with the gallery written; only a gallery none of whose
/// rows fits is not written.
@Suite(.serialized)
struct PreviewDataRowsTests {
  /// One label bound to `title`, 200 points wide.
  static let template = """
    <templates><cell reuseIdentifier="Row" width="200">
      <label id="title" fontFamily="DejaVu Sans" fontSize="10" bind="title"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.trailing == margins.trailing</constraint>
        <constraint>title.top == margins.top</constraint>
        <constraint>title.bottom == margins.bottom</constraint>
      </constraints>
    </cell></templates>
    """

  /// What the captions of a gallery's cells say of their rows, in order: `row 1`, `row 4`.
  static func drawnRows(in page: String) -> [String] {
    page.components(separatedBy: "pt wide · ").dropFirst().map {
      $0.components(separatedBy: " · ").first ?? ""
    }
  }

  /// Runs `preview t.xml --data <file> -o g.html` in a folder holding the template and `rows`;
  /// the page is `nil` when none was written.
  private static func preview(rows: String, named file: String) throws -> (
    output: CommandRunner.Output, page: String?
  ) {
    var result: (CommandRunner.Output, String?)?
    try TemporaryFolder.with(prefix: "protocell-preview-data") { folder in
      try template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try rows.write(toFile: folder + "/" + file, atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["preview", "t.xml", "--data", file, "-o", "g.html"], in: folder)
      result = (output, try? String(contentsOfFile: folder + "/g.html", encoding: .utf8))
    }
    let (output, page) = try #require(result)
    return (output, page)
  }

  /// Row 3 is cut at its 16th byte, ` x`: `{"title":"c" x}` breaks at line 3, column 14 (the
  /// `x`), where the review's preview said "line 1".
  @Test func aRowThatIsNoJSONIsLocatedAndTheOthersAreDrawn() throws {
    let rows = """
      {"title":"a"}
      {"title":"b"}
      {"title":"c" x}
      {"title":"d"}

      """
    let (output, page) = try Self.preview(rows: rows, named: "rows.jsonl")
    #expect(output.status == 1)
    #expect(
      output.standardError
        == "error: rows.jsonl:3:14: row 3: expected ',' or '}' after a member, found 'x'\n"
        + "error: 1 of 4 rows failed\n")
    #expect(output.standardOutput == "Wrote 3 cells to g.html.\n")
    #expect(Self.drawnRows(in: try #require(page)) == ["row 1", "row 2", "row 4"])
  }

  /// A row whose `type` (preview's default `--id-key`) names no prototype fails the run.
  ///
  /// It is reported as `measure` reports it, with its place and the nearest reuse identifier,
  /// where it was dropped unsaid, exit 0. A row without `type` goes to the only prototype.
  @Test func aRowNamingNoPrototypeIsReportedAndTheOthersAreDrawn() throws {
    let rows = """
      {"type":"Rows","title":"a"}
      {"title":"b"}
      {"type":"Nope","title":"c"}
      {"type":"Row","title":"d"}

      """
    let (output, page) = try Self.preview(rows: rows, named: "rows.jsonl")
    #expect(output.status == 1)
    #expect(
      output.standardError
        == "error: rows.jsonl:1:1: row 1: no prototype has the reuse identifier 'Rows'; did you "
        + "mean 'Row'?\n"
        + "error: rows.jsonl:3:1: row 3: no prototype has the reuse identifier 'Nope' (known: "
        + "'Row')\nerror: 2 of 4 rows failed\n")
    #expect(output.standardOutput == "Wrote 2 cells to g.html.\n")
    #expect(Self.drawnRows(in: try #require(page)) == ["row 2", "row 4"])
  }

  /// A value of the wrong type fails its row alone, with its place, where it dropped the
  /// gallery without naming the row; in a JSON array the row is numbered by position, and the
  /// error placed at the value, as `measure` places it (line 3, column 13, after
  /// `  {"title": `).
  @Test func aRowOfTheWrongTypeIsNamedAndTheOthersAreDrawn() throws {
    let rows = """
      [
        {"title": "a"},
        {"title": true},
        {"title": 7}
      ]

      """
    let (output, page) = try Self.preview(rows: rows, named: "rows.json")
    #expect(output.status == 1)
    #expect(
      output.standardError
        == "error: rows.json:3:13: row 2: row key 'title' (bound to 'title') holds a boolean "
        + "where a string or a number is needed\nerror: 1 of 3 rows failed\n")
    #expect(output.standardOutput == "Wrote 2 cells to g.html.\n")
    #expect(Self.drawnRows(in: try #require(page)) == ["row 1", "row 3"])
  }

  /// Failures are said in row order once every row is tried, and counted, as `measure` says
  /// them.
  ///
  /// Row 2's wrong type, found when the rows are drawn, before row 4's broken JSON,
  /// found when they are read (which came first). A member spelt nearly as a key is warned of
  /// once, as `measure` warns of it.
  @Test func failuresComeInRowOrderWithACount() throws {
    let rows = """
      {"titel":"a"}
      {"title": true}
      {"title":"c","titel":"c"}
      {"title": x}

      """
    let (output, page) = try Self.preview(rows: rows, named: "rows.jsonl")
    #expect(output.status == 1)
    #expect(
      output.standardError
        == "warning: rows.jsonl: 'titel' fills no view of the prototypes drawn; did you mean "
        + "'title'? (said once)\n"
        + "error: rows.jsonl:2:11: row 2: row key 'title' (bound to 'title') holds a boolean "
        + "where a string or a number is needed\n"
        + "error: rows.jsonl:4:11: row 4: expected a value, found 'x'\n"
        + "error: 2 of 4 rows failed\n")
    #expect(Self.drawnRows(in: try #require(page)) == ["row 1", "row 3"])
  }

  /// Every row bad: nothing to draw, so no gallery (not the cell as designed in their place).
  @Test func aGalleryOfOnlyBadRowsIsNotWritten() throws {
    let (output, page) = try Self.preview(rows: "{\"title\": [1]}\n", named: "rows.jsonl")
    #expect(output.status == 1)
    #expect(
      output.standardError
        == "error: rows.jsonl:1:11: row 1: row key 'title' (bound to 'title') holds an array "
        + "where a string or a number is needed\nerror: 1 of 1 rows failed\n"
        + "error: nothing to draw: the errors above leave no cell to lay out; no file written\n")
    #expect(page == nil)
  }
}
