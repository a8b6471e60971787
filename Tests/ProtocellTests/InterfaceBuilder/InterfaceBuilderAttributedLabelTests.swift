import Protocell
import Testing
import _ProtocellTestSupport

/// A label with attributed text is measured in its runs' font (`NSFont`), not UILabel's
/// 17-point system font: the rule in `UIKitLayoutRules.md`, "Attributed text".
struct InterfaceBuilderAttributedLabelTests {
  /// A 375-point cell sizing itself around one label of attributed `text` in the `NSFont`
  /// attributes `font`, 10 points from the top and the bottom.
  static func document(text: String, font: String) -> String {
    InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: """
          <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="20" y="10" width="100" height="24"/>
            <attributedString key="attributedText">
              <fragment content="\(text)"><attributes><font key="NSFont" \(font)/></attributes></fragment>
            </attributedString>
          </label>
          """,
        constraints: """
          <constraint firstItem="l" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" constant="20" id="k1"/>
          <constraint firstItem="l" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" constant="10" id="k2"/>
          <constraint firstItem="c1-cv" firstAttribute="bottom" secondItem="l" secondAttribute="bottom" constant="10" id="k3"/>
          """))
  }

  /// A Courier New run is measured in Courier New.
  ///
  /// Courier New 17 (tinode's alias label, `CourierNewPSMT`): its line is 17 × (1705 + 615) /
  /// 2048 = 19.258 points (Courier New's `hhea` ascender and descender, which its stand-in
  /// Liberation Mono was made to share), 19.5 at 2×, so the row fits at 10 + 19.5 + 10 = 39.5;
  /// in the system font it was 20.5 (SF's 17-point line, 20.287) and the row 40.5. Its width,
  /// 14 characters of a monospaced face 1229 / 2048 em wide, is 14 × 17 × 1229 / 2048 = 142.82,
  /// 143 at 2×.
  @Test func aCourierNewRunIsMeasuredInCourierNew() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document(text: "@alias_example", font: #"size="17" name="CourierNewPSMT""#),
      width: 375)
    let label = try #require(layout.frames.values.first)
    #expect(label.height == 19.5)
    #expect(label.width == 143)
    #expect(layout.contentHeight == 39.5)
  }
}
