import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A hidden arranged view whose own required height conflicts with UIStackView's hiding: UIKit
/// logs the conflict and breaks the view's constraint, keeping `UISV-hiding`, so the hidden view
/// takes no room (UIKitLayoutRules.md, "Recovering as UIKit does").
struct HidingPrevailsTests {
  let measurer = FixedAdvanceMeasurer()

  /// A vertical stack pinned to the content view: `banner` (50 tall, hidden when the row has no
  /// banner text) above `body` (20 tall), 8 apart.
  static let cell = """
    <stack id="column" axis="vertical" spacing="8">
      <label id="banner" fontSize="16" bind="banner" hideWhenEmpty="true"/>
      <view id="body"/>
    </stack>
    <constraints>
      <constraint>column.leading == superview.leading</constraint>
      <constraint>column.trailing == superview.trailing</constraint>
      <constraint>column.top == superview.top</constraint>
      <constraint>column.bottom == superview.bottom</constraint>
      <constraint>banner.height == 50</constraint>
      <constraint>body.height == 20</constraint>
    </constraints>
    """

  /// The hiding prevails while the banner is hidden, and the height comes back when it shows.
  ///
  /// Hidden: the row is the body alone, 20, and `banner.height == 50` is reported broken, in
  /// conflict with the stack's hiding, on every hidden row, once. Shown: 50 + 8 + 20 = 78 and
  /// nothing broken, on the same engine afterwards and before (rows do not depend on the rows
  /// before them).
  @Test func hidingWinsOverTheViewsOwnHeight() throws {
    let prototype = try layoutCell(Self.cell)
    let engine = LayoutEngine(prototype: prototype, measurer: measurer)
    let shown = try engine.layout(
      try rowContent(#"{"banner": "News"}"#, for: prototype), width: 320)
    #expect(shown.height == 78)
    #expect(shown.brokenConstraints.isEmpty)

    let hidden = try engine.layout(try rowContent(#"{}"#, for: prototype), width: 320)
    #expect(hidden.height == 20)
    #expect(hidden.frames["banner"]?.height == 0)
    #expect(hidden.frames["body"] == Rect(x: 0, y: 0, width: 320, height: 20))
    #expect(hidden.brokenConstraints.map(\.constraint.description) == ["'banner.height == 50'"])
    #expect(
      hidden.brokenConstraints.first?.conflicts.map(\.description) == [
        "column: 'UISV-hiding' banner"
      ])

    // Hidden again: the height stays out of the solver from the row before, and is reported
    // once for this row too.
    let hiddenAgain = try engine.layout(try rowContent(#"{}"#, for: prototype), width: 320)
    #expect(hiddenAgain.height == 20)
    #expect(
      hiddenAgain.brokenConstraints.map(\.constraint.description) == ["'banner.height == 50'"])

    let again = try engine.layout(
      try rowContent(#"{"banner": "News"}"#, for: prototype), width: 320)
    #expect(again.height == 78)
    #expect(again.brokenConstraints.isEmpty)
  }
}
