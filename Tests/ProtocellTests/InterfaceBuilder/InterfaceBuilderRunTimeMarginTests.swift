import Protocell
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

/// At run time a table cell's side margins are its table's system minimum margins at the width
/// it is laid out at (16 points up to 375, 20 wider), not the width its document was drawn at:
/// a cell of a 375-point `retina4_7` storyboard laid out for a 414-point iPhone has 20-point
/// margins (the fresh20 review: a subtitle cell's label stayed at x 16 at "iPhone 16 Pro Max").
struct InterfaceBuilderRunTimeMarginTests {
  /// A `retina4_7` storyboard's 375-point custom cell whose view `v` starts at the leading
  /// margin and is 100 points wide (named `view`); `margins` adds the content view's own layout margins.
  static func document(margins: String = "", tableWidth: Int = 375) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="21701" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s"><objects>
        <viewController id="vc"><view key="view" id="root">
          <rect key="frame" x="0" y="0" width="375" height="667"/>
          <subviews>
        <tableView rowHeight="44" id="tv">
          <rect key="frame" x="0" y="0" width="\(tableWidth)" height="667"/>
          <prototypes>
            <tableViewCell reuseIdentifier="Cell" id="c">
              <rect key="frame" x="0" y="28" width="\(tableWidth)" height="44"/>
              <tableViewCellContentView key="contentView" id="cv">
                <rect key="frame" x="0" y="0" width="\(tableWidth)" height="43.5"/>
                \(margins)
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
                    <rect key="frame" x="16" y="11" width="100" height="21.5"/>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                  <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k2"/>
                  <constraint firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="k3"/>
                  <constraint firstItem="v" firstAttribute="width" constant="100" id="k4"/>
                </constraints>
              </tableViewCellContentView>
            </tableViewCell>
          </prototypes>
        </tableView>
          </subviews>
        </view></viewController>
        </objects></scene></scenes>
    </document>
    """
  }

  static func cell(canvas: Bool, margins: String = "", tableWidth: Int = 375) throws
    -> CellPrototype
  {
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = canvas
    let result = importer.importDocument(
      text: document(margins: margins, tableWidth: tableWidth), path: "a.storyboard")
    return try #require(result.file.cells.first)
  }

  /// The view's x at each width.
  static func positions(of cell: CellPrototype, at widths: [Double]) throws -> [Double] {
    let engine = LayoutEngine(prototype: cell, measurer: FixedAdvanceMeasurer())
    return try widths.map { try #require(try engine.layout(width: $0).frames["view"]).x }
  }

  @Test func runTimeMarginsFollowTheWidth() throws {
    let cell = try Self.cell(canvas: false)
    #expect(cell.sideMarginsFollowWidth)
    #expect(cell.layoutMargins.leading == 16)
    // 375 and narrower: 16; wider (the 390- and 393-point iPhones too): 20; and back.
    #expect(try Self.positions(of: cell, at: [375, 414, 393, 320, 375]) == [16, 20, 20, 16, 16])
    // A copy keeps the engine built for the wider margins and lays out alike.
    let engine = LayoutEngine(prototype: cell, measurer: FixedAdvanceMeasurer())
    _ = try engine.layout(width: 414)
    #expect(try engine.copy().layout(width: 414).frames["view"]?.x == 20)
    #expect(try engine.height(width: 414) == 43.5)
  }

  /// At its own width a table keeps its view controller's margins: a 383-point table in a
  /// 375-point view has 16, not 20 (the library review: emqx's MQTT-Client-Examples, whose
  /// validation then found ambiguities laid out at the other margins that were not there);
  /// at other widths the width's, and the validator's queries ask the layout that was made.
  @Test func atItsOwnWidthATableKeepsItsControllersMargins() throws {
    let wide = try Self.cell(canvas: false, tableWidth: 383)
    #expect(wide.layoutMargins.leading == 16)
    #expect(try Self.positions(of: wide, at: [383, 414, 375, 383]) == [16, 20, 16, 16])
    let engine = LayoutEngine(prototype: wide, measurer: FixedAdvanceMeasurer())
    _ = try engine.layout(width: 414)
    #expect(engine.ambiguities().isEmpty)
    #expect(try engine.copy().layout(width: 414).frames["view"]?.x == 20)
  }

  /// Copies for single rows (`snapshot`'s) at the other margins share one engine built for
  /// them, never laid out on, as they share sessions for hidden arranged views.
  @Test func copiesForRowsAtTheOtherMarginsShareOneBuild() throws {
    let cell = try Self.cell(canvas: false)
    let base = LayoutEngine(prototype: cell, measurer: FixedAdvanceMeasurer())
    for _ in 0..<3 {
      let copy = base.copy(forLayingOut: CellContent(), width: 414)
      #expect(try copy.layout(width: 414).frames["view"]?.x == 20)
    }
    #expect(base.marginVariants.count == 1)
    #expect(
      try base.copy(forLayingOut: CellContent(), width: 375).layout(width: 375)
        .frames["view"]?.x == 16)
  }

  @Test func theCanvasAndOwnMarginsStayAsDrawn() throws {
    let canvas = try Self.cell(canvas: true)
    #expect(!canvas.sideMarginsFollowWidth)
    #expect(try Self.positions(of: canvas, at: [375, 414]) == [16, 16])
    // Margins of the content view's own: UIKit keeps them at any width.
    let own = try Self.cell(
      canvas: false,
      margins: #"<edgeInsets key="layoutMargins" top="11" left="30" bottom="11" right="30"/>"#)
    #expect(!own.sideMarginsFollowWidth)
    #expect(try Self.positions(of: own, at: [375, 414]) == [30, 30])
  }
}
