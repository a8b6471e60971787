import Protocell
import Testing

/// Xcode 6 writes no frame for most table cells, only their row heights: such a cell is laid out
/// at its table's width and at its own row height, else its table's, as UIKit lays it out.
struct InterfaceBuilderFramelessCellTests {
  /// A static table of two cells without frames.
  ///
  /// The table is 320 wide and its rows 225 tall: `c1` has a row height of its own (233),
  /// `c2` none; neither cell nor content view has a `<rect>`. In each a 1-point line is pinned
  /// to the sides and 10 points above the bottom.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" useAutolayout="YES">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <tableViewController id="tvc">
              <tableView key="view" dataMode="static" rowHeight="225" id="tbl">
                <rect key="frame" x="0" y="0" width="320" height="568"/>
                <sections>
                  <tableViewSection id="sec">
                    <cells>
                      <tableViewCell rowHeight="233" id="c1">
                        <tableViewCellContentView key="contentView" id="cv">
                          <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="line">
                              <constraints>
                                <constraint firstAttribute="height" constant="1" id="k4"/>
                              </constraints>
                            </view>
                          </subviews>
                          <constraints>
                            <constraint firstItem="line" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="k1"/>
                            <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="k2"/>
                            <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" constant="10" id="k3"/>
                          </constraints>
                        </tableViewCellContentView>
                      </tableViewCell>
                      <tableViewCell id="c2">
                        <tableViewCellContentView key="contentView" id="cv2">
                          <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="line2">
                              <constraints>
                                <constraint firstAttribute="height" constant="1" id="k8"/>
                              </constraints>
                            </view>
                          </subviews>
                          <constraints>
                            <constraint firstItem="line2" firstAttribute="leading" secondItem="cv2" secondAttribute="leading" id="k5"/>
                            <constraint firstAttribute="trailing" secondItem="line2" secondAttribute="trailing" id="k6"/>
                            <constraint firstAttribute="bottom" secondItem="line2" secondAttribute="bottom" constant="10" id="k7"/>
                          </constraints>
                        </tableViewCellContentView>
                      </tableViewCell>
                    </cells>
                  </tableViewSection>
                </sections>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  /// The cells are the table's 320 wide, at their own or the table's row height.
  ///
  /// Rows 233 and 225 tall, whose content views are 232.5 and 224.5 over the separator's pixel
  /// at 2×, as UIKit makes them; the line sits at 232.5 − 10 − 1 = 221.5. Before, both were
  /// 375 wide and sized by their content (the line alone: 44, with the zero-height warning).
  @Test func aCellWithoutAFrameTakesItsRowHeightAndItsTablesWidth() throws {
    let imported = InterfaceBuilderImporter().importDocument(
      text: Self.document, path: "t.storyboard")
    #expect(imported.file.cells.map(\.width) == [320, 320])
    let measurer = try FontTextMeasurer()
    let heights = try imported.file.cells.map {
      try LayoutEngine(prototype: $0, measurer: measurer).layout(width: 320).height
    }
    #expect(heights == [232.5, 224.5])
    let own = try LayoutEngine(prototype: imported.file.cells[0], measurer: measurer)
      .layout(width: 320)
    #expect(own.frames.values.contains(Rect(x: 0, y: 221.5, width: 320, height: 1)))
  }

