import Foundation
import Testing
import _ProtocellTestSupport

/// Constraints between a scroll view's edges and the views inside it size its content, as UIKit
/// attaches them (*UIScrollView*): they neither conflict with the views' own sizes nor stretch
/// them.
@Suite(.serialized)
struct InterfaceBuilderScrollContentTests {
  /// A 300 × 200 collection cell filled by a scroll view holding a 120-point square photo pinned
  /// 5 from its top, 10 from its leading edge and flush with its bottom and trailing edges.
  static let edges = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <collectionViewCell reuseIdentifier="Photo" id="c1">
          <rect key="frame" x="0" y="0" width="300" height="200"/>
          <view key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="300" height="200"/>
            <subviews>
              <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sv" userLabel="Scroll">
                <rect key="frame" x="0" y="0" width="300" height="200"/>
                <subviews>
                  <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img" userLabel="Photo">
                    <rect key="frame" x="10" y="5" width="120" height="120"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="120" id="k1"/>
                      <constraint firstAttribute="height" constant="120" id="k2"/>
                    </constraints>
                  </imageView>
                </subviews>
                <constraints>
                  <constraint firstItem="img" firstAttribute="top" secondItem="sv" secondAttribute="top" constant="5" id="k3"/>
                  <constraint firstItem="img" firstAttribute="leading" secondItem="sv" secondAttribute="leading" constant="10" id="k4"/>
                  <constraint firstAttribute="bottom" secondItem="img" secondAttribute="bottom" id="k5"/>
                  <constraint firstAttribute="trailing" secondItem="img" secondAttribute="trailing" id="k6"/>
                </constraints>
              </scrollView>
            </subviews>
            <constraints>
              <constraint firstItem="sv" firstAttribute="top" secondItem="cv" secondAttribute="top" id="k7"/>
              <constraint firstItem="sv" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="k8"/>
              <constraint firstAttribute="bottom" secondItem="sv" secondAttribute="bottom" id="k9"/>
              <constraint firstAttribute="trailing" secondItem="sv" secondAttribute="trailing" id="k10"/>
            </constraints>
          </view>
        </collectionViewCell>
      </objects>
    </document>
    """

  /// The same photo pinned to the scroll view's content layout guide (its top constraint left
  /// out) and centred on its frame layout guide vertically.
  static let guides = edges.replacing(
    """
                  <constraint firstItem="img" firstAttribute="top" secondItem="sv" secondAttribute="top" constant="5" id="k3"/>
                  <constraint firstItem="img" firstAttribute="leading" secondItem="sv" secondAttribute="leading" constant="10" id="k4"/>
                  <constraint firstAttribute="bottom" secondItem="img" secondAttribute="bottom" id="k5"/>
                  <constraint firstAttribute="trailing" secondItem="img" secondAttribute="trailing" id="k6"/>
                </constraints>
    """,
    with: """
                    <constraint firstItem="img" firstAttribute="leading" secondItem="cg" secondAttribute="leading" constant="10" id="k4"/>
                    <constraint firstItem="cg" firstAttribute="bottom" secondItem="img" secondAttribute="bottom" id="k5"/>
                    <constraint firstItem="cg" firstAttribute="trailing" secondItem="img" secondAttribute="trailing" id="k6"/>
                    <constraint firstItem="img" firstAttribute="centerY" secondItem="fg" secondAttribute="centerY" id="k11"/>
                  </constraints>
                  <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                  <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
      """)

  /// The photo keeps its own size and is placed by the content's top and leading edges.
  ///
  /// Laid out by hand: the bottom and trailing edges set the content size (5 + 120 and 10 +
  /// 120), so the photo keeps its 120 points at (10, 5); with the guides it is centred in the
  /// 200-point frame, (200 − 120) / 2 = 40. Before, the first was an unsatisfiable conflict of
  /// its width and height with the 300 × 200 scroll view (validate exit 1, the photo 290 × 195).
  @Test(arguments: [
    ("Edges.xib", edges, "  photo\t(10, 5, 120, 120)"),
    ("Guides.xib", guides, "  photo\t(10, 40, 120, 120)"),
  ])
  func theContentsEdgesSizeTheContentNotThePhoto(name: String, document: String, frame: String)
    throws
  {
    #expect(Self.guides != Self.edges)
    try TemporaryFolder.with(prefix: "protocell-scroll") { folder in
      try document.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
      let validate = try CommandRunner.run(["validate", name], in: folder)
      #expect(validate.status == 0)
      #expect(validate.standardOutput == "Checked 1 file (1 prototype): no problems.\n")
      let measure = try CommandRunner.run(["measure", name, "--frames"], in: folder)
      #expect(measure.status == 0)
      #expect(measure.standardOutput.split(separator: "\n").map(String.init).contains(frame))
    }
  }
}
