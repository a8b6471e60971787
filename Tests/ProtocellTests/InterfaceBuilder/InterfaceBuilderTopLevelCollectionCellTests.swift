import Protocell
import Testing
import _ProtocellTestSupport

/// IB's canvas draws a `.xib`'s top-level collection-view cell as a root view.
///
/// Its content
/// view's margins are raised to a root view's system minimum margins, 16 points at the sides
/// (20 wider than 375 points), none above and below. The rule in `UIKitLayoutRules.md`,
/// "Interface Builder's canvas".
struct InterfaceBuilderTopLevelCollectionCellTests {
  /// A top-level collection cell `width` × 100 whose view is held to the leading, top and
  /// bottom margins of `marginsOf` (the content view, `cv`, or the cell, `c`), 50 wide;
  /// `margins` adds the content view's own.
  static func document(width: Double, margins: String = "", marginsOf: String = "cv") -> String {
    InterfaceBuilderText.xib(
      """
      <collectionViewCell reuseIdentifier="Item" id="c">
        <rect key="frame" x="0" y="0" width="\(width)" height="100"/>
        <view key="contentView" id="cv">
          <rect key="frame" x="0" y="0" width="\(width)" height="100"/>
          \(margins)
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
              <rect key="frame" x="16" y="8" width="50" height="84"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="v" firstAttribute="leading" secondItem="\(marginsOf)" secondAttribute="leadingMargin" id="k1"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="\(marginsOf)" secondAttribute="topMargin" id="k2"/>
            <constraint firstItem="\(marginsOf)" firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="k3"/>
            <constraint firstItem="v" firstAttribute="width" constant="50" id="k4"/>
          </constraints>
        </view>
      </collectionViewCell>
      """)
  }

  static func frame(
    width: Double, margins: String = "", marginsOf: String = "cv", canvas: Bool
  ) throws -> Rect? {
    try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document(width: width, margins: margins, marginsOf: marginsOf), width: width,
      height: 100,
      canvas: canvas
    ).frames.values.first
  }

  /// The canvas raises margins to a root view's.
  ///
  /// On the canvas, a 269-point cell's view starts 16 points in (vocable-ios's keyboard key
  /// cell), a 523-point one's 20 (its settings cells); above and below, UIView's 8, which
  /// exceed a root view's 0: y 8, 84 tall. Content-view margins of 0 (vocable's dwell-time
  /// cell, `<edgeInsets key="layoutMargins">` all 0) rise to 20 at the sides and stay 0 above
  /// and below: x 20, y 0, 100 tall. At run time the cell is in a collection view: 8 everywhere.
  @Test func theCanvasRaisesMarginsToARootViews() throws {
    #expect(try Self.frame(width: 269, canvas: true) == Rect(x: 16, y: 8, width: 50, height: 84))
    #expect(try Self.frame(width: 523, canvas: true) == Rect(x: 20, y: 8, width: 50, height: 84))
    let zero = #"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>"#
    #expect(
      try Self.frame(width: 638, margins: zero, canvas: true)
        == Rect(x: 20, y: 0, width: 50, height: 100))
    #expect(try Self.frame(width: 523, canvas: false) == Rect(x: 8, y: 8, width: 50, height: 84))
    #expect(
      try Self.frame(width: 638, margins: zero, canvas: false)
        == Rect(x: 0, y: 0, width: 50, height: 100))
  }

  /// The cell's own margins are the root view's alone.
  ///
  /// On the canvas a view held to the cell's margins (not its content view's) is 16 points in
  /// at 269 points, 20 at 523, and none above and below: y 0, 100 tall (vocable-ios's keyboard
  /// key label, at y 0 and as tall as its 218-point cell). At run time the cell is in a
  /// collection view, with UIView's 8 everywhere.
  @Test func theCellsOwnMarginsAreARootViews() throws {
    #expect(
      try Self.frame(width: 269, marginsOf: "c", canvas: true)
        == Rect(x: 16, y: 0, width: 50, height: 100))
    #expect(
      try Self.frame(width: 523, marginsOf: "c", canvas: true)
        == Rect(x: 20, y: 0, width: 50, height: 100))
    #expect(
      try Self.frame(width: 523, marginsOf: "c", canvas: false)
        == Rect(x: 8, y: 8, width: 50, height: 84))
  }
}
