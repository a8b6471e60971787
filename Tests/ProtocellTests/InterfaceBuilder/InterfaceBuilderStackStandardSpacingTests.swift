import Protocell
import Testing

/// A stack view set to Interface Builder's "Standard" spacing (`spacingType="standard"`, no
/// `spacing`: `UIStackView.spacingUseSystem`) leaves the system's 8 points between its views:
/// the rule in `UIKitLayoutRules.md`, "Stack spacing".
struct InterfaceBuilderStackStandardSpacingTests {
  /// A cell whose content view holds one vertical stack of two boxes, 20 and 30 points tall,
  /// pinned to the content view's four edges; `spacing` holds the stack's spacing attributes.
  static func document(spacing: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" useAutolayout="YES">
      <objects>
        <tableViewCell reuseIdentifier="Cell" id="c">
          <rect key="frame" x="0" y="0" width="320" height="58"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="320" height="58"/>
            <subviews>
              <stackView axis="vertical" \(spacing) translatesAutoresizingMaskIntoConstraints="NO" id="s" userLabel="Column">
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="v1" userLabel="Top">
                    <constraints>
                      <constraint firstAttribute="height" constant="20" id="ha"/>
                    </constraints>
                  </view>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="v2" userLabel="Bottom">
                    <constraints>
                      <constraint firstAttribute="height" constant="30" id="hb"/>
                    </constraints>
                  </view>
                </subviews>
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

  /// The cell of ``document(spacing:)`` laid out at 320 points, at 2×.
  static func layout(spacing: String) throws -> CellLayout {
    try InterfaceBuilderDocumentLayout.firstCell(of: document(spacing: spacing), width: 320)
  }

  /// Standard spacing puts the second box 8 points below the first.
  ///
  /// The top box is 0 to 20, the bottom one starts at 20 + 8 = 28 and ends at 58, the row's
  /// self-sized height. Before the rule the attribute was not read and the spacing was 0: the
  /// bottom box at 20 in a 50-point row (Iterable's inbox cells: labels 8 apart in IB's frames,
  /// laid out touching).
  @Test func standardSpacingIsEightPoints() throws {
    let layout = try Self.layout(spacing: #"spacingType="standard""#)
    #expect(layout.frames["top"] == Rect(x: 0, y: 0, width: 320, height: 20))
    #expect(layout.frames["bottom"] == Rect(x: 0, y: 28, width: 320, height: 30))
    #expect(layout.contentHeight == 58)
  }

  /// An explicit spacing is the stack's whatever else is written, and no spacing is 0.
  ///
  /// `spacing="3"`: the bottom box at 20 + 3 = 23 in a 53-point row; none: at 20, 50 points.
  @Test func explicitOrNoSpacingIsKept() throws {
    let explicit = try Self.layout(spacing: #"spacing="3""#)
    #expect(explicit.frames["bottom"]?.y == 23)
    #expect(explicit.contentHeight == 53)
    let none = try Self.layout(spacing: "")
    #expect(none.frames["bottom"]?.y == 20)
    #expect(none.contentHeight == 50)
  }
}
