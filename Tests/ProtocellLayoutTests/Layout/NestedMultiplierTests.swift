import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Position constraints with a multiplier other than 1 between views inside another view.
///
/// UIKit applies the multiplier in the bounds of the items' nearest common ancestor, not the
/// content view's (`UIKitLayoutRules.md`, "Multipliers on positions"). Every frame below is
/// derived by hand in a 320-point content view.
struct NestedMultiplierTests {
  let measurer = FixedAdvanceMeasurer()

  /// A 200 × 40 box 40 from the content view's leading edge (x 40 to 240), holding `constraints`
  /// on a 20 × 10 dot and a 100 × 10 bar at the box's leading edge and top.
  private func frames(_ constraints: String) throws -> [String: Rect] {
    let cell = try layoutCell(
      """
      <view id="box">
        <view id="dot"/>
        <view id="bar"/>
      </view>
      <constraints>
        <constraint>box.leading == superview.leading + 40</constraint>
        <constraint>box.top == superview.top</constraint>
        <constraint>box.width == 200</constraint>
        <constraint>box.height == 40</constraint>
        <constraint>box.bottom == superview.bottom</constraint>
        <constraint>bar.leading == box.leading</constraint>
        <constraint>bar.top == box.top</constraint>
        <constraint>bar.width == 100</constraint>
        <constraint>bar.height == 10</constraint>
        <constraint>dot.width == 20</constraint>
        <constraint>dot.height == 10</constraint>
        \(constraints)
      </constraints>
      """)
    return try LayoutEngine(prototype: cell, measurer: measurer).layout(CellContent(), width: 320)
      .frames
  }

  /// A multiplier to the superview's centre takes the centre in the superview's own bounds.
  ///
  /// `dot.centerX == box.centerX × 0.5`: the box's centre in its own bounds is 100, so the
  /// dot's centre is 50 from the box's leading edge, 90 in the content view (x 80). Measured in
  /// the content view it would have been 0.5 × 140 = 70 (x 60).
  @Test func aMultiplierToTheSuperviewIsAppliedInItsBounds() throws {
    let frames = try frames(
      """
      <constraint>dot.centerX == box.centerX * 0.5</constraint>
      <constraint>dot.centerY == box.centerY * 1.5</constraint>
      """)
    // Vertically the box starts at the content view's top, so its bounds and the content
    // view's agree: centre 1.5 × 20 = 30, y 25.
    #expect(frames["dot"] == Rect(x: 80, y: 25, width: 20, height: 10))
  }

  /// Between two views of the box, `dot.leading == bar.trailing × 0.5`: the bar ends 100 into
  /// the box, so the dot starts 50 into it, x 90 (0.5 × 140 = 70 in the content view's terms).
  @Test func aMultiplierBetweenSiblingsIsAppliedInTheirSuperviewsBounds() throws {
    let frames = try frames(
      """
      <constraint>dot.leading == bar.trailing * 0.5</constraint>
      <constraint>dot.top == bar.bottom</constraint>
      """)
    #expect(frames["dot"] == Rect(x: 90, y: 10, width: 20, height: 10))
  }

  /// With a multiplier of 1 the common ancestor's origin cancels out: `dot.leading ==
  /// bar.trailing + 6` puts the dot at 40 + 100 + 6 = 146, as before.
  @Test func aMultiplierOfOneIsUnchanged() throws {
    let frames = try frames(
      """
      <constraint>dot.leading == bar.trailing + 6</constraint>
      <constraint>dot.top == box.top</constraint>
      """)
    #expect(frames["dot"] == Rect(x: 146, y: 0, width: 20, height: 10))
  }
}
