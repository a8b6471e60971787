import Foundation
import Testing
import _ProtocellTestSupport

/// A preview draws a label's lines as UILabel does at its frame: a one-line label squeezed
/// below its text's width truncates its tail, in the label's own family.
@Suite(.serialized)
struct PreviewTruncationTests {
  /// "Hello" in DejaVu Sans 10 pt (advances H 1540, e 1260, l 569, o 1253, … 2048 of 2048 units:
  /// 25.35 points) in a label held 20 wide: "H…" takes 7.52 + 10 = 17.52 points, "He…" 23.67,
  /// so UILabel draws "H…".
  @Test func aSqueezedLabelIsDrawnTruncatedInItsFamily() throws {
    try TemporaryFolder.with(prefix: "protocell-preview-truncation") { folder in
      try SnapshotFindingsCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: true, encoding: .utf8)
      let preview = try CommandRunner.run(["preview", "t.xml", "-o", "-"], in: folder)
      #expect(preview.status == 0)
      #expect(
        preview.standardOutput.contains(
          ##"font-family="'DejaVu Sans', sans-serif" fill="#000000">H…</text>"##))
      #expect(!preview.standardOutput.contains(">Hello</text>"))
    }
  }
}
