import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A wrapped label's intrinsic width is its widest line, as UILabel's `sizeThatFits` gives it.
struct WrappedLabelWidthTests {
  /// A chat bubble: a wrapping label padded by 12 (sides) and 7 (top, bottom), the bubble at
  /// most half the row.
  static let bubble = """
    <view id="bubble">
      <label id="message" fontSize="10" numberOfLines="0" bind="text"/>
    </view>
    <constraints>
      <constraint>bubble.leading == margins.leading</constraint>
      <constraint>bubble.top == margins.top</constraint>
      <constraint>bubble.bottom == margins.bottom</constraint>
      <constraint>bubble.width &lt;= superview.width * 0.5</constraint>
      <constraint>message.leading == bubble.leading + 12</constraint>
      <constraint>message.trailing == bubble.trailing - 12</constraint>
      <constraint>message.top == bubble.top + 7</constraint>
      <constraint>message.bottom == bubble.bottom - 7</constraint>
    </constraints>
    """

  /// At width 200 the bubble is at most 100 and the label 76: 15 characters of 5 points.
  ///
  /// The 19 characters wrap into "aaaa bbbb cccc" (70) and "dddd" (20); the label hugs its widest
  /// line, 70, two lines of 12.5 high, and the bubble is 70 + 24 by 25 + 14.
  @Test func aWrappedLabelHugsItsWidestLine() throws {
    let prototype = try layoutCell(Self.bubble)
    let layout = try LayoutEngine(prototype: prototype, measurer: FixedAdvanceMeasurer()).layout(
      CellContent(texts: ["message": "aaaa bbbb cccc dddd"]), width: 200)
    #expect(layout.frames["message"] == Rect(x: 20, y: 15, width: 70, height: 25))
    #expect(layout.frames["bubble"] == Rect(x: 8, y: 8, width: 94, height: 39))
    #expect(layout.height == 55)
  }
}
