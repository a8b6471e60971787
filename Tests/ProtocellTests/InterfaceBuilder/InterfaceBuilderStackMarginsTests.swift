import Protocell
import Testing

/// A stack view whose layout margins Interface Builder's Size inspector sets arranges its views
/// within those margins, though the document says nothing more (no
/// `layoutMarginsRelativeArrangement`): the rule in `UIKitLayoutRules.md`, "Stack views".
struct InterfaceBuilderStackMarginsTests {
  /// A cell whose content view holds one vertical stack with the given margins.
  ///
  /// The stack is pinned to the content view's four edges and holds one view 30 points tall.
  static func document(margins: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
      <objects>
        <tableViewCell reuseIdentifier="Cell" id="c">
          <rect key="frame" x="0" y="0" width="320" height="46"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="320" height="46"/>
            <subviews>
              <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="s" userLabel="Column">
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="v" userLabel="Box">
                    <constraints>
                      <constraint firstAttribute="height" constant="30" id="h"/>
                    </constraints>
                  </view>
                </subviews>
                \(margins)
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="s" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t"/>
              <constraint firstItem="s" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="l"/>
              <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="r"/>
              <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" id="b"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """
  }

  /// The cell of ``document(margins:)`` laid out at 320 points, at 2×.
  static func layout(margins: String) throws -> CellLayout {
    try InterfaceBuilderDocumentLayout.firstCell(of: document(margins: margins), width: 320)
  }

  /// Directional margins of 8 above and below and 16 at the sides inset the box.
  ///
  /// The box starts 16 points in and 8 down, is 320 − 16 − 16 = 288 wide, and the self-sizing
  /// row is 8 + 30 + 8 = 46 tall. Before the rule the box filled the stack: (0, 0, 320, 30) in a
  /// row 30 tall.
  @Test func directionalMarginsInsetTheArrangedViews() throws {
    let layout = try Self.layout(
      margins: """
        <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="16" bottom="8" trailing="16"/>
        """)
    #expect(layout.frames["box"] == Rect(x: 16, y: 8, width: 288, height: 30))
    #expect(layout.frames["column"] == Rect(x: 0, y: 0, width: 320, height: 46))
    #expect(layout.contentHeight == 46)
  }

  /// The older `layoutMargins` (left and right, Xcode before 9) inset the box too.
  ///
  /// 4 above, 10 left, 6 below and 12 right put the box at (10, 4), 320 − 10 − 12 = 298 wide, in
  /// a row 4 + 30 + 6 = 40 tall.
  @Test func fixedMarginsInsetTheArrangedViews() throws {
    let layout = try Self.layout(
      margins: """
        <edgeInsets key="layoutMargins" top="4" left="10" bottom="6" right="12"/>
        """)
    #expect(layout.frames["box"] == Rect(x: 10, y: 4, width: 298, height: 30))
    #expect(layout.contentHeight == 40)
  }

  /// Without margins of its own a stack arranges its views edge to edge.
  ///
  /// UIStackView's `isLayoutMarginsRelativeArrangement` is false by default: the box fills the
  /// 320-point stack and the row is the box's 30 points.
  @Test func aStackWithoutMarginsArrangesEdgeToEdge() throws {
    let layout = try Self.layout(margins: "")
    #expect(layout.frames["box"] == Rect(x: 0, y: 0, width: 320, height: 30))
    #expect(layout.contentHeight == 30)
  }
}
