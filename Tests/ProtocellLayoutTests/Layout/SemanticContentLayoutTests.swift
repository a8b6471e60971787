import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A view's `semanticContentAttribute` decides the direction of its own contents, in a cell
/// laid out either way; every frame below is derived by hand in a 320-point content view with
/// UIKit's 8-point margins.
struct SemanticContentLayoutTests {
  let measurer = FixedAdvanceMeasurer()

  /// Lays a cell out left to right, or right to left as the snapshot command does: the
  /// mirroring prototype laid out and mirrored.
  private func layout(_ body: String, isRightToLeft: Bool) throws -> CellLayout {
    let cell = try layoutCell(body)
    guard isRightToLeft else {
      return try LayoutEngine(prototype: cell, measurer: measurer).layout(
        CellContent(), width: 320)
    }
    return try LayoutEngine(prototype: cell.mirroringAbsoluteAttributes(), measurer: measurer)
      .layout(CellContent(), width: 320).mirrored(contentWidth: 320)
  }

  /// A 100 × 40 box at the leading margin holding a 20-point icon 4 from its leading edge and
  /// a 10-point badge 6 after the icon.
  private func box(_ attribute: String) -> String {
    """
    <view id="box" semanticContentAttribute="\(attribute)">
      <image id="icon" imageWidth="20" imageHeight="20"/>
      <image id="badge" imageWidth="10" imageHeight="10"/>
    </view>
    <constraints>
      <constraint>box.leading == margins.leading</constraint>
      <constraint>box.top == margins.top</constraint>
      <constraint>box.width == 100</constraint>
      <constraint>box.height == 40</constraint>
      <constraint>icon.leading == box.leading + 4</constraint>
      <constraint>icon.top == box.top</constraint>
      <constraint>badge.leading == icon.trailing + 6</constraint>
      <constraint>badge.top == box.top</constraint>
    </constraints>
    """
  }

  /// A forced left-to-right box keeps its contents left to right in a right-to-left cell.
  ///
  /// The box sits at the right margin (maxX 320 − 8 = 312, x 212), as
  /// its superview's direction says; inside it, forced left to right, the icon is 4 from its
  /// left edge (x 216) and the badge 6 after it (216 + 20 + 6 = 242). Mirroring the whole cell
  /// would have put the icon at 312 − 4 − 20 = 288.
  @Test(arguments: ["forceLeftToRight", "playback", "spatial"])
  func forcedLeftToRightContentsStayLeftToRightInARightToLeftCell(attribute: String) throws {
    let result = try layout(box(attribute), isRightToLeft: true)
    #expect(result.frames["box"] == Rect(x: 212, y: 8, width: 100, height: 40))
    #expect(result.frames["icon"] == Rect(x: 216, y: 8, width: 20, height: 20))
    #expect(result.frames["badge"] == Rect(x: 242, y: 8, width: 10, height: 10))
  }

  /// In a left-to-right cell a box forced right to left sits at the left margin (x 8, maxX
  /// 108); its icon ends 4 before its right edge (maxX 104, x 84) and the badge ends 6 before
  /// the icon's left edge (maxX 78, x 68).
  @Test func forcedRightToLeftContentsFlipInALeftToRightCell() throws {
    let result = try layout(box("forceRightToLeft"), isRightToLeft: false)
    #expect(result.frames["box"] == Rect(x: 8, y: 8, width: 100, height: 40))
    #expect(result.frames["icon"] == Rect(x: 84, y: 8, width: 20, height: 20))
    #expect(result.frames["badge"] == Rect(x: 68, y: 8, width: 10, height: 10))
  }

  /// A box forced right to left in a right-to-left cell, and an unspecified one, are plain
  /// right-to-left: icon maxX 312 − 4 = 308 (x 288), badge maxX 288 − 6 = 282 (x 272).
  @Test(arguments: ["forceRightToLeft", "unspecified"])
  func rightToLeftContentsInARightToLeftCellAreMirrored(attribute: String) throws {
    let result = try layout(box(attribute), isRightToLeft: true)
    #expect(result.frames["icon"] == Rect(x: 288, y: 8, width: 20, height: 20))
    #expect(result.frames["badge"] == Rect(x: 272, y: 8, width: 10, height: 10))
  }

