import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A view's alignment insets: constraints place its alignment rectangle, the frame reaches past.
///
/// Frames derived by hand in a 335-point content view, IQKeyboardManager's switch cell.
struct AlignmentInsetsLayoutTests {
  let measurer = FixedAdvanceMeasurer()

  private func layout(_ insets: String) throws -> CellLayout {
    let cell = try layoutCell(
      """
      <view id="toggle" intrinsicWidth="49" intrinsicHeight="31"\(insets)/>
      <constraints>
        <constraint>toggle.trailing == superview.trailing - 10</constraint>
        <constraint>toggle.top == superview.top + 10</constraint>
        <constraint>toggle.bottom == superview.bottom - 10</constraint>
      </constraints>
      """, attributes: #"width="335""#)
    return try LayoutEngine(prototype: cell, measurer: measurer).layout(CellContent(), width: 335)
  }

  /// The switch's frame reaches 2 points past its alignment rectangle's trailing edge.
  ///
  /// The rectangle ends 10 points from the trailing edge (335 − 10 = 325) and is 49 wide
  /// (x 276); the frame is 276, 51 wide, where IB records it. The row's height is the
  /// rectangle's: 10 + 31 + 10 = 51.
  @Test func theFrameReachesPastTheAlignmentRectangle() throws {
    let result = try layout(#" alignmentInsets="0 0 0 2""#)
    #expect(result.frames["toggle"] == Rect(x: 276, y: 10, width: 51, height: 31))
    #expect(result.contentHeight == 51)
  }

  /// Insets on every edge grow the frame on every edge; the height still comes from the
  /// alignment rectangle: frame (276 − 1, 10 − 3, 49 + 1 + 2, 31 + 3 + 4).
  @Test func everyEdgeGrowsTheFrame() throws {
    let result = try layout(#" alignmentInsets="3 1 4 2""#)
    #expect(result.frames["toggle"] == Rect(x: 275, y: 7, width: 52, height: 38))
    #expect(result.contentHeight == 51)
  }

  /// Negative insets shrink the frame; past zero it is a negative size, named as any other:
  /// 49 − 30 − 30 = −11 points wide.
  @Test func aFrameShrunkPastZeroIsNamed() throws {
    let result = try layout(#" alignmentInsets="0 -30 0 -30""#)
    #expect(result.frames["toggle"]?.width == -11)
    let named = result.warnings.compactMap { warning -> Double? in
      guard case .invalidSize(let viewID, let width, _, _) = warning, viewID == "toggle" else {
        return nil
      }
      return width
    }
    #expect(named == [-11])
  }

  @Test func withoutInsetsTheFrameIsTheAlignmentRectangle() throws {
    let result = try layout("")
    #expect(result.frames["toggle"] == Rect(x: 276, y: 10, width: 49, height: 31))
  }
}
