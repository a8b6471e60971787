import Foundation
import Testing
import _ProtocellTestSupport

/// `preview --row` takes one JSON object: anything else is a usage error (exit status 2) that
/// says so before any file is read, and a member spelt nearly as a key the cell shows is named
/// with the key, as `measure` names a row's.
@Suite(.serialized)
struct PreviewRowCommandTests {
  static let usage =
    "Usage: protocell preview [<options>] <paths> ... --output <output>\n"
    + "  See 'protocell preview --help' for more information.\n"

  static let badRows: [(row: String, message: String)] = [
    // A row's index, as if --row took one.
    (
      "3",
      "--row must be one JSON object, such as '{\"title\": \"Hello\"}', not a number; to draw "
        + "the rows of a file, give it with --data and an .html output"
    ),
    ("[1, 2]", "--row must be one JSON object, such as '{\"title\": \"Hello\"}', not an array"),
    // Cut short after the 13 bytes of `{"author":"A"`.
    (
      "{\"author\":\"A\"",
      "--row must be one JSON object, such as '{\"title\": \"Hello\"}': the row is not valid "
        + "JSON: line 1, column 14: expected ',' or '}' after a member, found the end of the row"
    ),
  ]

  @Test(arguments: badRows)
  func aRowThatIsNoJSONObjectIsAUsageError(row: String, message: String) throws {
    try TemporaryFolder.with(prefix: "protocell-preview-row") { folder in
      let output = try CommandRunner.run([
        "preview", "Templates/Feed.xml", "--id", "TextPost", "--row", row, "-o",
        folder + "/cell.svg",
      ])
      #expect(output.status == 2)
      #expect(output.standardError == "error: \(message)\n" + Self.usage)
      #expect(!FileManager.default.fileExists(atPath: folder + "/cell.svg"))
    }
  }

  /// A misspelt member is named with the key, and the cell still drawn.
  ///
  /// TextPost shows `author`, `body`, `comments`, `likes` and `timestamp`: `autor` is one
  /// letter short of `author`.
  @Test(arguments: ["cell.svg", "gallery.html"])
  func aMisspeltMemberIsNamedWithTheKey(file: String) throws {
    try TemporaryFolder.with(prefix: "protocell-preview-row") { folder in
      let output = try CommandRunner.run([
        "preview", "Templates/Feed.xml", "--id", "TextPost", "--row", #"{"autor": "Ada"}"#, "-o",
        folder + "/" + file,
      ])
      #expect(output.status == 0)
      #expect(
        output.standardError
          == "warning: --row: 'autor' fills no view of the prototypes drawn; did you mean "
          + "'author'?\n")
      #expect(output.standardOutput == "Wrote 1 cell to \(folder)/\(file).\n")
    }
  }
}
