import Protocell
import Testing

/// A built-in style's labels start 15 points after its image view, the image at the leading
/// margin at its image's size: the rule in `UIKitLayoutRules.md`, "Built-in styles".
struct InterfaceBuilderStyleImageTests {
  /// A 320-point subtitle cell with a 24 × 24 image (its size from `<resources>`), a 17-point
  /// text label and a 12-point detail label.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
      <objects>
        <tableViewCell style="IBUITableViewCellStyleSubtitle" reuseIdentifier="Key" textLabel="t" detailTextLabel="d" imageView="i" id="c">
          <rect key="frame" x="0" y="0" width="320" height="56"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="320" height="56"/>
            <subviews>
              <label text="Title" id="t">
                <rect key="frame" x="55" y="9" width="33" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
              <label text="Detail" id="d">
                <rect key="frame" x="55" y="31.5" width="33" height="14.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
              </label>
              <imageView image="key" id="i">
                <rect key="frame" x="16" y="16" width="24" height="24"/>
              </imageView>
            </subviews>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
      <resources>
        <image name="key" width="24" height="24"/>
      </resources>
    </document>
    """

  /// The image at the 16-point leading margin of a 320-point table, 24 wide; both labels at
  /// 16 + 24 + 15 = 55 (16 + 24 + 16 = 56 before the rule).
  @Test func labelsStartFifteenPointsAfterTheImage() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document, width: 320, height: 56)
    let image = try #require(layout.frames["imageView"])
    #expect(image.x == 16)
    #expect(image.width == 24)
    #expect(layout.frames["textLabel"]?.x == 55)
    #expect(layout.frames["detailTextLabel"]?.x == 55)
  }
}
