import Foundation
import Testing
import _ProtocellTestSupport

/// `measure` under real workloads: pipes, bad rows, outputs that tools read back, progress.
@Suite(.serialized)
struct MeasurePipelineTests {
  /// Runs `body` in a temporary folder with `t.xml` (the `Row` prototype of
  /// ``MeasureCommandTests``) and `bad.jsonl`, whose rows 2, 3, 5 and 6 are broken in different
  /// ways between good rows.
  private func withFixture(_ body: (String) throws -> Void) throws {
    try TemporaryFolder.with(prefix: "protocell-measure-pipeline") { folder in
      try MeasureCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let rows = [
        #"{"text":"a"}"#, #"{"text": tru}"#, #"{"text":"b""#, #"  {"text":"c"}"#, "not json",
        #"{"text":"d"} x"#, #"{"text":"\u00e9"}"#,
      ]
      try (rows.joined(separator: "\n") + "\n").write(
        toFile: folder + "/bad.jsonl", atomically: false, encoding: .utf8)
      try body(folder)
    }
  }

  @Test func badRowsDoNotStopGoodOnes() throws {
    try withFixture { folder in
      let output = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", "bad.jsonl", "--format", "csv"], in: folder)
      #expect(output.status == 1)
      #expect(output.standardOutput == "row,prototype,height\n1,Row,28\n4,Row,28\n7,Row,28\n")
      #expect(
        output.standardError == """
          error: bad.jsonl:2:10: row 2: expected a value, found 't'
          error: bad.jsonl:3:12: row 3: expected ',' or '}' after a member, found the end of the row
          error: bad.jsonl:5:1: row 5: expected a value, found 'n'
          error: bad.jsonl:6:14: row 6: unexpected text after the row's value
          error: 4 of 7 rows failed

          """)
    }
  }

  @Test func failFastStopsAtTheFirstBadRow() throws {
    try withFixture { folder in
      let output = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", "bad.jsonl", "--fail-fast"], in: folder)
      #expect(output.status == 1)
      #expect(output.standardOutput == "row\tprototype\theight\n1\tRow\t28\n")
      #expect(
        output.standardError == """
          error: bad.jsonl:2:10: row 2: expected a value, found 't'
          error: 1 of 2 rows failed; stopped at the first

          """)
    }
  }

  /// 5,000 rows over many chunks on three threads, every 211th broken: rows and errors come out
  /// in input order, and with --fail-fast nothing after the first broken row is printed.
  @Test func rowsOnSeveralThreadsKeepTheirOrder() throws {
    try withFixture { folder in
      let broken = Set(stride(from: 211, through: 5_000, by: 211))
      let rows = (1...5_000).map { broken.contains($0) ? "{" : #"{"text":"r\#($0)"}"# }
      try (rows.joined(separator: "\n") + "\n").write(
        toFile: folder + "/many.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        [
          "measure", "t.xml", "--id", "Row", "--data", "many.jsonl", "--format", "csv", "--jobs",
          "3",
        ],
        in: folder)
      #expect(output.status == 1)
      let good = (1...5_000).filter { !broken.contains($0) }
      #expect(
        output.standardOutput
          == "row,prototype,height\n" + good.map { "\($0),Row,28\n" }.joined())
      #expect(
        output.standardError
          == broken.sorted().map {
            "error: many.jsonl:\($0):2: row \($0): expected a member name in double quotes, found the end of the row\n"
          }.joined() + "error: 23 of 5000 rows failed\n")
      let stopped = try CommandRunner.run(
        [
          "measure", "t.xml", "--id", "Row", "--data", "many.jsonl", "--format", "csv", "--jobs",
          "3",
          "--fail-fast",
        ], in: folder)
      #expect(stopped.status == 1)
      #expect(
        stopped.standardOutput == "row,prototype,height\n"
          + (1...210).map { "\($0),Row,28\n" }.joined())
      #expect(
        stopped.standardError == """
          error: many.jsonl:211:2: row 211: expected a member name in double quotes, found the end of the row
          error: 1 of 211 rows failed; stopped at the first

          """)
    }
  }

  /// No rows, or only blank lines, on more threads than rows: the header alone and a note that
  /// there were none, exit 0; and two rows on 64 threads come out once each, in order.
  @Test func fewerRowsThanThreads() throws {
    try withFixture { folder in
      for (name, text, expected, note) in [
        ("empty.jsonl", "", "", "note: no rows in empty.jsonl\n"),
        ("blank.jsonl", "\n  \n\n", "", "note: no rows in blank.jsonl\n"),
        ("two.jsonl", "{\"text\":\"a\"}\n{\"text\":\"b\"}", "1,Row,28\n2,Row,28\n", ""),
      ] {
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        let output = try CommandRunner.run(
          ["measure", "t.xml", "--id", "Row", "--data", name, "--format", "csv", "--jobs", "64"],
          in: folder)
        #expect(output.status == 0, "\(name)")
        #expect(output.standardOutput == "row,prototype,height\n" + expected, "\(name)")
        #expect(output.standardError == note, "\(name)")
      }
    }
  }

  @Test func jsonArraysAreStreamedAndLocatedByLine() throws {
    try withFixture { folder in
      try "[\n  {\"text\":\"a\"},\n  {\"text\": 01},\n  {\"text\":\"b\"}\n]\n".write(
        toFile: folder + "/rows.json", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", "rows.json", "--format", "json"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardOutput == """
          {"row":1,"prototype":"Row","file":"t.xml","width":200,"height":28}
          {"row":3,"prototype":"Row","file":"t.xml","width":200,"height":28}

          """)
      #expect(
        output.standardError.hasPrefix(
          "error: rows.json:3:13: row 2: a number may not start with 0 followed by digits\n"))
      try #"[{"text":"a"}, {"text":"b"}"#.write(
        toFile: folder + "/open.json", atomically: false, encoding: .utf8)
      let open = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", "open.json"], in: folder)
      #expect(open.status == 2)
      #expect(open.standardOutput == "row\tprototype\theight\n1\tRow\t28\n2\tRow\t28\n")
      #expect(open.standardError == "error: open.json:1:28: the array is not closed with ']'\n")
    }
  }

  // MARK: - Standard input and output

  @Test func dataTemplatesAndTextComeFromStandardInput() throws {
    try withFixture { folder in
      let rows = try ShellRunner.run(
        #"printf '{"text":"a"}\n' | "$PROTOCELL" measure t.xml --id Row --data - --format csv"#,
        in: folder)
      #expect(rows.status == 0)
      #expect(rows.standardOutput == "row,prototype,height\n1,Row,28\n")
      let templates = try ShellRunner.run(
        #""$PROTOCELL" measure - --id Row < t.xml"#, in: folder)
      #expect(templates.status == 0)
      #expect(templates.standardOutput == "row\tprototype\theight\n1\tRow\t16\n")
      // An Interface Builder document on standard input is `<stdin>` in the scale's note too.
      let document =
        InterfaceBuilderCommandTests.fixtures + "/" + InterfaceBuilderCommandTests.postCell
      let fromDocument = try ShellRunner.run(
        #""$PROTOCELL" measure - < '\#(document)'"#, in: folder)
      #expect(fromDocument.status == 0)
      // PostCell fits in 76 points; its document shows it 83.5 tall.
      #expect(
        fromDocument.standardError
          == "note: scale 2, from the <device> of <stdin>\n"
          + "note: a cell measures another height than its document shows ('stdin-b8n-8Y-pxb': 76 "
          + "here, 83.5 in the document): without --height a cell gets its fitting height, the one "
          + "a self-sizing table gives it; --height 83.5 lays it out at the height the document "
          + "shows, as Interface Builder's canvas does\n")
      let validated = try ShellRunner.run(
        #"printf '<templates><cell reuseIdentifier="A"><lable/></cell></templates>' | "$PROTOCELL" validate - --no-snippets"#,
        in: folder)
      #expect(validated.status == 1)
      #expect(validated.standardOutput.hasPrefix("<stdin>:1:"))
      #expect(validated.standardOutput.contains("unknown element <lable>"))
      let text = try ShellRunner.run(
        #"printf 'Hello' | "$PROTOCELL" text --file - --font 'DejaVu Sans' --size 10 --format json"#,
        in: folder)
      #expect(text.status == 0)
      let report = try JSONSerialization.jsonObject(with: Data(text.standardOutput.utf8))
      #expect((report as? [String: Any])?["lineCount"] as? Int == 1)
      let both = try CommandRunner.run(["measure", "-", "--id", "Row", "--data", "-"], in: folder)
      #expect(both.status == 2)
      #expect(
        both.standardError.hasPrefix(
          "error: only one of the templates and --data can be read from '-'\n"))
    }
  }

  @Test func previewWritesToStandardOutput() throws {
    try withFixture { folder in
      let output = try CommandRunner.run(
        ["preview", "t.xml", "--id", "Row", "-o", "-"], in: folder)
      #expect(output.status == 0)
      #expect(output.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(output.standardOutput.hasSuffix("</svg>\n"))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
          "bad.jsonl", "t.xml",
        ])
    }
  }

  // MARK: - Outputs tools read

  @Test func csvParsesBackWithPythonsCSVModule() throws {
    try withFixture { folder in
      try #"{"id":"a,\"b\"","text":"a"}"#.appending("\n").write(
        toFile: folder + "/keyed.jsonl", atomically: false, encoding: .utf8)
      let output = try ShellRunner.run(
        #"""
        "$PROTOCELL" measure t.xml --id Row --data keyed.jsonl --key id --frames --scale 3 \
          --format csv > out.csv && python3 -c '
        import csv
        rows = list(csv.reader(open("out.csv", newline="")))
        assert len(set(rows[0])) == len(rows[0]), rows[0]
        assert all(len(row) == len(rows[0]) for row in rows), rows
        print("|".join(rows[0]))
        print("|".join(rows[1]))
        '
        """#, in: folder)
      #expect(output.status == 0, "\(output.standardError)")
      #expect(
        output.standardOutput == """
          row|prototype|key|height|view|view_x|view_y|view_width|view_height|view_hidden
          1|Row|a,"b"|27.667|text|8|8|184|11.667|false

          """)
    }
  }

  @Test func jsonHasTheTableFieldsRoundedToThePixel() throws {
    try withFixture { folder in
      let output = try ShellRunner.run(
        #"""
        printf '{"id":7,"text":"one line"}\n' | "$PROTOCELL" measure t.xml --id Row --data - \
          --key id --frames --scale 3 --format json
        """#, in: folder)
      #expect(output.status == 0)
      #expect(
        output.standardOutput
          == #"{"row":1,"prototype":"Row","file":"t.xml","key":"7","width":200,"height":27.667,"frames":[{"view":"text","x":8,"y":8,"width":184,"height":11.667,"hidden":false}]}"#
          + "\n")
    }
  }

  // MARK: - Progress

  @Test func progressAppearsOnlyOnATerminal() throws {
    try withFixture { folder in
      let measure = #""$PROTOCELL" measure t.xml --id Row --data bad.jsonl > /dev/null"#
      let terminal = try ShellRunner.run(
        "script -qc '\(measure)' /dev/null", in: folder)
      #expect(terminal.standardOutput.contains("\r\u{1B}[2K7 rows, "))
      #expect(terminal.standardOutput.contains(" rows/s"))
      let quiet = try ShellRunner.run(
        "script -qc '\(measure) --quiet' /dev/null", in: folder)
      #expect(!quiet.standardOutput.contains("rows/s"))
      #expect(quiet.standardOutput.contains("error: 4 of 7 rows failed"))
      let piped = try ShellRunner.run(measure, in: folder)
      #expect(!piped.standardError.contains("rows/s"))
      #expect(piped.standardError.hasSuffix("error: 4 of 7 rows failed\n"))
    }
  }
}
