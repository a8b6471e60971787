import Foundation
import Protocell
import Testing

/// Interface Builder's recorded frames as the reference: every corpus cell laid out at IB's
/// content-view size with the iOS font profile, every view compared with IB's frame.
struct InterfaceBuilderFrameComparisonTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ProtocellTemplatesTests/Fixtures/InterfaceBuilder")

  /// Per file: cells laid out, views compared, views within 0.5 pt vertically, horizontally.
  static let expected: [(name: String, cells: Int, views: Int, vertical: Int, horizontal: Int)] = [
    ("JRG-Developer__AutoLayoutCells__ALCell.xib", 1, 0, 0, 0),
    ("Juanpe__SkeletonView__Main.storyboard", 1, 3, 3, 3),
    ("RocketChat__Rocket.Chat.iOS__ChatMessageCell.xib", 1, 8, 8, 8),
    ("RocketChat__Rocket.Chat.iOS__Subscriptions.storyboard", 2, 14, 14, 14),
    ("SwipeCellKit__SwipeCellKit__Main.storyboard", 4, 17, 17, 13),
    ("ello__ello-ios__StreamImageCell.xib", 1, 7, 7, 7),
    ("hackiftekhar__IQKeyboardManager__Settings.storyboard", 7, 27, 27, 27),
    (
      "jessesquires__JSQMessagesViewController__JSQMessagesCollectionViewCellIncoming.xib", 1, 9, 9,
      9
    ),
    ("xmartlabs__XLPagerTabStrip__PostCell.xib", 1, 3, 3, 3),
    ("xmartlabs__XLPagerTabStrip__Storyboard.storyboard", 5, 5, 5, 5),
  ]

  static func compare(_ name: String) throws -> InterfaceBuilderFrameComparison {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    // Read as IB's canvas, as `protocell measure` without rows reads it (and as the yardstick,
    // ../shared/tools/ib_frames.py, lays cells out).
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = true
    let document = importer.importDocument(text: text, path: name)
    return InterfaceBuilderFrameComparison(document, measurer: try FontTextMeasurer())
  }

  @Test(arguments: expected.map(\.name)) func agreementPerFile(name: String) throws {
    let comparison = try Self.compare(name)
    let figures = try #require(Self.expected.first { $0.name == name })
    #expect(comparison.cellsLaidOut == figures.cells)
    #expect(comparison.viewsCompared == figures.views)
    #expect(comparison.verticalMatches == figures.vertical)
    #expect(comparison.horizontalMatches == figures.horizontal)
    #expect(
      comparison.misses.count
        == (figures.views - figures.vertical) + (figures.views - figures.horizontal))
  }

  @Test func postCellMatchesIBExactly() throws {
    // PostCell.xib (retina4_7, 2×): IB records the 15-point labels 18 pt tall (17.9 rounded up).
    let comparison = try Self.compare("xmartlabs__XLPagerTabStrip__PostCell.xib")
    #expect(comparison.misses == [])
    #expect(comparison.skipped == [])
  }
}
