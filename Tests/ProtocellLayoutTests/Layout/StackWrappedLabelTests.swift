import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Wrapping labels in stacks are measured again at the width the stack gives them, and the
/// stack follows their new intrinsic sizes.
struct StackWrappedLabelTests {
  /// A wrapping label's fillProportionally share follows its wrapped height.
  ///
  /// fillProportionally takes its shares from the arranged views' current intrinsic sizes, so a
  /// wrapping label's share follows its height at the width it was laid out at.
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

  /// A wrapping label in a fillEqually row is measured at the width the row gives it.
  ///
  /// The row's trailing edge is only `<=` the margin and its second view a centred column
  /// around "bb": nothing fixes the label's width but content. At width 120 the row is at most
  /// 104. "aaaa bbbb cccc" is 70 on one line; equal widths and the label's compression
  /// resistance (750, above the column's 49 fit) ask 70 each, 140, so both get 52. Measured
  /// again at 52 (10 characters), the label wraps into "aaaa bbbb" (45) and "cccc": 25 high,
  /// 45 wide, and hugs to 45; at 45 (9 characters) it wraps the same. Label and column are 45
  /// wide, "bb" (10) centred in the column at 53 + 17.5, all 25 high (fill alignment; the
  /// label's compression resistance beats "bb"'s hugging), the cell 8 + 25 + 8. Before, the
  /// solver's degenerate optimum made the label's width look fixed (at 0) before any content,
  /// so it got no intrinsic width and shrank to the column's.
  @Test func aWrappedLabelInAFreeFillEquallyRowIsMeasuredAtItsWidth() throws {
    let prototype = try layoutCell(
      StackFixtures.pinnedToLeadingTopAndBottom(
        """
        <stack id="s" axis="horizontal" distribution="fillEqually">
          <label id="a" fontSize="10" numberOfLines="0" bind="text"/>
          <stack id="column" axis="vertical" alignment="center">
            <label id="b" fontSize="10" text="bb"/>
          </stack>
        </stack>
        """,
        constraints: "<constraint>s.trailing &lt;= margins.trailing</constraint>"))
    let layout = try LayoutEngine(prototype: prototype, measurer: FixedAdvanceMeasurer()).layout(
      CellContent(texts: ["a": "aaaa bbbb cccc"]), width: 120)
    #expect(layout.frames["a"] == Rect(x: 8, y: 8, width: 45, height: 25))
    #expect(layout.frames["column"] == Rect(x: 53, y: 8, width: 45, height: 25))
    #expect(layout.frames["b"] == Rect(x: 70.5, y: 8, width: 10, height: 25))
    #expect(layout.height == 41)
  }
}
