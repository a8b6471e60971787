import Foundation
import Testing
import _ProtocellTestSupport

/// Common mistakes with `--data` get one error that says what is wrong, not one per line: an
/// XML file given as rows, and a pretty-printed JSON object read as JSON Lines.
@Suite(.serialized)
struct DataMistakesCommandTests {
  /// A pretty-printed object: three lines, each a failed row of JSON Lines.
  static let prettyObject = """
    {
      "title": "Hello"
    }

    """

  /// The rows' errors of ``prettyObject`` read as JSON Lines, from `pretty.json`.
  static let prettyObjectErrors = """
    error: pretty.json:1:2: row 1: expected a member name in double quotes, found the end of the row
    error: pretty.json:2:10: row 2: unexpected text after the row's value
    error: pretty.json:3:1: row 3: expected a value, found '}'

    """

  /// The note that follows them.
  static let loneBraceNote =
    "note: the first line of pretty.json is '{' alone: JSON Lines holds one object per line; "
    + "put each row's object on one line, or write the rows as a JSON array, '[ {…}, {…} ]'\n"

  /// The error for `t.xml` given as `--data`.
  static let xmlError =
    "error: t.xml:1:1: this looks like XML (an Interface Builder document or a template), not "
    + "JSON rows; pass it as a PATH to lay its cells out, and rows as JSON Lines or a JSON array\n"

  /// Runs `protocell arguments` in a folder holding `t.xml` (one prototype, `Row`, binding
  /// `title`) and `pretty.json`.
  private func run(_ arguments: [String]) throws -> CommandRunner.Output {
    var output: CommandRunner.Output?
    try TemporaryFolder.with(prefix: "protocell-data-mistakes") { folder in
      try PreviewDataRowsTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try Self.prettyObject.write(
        toFile: folder + "/pretty.json", atomically: false, encoding: .utf8)
      output = try CommandRunner.run(arguments, in: folder)
    }
    return try #require(output)
  }

  /// One located error, exit 2, and for `measure` no header: where every line of the
  /// document was a row that failed.
  @Test(arguments: [
    ["measure", "t.xml", "--data", "t.xml"],
    ["preview", "t.xml", "--data", "t.xml", "-o", "g.html"],
    ["snapshot", "record", "t.xml", "--data", "t.xml", "-o", "S"],
  ])
  func xmlGivenAsDataIsOneError(arguments: [String]) throws {
    let output = try run(arguments)
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    #expect(output.standardError == Self.xmlError)
  }

  /// CSV given as `--data` (a header line with commas) is one located error naming it, exit 2,
  /// not an error per line; a row of JSON Lines with a comma in it is read as before.
  @Test func csvGivenAsDataIsOneError() throws {
    var output: CommandRunner.Output?
    try TemporaryFolder.with(prefix: "protocell-data-csv") { folder in
      try PreviewDataRowsTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "title,mood\nAda,Busy\n".write(
        toFile: folder + "/rows.csv", atomically: false, encoding: .utf8)
      output = try CommandRunner.run(["measure", "t.xml", "--data", "rows.csv"], in: folder)
    }
    let csv = try #require(output)
    #expect(csv.status == 2)
    #expect(csv.standardOutput.isEmpty)
    #expect(
      csv.standardError
        == "error: rows.csv:1:1: this looks like CSV (comma-separated values), not JSON rows; "
        + "write each row as a JSON object on a line of its own ({\"name\": \"Ada\", "
        + "\"mood\": \"Busy\"}), or the rows as a JSON array\n")
  }

  /// A value of the wrong type is placed at the value, on its own line in a JSON array, so that
  /// an editor's jump lands on it; an error about the whole row stays at the row.
  @Test func aWrongValueIsPlacedAtTheValue() throws {
    var lines: CommandRunner.Output?
    var array: CommandRunner.Output?
    try TemporaryFolder.with(prefix: "protocell-data-value-place") { folder in
      try PreviewDataRowsTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "{\"title\": true}\n{\"x\": \"a\"}\n[1]\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      try "[\n  {\"other\": \"{,:\\\"\",\n   \"title\":\n     [2]}\n]\n".write(
        toFile: folder + "/rows.json", atomically: false, encoding: .utf8)
      lines = try CommandRunner.run(["measure", "t.xml", "--data", "rows.jsonl"], in: folder)
      array = try CommandRunner.run(["measure", "t.xml", "--data", "rows.json"], in: folder)
    }
    let result = try #require(lines)
    let message = "row key 'title' (bound to 'title') holds "
    #expect(
      result.standardError.contains(
        "error: rows.jsonl:1:11: row 1: \(message)a boolean where a string or a number is needed\n")
    )
    #expect(
      result.standardError.contains("error: rows.jsonl:3:1: row 3: a row must be a JSON object"))
    // In the array: the second row's member after a string holding `{,:"`, its value two lines
    // below the row's start.
    #expect(
      try #require(array).standardError.contains(
        "error: rows.json:4:6: row 1: \(message)an array where a string or a number is needed\n"))
  }

  @Test func measureNotesThatJSONLinesHoldsAnObjectPerLine() throws {
    let output = try run(["measure", "t.xml", "--data", "pretty.json"])
    #expect(output.status == 1)
    #expect(output.standardOutput == "row\tprototype\theight\n")
    #expect(
      output.standardError
        == Self.prettyObjectErrors + "error: 3 of 3 rows failed\n" + Self.loneBraceNote)
  }

  @Test func previewNotesThatJSONLinesHoldsAnObjectPerLine() throws {
    let output = try run(["preview", "t.xml", "--data", "pretty.json", "-o", "g.html"])
    #expect(output.status == 1)
    #expect(
      output.standardError
        == Self.prettyObjectErrors + "error: 3 of 3 rows failed\n" + Self.loneBraceNote)
  }

  @Test func snapshotNotesThatJSONLinesHoldsAnObjectPerLine() throws {
    let output = try run(["snapshot", "record", "t.xml", "--data", "pretty.json", "-o", "S"])
    #expect(output.status == 1)
    #expect(output.standardError.hasPrefix(Self.prettyObjectErrors + Self.loneBraceNote))
  }

  /// The note is for a first line that is `{` alone: a row of JSON Lines that fails otherwise
  /// gets none.
  @Test func otherFailedRowsGetNoNote() throws {
    try TemporaryFolder.with(prefix: "protocell-data-mistakes") { folder in
      try PreviewDataRowsTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "{\"title\": true}\n".write(
        toFile: folder + "/r.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(["measure", "t.xml", "--data", "r.jsonl"], in: folder)
      #expect(output.status == 1)
      #expect(!output.standardError.contains("note:"))
    }
  }
}
