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
        toFile: folder + "/Old.xib", atomically: false, encoding: .utf8)
      try InterfaceBuilderText.marginHeldLabel(toolsVersion: "21701").write(
        toFile: folder + "/New.xib", atomically: false, encoding: .utf8)
      let old = try CommandRunner.run(["measure", "Old.xib"], in: folder)
      #expect(old.status == 0)
      #expect(
        old.standardError.contains(
          "note: without rows, cells are laid out as Interface Builder's canvas draws them: 'Cell' with the content-view margins of the Xcode that saved the document (8 on every side); UIKit's run-time margins (top 11, leading 16, bottom 11, trailing 16) are used with rows (--data) and in compiled packs\n"
        ))
      try #"{"titleLabel": "x"}"#.write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let row = try CommandRunner.run(
        ["measure", "Old.xib", "--id", "Cell", "--data", "rows.jsonl"], in: folder)
      #expect(row.status == 0)
      #expect(!row.standardError.contains("canvas"))
      let new = try CommandRunner.run(["measure", "New.xib"], in: folder)
      #expect(!new.standardError.contains("canvas"))
    }
  }

  /// A cell no margin places is laid out alike with the canvas's margins and UIKit's: no note.
  ///
  /// The fresh19 review saw three or four such notes on a simple file. Here the label of Xcode
  /// 8's cell is pinned to the content view's edges instead of its margins.
  @Test func aCellThatUsesNoMarginsGetsNoNote() throws {
    try TemporaryFolder.with(prefix: "protocell-canvas-no-margins") { folder in
      let edges = InterfaceBuilderText.marginHeldLabel(toolsVersion: "11762")
        .replacingOccurrences(of: "Margin\"", with: "\"")
      #expect(!edges.contains("Margin"))
      try edges.write(toFile: folder + "/Edges.xib", atomically: false, encoding: .utf8)
      let measured = try CommandRunner.run(["measure", "Edges.xib"], in: folder)
      #expect(measured.status == 0)
      #expect(!measured.standardError.contains("margins"))
    }
  }

  /// Documents whose canvases gave other margins (Xcode 8's 8 points, Xcode 10's 15 at the
  /// sides of a 320-point cell) are not said to share the first's: the note names the first's
  /// and how to see each one's.
  @Test func canvasesWithDifferentMarginsAreNotFoldedIntoOne() throws {
    try TemporaryFolder.with(prefix: "protocell-canvas-notes") { folder in
      for (file, version) in [("Old", "11762"), ("X10", "14460")] {
        try InterfaceBuilderText.marginHeldLabel(toolsVersion: version).write(
          toFile: folder + "/\(file).xib", atomically: false, encoding: .utf8)
      }
      let both = try CommandRunner.run(["measure", "Old.xib", "X10.xib"], in: folder)
      #expect(both.status == 0)
      #expect(
        both.standardError.contains(
          "note: without rows, cells are laid out as Interface Builder's canvas draws them: 'Cell@Old' and 1 more with the content-view margins Interface Builder's canvas gave them ('Cell@Old': 8 on every side; measure one prototype with --id to see its own); UIKit's run-time margins ('Cell@Old': top 11, leading 16, bottom 11, trailing 16) are used with rows (--data) and in compiled packs\n"
        ))
      let x10 = try CommandRunner.run(["measure", "X10.xib"], in: folder)
      #expect(
        x10.standardError.contains(
          "with the content-view margins of the Xcode that saved the document (top 11, leading 15, bottom 11, trailing 15); UIKit's run-time margins (top 11, leading 16, bottom 11, trailing 16) are used with rows (--data) and in compiled packs\n"
        ))
    }
  }
}
