import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// equalSpacing and equalCentering stacks as UIStackView makes them: a free end does not
/// stretch the gaps ('UISV-canvas-fit' @49), and equal centring is optional (@149), so spacing
/// shrinks to its minimum before views are compressed.
struct EqualDistributionTests {
  let measurer = FixedAdvanceMeasurer()

  /// Pinned at the leading edge only, the stack is as short as its other constraints allow.
  ///
  /// equalSpacing: views and minimum gaps, 20 + 4 + 30 + 4 + 10 = 68, from x = 8.
  /// equalCentering: centring (@149) outranks the canvas fit (@49): centres 18 and 47 put c's
  /// at 76, so c is at 71 (a gap of 9) and the stack 81 - 8 = 73 wide.
  @Test(arguments: [("equalSpacing", 68.0, 66.0), ("equalCentering", 73, 71)])
  func aFreeEndDoesNotStretchTheGaps(distribution: String, width: Double, lastX: Double) throws {
    let cell = try layoutCell(
      StackFixtures.pinnedToLeadingTopAndBottom(
        """
        <stack id="s" axis="horizontal" spacing="4" distribution="\(distribution)">
          <image id="a" imageWidth="20" imageHeight="20"/>
          <image id="b" imageWidth="30" imageHeight="20"/>
          <image id="c" imageWidth="10" imageHeight="20"/>
        </stack>
        """))
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.frames["s"] == Rect(x: 8, y: 8, width: width, height: 20))
    #expect(layout.frames["a"] == Rect(x: 8, y: 8, width: 20, height: 20))
    #expect(layout.frames["b"] == Rect(x: 32, y: 8, width: 30, height: 20))
    #expect(layout.frames["c"] == Rect(x: lastX, y: 8, width: 10, height: 20))
  }

  /// 86 points for 20 + 30 + 30 of labels and two gaps of at least 8: 10 too many.
  ///
  /// The gaps
  /// stay at 8 and the label with the lowest compression resistance (740) gives up the 10;
  /// the centres (18, 46, 79) are then unequal, the optional equal-centring constraint broken.
  @Test func equalCenteringShrinksSpacingBeforeViews() throws {
    let cell = try layoutCell(
      StackFixtures.pinnedToMargins(
        """
        <stack id="s" axis="horizontal" spacing="8" distribution="equalCentering">
          <label id="a" text="aaaa" fontSize="10"/>
          <label id="b" text="bbbbbb" fontSize="10" horizontalCompressionResistance="740"/>
          <label id="c" text="cccccc" fontSize="10"/>
        </stack>
        """))
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 102)
    #expect(layout.frames["a"] == Rect(x: 8, y: 8, width: 20, height: 12.5))
    #expect(layout.frames["b"] == Rect(x: 36, y: 8, width: 20, height: 12.5))
    #expect(layout.frames["c"] == Rect(x: 64, y: 8, width: 30, height: 12.5))
    #expect(layout.height == 28.5)
  }
}
