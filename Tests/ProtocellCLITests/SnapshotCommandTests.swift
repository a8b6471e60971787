import Foundation
import Testing
import _ProtocellTestSupport

@Suite(.serialized)
struct SnapshotCommandTests {
  /// One label of DejaVu Sans 10 pt, 12 points tall at scale 2, 10 points from the top and the
  /// bottom: a 32-point cell at the prototype's own width, 200.
  static let template = """
    <templates><cell reuseIdentifier="Row" width="200">
      <label id="text" text="Hello" fontFamily="DejaVu Sans" fontSize="10" numberOfLines="0"/>
      <constraints>
        <constraint>text.leading == superview.leading + 16</constraint>
        <constraint>text.trailing == superview.trailing - 16</constraint>
        <constraint>text.top == superview.top + 10</constraint>
        <constraint>text.bottom == superview.bottom - 10</constraint>
      </constraints>
    </cell></templates>
    """

  /// The files under `folder`, relative to it, sorted, with their contents.
  private static func files(in folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let file = folder + "/" + path
      if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue {
        result[path] = FileManager.default.contents(atPath: file)
      }
    }
    return result
  }

  /// `--width 320` at the default scale, 2, and the first iPhone SE (320 points at 2x) are one
  /// snapshot, not an error about two of them in one file; so are `--width 375` and today's
  /// iPhone SE (the 2nd and 3rd generations, 375 points at 2x).
  @Test(arguments: [("320", "iPhone SE (1st gen)"), ("375", "iPhone SE")])
  func aWidthGivenAsPointsAndAsADeviceIsOneSnapshot(points: String, device: String) throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "-o", "S", "--width", points, "--width", device],
        in: folder)
      #expect(record.status == 0)
      #expect(
        record.standardError == "Recorded 1 snapshot in S (1 written)\n")
      #expect(
        try Self.files(in: folder + "/S").keys.sorted() == ["Row/design@\(points)-large.txt"])
    }
  }

  /// A row whose `--id-key` value names no prototype is placed as `measure` places it.
  ///
  /// By file, line and column, with the name its snapshots would have had; one failure is
  /// "1 row or file".
  @Test func aRowNamingNoPrototypeIsLocated() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "{\"type\":\"Row\"}\n\n{\"type\":\"Rows\"}\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "--data", "rows.jsonl", "--id-key", "type", "-o", "S"],
        in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardError
          == "error: rows.jsonl:3:1: row 3 ('row-3'): no prototype has the reuse identifier "
          + "'Rows'; did you mean 'Row'?\n"
          + "Recorded 1 snapshot in S (1 written)\n"
          + "error: 1 row or file failed\n")
    }
  }

  /// A row that cannot be laid out is recorded as its failure and said once.
  ///
  /// A row whose data does not fit the bindings is said once per row and prototype (here at
  /// two widths: one note), by `record` and by `verify`, which passes while the failure stays;
  /// `--quiet` keeps it unsaid. It is placed as `measure` places it, at the value that does not
  /// fit: `[1]` is the 10th byte of `{"text": [1]}` (before, at the row's first column).
  @Test func aRowThatCannotBeLaidOutIsNotedOnce() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.replacing(#"id="text""#, with: #"id="text" bind="text""#).write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "{\"text\": \"Hi\"}\n{\"text\": [1]}\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let note =
        "note: rows.jsonl:2:10: row 2 ('row-2'): 'Row' cannot be laid out: row key 'text' "
        + "(bound to 'text') holds "
        + "an array where a string or a number is needed; its snapshots record that\n"
      let arguments = [
        "t.xml", "--data", "rows.jsonl", "-o", "S", "--width", "200", "--width", "320",
      ]
      let record = try CommandRunner.run(["snapshot", "record"] + arguments, in: folder)
      #expect(record.status == 0)
      #expect(record.standardError == note + "Recorded 4 snapshots in S (4 written)\n")
      let verify = try CommandRunner.run(["snapshot", "verify"] + arguments, in: folder)
      #expect(verify.status == 0)
      #expect(verify.standardError == note + "Verified 4 snapshots in S: 0 differ or are missing\n")
      let quiet = try CommandRunner.run(["snapshot", "verify", "--quiet"] + arguments, in: folder)
      #expect(quiet.standardError == "")
      let measure = try CommandRunner.run(
        ["measure", "t.xml", "--data", "rows.jsonl", "--quiet"], in: folder)
      #expect(measure.standardError.hasPrefix("error: rows.jsonl:2:10: row 2: row key 'text'"))
    }
  }

  /// A row that is no JSON object is malformed input: an error at the row, as `measure` says
  /// it, and the recording fails (exit 1), where before it was a snapshot and a note.
  @Test func aRowThatIsNoObjectFailsTheRecording() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "{}\n[1, 2]\ntrue\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "--data", "rows.jsonl", "-o", "S"], in: folder)
      #expect(record.status == 1)
      #expect(
        record.standardError
          == "error: rows.jsonl:2:1: row 2: a row must be a JSON object, not an array\n"
          + "error: rows.jsonl:3:1: row 3: a row must be a JSON object, not a boolean\n"
          + "Recorded 1 snapshot in S (1 written)\nerror: 2 rows or files failed\n")
    }
  }

  /// A prototype left out for errors in its own structure fails the recording.
  ///
  /// Its snapshot is missing from the baseline. Before, `record` wrote the others' and exited 0, so
  /// a CI job could record and pass on a baseline without it (a robustness review).
  @Test func aPrototypeLeftOutFailsTheRecording() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      let templates = Self.template.replacing(
        "</templates>", with: "<cell reuseIdentifier=\"bad\"><labl id=\"x\"/></cell></templates>")
      try templates.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(["snapshot", "record", "t.xml", "-o", "S"], in: folder)
      #expect(record.status == 1)
      let lines = record.standardError.split(separator: "\n").map(String.init)
      #expect(
        lines.contains(
          "error: 'bad' has no snapshot: it was left out for errors in its own structure (see: "
            + "protocell validate)"))
      #expect(lines.last == "error: 1 row or file failed")
      #expect(try Self.files(in: folder + "/S").keys.map { $0.hasPrefix("Row/") } == [true])
    }
  }

  /// `record` counts the snapshots it left as they were only when there are some.
  @Test func recordCountsTheUnchangedOnlyWhenThereAreSome() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let widths = ["--width", "200", "--width", "320"]
      let runs: [(widths: [String], summary: String)] = [
        (widths, "Recorded 2 snapshots in S (2 written)\n"),
        (widths, "Recorded 2 snapshots in S (0 written, 2 unchanged)\n"),
        (widths + ["--width", "393"], "Recorded 3 snapshots in S (1 written, 2 unchanged)\n"),
      ]
      for run in runs {
        let record = try CommandRunner.run(
          ["snapshot", "record", "t.xml", "-o", "S"] + run.widths, in: folder)
        #expect(record.status == 0)
        #expect(record.standardError == run.summary)
      }
    }
  }

  @Test func recordThenVerifyPasses() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        [
          "snapshot", "record", "t.xml", "-o", "Snapshots", "--width", "200", "--width",
          "iPhone 15",
        ],
        in: folder)
      #expect(record.status == 0)
      #expect(
        record.standardError
          == "Recorded 2 snapshots in Snapshots (2 written)\n")
      let files = try Self.files(in: folder + "/Snapshots")
      #expect(files.keys.sorted() == ["Row/design@200-large.txt", "Row/design@393-large.txt"])
      // At 393 points (an iPhone 15, 3x) the label is 393 - 32 wide. DejaVu Sans 10 pt is
      // (1901 + 483) / 2048 × 10 = 11.64 points tall, 35 pixels at 3x: 11.667; its ascent,
      // 9.282, plus half the 0.026 left over puts the baseline at 9.295, 28 pixels: 9.333.
      // "Hello" advances 25.347 points, 76 pixels: 25.333. The cell is 10 + 11.667 + 10.
      #expect(
        String(decoding: files["Row/design@393-large.txt"] ?? Data(), as: UTF8.self) == """
          protocell-snapshot 1
          prototype Row
          row design
          traits width 393 scale 3 category large
          height 31.667
          view text x 16 y 10 width 361 height 11.667
            line width 25.333 baseline 9.333 "Hello"

          """)
      let verify = try CommandRunner.run(
        [
          "snapshot", "verify", "t.xml", "-o", "Snapshots", "--width", "200", "--width",
          "iPhone 15",
        ],
        in: folder)
      #expect(verify.status == 0)
      #expect(verify.standardOutput == "")
    }
  }

  /// More than five obsolete folders are one warning naming five and counting the others.
  @Test func manyObsoleteFoldersAreOneWarning() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "-o", "S", "--width", "200"], in: folder)
      #expect(record.status == 0)
      for index in 1...7 {
        try FileManager.default.createDirectory(
          atPath: folder + "/S/Old\(index)", withIntermediateDirectories: true)
      }
      let verify = try CommandRunner.run(
        ["snapshot", "verify", "t.xml", "-o", "S", "--width", "200"], in: folder)
      #expect(verify.status == 0)
      #expect(
        verify.standardError
          == "warning: 7 folders of 'S' hold snapshots of no prototype of these inputs ('Old1', "
          + "'Old2', 'Old3', 'Old4', 'Old5', … and 2 more): each a prototype renamed or removed; "
          + "delete it if it is gone, or verify with the inputs that declare it\n"
          + "Verified 1 snapshot in S: 0 differ or are missing; 7 obsolete folders\n")
    }
  }

  /// `verify` of every prototype names the folders of prototypes the inputs no longer hold
  /// (renamed `Row` → `Line`: the `Row` folder is obsolete) and counts them in its summary,
  /// without failing; with `--id` it names none, since the folder may be another run's.
  @Test func verifyNamesTheFoldersOfPrototypesThatAreGone() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "-o", "S", "--width", "200"], in: folder)
      #expect(record.status == 0)
      let renamed = Self.template.replacingOccurrences(
        of: "reuseIdentifier=\"Row\"", with: "reuseIdentifier=\"Line\"")
      try renamed.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let recordLine = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "-o", "S", "--width", "200"], in: folder)
      #expect(recordLine.status == 0)
      let verify = try CommandRunner.run(
        ["snapshot", "verify", "t.xml", "-o", "S", "--width", "200"], in: folder)
      #expect(verify.status == 0)
      #expect(
        verify.standardError
          == "warning: 'S/Row' holds snapshots of no prototype of these inputs: a prototype "
          + "renamed or removed; delete the folder if it is gone, or verify with the inputs "
          + "that declare it\n"
          + "Verified 1 snapshot in S: 0 differ or are missing; 1 obsolete folder\n")
      let one = try CommandRunner.run(
        ["snapshot", "verify", "t.xml", "-o", "S", "--width", "200", "--id", "Line"], in: folder)
      #expect(one.status == 0)
      #expect(one.standardError == "Verified 1 snapshot in S: 0 differ or are missing\n")
    }
  }

  @Test func aChangedConstraintConstantFailsVerifyWithAReportNamingTheView() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      #expect(
        try CommandRunner.run(["snapshot", "record", "t.xml", "-o", "S"], in: folder).status == 0)
      let moved = Self.template.replacingOccurrences(of: "top + 10", with: "top + 14")
      try moved.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let verify = try CommandRunner.run(
        ["snapshot", "verify", "t.xml", "-o", "S", "--report", "report.html"], in: folder)
      #expect(verify.status == 1)
      // 14 + 12 + 10: the cell grows by the 4 points the label moved down.
      #expect(
        verify.standardOutput == """
          S/Row/design@200-large.txt: height 32 → 36
          S/Row/design@200-large.txt: view 'text' y 10 → 14

          """)
      // One snapshot is "1 differs or is missing" in the summary (it was "1 differ or are").
      #expect(
        verify.standardError.hasSuffix(
          "Verified 1 snapshot in S: 1 differs or is missing\n"
            + "error: 1 of 1 snapshots differ or are missing\n"))
      let report = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
      #expect(report.contains("<li>view &#39;text&#39; y 10 → 14</li>"))
      #expect(report.contains("<code>S/Row/design@200-large.txt</code>"))
      #expect(report.contains("width 200, scale 2, large"))
      #expect(report.components(separatedBy: "<svg").count - 1 == 3)

      // Within the tolerance, the same change matches.
      let tolerant = try CommandRunner.run(
        ["snapshot", "verify", "t.xml", "-o", "S", "--tolerance", "4"], in: folder)
      #expect(tolerant.status == 0)
    }
  }

  @Test func recordFailedThenVerifyPasses() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let arguments = ["t.xml", "-o", "S", "--content-size-category", "AX1"]
      #expect(try CommandRunner.run(["snapshot", "record"] + arguments, in: folder).status == 0)
      try Self.template.replacingOccurrences(of: "leading + 16", with: "leading + 20")
        .write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let failed = try CommandRunner.run(
        ["snapshot", "verify"] + arguments + ["--width", "320", "--record-failed"], in: folder)
      #expect(failed.status == 1)
      // The 200-point snapshot differs (x and width); the 320-point one was missing.
      #expect(
        failed.standardOutput == """
          S/Row/design@320-accessibilityMedium.txt: missing: no snapshot was recorded

          """)
      let passed = try CommandRunner.run(
        ["snapshot", "verify"] + arguments + ["--width", "320"], in: folder)
      #expect(passed.status == 0)
      #expect(
        try Self.files(in: folder + "/S").keys.sorted() == [
          "Row/design@200-accessibilityMedium.txt", "Row/design@320-accessibilityMedium.txt",
        ])
    }
  }

  /// Without `--width` and `--content-size-category`, the traits come from the `snapshots` key
  /// of the `.protocell.json` above the templates; an option given replaces its half.
  @Test func takesTheTraitsTheConfigurationGives() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/Cells", withIntermediateDirectories: true)
      try Self.template.write(toFile: folder + "/Cells/t.xml", atomically: false, encoding: .utf8)
      try """
      {"snapshots": {"widths": [320, "iPhone 15"], "contentSizeCategories": ["AX1"]}}
      """.write(toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      #expect(
        try CommandRunner.run(["snapshot", "record", "Cells", "-o", "S"], in: folder).status == 0)
      #expect(
        try Self.files(in: folder + "/S").keys.sorted() == [
          "Row/design@320-accessibilityMedium.txt", "Row/design@393-accessibilityMedium.txt",
        ])
      let record = try CommandRunner.run(
        ["snapshot", "record", "Cells", "-o", "T", "--width", "200"], in: folder)
      #expect(record.status == 0)
      #expect(
        try Self.files(in: folder + "/T").keys.sorted() == [
          "Row/design@200-accessibilityMedium.txt"
        ])

      try #"{"snapshots": {"widths": ["iPad"]}}"#.write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let refused = try CommandRunner.run(["snapshot", "record", "Cells", "-o", "U"], in: folder)
      #expect(refused.status == 2)
      #expect(
        refused.standardError.hasPrefix(
          "error: .protocell.json: snapshots: --width must be points or one of 'iPhone SE'"
        ))
    }
  }

  /// Two runs, on one thread and on two, write the same bytes for the bundled templates at
  /// three widths and two Dynamic Type sizes, for rows whose headers are long enough that the
  /// constraints leave the title's width open (solved from whatever row came before, if the
  /// engine were shared between rows).
  @Test func recordsTheSameBytesWhateverTheJobs() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot") { folder in
      let words = "the quick brown fox jumps over a lazy dog".split(separator: " ")
      var rows = ""
      for index in 0..<24 {
        let text = (0..<(index * 7 % 40 + 1)).map { words[$0 % words.count] }.joined(separator: " ")
        rows +=
          index % 2 == 0
          ? "{\"type\":\"FeedHeader\",\"id\":\"h\(index)\",\"newPostsSummary\":\"\(text)\"}\n"
          : "{\"type\":\"TextPost\",\"id\":\"t\(index)\",\"author\":\"A\",\"body\":\"\(text)\"}\n"
      }
      try rows.write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let traits = [
        "--width", "320", "--width", "iPhone SE (2nd gen)", "--width", "iPhone 15 Pro Max",
        "--content-size-category", "large", "--content-size-category", "AX3",
      ]
      var runs: [[String: Data]] = []
      for (index, jobs) in ["1", "2", "2"].enumerated() {
        let output = folder + "/run\(index)"
        let record = try CommandRunner.run(
          [
            "snapshot", "record", CommandRunner.packageRoot + "/Templates", "-o", output, "--data",
            folder + "/rows.jsonl", "--id-key", "type", "--key", "id", "--jobs", jobs,
          ] + traits)
        #expect(record.status == 0)
        runs.append(try Self.files(in: output))
      }
      #expect(runs[0].count == 24 * 3 * 2)
      for run in runs.dropFirst() {
        #expect(run.keys.sorted() == runs[0].keys.sorted())
        // The files that differ, by name, rather than every file's size.
        #expect(runs[0].filter { run[$0.key] != $0.value }.keys.sorted() == [])
      }
    }
  }
}
