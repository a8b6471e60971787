import Protocell
import Testing

/// A tvOS document's text styles are measured at tvOS's sizes: the rule in
/// `Documentation/InterfaceBuilder.md` ("tvOS documents").
struct InterfaceBuilderTVOSTextStyleTests {
  /// A 1920-point top-level cell of `type` (a `.xib` of iOS or of tvOS) whose Headline label
  /// sits 10 points below the top, and whose Body label sits 5 points below it and 10 above the
  /// bottom, so that the cell's height is the labels' heights and 25 points.
  static func document(type: String, device: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="\(type)" version="3.0" toolsVersion="21701" useAutolayout="YES">
      <device id="\(device)"/>
      <objects>
        <tableViewCell reuseIdentifier="Episode" id="c">
          <rect key="frame" x="0" y="0" width="1920" height="106"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="1920" height="106"/>
            <subviews>
              <label text="Episode" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                <rect key="frame" x="20" y="10" width="140" height="46"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
              </label>
              <label text="Tonight" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="20" y="61" width="110" height="35"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="h" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="k1"/>
              <constraint firstItem="b" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="k2"/>
              <constraint firstItem="h" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="k3"/>
              <constraint firstItem="b" firstAttribute="top" secondItem="h" secondAttribute="bottom" constant="5" id="k4"/>
              <constraint firstItem="cv" firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="10" id="k5"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """
  }

  /// Headline is 38 points on tvOS and Body 29.
  ///
  /// SF's line heights, 38 × 2444 / 2048 = 45.35 and 29 × 2444 / 2048 = 34.61, rounded up to Apple TV's whole point, are 46 and 35 (the
  /// heights IB records for such labels), and the cell is 46 + 35 + 25 = 106 tall. The same
  /// cell in an iOS document at 1× has iOS's 17-point Headline and Body: 20.29 rounded up, 21
  /// each, 67 in all.
  @Test func aTVOSDocumentsTextStylesHaveTVOSsSizes() throws {
    let tv = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document(type: "com.apple.InterfaceBuilder.AppleTV.XIB", device: "appleTV"),
      width: 1920, scale: 1)
    #expect(tv.frames["episodeLabel"]?.height == 46)
    #expect(tv.frames["tonightLabel"]?.y == 61)
    #expect(tv.frames["tonightLabel"]?.height == 35)
    #expect(tv.height == 106)
    let iOS = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", device: "retina4_7"),
      width: 1920, scale: 1)
    #expect(iOS.frames["episodeLabel"]?.height == 21)
    #expect(iOS.height == 67)
  }
}
