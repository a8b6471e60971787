import Foundation
import Testing
import _ProtocellTestSupport

/// `measure --data`: a warning a prototype's rows repeat is printed in full once, then as a
/// reference to the row that printed it; JSON keeps it in full on every row.
@Suite(.serialized)
struct MeasureRepeatedWarningsTests {
  /// `Clash` breaks one of two heights (8 + 10 + 8 = 26 with the box at 10); `Empty` has no
  /// content and gets the default row height, 44: its content view is 43.5 of it, over the
  /// separator's pixel at scale 2.
  static let templates =
    "<templates>\n" + TemplateText.clashingCell(reuseIdentifier: "Clash")
    + "\n<cell reuseIdentifier=\"Empty\"/>\n</templates>\n"

  static let zeroHeight =
    "the cell's content view fits at 0 points: nothing in it holds a height for this row (no "
    + "views, empty ones, or no chain of constraints from its top to its bottom); UIKit logs "
    + "that \"constraints ambiguously suggest a height of zero\" and gives the row the default "
    + "row height, 44, its content view that less the separator's pixel"

  @Test func aRepeatedWarningPointsAtTheRowThatPrintedIt() throws {
    try TemporaryFolder.with(prefix: "protocell-repeated-warnings") { folder in
      try Self.templates.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let rows = ["Clash", "Clash", "Empty", "Empty", "Clash"].map { "{\"t\":\"\($0)\"}\n" }
      try rows.joined().write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let table = try CommandRunner.run(
        ["measure", "t.xml", "--data", "rows.jsonl", "--id-key", "t", "--quiet"], in: folder)
      #expect(table.status == 0)
      let expected: String =
        "row\tprototype\theight\n"
        + "1\tClash\t26\n  warning: broke 'box.height == 20' (conflicts with 'box.height == 10')\n"
        + "2\tClash\t26\n  warning: as row 1 (broke 'box.height == 20')\n"
        + "3\tEmpty\t43.5\n  warning: \(Self.zeroHeight)\n"
        + "4\tEmpty\t43.5\n  warning: as row 3 (the content view fits at 0 points)\n"
        + "5\tClash\t26\n  warning: as row 1 (broke 'box.height == 20')\n"
      #expect(table.standardOutput == expected)
      let json = try CommandRunner.run(
        ["measure", "t.xml", "--data", "rows.jsonl", "--id-key", "t", "--format", "json"],
        in: folder)
      let lines = json.standardOutput.split(separator: "\n")
      #expect(lines.count == 5)
      #expect(
        lines[3]
          == #"{"row":4,"prototype":"Empty","file":"t.xml","width":375,"height":43.5,"warnings":["#
          + "\"" + Self.zeroHeight.replacing("\"", with: "\\\"") + "\"]}")
    }
  }

  /// Rows measured on several threads are printed in input order, so the full warning is on
  /// the first row whichever thread measured it.
  @Test func theFirstRowPrintsItInFullOnEveryThreadCount() throws {
    try TemporaryFolder.with(prefix: "protocell-repeated-warnings") { folder in
      try Self.templates.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try String(repeating: "{}\n", count: 300).write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      for jobs in ["1", "4"] {
        let table = try CommandRunner.run(
          ["measure", "t.xml", "--id", "Empty", "--data", "rows.jsonl", "--jobs", jobs],
          in: folder)
        let warnings = table.standardOutput.split(separator: "\n").filter {
          $0.hasPrefix("  warning:")
        }
        #expect(warnings.count == 300)
        #expect(warnings.first == "  warning: \(Self.zeroHeight)")
        #expect(
          warnings.dropFirst().allSatisfy {
            $0 == "  warning: as row 1 (the content view fits at 0 points)"
          })
      }
    }
  }
}
