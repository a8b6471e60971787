import Foundation
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A table cell's own layout margins (`<edgeInsets key="layoutMargins">` on the cell, none on
/// its content view) reach the content view at the sides only: above and below the content view
/// keeps the margins it has without them.
///
/// Each cell's label is pinned to the content view's four margins, the margins the cell
/// prototype's `layoutMargins` gives the layout.
struct InterfaceBuilderCellOwnMarginsTests {
  /// The content view's margins in a 375 × 60 cell whose `margins` element is on the cell (`onCell`)
  /// or on its content view, in a document saved with `toolsVersion` (none: a recent Xcode's),
  /// read as the canvas or for rows.
  static func margins(
    margins: String, onCell: Bool, toolsVersion: String? = nil, canvas: Bool = false
  ) throws -> EdgeInsets {
    let label = """
      <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
        <rect key="frame" x="8" y="8" width="20" height="20"/>
      </label>
      """
    let pins = """
      <constraint firstItem="l" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leadingMargin" id="k1"/>
      <constraint firstItem="l" firstAttribute="top" secondItem="c1-cv" secondAttribute="topMargin" id="k2"/>
      <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" id="k3"/>
      <constraint firstAttribute="bottomMargin" secondItem="l" secondAttribute="bottom" id="k4"/>
      """
    var text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: label, constraints: pins, extra: onCell ? margins : "",
        contentViewExtra: onCell ? "" : margins))
    if let toolsVersion {
      text = text.replacingOccurrences(
        of: #"useAutolayout="YES""#, with: #"toolsVersion="\#(toolsVersion)" useAutolayout="YES""#)
    }
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = canvas
    let result = importer.importDocument(text: text, path: "t.xib")
    return try #require(result.file.cells.first).layoutMargins
  }

  /// Margins of 20 above and below and 30 at the sides.
  static let insets =
    #"<edgeInsets key="layoutMargins" top="20" left="30" bottom="20" right="30"/>"#

  /// On the cell, in a recent document: 30 at the sides, and above and below the 11 points a
  /// 375-point table gives the content view without them (its 16 at the sides give way).
  @Test func aRecentCellsMarginsReachTheSidesOnly() throws {
    #expect(
      try Self.margins(margins: Self.insets, onCell: true)
        == EdgeInsets(top: 11, leading: 30, bottom: 11, trailing: 30))
  }

  /// On the canvas of an Xcode before 9.3 (`toolsVersion` 12118, queued-music's Xcode 8
  /// document), whose custom cells' content views have UIView's 8: 30 at the sides, 8 above
  /// and below, not the cell's 20.
  @Test func anOlderCanvasKeepsUIViewsMarginsAboveAndBelow() throws {
    #expect(
      try Self.margins(
        margins: Self.insets, onCell: true, toolsVersion: "12118", canvas: true)
        == EdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 30))
  }

  /// The same margins on the content view itself hold on every side.
  @Test func theContentViewsOwnMarginsHoldOnEverySide() throws {
    #expect(
      try Self.margins(margins: Self.insets, onCell: false)
        == EdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30))
  }
}
