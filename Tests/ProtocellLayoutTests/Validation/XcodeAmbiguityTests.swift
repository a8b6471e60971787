import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

/// An Interface Builder cell is checked for ambiguity as Xcode checks it: an image view without
/// an image at the size the canvas drew it, not the (0, 0) it has at run time (the fresh19
/// review: ShopCell's image view and label, no `ambiguous="YES"` in the document, were
/// Content Priority Ambiguity errors here).
struct XcodeAmbiguityTests {
  /// A 100 × 100 collection view cell: an image view with no image and a label below it.
  ///
  /// The image view is drawn 100 × `imageHeight` at the top, the 17-point label below it to the
  /// bottom edge, both hugging at 251. The label is one line, 17 × 1.25 = 21.25, 21.5 at 2×; the
  /// image drawn 78.5 tall fills the rest.
  static func document(imageHeight: Double, image: String = "") -> String {
    InterfaceBuilderText.xib(
      """
      <collectionViewCell reuseIdentifier="Item" id="cc">
        <rect key="frame" x="0" y="0" width="100" height="100"/>
        <view key="contentView" id="cc-cv">
          <rect key="frame" x="0" y="0" width="100" height="100"/>
          <subviews>
            <imageView \(image)horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="img">
              <rect key="frame" x="0" y="0" width="100" height="\(imageHeight)"/>
            </imageView>
            <label text="Hi" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
              <rect key="frame" x="0" y="\(imageHeight)" width="100" height="21.5"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
          </subviews>
        </view>
        <constraints>
          <constraint firstItem="img" firstAttribute="top" secondItem="cc" secondAttribute="top" id="k1"/>
          <constraint firstItem="img" firstAttribute="leading" secondItem="cc" secondAttribute="leading" id="k2"/>
          <constraint firstAttribute="trailing" secondItem="img" secondAttribute="trailing" firstItem="cc" id="k3"/>
          <constraint firstItem="lbl" firstAttribute="top" secondItem="img" secondAttribute="bottom" id="k4"/>
          <constraint firstItem="lbl" firstAttribute="leading" secondItem="cc" secondAttribute="leading" id="k5"/>
          <constraint firstAttribute="trailing" secondItem="lbl" secondAttribute="trailing" firstItem="cc" id="k6"/>
          <constraint firstAttribute="bottom" secondItem="lbl" secondAttribute="bottom" firstItem="cc" id="k7"/>
        </constraints>
      </collectionViewCell>
      """)
  }

  /// The views the layout checks call ambiguous.
  static func ambiguous(_ text: String) -> [String] {
    let parsed = TemplateParser().parse(text: text, path: "Item.xib")
    let validator = TemplateValidator(
      layoutRules: [LayoutValidationRule(measurer: FixedAdvanceMeasurer())])
    return validator.validate([parsed.file], skippingLayoutRulesFor: []).filter {
      $0.code == .ambiguousLayout
    }.map(\.message)
  }

  /// Drawn 78.5 tall, the image view takes the room the label leaves.
  ///
  /// One layout, as on IB's canvas. At run time it is (0, 0) and ties with the label (hugging
  /// 251 each) for 78.5 points, which was an error here.
  @Test func anImageViewWithoutAnImageIsItsDrawnSize() {
    #expect(Self.ambiguous(Self.document(imageHeight: 78.5)) == [])
  }

  /// Drawn 50 tall, it leaves 28.5 points that the image view and the label, hugging alike,
  /// both could take: Xcode's Content Priority Ambiguity, reported.
  @Test func aDrawnSizeThatLeavesRoomStillTies() {
    #expect(
      Self.ambiguous(Self.document(imageHeight: 50)) == [
        "the height of 'imageView' is ambiguous",
        "the vertical position and height of 'hiLabel' are ambiguous",
      ])
  }
}
