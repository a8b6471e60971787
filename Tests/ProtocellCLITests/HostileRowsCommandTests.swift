import Foundation
import Testing
import _ProtocellTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rows as a hostile user would write them, given to the built `protocell measure`, as the
/// hostile-XML list does for templates: each ends with exit status 0, 1 or 2, a located message
/// for what fails, and the other rows of the same input measured.
///
/// Every row here is the one-label `Row` prototype of ``MeasureCommandTests``, whose one-line
/// text is 28 points tall, so a good row prints `N,Row,28`.
@Suite(.serialized)
struct HostileRowsCommandTests {
  /// One hostile input: its bytes, the file's name (`rows.jsonl` or `rows.json`) and what
  /// `measure --format csv` must print.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var bytes: [UInt8]
    var arguments: [String] = []
    var status: Int32
    /// The measured rows, after the header.
    var rows: String
    var errors: String

    var testDescription: String { name }
  }

  private static let good = Array(#"{"text":"a"}"#.utf8)
  private static let newline: [UInt8] = [0x0A]

  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static let cases: [Case] = [
    Case(
      name: "100,000 nested arrays in a JSON array (the issue's crash)", file: "rows.json",
      bytes: bytes(String(repeating: "[", count: 100_000)), status: 2, rows: "",
      errors: """
        error: rows.json:1:66: row 1: nested deeper than 64 arrays and objects (--max-row-depth)
        error: rows.json:1:100001: the array is not closed with ']'

        """),
    Case(
      name: "nested arrays after a good row in a JSON array", file: "rows.json",
      bytes: bytes("[") + good + bytes(",") + bytes(String(repeating: "[", count: 100_000)),
      status: 2, rows: "1,Row,28\n",
      errors: """
        error: rows.json:1:79: row 2: nested deeper than 64 arrays and objects (--max-row-depth)
        error: rows.json:1:100015: the array is not closed with ']'

        """),
    Case(
      name: "nested objects in a closed JSON array", file: "rows.json",
      bytes: bytes("[") + good + bytes(", ")
        + bytes(String(repeating: #"{"a":"#, count: 100) + "1" + String(repeating: "}", count: 100))
        + bytes(", ") + good + bytes("]"),
      status: 1, rows: "1,Row,28\n3,Row,28\n",
      errors: """
        error: rows.json:1:336: row 2: nested deeper than 64 arrays and objects (--max-row-depth)
        error: 1 of 3 rows failed

        """),
    Case(
      name: "nested arrays in JSON Lines", file: "rows.jsonl",
      bytes: good + newline + bytes(#"{"text":"# + String(repeating: "[", count: 100_000))
        + newline + good + newline,
      status: 1, rows: "1,Row,28\n3,Row,28\n",
      errors: """
        error: rows.jsonl:2:72: row 2: nested deeper than 64 arrays and objects (--max-row-depth)
        error: 1 of 3 rows failed

        """),
    Case(
      name: "nested objects in JSON Lines", file: "rows.jsonl",
      bytes: good + newline + bytes(String(repeating: #"{"a":"#, count: 100_000)) + newline
        + good + newline,
      status: 1, rows: "1,Row,28\n3,Row,28\n",
      errors: """
        error: rows.jsonl:2:321: row 2: nested deeper than 64 arrays and objects (--max-row-depth)
        error: 1 of 3 rows failed

        """),
    Case(
      name: "huge numbers, 1e309 and -0", file: "rows.jsonl",
      bytes: bytes(
        """
        {"text":"a"}
        {"text":1e309}
        {"text":1\(String(repeating: "0", count: 400))}
        {"text":12345678901234567890123}
        {"text":-0}

        """),
      status: 1, rows: "1,Row,28\n4,Row,28\n5,Row,28\n",
      errors: """
        error: rows.jsonl:2:9: row 2: the number is too large for a double
        error: rows.jsonl:3:9: row 3: the number is too large for a double
        error: 2 of 5 rows failed

        """),
    Case(
      name: "lone surrogates, NUL and overlong UTF-8", file: "rows.jsonl",
      bytes: bytes(#"{"text":"\ud800"}"#) + newline + bytes(#"{"text":"a\u0000b"}"#) + newline
        + bytes(#"{"text":"a"#) + [0] + bytes(#"b"}"#) + newline
        + bytes(#"{"text":""#) + [0xC0, 0x80, 0xE0, 0x80, 0x80] + bytes(#""}"#) + newline,
      status: 1, rows: "2,Row,28\n",
      errors: #"""
        error: rows.jsonl:1:10: row 1: '\ud800' is half a surrogate pair: a \u escape from D800 to DBFF must be followed by one from DC00 to DFFF
        error: rows.jsonl:3:11: row 3: a string may not hold a control character; write it escaped
        error: rows.jsonl:4:10: row 4: a string holds the byte 0xC0, which is not UTF-8: rows are UTF-8 text; save the data as UTF-8
        error: 3 of 4 rows failed

        """#),
    Case(
      name: "a byte order mark and CRLF line ends", file: "rows.jsonl",
      bytes: [0xEF, 0xBB, 0xBF] + good + bytes("\r\n") + good + bytes("\r\n"), status: 0,
      rows: "1,Row,28\n2,Row,28\n", errors: ""),
    Case(
      name: "a byte order mark before a JSON array", file: "rows.json",
      bytes: [0xEF, 0xBB, 0xBF] + bytes("[") + good + bytes(",\r\n") + good + bytes("]\r\n"),
      status: 0, rows: "1,Row,28\n2,Row,28\n", errors: ""),
    Case(
      name: "10,000 keys in one row", file: "rows.jsonl",
      bytes: bytes("{" + (0..<10_000).map { #""k\#($0)":\#($0),"# }.joined() + #""text":"a"}"#)
        + newline + good + newline,
      status: 0, rows: "1,Row,28\n2,Row,28\n", errors: ""),
    Case(
      name: "a stream that stops mid-row in JSON Lines", file: "rows.jsonl",
      bytes: good + newline + bytes(#"{"text":"a"#), status: 1, rows: "1,Row,28\n",
      errors: """
        error: rows.jsonl:2:9: row 2: unterminated string
        error: 1 of 2 rows failed

        """),
    Case(
      name: "a stream that stops mid-row in a JSON array", file: "rows.json",
      bytes: bytes("[") + good + bytes(#", {"text":"a"#), status: 2, rows: "1,Row,28\n",
      errors: """
        error: rows.json:1:24: row 2: unterminated string
        error: rows.json:1:26: the array is not closed with ']'

        """),
    Case(
      name: "a 20 MB row (the issue's second case)", file: "rows.jsonl",
      bytes: good + newline + bytes(#"{"text":""#) + Array(repeating: 0x78, count: 20_000_000)
        + bytes(#""}"#) + newline + good + newline,
      status: 1, rows: "1,Row,28\n3,Row,28\n",
      errors: """
        error: rows.jsonl:2:1: row 2: the row is 20000011 bytes long, more than the limit of 1048576 (--max-row-bytes)
        error: 1 of 3 rows failed

        """),
    Case(
      name: "a 20 MB text under a raised row limit", file: "rows.json",
      bytes: bytes("[") + good + bytes(#",{"text":""#) + Array(repeating: 0x78, count: 20_000_000)
        + bytes(#""},"#) + good + bytes("]"),
      arguments: ["--max-row-bytes", "30000000"], status: 1, rows: "1,Row,28\n3,Row,28\n",
      errors: """
        error: rows.json:1:15: row 2: the text of label 'text' is 20000000 characters long, more than the limit of 100000 (--max-text-length)
        error: 1 of 3 rows failed

        """),
    Case(
      name: "a text of 1,001 lines", file: "rows.jsonl",
      bytes: good + newline
        + bytes(#"{"text":""# + String(repeating: #"a\n"#, count: 1_000) + #"a"}"#) + newline
        + good + newline,
      status: 1, rows: "1,Row,28\n3,Row,28\n",
      errors: """
        error: rows.jsonl:2:1: row 2: label 'text' needs more than 1000 lines (--max-label-lines)
        error: 1 of 3 rows failed

        """),
  ]

  @Test(arguments: cases)
  func hostileRowsFailAloneWithALocatedMessage(_ hostile: Case) throws {
    let output = try measure(hostile.bytes, file: hostile.file, arguments: hostile.arguments)
    #expect(output.status == hostile.status)
    #expect(output.standardOutput == "row,prototype,height\n" + hostile.rows)
    #expect(output.standardError == hostile.errors)
  }

  /// A repeated name keeps its last value, as in `JSONSerialization`: each row is as tall as
  /// the same row with only its last value.
  @Test func duplicateKeysKeepTheLastValue() throws {
    let output = try measure(
      """
      {"text":"a\\na","text":"a"}
      {"text":"a","text":"a\\na"}
      {"text":"a\\na"}

      """)
    #expect(output.status == 0)
    let heights = output.standardOutput.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").last.map(String.init) ?? ""
    }
    #expect(heights.count == 3)
    #expect(heights.first == "28")
    #expect(heights[1] == heights[2])
    #expect(heights[1] != "28")
  }

  /// A label within its line limit is measured as without one; one line more fails the row.
  @Test func aLowerLineLimitFailsOnlyTheLabelsPastIt() throws {
    let rows = """
      {"text":"a\\na\\na"}
      {"text":"a\\na\\na\\na"}

      """
    let unlimited = try measure(rows)
    let limited = try measure(rows, arguments: ["--max-label-lines", "3"])
    #expect(unlimited.status == 0)
    #expect(limited.status == 1)
    let lines = unlimited.standardOutput.split(separator: "\n")
    #expect(limited.standardOutput == lines.prefix(2).joined(separator: "\n") + "\n")
    #expect(
      limited.standardError == """
        error: rows.jsonl:2:1: row 2: label 'text' needs more than 3 lines (--max-label-lines)
        error: 1 of 2 rows failed

        """)
  }

  /// A line of 1 GB, streamed from a generator through a pipe (never a file): skipped as it
  /// streams past, without being held, and the rows around it measured.
  @Test func aOneGigabyteLineFromAPipeIsSkipped() throws {
    try TemporaryFolder.with(prefix: "protocell-hostile-rows") { folder in
      try MeasureCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", "-", "--format", "csv"], in: folder
      ) { descriptor in
        let chunk = [UInt8](repeating: 0x78, count: 1 << 20)
        var pieces = [
          Self.good + Self.newline + Self.bytes(#"{"text":""#)
        ]
        pieces += Array(repeating: chunk, count: 1 << 10)
        pieces.append(Self.bytes(#""}"#) + Self.newline + Self.good + Self.newline)
        for piece in pieces where !Self.send(piece, to: descriptor) { return }
      }
      #expect(output.status == 1)
      #expect(output.standardOutput == "row,prototype,height\n1,Row,28\n3,Row,28\n")
      #expect(
        output.standardError == """
          error: <stdin>:2:1: row 2: the row is 1073741835 bytes long, more than the limit of 1048576 (--max-row-bytes)
          error: 1 of 3 rows failed

          """)
    }
  }

  /// Writes all of `bytes`; `false` once the reader has gone.
  private static func send(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, base + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }

  /// `measure --format csv` of `rows` written to `file` beside the `Row` prototype.
  private func measure(
    _ rows: [UInt8], file: String = "rows.jsonl", arguments: [String] = []
  ) throws -> CommandRunner.Output {
    var output: CommandRunner.Output?
    try TemporaryFolder.with(prefix: "protocell-hostile-rows") { folder in
      try MeasureCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try Data(rows).write(to: URL(fileURLWithPath: folder + "/" + file))
      output = try CommandRunner.run(
        ["measure", "t.xml", "--id", "Row", "--data", file, "--format", "csv"] + arguments,
        in: folder)
    }
    return try #require(output)
  }

  private func measure(_ rows: String, arguments: [String] = []) throws -> CommandRunner.Output {
    try measure(Array(rows.utf8), arguments: arguments)
  }
}