  /// An unspecified view inside a forced one takes its direction.
  ///
  /// The inner view's constraint to its own child reads left to right too. Outer box at x 212 (as above), inner view 4
  /// from its left (x 216, 50 wide), the dot 2 from the inner view's left (x 218).
  @Test func unspecifiedSubviewsInheritTheForcedDirection() throws {
    let result = try layout(
      """
      <view id="outer" semanticContentAttribute="forceLeftToRight">
        <view id="inner"><image id="dot" imageWidth="4" imageHeight="4"/></view>
      </view>
      <constraints>
        <constraint>outer.leading == margins.leading</constraint>
        <constraint>outer.top == margins.top</constraint>
        <constraint>outer.width == 100</constraint>
        <constraint>outer.height == 40</constraint>
        <constraint>inner.leading == outer.leading + 4</constraint>
        <constraint>inner.top == outer.top</constraint>
        <constraint>inner.width == 50</constraint>
        <constraint>inner.height == 10</constraint>
        <constraint>dot.leading == inner.leading + 2</constraint>
        <constraint>dot.top == inner.top</constraint>
      </constraints>
      """, isRightToLeft: true)
    #expect(result.frames["outer"] == Rect(x: 212, y: 8, width: 100, height: 40))
    #expect(result.frames["inner"] == Rect(x: 216, y: 8, width: 50, height: 10))
    #expect(result.frames["dot"] == Rect(x: 218, y: 8, width: 4, height: 4))
  }

  /// A horizontal stack arranges in its own direction.
  ///
  /// Its 20- and 30-point images 5 apart
  /// make it 55 wide, at the right margin in a right-to-left cell (x 312 − 55 = 257); forced
  /// left to right, the first image is at its left (x 257) and the second after it
  /// (257 + 20 + 5 = 282). Unspecified, the first is at its right (x 292) and the second at 257.
  @Test(arguments: [
    ("forceLeftToRight", 257.0, 282.0),
    ("unspecified", 292.0, 257.0),
  ])
  func horizontalStacksArrangeInTheirOwnDirection(
    attribute: String, firstX: Double, secondX: Double
  ) throws {
    let result = try layout(
      StackFixtures.pinnedToLeadingTopAndBottom(
        """
        <stack id="s" spacing="5" alignment="leading" semanticContentAttribute="\(attribute)">\
        <image id="a" imageWidth="20" imageHeight="20"/>\
        <image id="b" imageWidth="30" imageHeight="10"/></stack>
        """), isRightToLeft: true)
    #expect(result.frames["s"] == Rect(x: 257, y: 8, width: 55, height: 20))
    #expect(result.frames["a"]?.x == firstX)
    #expect(result.frames["b"]?.x == secondX)
  }

  /// A vertical stack's leading alignment follows the stack's direction: 100 wide at the right
  /// margin (x 212) and forced left to right, its 30-point image sits at its left (x 212), not
  /// at its right (312 − 30 = 282).
  @Test func verticalStackAlignmentFollowsTheStacksDirection() throws {
    let result = try layout(
      StackFixtures.pinnedToLeadingTopAndBottom(
        """
        <stack id="s" axis="vertical" alignment="leading" \
        semanticContentAttribute="forceLeftToRight">\
        <image id="a" imageWidth="30" imageHeight="10"/></stack>
        """, constraints: "<constraint>s.width == 100</constraint>"), isRightToLeft: true)
    #expect(result.frames["s"] == Rect(x: 212, y: 8, width: 100, height: 10))
    #expect(result.frames["a"] == Rect(x: 212, y: 8, width: 30, height: 10))
  }

  /// An absolute inequality holds in a right-to-left cell: the 20-point image's leading edge
  /// wants to be 300 from the right (maxX 20, x 0; at 500, below the image's compression resistance) but must stay at least 10 from the left
  /// (x 10).
  @Test func absoluteInequalitiesHoldInARightToLeftCell() throws {
    let result = try layout(
      """
      <image id="a" imageWidth="20" imageHeight="20"/>
      <constraints>
        <constraint>a.leading == superview.leading + 300 @500</constraint>
        <constraint>a.left &gt;= superview.left + 10</constraint>
        <constraint>a.top == superview.top</constraint>
        <constraint>a.bottom == superview.bottom</constraint>
      </constraints>
      """, isRightToLeft: true)
    #expect(result.frames["a"] == Rect(x: 10, y: 0, width: 20, height: 20))
  }
}
