import Protocell
import Testing
import _ProtocellTestSupport

/// Views placed by autoresizing masks with several flexible parts along an axis, laid out at
/// another size than IB's: the change is shared among the flexible parts in proportion to
/// their lengths in IB's frame, measured in the view's superview (`UIKitLayoutRules.md`,
/// "Recovering as UIKit does").
struct InterfaceBuilderProportionalAutoresizingTests {
  /// A 320 × 40 content view holding a bar (x 64, 192 wide, y 10, 20 tall; flexible left
  /// margin and width, and all three vertical parts), a box pinned 20 from each side (280
  /// wide) holding a badge (x 54, 64 wide, both side margins flexible: 54 and 162), and a pin
  /// (x 10, 30 wide, its right margin flexible).
  static let document = InterfaceBuilderText.xib(
    InterfaceBuilderText.tableCell(
      subviews: """
        <view fixedFrame="YES" id="bar" userLabel="Bar"><rect key="frame" x="64" y="10" width="192" height="20"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/></view>
        <view fixedFrame="YES" id="pin" userLabel="Pin"><rect key="frame" x="10" y="30" width="30" height="10"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES"/></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
          <rect key="frame" x="20" y="0" width="280" height="10"/>
          <subviews>
            <view fixedFrame="YES" id="badge" userLabel="Badge"><rect key="frame" x="54" y="0" width="64" height="10"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/></view>
          </subviews>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="k2"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" id="k3"/>
        <constraint firstItem="box" firstAttribute="height" constant="10" id="k4"/>
        """,
      contentViewID: "cv", width: 320, height: 40, contentHeight: 40))

  /// The bar's frame (x, y, width, height), the badge's and the pin's x and width, laid out at
  /// `width` and `height` (right to left as `snapshot --layout-direction rtl` lays a cell out:
  /// the mirroring prototype laid out and mirrored), and whether the layout warned.
  static func frames(width: Double, height: Double, rightToLeft: Bool = false) throws -> (
    bar: [Double], badge: [Double], pin: [Double], warns: Bool
  ) {
    let layout: CellLayout
    if rightToLeft {
      let imported = InterfaceBuilderImporter().importDocument(text: document, path: "t.xib")
      let cell = try #require(imported.file.cells.first).fixingHeight(height)
      layout = try LayoutEngine(
        prototype: cell.mirroringAbsoluteAttributes(), measurer: try FontTextMeasurer()
      )
      .layout(width: width, options: LayoutOptions(scale: 2)).mirrored(contentWidth: width)
    } else {
      layout = try InterfaceBuilderDocumentLayout.firstCell(
        of: document, width: width, height: height)
    }
    let bar = try #require(layout.frames["bar"])
    let badge = try #require(layout.frames["badge"])
    let pin = try #require(layout.frames["pin"])
    return (
      [bar.x, bar.y, bar.width, bar.height], [badge.x, badge.width], [pin.x, pin.width],
      !layout.warnings.isEmpty
    )
  }

  /// At IB's own size every view is where IB drew it.
  @Test func atIBsSizeTheFramesAreIBs() throws {
    let frames = try Self.frames(width: 320, height: 40)
    #expect(frames.bar == [64, 10, 192, 20])
    #expect(frames.badge == [20 + 54, 64])
  }

  /// 256 points wider and 40 taller: the flexible parts share the change in proportion.
  ///
  /// The bar's left margin takes 64/256 of the 256 (x 128) and its width the rest (384); its
  /// top margin, height and bottom margin share the 40 as 10 : 20 : 10 (y 20, 40 tall). The
  /// box grows by 256 too (536 wide); the badge's margins share that 54 : 162, so its left
  /// margin grows by 64, to 118 from the box's edge, 138 in the content view; its width stays
  /// 64. No warning: UIKit documents the rule.
  @Test func aLargerCellSharesTheChangeInProportion() throws {
    let frames = try Self.frames(width: 576, height: 80)
    #expect(frames.bar == [128, 20, 384, 40])
    #expect(frames.badge == [138, 64])
    #expect(!frames.warns)
  }

  /// Right to left, UIKit keeps the frames that autoresizing masks place.
  ///
  /// A mask's margins are the left and right ones. The same cell, 576 × 80, laid out right to
  /// left: the bar, the badge (the box is symmetric, 20 from each side) and the pin are where
  /// they are left to right, not mirrored (a mirrored pin would sit at 576 − 10 − 30 = 536).
  @Test func rightToLeftKeepsTheMasksFrames() throws {
    let frames = try Self.frames(width: 576, height: 80, rightToLeft: true)
    #expect(frames.bar == [128, 20, 384, 40])
    #expect(frames.badge == [138, 64])
    #expect(frames.pin == [10, 30])
  }
}
