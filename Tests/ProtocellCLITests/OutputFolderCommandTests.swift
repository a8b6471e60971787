import Foundation
import Testing
import _ProtocellTestSupport

/// A file written into a folder that does not exist: every command that writes one names the
/// folder and says what to do, and writes nothing.
@Suite(.serialized)
struct OutputFolderCommandTests {
  /// The inputs, by the placeholders the cases use.
  static let inputs = [
    "TEMPLATES": CommandRunner.packageRoot + "/Templates/Feed.xml",
    "XIB": CommandRunner.packageRoot
      + "/Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder/"
      + "xmartlabs__XLPagerTabStrip__PostCell.xib",
  ]

  @Test(arguments: [
    ["preview", "XIB", "-o", "missing/x.html"],
    ["preview", "TEMPLATES", "--all", "-o", "missing/x.svg"],
    ["compile", "TEMPLATES", "-o", "missing/x.pcpack"],
    ["convert", "XIB", "-o", "missing/x.xml"],
    ["generate-swift", "TEMPLATES", "-o", "missing/x.swift"],
  ])
  func aMissingFolderIsNamed(command: [String]) throws {
    try TemporaryFolder.with(prefix: "protocell-cli-output") { folder in
      let arguments = command.map { Self.inputs[$0] ?? $0 }
      let output = try CommandRunner.run(arguments, in: folder)
      let path = command[command.count - 1]
      #expect(output.status == 2)
      #expect(
        output.standardError
          == "error: cannot write '\(path)': the folder 'missing' does not exist; create it or "
          + "choose another path\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }
  }

  @Test func aFileInPlaceOfTheFolderIsNamed() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-output") { folder in
      try "notes".write(toFile: folder + "/notes.txt", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["compile", CommandRunner.packageRoot + "/Templates/Feed.xml", "-o", "notes.txt/x.pcpack"],
        in: folder)
      #expect(output.status == 2)
      #expect(
        output.standardError
          == "error: cannot write 'notes.txt/x.pcpack': 'notes.txt' is not a folder; choose "
          + "another path\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
    }
  }
}
