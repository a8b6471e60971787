import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Horizontal stacks aligned on baselines bound the stack by their first view alone on the
/// baseline's side, as UIKit does (rdar://32291130; the 'UISV-canvas-connection'
/// `stackView.top <= label.top` of the first label only), and a spanning guide at priority 51
/// sets the views against the other edge.
///
/// The measurer gives a 10-point label a line 12.5 high with its baseline 10 below its top, a
/// 20-point label 25 and 20; every character is half the font size wide. The cell is 81 wide:
/// the stack, pinned to the margins, is 65 wide, exactly "small" (25) + 10 + "Big" (30).
struct StackBaselineTests {
  static let small = #"<label id="small" text="small" fontSize="10"/>"#
  static let big = #"<label id="big" text="Big" fontSize="20"/>"#

  private func layout(
    alignment: String, _ labels: String, constraints: String = ""
  ) throws -> CellLayout {
    let prototype = try layoutCell(
      StackFixtures.pinnedToMargins(
        #"<stack id="s" axis="horizontal" spacing="10" alignment="\#(alignment)">\#(labels)</stack>"#,
        constraints: constraints))
    return try LayoutEngine(prototype: prototype, measurer: FixedAdvanceMeasurer()).layout(
      width: 81)
  }

  /// A later, taller label rises above a firstBaseline stack's top.
  ///
  /// Baselines: big.top = small.top + 10 − 20, so big.bottom = small.top + 15 lies below
  /// small.bottom = small.top + 12.5. The stack's top only bounds the first view's:
  /// small.top >= 8. At 51 the guide, from the views' highest top to the stack's bottom, is
  /// shortest (25) with stack.bottom = big.bottom; the fitting size (50) then puts small at the
  /// top, 8: big hangs 10 above the stack, at −2, the stack is 15 high and the row 8 + 15 + 8.
  @Test func aTallerLaterViewHangsAboveAFirstBaselineStack() throws {
    let layout = try layout(alignment: "firstBaseline", Self.small + Self.big)
    #expect(layout.frames["small"] == Rect(x: 8, y: 8, width: 25, height: 12.5))
    #expect(layout.frames["big"] == Rect(x: 43, y: -2, width: 30, height: 25))
    #expect(layout.frames["s"] == Rect(x: 8, y: 8, width: 65, height: 15))
    #expect(layout.height == 31)
  }

  /// A later, taller label sinks below a lastBaseline stack's bottom.
  ///
  /// Mirrored: every top is inside the stack (big.top >= 8, so small.top >= 18), the guide from
  /// the stack's top to the views' lowest bottom is shortest (25) at small.top = 18, and the
  /// stack's bottom only bounds the first view's, 18 + 12.5: big hangs 2.5 below it.
  @Test func aTallerLaterViewHangsBelowALastBaselineStack() throws {
    let layout = try layout(alignment: "lastBaseline", Self.small + Self.big)
    #expect(layout.frames["small"] == Rect(x: 8, y: 18, width: 25, height: 12.5))
    #expect(layout.frames["big"] == Rect(x: 43, y: 8, width: 30, height: 25))
    #expect(layout.frames["s"] == Rect(x: 8, y: 8, width: 65, height: 22.5))
    #expect(layout.height == 38.5)
  }

  /// A firstBaseline stack taller than its views holds them at its bottom.
  ///
  /// The stack is made 40 high (8 to 48): baselines put small.top at big.top + 10, the lowest bottom
  /// is big's, and the guide from big.top to 48 is shortest with big.bottom = 48: big at 23,
  /// small at 33. The row is 8 + 40 + 8.
  @Test func aStretchedFirstBaselineStackSetsItsViewsAtTheBottom() throws {
    let layout = try layout(
      alignment: "firstBaseline", Self.big + Self.small,
      constraints: "<constraint>s.height == 40</constraint>")
    #expect(layout.frames["big"] == Rect(x: 8, y: 23, width: 30, height: 25))
    #expect(layout.frames["small"] == Rect(x: 48, y: 33, width: 25, height: 12.5))
    #expect(layout.height == 56)
  }
}
