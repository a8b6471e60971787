import Foundation
import Testing
import _ProtocellTestSupport

/// Without rows the HTML gallery lays Interface Builder cells out as the canvas draws them, as
/// `measure` and the SVG preview do; with rows, as UIKit does.
@Suite(.serialized)
struct PreviewGalleryCanvasTests {
  /// The whole-point document of `MeasureCanvasTextHeightsNoteTests`: 72 on the canvas, 71 at
  /// run time.
  @Test func theGalleryDrawsTheCanvasWithoutRows() throws {
    try TemporaryFolder.with(prefix: "protocell-gallery-canvas") { folder in
      try MeasureCanvasTextHeightsNoteTests.document.write(
        toFile: folder + "/Whole.xib", atomically: false, encoding: .utf8)
      let canvas = try CommandRunner.run(["preview", "Whole.xib", "-o", "g.html"], in: folder)
      #expect(canvas.status == 0)
      let page = try String(contentsOfFile: folder + "/g.html", encoding: .utf8)
      #expect(page.contains("as designed · height <b>72 pt"))
      try #"{"a": "a", "b": "b"}"#.write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let rows = try CommandRunner.run(
        ["preview", "Whole.xib", "--data", "rows.jsonl", "-o", "r.html"], in: folder)
      #expect(rows.status == 0)
      let rowPage = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
      #expect(rowPage.contains("height <b>71 pt"))
      #expect(!rowPage.contains("height <b>72 pt"))
    }
  }
}
