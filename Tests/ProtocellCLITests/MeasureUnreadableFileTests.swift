import Foundation
import Testing
import _ProtocellTestSupport

/// A file `measure` finds but cannot read is the answer when it is the only input: its error,
/// then "the errors above stop every file's prototypes", exit 1 as `validate`'s.
@Suite(.serialized)
struct MeasureUnreadableFileTests {
  /// A document over the project's file size limit (100 bytes here).
  ///
  /// Before, its `file-too-large` error was followed by "no template (.xml) or Interface Builder (.xib,
  /// .storyboard) file under 'A.xib'; check the path", exit 2, when the path was right (the
  /// robustness review).
  @Test func aFileOverTheSizeLimitIsTheAnswer() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-unreadable") { folder in
      try #"{"limits": {"maximumFileSize": 100}}"#.write(
        toFile: "\(folder)/.protocell.json", atomically: false, encoding: .utf8)
      try InterfaceBuilderText.xib(InterfaceBuilderText.tableCell(subviews: "")).write(
        toFile: "\(folder)/A.xib", atomically: false, encoding: .utf8)
      let result = try CommandRunner.run(["measure", "A.xib"], in: folder)
      #expect(result.status == 1)
      #expect(result.standardError.contains("[file-too-large]"))
      #expect(
        result.standardError.hasSuffix(
          "error: nothing to lay out: the errors above stop every file's prototypes\n"))
    }
  }
}
