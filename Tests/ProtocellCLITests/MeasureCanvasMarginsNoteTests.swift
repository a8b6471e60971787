import Foundation
import Testing
import _ProtocellTestSupport

/// Without rows, `measure` lays an Interface Builder cell out as the canvas of the Xcode that
/// saved it draws it, and says so when that canvas's content-view margins are not UIKit's.
@Suite(.serialized)
struct MeasureCanvasMarginsNoteTests {
  /// A canvas whose margins are not UIKit's is named; a row and a later canvas are not.
  ///
  /// Xcode 8's canvas gave the content view UIView's 8 points; UIKit gives a 320-point table's
  /// cells 11 above and below and 16 at the sides. A row (`--data`) is laid out as UIKit lays
  /// it out, and a document whose canvas drew UIKit's margins needs no note.
  @Test func aCanvasWithOtherMarginsIsNamed() throws {
    try TemporaryFolder.with(prefix: "protocell-canvas-note") { folder in
      try InterfaceBuilderText.marginHeldLabel(toolsVersion: "11762").write(
        toFile: folder + "/Old.xib", atomically: true, encoding: .utf8)
      try InterfaceBuilderText.marginHeldLabel(toolsVersion: "21701").write(
        toFile: folder + "/New.xib", atomically: true, encoding: .utf8)
      let old = try CommandRunner.run(["measure", "Old.xib"], in: folder)
      #expect(old.status == 0)
      #expect(
        old.standardError.contains(
          "note: without rows, cells are laid out as Interface Builder's canvas draws them: 'Cell' with the content-view margins of the Xcode that saved the document (8 on every side), where UIKit gives top 11, leading 16, bottom 11, trailing 16 at run time, as with rows (--data) and in compiled packs\n"
        ))
      try #"{"titleLabel": "x"}"#.write(
        toFile: folder + "/rows.jsonl", atomically: true, encoding: .utf8)
      let row = try CommandRunner.run(
        ["measure", "Old.xib", "--id", "Cell", "--data", "rows.jsonl"], in: folder)
      #expect(row.status == 0)
      #expect(!row.standardError.contains("canvas"))
      let new = try CommandRunner.run(["measure", "New.xib"], in: folder)
      #expect(!new.standardError.contains("canvas"))
    }
  }
}
