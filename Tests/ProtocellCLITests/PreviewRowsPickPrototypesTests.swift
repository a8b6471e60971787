import Foundation
import Testing
import _ProtocellTestSupport

/// `preview --data rows --id-key FIELD` draws the prototypes the rows name, without `--all`,
/// as `measure --data rows --id-key FIELD` lays each row out with its own prototype.
@Suite(.serialized)
struct PreviewRowsPickPrototypesTests {
  /// Three prototypes, `PreviewDataRowsTests.template`'s cell (one label bound to `title`)
  /// under three reuse identifiers.
  static let template: String = {
    let body = PreviewDataRowsTests.template.replacingOccurrences(of: "<templates>", with: "")
      .replacingOccurrences(of: "</templates>", with: "")
    let cells = ["Alpha", "Beta", "Gamma"].map {
      body.replacingOccurrences(of: "reuseIdentifier=\"Row\"", with: "reuseIdentifier=\"\($0)\"")
    }
    return "<templates>" + cells.joined(separator: "\n") + "</templates>"
  }()

  /// The prototypes a gallery draws, in order: its sections' ids, `prototype-Alpha`.
  static func drawnPrototypes(in page: String) -> [String] {
    page.components(separatedBy: "<section class=\"prototype\" id=\"prototype-").dropFirst().map {
      $0.components(separatedBy: "\"").first ?? ""
    }
  }

  /// Runs `preview t.xml --data rows.jsonl` with `options` in a folder holding the template
  /// and `rows`; the page is `nil` when none was written.
  private static func preview(rows: String, options: [String]) throws -> (
    output: CommandRunner.Output, page: String?
  ) {
    var result: (CommandRunner.Output, String?)?
    try TemporaryFolder.with(prefix: "protocell-preview-pick") { folder in
      try template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try rows.write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["preview", "t.xml", "--data", "rows.jsonl", "-o", "g.html"] + options, in: folder)
      result = (output, try? String(contentsOfFile: folder + "/g.html", encoding: .utf8))
    }
    let (output, page) = try #require(result)
    return (output, page)
  }

  /// Rows naming Gamma and Alpha draw those two, in the file's order, and not Beta; a row
  /// without the field is reported as `measure --id-key kind` reports it, exit 1.
  @Test func theRowsNamePrototypesDrawn() throws {
    let rows = """
      {"kind":"Gamma","title":"g"}
      {"kind":"Alpha","title":"a"}
      {"title":"none"}

      """
    let (output, page) = try Self.preview(rows: rows, options: ["--id-key", "kind"])
    #expect(output.status == 1)
    #expect(
      output.standardError
        == "error: rows.jsonl:3:1: row 3: the row has no string field 'kind' naming its prototype\n"
        + "error: 1 of 3 rows failed\n"
    )
    #expect(output.standardOutput == "Wrote 2 cells to g.html.\n")
    #expect(Self.drawnPrototypes(in: try #require(page)) == ["Alpha", "Gamma"])
  }

  /// Without `--id-key`, rows do not pick: several prototypes need `--id` or `--all`, and the
  /// refusal names `--id-key` as the third way.
  @Test func withoutTheKeySeveralPrototypesAreRefusedWithTheThreeWays() throws {
    let (output, page) = try Self.preview(
      rows: "{\"type\":\"Beta\",\"title\":\"b\"}\n", options: [])
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: name a prototype with --id, pass --all, or pass --id-key type to draw the "
        + "prototypes the rows' 'type' names: the templates hold 3 prototypes ('Alpha', "
        + "'Beta', 'Gamma')\n")
    #expect(page == nil)
  }

  /// With `--all` and rows none of which has a `type`, each row goes to each of the three
  /// prototypes (6 cells), as before, and a warning says so and how to name the field.
  @Test func rowsNamingNoneAreWarnedOf() throws {
    let (output, _) = try Self.preview(
      rows: "{\"kind\":\"Beta\",\"title\":\"b\"}\n{\"kind\":\"Alpha\",\"title\":\"a\"}\n",
      options: ["--all"])
    #expect(output.status == 0)
    #expect(output.standardOutput == "Wrote 6 cells to g.html.\n")
    #expect(
      output.standardError
        == "warning: rows.jsonl: no row names a prototype in its field 'type' (--id-key's "
        + "default), so each row is drawn with each of the 3 prototypes; name the field with "
        + "--id-key\n")
  }

  /// No row at all, with `--id-key`: nothing to draw, said, and no file written.
  @Test func noRowsDrawNothing() throws {
    let (output, page) = try Self.preview(rows: "", options: ["--id-key", "type"])
    #expect(output.status == 1)
    #expect(
      output.standardError
        == "error: 'rows.jsonl' holds no row, and --id-key draws the prototypes rows name: give "
        + "rows, name a prototype with --id, or pass --all; no file written\n")
    #expect(page == nil)
  }

  /// `--id-key` without `--data` is a usage error, as in `measure`.
  @Test func theKeyNeedsRows() throws {
    let output = try CommandRunner.run(["preview", "t.xml", "--id-key", "type", "-o", "g.html"])
    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("error: --id-key needs --data\n"))
  }
}
