import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// On IB's canvas a label with a placeholder intrinsic size takes it, as IB draws and records it;
/// with rows (not the canvas) its text sizes it.
struct InterfaceBuilderPlaceholderLabelTests {
  /// AutoLayoutCells' `ALCell.xib`: two empty labels of placeholder 290 × 21, 10 points from the
  /// content view's top and bottom and 2 apart: 10 + 21 + 2 + 21 + 10 = 64, as IB records the
  /// content view, with the labels at 10 and 33.
  @Test func anEmptyLabelTakesItsPlaceholderHeightOnTheCanvas() throws {
    let path =
      CommandRunner.packageRoot
      + "/Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder/JRG-Developer__AutoLayoutCells__ALCell.xib"
    let source = SourceFile(
      path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = true
    let canvas = try #require(importer.importDocument(source).file.cells.first)
    let layout = try LayoutEngine(prototype: canvas, measurer: FixedAdvanceMeasurer())
      .layout(width: 320)
    #expect(layout.height == 64)
    #expect(layout.frames["titleLabel"] == Rect(x: 10, y: 10, width: 300, height: 21))
    #expect(layout.frames["subtitleLabel"] == Rect(x: 10, y: 33, width: 300, height: 21))

    // At run time the empty labels are empty: 10 + 0 + 2 + 0 + 10.
    let runTime = try #require(InterfaceBuilderImporter().importDocument(source).file.cells.first)
    #expect(
      try LayoutEngine(prototype: runTime, measurer: FixedAdvanceMeasurer()).layout(width: 320)
        .height == 22)
  }
}
