import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// The height a document shows a cell at (its `estimatedHeight`, and the height messages say
/// the document shows) is its content view's recorded height, unless that rect is stale: Xcode
/// 6 and 7 saved a new cell's content view as 320 × 43 and left it so when the cell grew.
struct InterfaceBuilderShownHeightTests {
  /// A view 80 points tall at y 10: its bottom edge is at 90.
  static let tallView = """
    <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
      <rect key="frame" x="10" y="10" width="80" height="80"/>
    </view>
    """

  /// The document's estimated height and shown content height for one cell.
  static func shownHeights(
    subviews: String, width: Double = 320, height: Double, contentHeight: Double,
    contentWidth: Double? = nil
  ) throws -> (estimated: Double?, shown: Double?) {
    var cell = InterfaceBuilderText.tableCell(
      subviews: subviews, width: width, height: height, contentHeight: contentHeight)
    if let contentWidth {
      cell = cell.replacing(
        #"width="\#(width)" height="\#(contentHeight)""#,
        with: #"width="\#(contentWidth)" height="\#(contentHeight)""#)
    }
    let result = InterfaceBuilderImporter().importDocument(
      text: InterfaceBuilderText.xib(cell), path: "t.xib")
    let template = try #require(result.file.cells.first)
    let record = try #require(result.cells.first)
    return (template.estimatedHeight, record.shownContentHeight)
  }

  /// A cell 100 tall over a content view 43 tall whose view reaches 90: the cell's 100, less
  /// the separator's half point at 2×, 99.5 (SAInboxViewController's FeedViewCell).
  @Test func aStaleContentViewUnderViewsReachingBelowItGivesWayToTheCell() throws {
    let heights = try Self.shownHeights(subviews: Self.tallView, height: 100, contentHeight: 43)
    #expect(heights.estimated == 99.5)
    #expect(heights.shown == 99.5)
  }

  /// A content view 320 wide in a cell 600 wide, its views within its 43 points: the rect
  /// disagrees with the cell's, so the cell's 600 less the separator, 599.5.
  @Test func aStaleContentViewOfAnotherWidthGivesWayToTheCell() throws {
    let heights = try Self.shownHeights(
      subviews: "", width: 600, height: 600, contentHeight: 43, contentWidth: 320)
    #expect(heights.estimated == 599.5)
  }

  /// The usual content view, the cell less its separator (60 over 59.5), is what shows.
  @Test func aCurrentContentViewIsWhatShows() throws {
    let heights = try Self.shownHeights(
      subviews: Self.tallView, height: 60, contentHeight: 59.5)
    #expect(heights.estimated == 59.5)
    #expect(heights.shown == 59.5)
  }

  /// A content view shorter than its cell whose views fit in it and whose width is the
  /// cell's is taken as recorded: 43, not the cell's 100.
  @Test func aShortContentViewHoldingItsViewsIsWhatShows() throws {
    let short = """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="10" y="10" width="80" height="20"/>
      </view>
      """
    let heights = try Self.shownHeights(subviews: short, height: 100, contentHeight: 43)
    #expect(heights.estimated == 43)
  }
}
