import Foundation
import Testing
import _ProtocellTestSupport

/// A document that declares no cell (a storyboard of plain screens) sets no scale and makes no
/// pack: commands say so of it, and nothing of its `<device>`.
@Suite(.serialized)
struct DocumentsWithoutCellsTests {
  /// A 3× document (`retina5_9`) of no cell.
  static let screens = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
      <device id="retina5_9" orientation="portrait"/>
      <scenes/>
    </document>
    """

  /// A 2× document (`retina4_7`) of one cell, `Cell`.
  static let cells = InterfaceBuilderText.stackedLabels(
    heights: (20.5, 20.5), secondY: 40.5, device: "retina4_7", pinsBottom: true,
    contentHeight: 71)

  /// Measured beside the 3× storyboard of no cell, the 2× cell is rounded on its own pixel and
  /// the note names its document alone: before, it said "scale 3 for the cells of
  /// Screens.storyboard", a document without cells, as if the two disagreed.
  @Test func aDocumentWithoutCellsSetsNoScale() throws {
    try TemporaryFolder.with(prefix: "protocell-no-cells") { folder in
      try Self.screens.write(
        toFile: folder + "/Screens.storyboard", atomically: false, encoding: .utf8)
      try Self.cells.write(toFile: folder + "/Cells.xib", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["measure", "Cells.xib", "Screens.storyboard"], in: folder)
      #expect(output.status == 0)
      #expect(output.standardError == "note: scale 2, from the <device> of Cells.xib\n")
    }
  }

  /// `compile` refuses files that declare no cell, as `measure` does (exit 1, no pack), with
  /// `--allow-no-files` as the way to write a pack of none; before, it wrote an 18-byte pack
  /// and exited 0.
  @Test func compileRefusesFilesWithoutCells() throws {
    try TemporaryFolder.with(prefix: "protocell-no-cells") { folder in
      try Self.screens.write(
        toFile: folder + "/Screens.storyboard", atomically: false, encoding: .utf8)
      let refused = try CommandRunner.run(
        ["compile", "Screens.storyboard", "-o", "s.pcpack"], in: folder)
      #expect(refused.status == 1)
      #expect(
        refused.standardError
          == "error: nothing to compile: no cell prototype in 'Screens.storyboard' (Interface "
          + "Builder's <tableViewCell> and <collectionViewCell>, a template's <cell>); pass "
          + "--allow-no-files to write a pack of no prototypes\n")
      #expect(!FileManager.default.fileExists(atPath: folder + "/s.pcpack"))
      let allowed = try CommandRunner.run(
        ["compile", "Screens.storyboard", "-o", "s.pcpack", "--allow-no-files"], in: folder)
      #expect(allowed.status == 0)
      #expect(FileManager.default.fileExists(atPath: folder + "/s.pcpack"))
    }
  }
}
