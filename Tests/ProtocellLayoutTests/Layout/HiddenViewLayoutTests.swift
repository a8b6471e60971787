import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Hidden views and image views without an image (issue 12's first class).
///
/// No collapsed cell, no negative frame. Frames derived by hand from UIKit's rules (see the layout docs); the label
/// is 16 pt, so the fixed-advance measurer makes it 20 pt tall and "Title" 40 pt wide.
struct HiddenViewLayoutTests {
  let measurer = FixedAdvanceMeasurer()

  /// A post with optional media in a vertical stack pinned to the margins (8 on each side).
  static let stacked = """
    <stack id="column" axis="vertical" spacing="8">
      <label id="title" fontSize="16" bind="title"/>
      <image id="media" imageWidth="1080" imageHeight="810" bind="media" hideWhenEmpty="true"
             verticalCompressionResistance="740"/>
    </stack>
    <constraints>
      <constraint>column.leading == margins.leading</constraint>
      <constraint>column.trailing == margins.trailing</constraint>
      <constraint>column.top == margins.top</constraint>
      <constraint>column.bottom == margins.bottom</constraint>
      <constraint>media.height == media.width * 0.75 @750</constraint>
    </constraints>
    """

  /// The same views outside a stack, the image pinned below the title and to the bottom.
  static func unstacked(hidesWhenEmpty: Bool) -> String {
    """
    <label id="title" fontSize="16" bind="title"/>
    <image id="media" imageWidth="1080" imageHeight="810" bind="media" \
    hideWhenEmpty="\(hidesWhenEmpty)"/>
    <constraints>
      <constraint>title.leading == margins.leading</constraint>
      <constraint>title.trailing == margins.trailing</constraint>
      <constraint>title.top == margins.top</constraint>
      <constraint>media.leading == margins.leading</constraint>
      <constraint>media.trailing == margins.trailing</constraint>
      <constraint>media.top == title.bottom + 8</constraint>
      <constraint>media.bottom == margins.bottom</constraint>
    </constraints>
    """
  }

  /// UISV-hiding makes the hidden image's height exactly 0; the canvas ends at the title.
  ///
  /// Height 8 + 20 + 8. With media the image fills the 320-pt column and its aspect ratio (@750) beats
  /// its compression resistance (740): 320 × 0.75 = 240; column 20 + 8 + 240 = 268.
  @Test func aHiddenImageInAStackLeavesTheTextHeight() throws {
    let prototype = try layoutCell(Self.stacked)
    let engine = LayoutEngine(prototype: prototype, measurer: measurer)
    let bare = try engine.layout(try rowContent(#"{"title": "Title"}"#, for: prototype), width: 336)
    #expect(bare.height == 36)
    #expect(bare.frames["column"] == Rect(x: 8, y: 8, width: 320, height: 20))
    #expect(bare.frames["title"] == Rect(x: 8, y: 8, width: 320, height: 20))
    #expect(bare.frames["media"]?.height == 0)
    let media = #"{"title": "Title", "media": {"width": 1080, "height": 810}}"#
    let full = try engine.layout(try rowContent(media, for: prototype), width: 336)
    #expect(full.height == 284)
    #expect(full.frames["column"] == Rect(x: 8, y: 8, width: 320, height: 268))
    #expect(full.frames["media"] == Rect(x: 8, y: 36, width: 320, height: 240))
  }

  /// Outside a stack a hidden view keeps its constraints and space; an image view without an
  /// image has a zero intrinsic size, so its height is 0, never negative: 8 + 20 + 8 + 0 + 8.
  @Test(arguments: [
    (true, #"{"title": "Title"}"#), (false, #"{"title": "Title", "media": null}"#),
  ])
  func anImageViewWithoutAnImageIsZeroHigh(hidesWhenEmpty: Bool, row: String) throws {
    let prototype = try layoutCell(Self.unstacked(hidesWhenEmpty: hidesWhenEmpty))
    let layout = try LayoutEngine(prototype: prototype, measurer: measurer).layout(
      try rowContent(row, for: prototype), width: 336)
    #expect(layout.height == 44)
    #expect(layout.frames["title"] == Rect(x: 8, y: 8, width: 320, height: 20))
    #expect(layout.frames["media"] == Rect(x: 8, y: 36, width: 320, height: 0))
  }

  /// A stack whose every arranged view is hidden collapses to zero (@51), never below: the cell
  /// is its margins, 8 + 0 + 8 (before, the fitting pass made the stack -16 high).
  @Test func aStackWithNothingShownCollapsesToZero() throws {
    let prototype = try layoutCell(
      StackFixtures.pinnedToMargins(
        """
        <stack id="s" axis="vertical" distribution="equalSpacing">
          <label id="title" fontSize="16" bind="title" hideWhenEmpty="true"/>
        </stack>
        """))
    let layout = try LayoutEngine(prototype: prototype, measurer: measurer).layout(
      try rowContent("{}", for: prototype), width: 320)
    #expect(layout.frames["s"] == Rect(x: 8, y: 8, width: 304, height: 0))
    #expect(layout.height == 16)
    #expect(layout.warnings.isEmpty)
  }

  /// An emptied nested stack gives way to its neighbours: its length is 0 at 51 only, not
  /// required, as an emptied UIStackView's is.
  ///
  /// "abc" is 15 by 12.5; the alignment fill makes the emptied column as high as the row, and
  /// its 0 at 51 loses to the label's compression resistance (750): the column is 0 by 12.5 at
  /// x 23 and the cell 8 + 12.5 + 8. Before, the hidden label's chain held the column at 0
  /// (required) and with it the label: the cell was 16.
  @Test func anEmptiedNestedStackGivesWayToItsNeighbours() throws {
    let prototype = try layoutCell(
      StackFixtures.pinnedToLeadingTopAndBottom(
        """
        <stack id="s" axis="horizontal">
          <label id="a" fontSize="10" text="abc"/>
          <stack id="column" axis="vertical">
            <label id="b" fontSize="10" bind="b" hideWhenEmpty="true"/>
          </stack>
        </stack>
        """))
    let layout = try LayoutEngine(prototype: prototype, measurer: measurer).layout(
      try rowContent("{}", for: prototype), width: 320)
    #expect(layout.frames["a"] == Rect(x: 8, y: 8, width: 15, height: 12.5))
    #expect(layout.frames["column"] == Rect(x: 23, y: 8, width: 0, height: 12.5))
    #expect(layout.height == 28.5)
  }

  /// A row's frames do not depend on the rows laid out before it: one engine, rows in both
  /// orders, each equal to a fresh engine's answer.
  @Test func framesDoNotDependOnEarlierRows() throws {
    let prototype = try layoutCell(Self.stacked)
    let rows = try [
      #"{"title": "Title"}"#, #"{"title": "Title", "media": {"width": 1080, "height": 810}}"#,
      #"{"title": "A much longer title", "media": {"width": 100, "height": 100}}"#,
    ].map { try rowContent($0, for: prototype) }
    let fresh = try rows.map {
      try LayoutEngine(prototype: prototype, measurer: measurer).layout($0, width: 336)
    }
    for order in [[0, 1, 2, 1, 0], [2, 1, 0, 0, 2, 1]] {
      let engine = LayoutEngine(prototype: prototype, measurer: measurer)
      for index in order {
        #expect(try engine.layout(rows[index], width: 336) == fresh[index], "row \(index)")
      }
    }
  }
}
