import Foundation
import Testing
import _ProtocellTestSupport

/// Without rows, `measure` rounds label heights up to whole points in a document whose canvas
/// recorded them so, and says so; rows keep UIKit's pixel.
@Suite(.serialized)
struct MeasureCanvasTextHeightsNoteTests {
  /// Two 17-point labels recorded 21 tall (UIKit: 20.287, 20.5 at 2×), 10 points apart inside
  /// 10-point edges: 10 + 21 + 10 + 21 + 10 = 72 on the canvas, 71 with a row.
  static let document = InterfaceBuilderText.stackedLabels(
    heights: (21, 21), secondY: 41, device: "retina4_7", pinsBottom: true, contentHeight: 72)

  @Test func wholePointHeightsAreLaidOutAndNamedWithoutRows() throws {
    try TemporaryFolder.with(prefix: "protocell-text-heights") { folder in
      try Self.document.write(toFile: folder + "/Whole.xib", atomically: false, encoding: .utf8)
      let canvas = try CommandRunner.run(["measure", "Whole.xib"], in: folder)
      #expect(canvas.status == 0)
      #expect(canvas.standardOutput.hasSuffix("\t72\n"))
      #expect(
        canvas.standardError.contains(
          "note: without rows, the labels of Whole.xib are as tall as their lines rounded up to the whole point, as Interface Builder's canvas recorded them in that document; UIKit rounds them up to the pixel at run time, which is what rows (--data) and compiled packs use\n"
        ))
      try #"{"a": "a", "b": "b"}"#.write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let row = try CommandRunner.run(
        ["measure", "Whole.xib", "--id", "Cell", "--data", "rows.jsonl"], in: folder)
      #expect(row.status == 0)
      #expect(row.standardOutput.hasSuffix("\t71\n"))
      #expect(!row.standardError.contains("whole point"))
    }
  }
}
