import Protocell
import Testing
import _ProtocellTestSupport

/// A collection view whose flow layout sizes its items by their content lays its cells out at
/// their fitting height with rows.
///
/// UICollectionViewFlowLayout asks each cell so (the fresh19 review: BookSB's cells were held at the 334.667 IB recorded whatever the row held); its
/// canvas, and any other layout, keeps the item size. A table's fixed row gives its content
/// view the row less the separator's pixel, whatever the document recorded.
struct InterfaceBuilderSelfSizingItemTests {
  /// A 100 × 100 collection view cell `Item` with a 30-point view 10 points from its top and
  /// bottom: 50 by its content.
  static let cell = """
    <collectionViewCell reuseIdentifier="Item" id="cc">
      <rect key="frame" x="0" y="0" width="100" height="100"/>
      <view key="contentView" id="cc-cv">
        <rect key="frame" x="0" y="0" width="100" height="100"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="0" y="10" width="100" height="30"/>
            <constraints><constraint firstAttribute="height" constant="30" id="h"/></constraints>
          </view>
        </subviews>
      </view>
      <constraints>
        <constraint firstItem="v" firstAttribute="top" secondItem="cc" secondAttribute="top" constant="10" id="t"/>
        <constraint firstAttribute="bottom" secondItem="v" secondAttribute="bottom" constant="10" firstItem="cc" id="b"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="cc" secondAttribute="leading" id="l"/>
        <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" firstItem="cc" id="r"/>
      </constraints>
    </collectionViewCell>
    """

  /// A storyboard whose collection view's flow layout says `layout`, holding ``cell``.
  static func storyboard(layout: String) -> String {
    InterfaceBuilderText.collectionStoryboard(layout: layout, cells: cell)
  }

  static let automatic = """
    <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
      <size key="itemSize" width="100" height="100"/>
    </collectionViewFlowLayout>
    """
  static let estimated = """
    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
      <size key="itemSize" width="100" height="100"/>
      <size key="estimatedItemSize" width="100" height="80"/>
    </collectionViewFlowLayout>
    """
  static let fixed = """
    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
      <size key="itemSize" width="100" height="100"/>
      <size key="estimatedItemSize" width="0.0" height="0.0"/>
    </collectionViewFlowLayout>
    """

  /// The cell's height laid out at its width, read as rows read it or as the canvas does.
  static func height(
    _ text: String, canvas: Bool = false, selfSizingRows: Bool = false,
    path: String = "s.storyboard"
  ) throws -> Double {
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = canvas
    importer.sizesRowsByContent = selfSizingRows
    let cell = try #require(importer.importDocument(text: text, path: path).file.cells.first)
    return try LayoutEngine(prototype: cell, measurer: FixedAdvanceMeasurer())
      .layout(width: 100).height
  }

  @Test func anAutomaticOrEstimatedItemSizeSizesItemsByTheirContent() throws {
    #expect(try Self.height(Self.storyboard(layout: Self.automatic)) == 50)
    #expect(try Self.height(Self.storyboard(layout: Self.estimated)) == 50)
  }

  /// The canvas draws the cell at its item size; a layout without an estimated size holds it.
  @Test func theCanvasAndAFixedLayoutKeepTheItemSize() throws {
    #expect(try Self.height(Self.storyboard(layout: Self.automatic), canvas: true) == 100)
    #expect(try Self.height(Self.storyboard(layout: Self.fixed)) == 100)
  }

  /// A `.xib`'s cell has no layout to say so: `--self-sizing-rows` (`sizesRowsByContent`) says
  /// that the app's layout sizes its items, as it says that its tables size their rows.
  @Test func selfSizingRowsSizeAXibsItemToo() throws {
    let xib = InterfaceBuilderText.xib(Self.cell)
    #expect(try Self.height(xib, path: "Item.xib") == 100)
    #expect(try Self.height(xib, selfSizingRows: true, path: "Item.xib") == 50)
  }

  /// Xcode 8 recorded a 44-point static row's content view 43 tall; with rows it is the row less
  /// the separator's pixel, 43.5 at 2×, as UIKit makes it; on the canvas it keeps the 43.
  @Test func aFixedRowsContentViewIsTheRowLessTheSeparator() throws {
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes><scene sceneID="s1"><objects>
          <tableViewController id="tvc">
            <tableView key="view" dataMode="static" rowHeight="44" id="tbl">
              <rect key="frame" x="0" y="0" width="375" height="667"/>
              <sections><tableViewSection id="sec"><cells>
                <tableViewCell id="c1">
                  <rect key="frame" x="0" y="0" width="375" height="44"/>
                  <tableViewCellContentView key="contentView" id="cv">
                    <rect key="frame" x="0" y="0" width="375" height="43"/>
                  </tableViewCellContentView>
                </tableViewCell>
              </cells></tableViewSection></sections>
            </tableView>
          </tableViewController>
        </objects></scene></scenes>
      </document>
      """
    #expect(try Self.height(document) == 43.5)
    #expect(try Self.height(document, canvas: true) == 43)
  }
}