  /// On IB's canvas a content view without a frame is its row less the separator.
  ///
  /// The canvas of Xcode 8 and earlier drew the separator 1 point tall: 232 and 224 here (Xcode
  /// 6), the line at
  /// 232 − 10 − 1 = 221, as such documents record their views (the fresh20 review's MBTagView:
  /// a view pinned to every edge of a 44-point row recorded 43 tall). Xcode 8's `frameInset`
  /// gives the content view's size where it is written. Before, the canvas laid the content
  /// views out as tall as the rows.
  @Test func onTheCanvasAFramelessContentViewIsItsRowLessTheSeparator() throws {
    func canvas(_ text: String) throws -> (records: [Double?], heights: [Double]) {
      var importer = InterfaceBuilderImporter()
      importer.readsAsCanvas = true
      let imported = importer.importDocument(text: text, path: "t.storyboard")
      let records = try #require(imported.file.interfaceBuilder).cells.map {
        $0.contentViewFrame?.height
      }
      let measurer = try FontTextMeasurer()
      let heights = try imported.file.cells.map {
        try LayoutEngine(prototype: $0, measurer: measurer).layout(width: 320).height
      }
      return (records, heights)
    }
    let xcode6 = try canvas(Self.document)
    #expect(xcode6.records == [232, 224])
    #expect(xcode6.heights == [232, 224])
    let inset = try canvas(
      Self.document.replacing(
        #"<tableViewCellContentView key="contentView" id="cv2">"#,
        with:
          #"<tableViewCellContentView key="contentView" id="cv2"><frame key="frameInset" width="320" height="200"/>"#
      ))
    #expect(inset.records == [232, 200])
    // A table without separators leaves the whole row.
    let plain = try canvas(
      Self.document.replacing(
        #"rowHeight="225" id="tbl">"#, with: #"rowHeight="225" separatorStyle="none" id="tbl">"#))
    #expect(plain.records == [233, 225])
  }

  /// A row height that is no number from 0 to 100,000 (below zero, not a number, too large) is
  /// an `invalid-number` error at the attribute, and the cell takes its table's 225 instead
  /// (a content view of 224.5 over the separator's pixel).
  @Test(arguments: ["-5", "abc", "1e9"])
  func aBadRowHeightIsAnErrorAndTheTablesIsUsed(value: String) throws {
    let text = Self.document.replacing(#"rowHeight="233""#, with: #"rowHeight="\#(value)""#)
    let imported = InterfaceBuilderImporter().importDocument(text: text, path: "t.storyboard")
    #expect(
      imported.diagnostics.map(\.message) == [
        "'rowHeight' of <tableViewCell> is not a number from 0 to 100000: '\(value)'"
      ])
    let cell = try #require(imported.file.cells.first)
    #expect(
      try LayoutEngine(prototype: cell, measurer: FontTextMeasurer()).layout(width: 320).height
        == 224.5)
  }

  /// In a table whose rows size themselves, a cell without a frame keeps sizing itself: the
  /// line alone gives no height, so UIKit's default 44, the content view 43.5 of it over the
  /// separator's pixel.
  @Test func aCellWithoutAFrameInASelfSizingTableSizesItself() throws {
    let selfSizing = Self.document.replacing(
      #"dataMode="static" rowHeight="225""#, with: #"rowHeight="-1""#
    ).replacing(#"<tableViewCell rowHeight="233" id="c1">"#, with: #"<tableViewCell id="c1">"#)
    let imported = InterfaceBuilderImporter().importDocument(
      text: selfSizing, path: "t.storyboard")
    let cell = try #require(imported.file.cells.first)
    #expect(cell.width == 320)
    #expect(
      try LayoutEngine(prototype: cell, measurer: FontTextMeasurer()).layout(width: 320).height
        == 43.5)
  }

  /// A stale frame beside a frameless content view gives way to the row height.
  ///
  /// Such a cell keeps the first frame Xcode gave it (44 points, or 150) while its row is
  /// taller, and the views inside were laid out at the row's height.
  /// `c1` recorded 375 × 44 and `c2` 320 × 150 are rows 233 and 225 tall (content views 232.5
  /// and 224.5) and the table's 320 wide; one whose frame is as tall as its row keeps it.
  @Test func aStaleFrameBesideAFramelessContentViewGivesWayToTheRowHeight() throws {
    let stale = Self.document.replacing(
      #"<tableViewCell rowHeight="233" id="c1">"#,
      with:
        #"<tableViewCell rowHeight="233" id="c1"><rect key="frame" x="0" y="0" width="375" height="44"/>"#
    ).replacing(
      #"<tableViewCell id="c2">"#,
      with: #"<tableViewCell id="c2"><rect key="frame" x="0" y="0" width="320" height="150"/>"#)
    let imported = InterfaceBuilderImporter().importDocument(text: stale, path: "t.storyboard")
    #expect(imported.file.cells.map(\.width) == [320, 320])
    let measurer = try FontTextMeasurer()
    let heights = try imported.file.cells.map {
      try LayoutEngine(prototype: $0, measurer: measurer).layout(width: 320).height
    }
    #expect(heights == [232.5, 224.5])

    let agreeing = Self.document.replacing(
      #"<tableViewCell id="c2">"#,
      with: #"<tableViewCell id="c2"><rect key="frame" x="0" y="0" width="300" height="225"/>"#)
    let kept = InterfaceBuilderImporter().importDocument(text: agreeing, path: "t.storyboard")
    #expect(kept.file.cells.map(\.width) == [320, 300])
  }
}
