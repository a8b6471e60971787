import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// fillProportionally takes its shares from the arranged views' current intrinsic sizes, so a
/// wrapping label's share follows its height at the width it was laid out at.
struct StackProportionTests {
  /// A vertical fillProportionally stack, leading-aligned and pinned to the margins: a wrapping
  /// label over a 10 × 25 image, no spacing.
  static let column = StackFixtures.pinnedToMargins(
    """
    <stack id="s" axis="vertical" alignment="leading" distribution="fillProportionally">
      <label id="a" fontSize="10" numberOfLines="0" bind="text"/>
      <image id="b" imageWidth="10" imageHeight="25"/>
    </stack>
    """)

  /// At width 120 the stack is 104 wide; the 24 characters (5 points each, 120 on one line)
  /// wrap into "aaaa bbbb cccc dddd" (95) and "eeee": two lines, 25 high.
  ///
  /// UIStackView's 'UISV-fill-proportionally' then reads the label's intrinsic height 25 and the
  /// image's 25: a == s × 25/50 @999, b == s × 25/50 @998, which hold for every stack height;
  /// compression resistance (750) and hugging keep both at 25, so the stack is 50 and the row
  /// 8 + 50 + 8 = 66. Shares taken from the label's one-line height (12.5) would give
  /// a == s/3 and b == 2s/3, stretching the stack to 75 and the image to 50.
  @Test func aWrappedLabelsShareFollowsItsWrappedHeight() throws {
    let prototype = try layoutCell(Self.column)
    let layout = try LayoutEngine(prototype: prototype, measurer: FixedAdvanceMeasurer()).layout(
      CellContent(texts: ["a": "aaaa bbbb cccc dddd eeee"]), width: 120)
    #expect(layout.frames["a"] == Rect(x: 8, y: 8, width: 95, height: 25))
    #expect(layout.frames["b"] == Rect(x: 8, y: 33, width: 10, height: 25))
    #expect(layout.frames["s"] == Rect(x: 8, y: 8, width: 104, height: 50))
    #expect(layout.height == 66)
  }
}
