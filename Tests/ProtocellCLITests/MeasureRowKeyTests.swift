import Foundation
import Testing
import _ProtocellTestSupport

/// `--key FIELD` echoes a row's field, or fails the row when the field has no text to echo.
///
/// A string is echoed as it is, a number or a boolean as written, and nothing for a row without
/// the field or with `null`. An array or an object fails its row, located as the other row
/// errors are, and the other rows go on (it was printed with an empty key, as if the row had
/// none).
@Suite(.serialized)
struct MeasureRowKeyTests {
  /// `Box`, 30 points tall whatever the row, whose one label is bound to `text`.
  static let template = """
    <templates><cell reuseIdentifier="Box"><view id="v"/><label id="l" bind="text"/>
      <constraints>
        <constraint>v.top == superview.top</constraint>
        <constraint>v.bottom == superview.bottom</constraint>
        <constraint>v.leading == superview.leading</constraint>
        <constraint>v.width == 10</constraint>
        <constraint>v.height == 30</constraint>
        <constraint>l.leading == v.trailing</constraint>
        <constraint>l.top == superview.top</constraint>
      </constraints>
    </cell></templates>
    """

  static let rows = """
    {"id": "a", "text": "x"}
    {"id": {"a": 1}, "text": "x"}
    {"id": 7.50}
      {"text": "x", "id": [1, 2]}
    {"id": null}
    {"text": "no key"}
    {"id": false}

    """

  @Test func aKeyThatIsAnArrayOrAnObjectFailsItsRow() throws {
    try TemporaryFolder.with(prefix: "protocell-row-key") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try Self.rows.write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      for format in ["table", "csv"] {
        let output = try CommandRunner.run(
          ["measure", "t.xml", "--data", "rows.jsonl", "--key", "id", "--format", format],
          in: folder)
        #expect(output.status == 1)
        let separator = format == "csv" ? "," : "\t"
        let expected = [
          ["row", "prototype", "key", "height"], ["1", "Box", "a", "30"],
          ["3", "Box", "7.5", "30"],
          ["5", "Box", "", "30"], ["6", "Box", "", "30"], ["7", "Box", "false", "30"],
        ]
        #expect(
          output.standardOutput
            == expected.map { $0.joined(separator: separator) + "\n" }.joined())
        #expect(
          output.standardError == """
            error: rows.jsonl:2:1: row 2: the --key field 'id' holds an object, not a string, a number or a boolean
            error: rows.jsonl:4:1: row 4: the --key field 'id' holds an array, not a string, a number or a boolean
            error: 2 of 7 rows failed

            """)
      }
    }
  }

  /// A first row without the `--key` field is said, with the field it may have meant.
  ///
  /// A misspelt `--key` printed every row with an empty key and not a word. Row 6 of ``rows``
  /// lacks it too, and is not said (`aKeyThatIsAnArrayOrAnObjectFailsItsRow`).
  @Test func aFirstRowWithoutTheKeyIsSaid() throws {
    try TemporaryFolder.with(prefix: "protocell-row-key") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "{\"id\": \"a\", \"text\": \"x\"}\n{\"id\": \"b\", \"text\": \"y\"}\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["measure", "t.xml", "--data", "rows.jsonl", "--key", "ID"], in: folder)
      #expect(output.status == 0)
      #expect(output.standardOutput == "row\tprototype\tkey\theight\n1\tBox\t\t30\n2\tBox\t\t30\n")
      #expect(
        output.standardError
          == "warning: rows.jsonl: row 1 has no field 'ID' for --key, and its key is left empty; "
          + "did you mean 'id'?\n")
      let quiet = try CommandRunner.run(
        ["measure", "t.xml", "--data", "rows.jsonl", "--key", "ID", "--quiet"], in: folder)
      #expect(quiet.standardError == "")
    }
  }

  /// A key holding a line break, a tab or a carriage return keeps its row one line of four
  /// columns in the table, written `\n`, `\t` and `\r`; CSV quotes it, as before.
  @Test func aKeyWithLineBreaksOrTabsStaysOneTableField() throws {
    try TemporaryFolder.with(prefix: "protocell-row-key") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try #"{"id": "line\nbreak"}"#.appending("\n").appending(#"{"id": "tab\there\r"}"#)
        .write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let table = try CommandRunner.run(
        ["measure", "t.xml", "--data", "rows.jsonl", "--key", "id"], in: folder)
      #expect(table.status == 0)
      #expect(
        table.standardOutput
          == "row\tprototype\tkey\theight\n1\tBox\tline\\nbreak\t30\n2\tBox\ttab\\there\\r\t30\n")
      let csv = try CommandRunner.run(
        ["measure", "t.xml", "--data", "rows.jsonl", "--key", "id", "--format", "csv"],
        in: folder)
      #expect(
        csv.standardOutput
          == "row,prototype,key,height\n1,Box,\"line\nbreak\",30\n2,Box,\"tab\there\r\",30\n")
    }
  }

  /// `snapshot --key` names a row's files by the field: an array or an object names none, and
  /// the row fails as in `measure`, instead of falling back to `row-2` unsaid.
  @Test func aSnapshotKeyThatIsAnObjectFailsItsRow() throws {
    try TemporaryFolder.with(prefix: "protocell-row-key") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try #"{"id": "a"}\#n{"id": {"a": 1}}\#n"#.write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "-o", "S", "--data", "rows.jsonl", "--key", "id"],
        in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardError.contains(
          "error: rows.jsonl:2:1: row 2: the --key field 'id' holds an object, not a string, a "
            + "number or a boolean\n"))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder + "/S/Box") == [
          "a@375-large.txt"
        ])
    }
  }
}
