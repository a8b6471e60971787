import Foundation
import Testing
import _ProtocellTestSupport

/// CJK ideographs in the iOS system font: 2.3% wider than 1 em, as iOS 11 and later draw them,
/// except on the canvas of Xcode 8 and earlier, which drew them 1 em wide.
@Suite(.serialized)
struct MeasureIdeographTests {
  /// A cell whose label, `顶部` in the 17-point system font, is held 16 points from the
  /// content view's leading edge and 10 from its top and bottom, in a document saved by
  /// `toolsVersion`.
  static func document(toolsVersion: String) -> String {
    InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: """
          <label text="顶部" translatesAutoresizingMaskIntoConstraints="NO" id="title">
            <rect key="frame" x="16" y="10" width="35" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          """,
        constraints: """
          <constraint firstItem="title" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" constant="16" id="k1"/>
          <constraint firstItem="title" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" constant="10" id="k2"/>
          <constraint firstItem="c1-cv" firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="10" id="k3"/>
          """)
    ).replacing(#"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
  }

  /// The label's frame line that `measure --frames` prints for the document.
  static func labelFrame(toolsVersion: String, rows: Bool) throws -> String? {
    var frame: String?
    try TemporaryFolder.with(prefix: "protocell-ideographs") { folder in
      try document(toolsVersion: toolsVersion).write(
        toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      try "{}".write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let result = try CommandRunner.run(
        ["measure", "Cell.xib", "--id", "Cell", "--frames"]
          + (rows ? ["--data", "rows.jsonl"] : []), in: folder)
      #expect(result.status == 0)
      frame = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("  label\t") }
        .map(String.init)
    }
    return frame
  }

  /// Two ideographs at 17 points: 2 × 17 × 1.023 = 34.782, rounded up to the pixel at 2×, 35
  /// (JXSegmentedView's, Xcode 13); on Xcode 7's canvas 2 × 17 = 34 (Birdcopy's), but 35 with
  /// rows, as an iPhone of today lays it out.
  @Test func ideographsAreWiderThanAnEmButOnOldCanvases() throws {
    #expect(
      try Self.labelFrame(toolsVersion: "22154", rows: false) == "  label\t(16, 10, 35, 20.5)")
    #expect(
      try Self.labelFrame(toolsVersion: "10116", rows: false) == "  label\t(16, 10, 34, 20.5)")
    #expect(try Self.labelFrame(toolsVersion: "10116", rows: true) == "  label\t(16, 10, 35, 20.5)")
  }
}
