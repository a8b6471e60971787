import Foundation
import Testing
import _ProtocellTestSupport

/// Data that holds no row (an empty file, `[]`) is no failure, but never passes unsaid:
/// `measure`, `preview` and `snapshot` each say so in a note on standard error, and exit 0.
@Suite(.serialized)
struct EmptyDataTests {
  @Test(arguments: ["", "[]"])
  func everyCommandNotesDataWithoutRows(rows: String) throws {
    try TemporaryFolder.with(prefix: "protocell-empty-data") { folder in
      try rows.write(toFile: folder + "/rows.json", atomically: false, encoding: .utf8)
      let template = CommandRunner.packageRoot + "/Templates/Feed.xml"
      let data = ["--id", "TextPost", "--data", "rows.json"]
      let measured = try CommandRunner.run(["measure", template] + data, in: folder)
      #expect(measured.status == 0)
      #expect(measured.standardOutput == "row\tprototype\theight\n")
      #expect(measured.standardError == "note: no rows in rows.json\n")
      // The gallery draws the cell as designed, and says why.
      let previewed = try CommandRunner.run(
        ["preview", template, "-o", "g.html"] + data, in: folder)
      #expect(previewed.status == 0)
      #expect(previewed.standardOutput == "Wrote 1 cell to g.html.\n")
      #expect(
        previewed.standardError
          == "note: no rows in rows.json: each prototype is drawn as designed\n")
      // A verify of no snapshot is said to have had no row to verify.
      for mode in ["record", "verify"] {
        let snapshot = try CommandRunner.run(
          ["snapshot", mode, template, "-o", "S"] + data, in: folder)
        #expect(snapshot.status == 0)
        #expect(
          snapshot.standardError.hasPrefix(
            "note: no rows in rows.json: no snapshot of a row to \(mode)\n"))
      }
    }
  }
}
