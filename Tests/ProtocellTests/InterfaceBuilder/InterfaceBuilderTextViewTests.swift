import Protocell
import Testing

/// A text view that does not scroll is as tall as its text inside UITextView's container: the
/// rule in `UIKitLayoutRules.md`, "Text views".
struct InterfaceBuilderTextViewTests {
  /// A 375-point cell `height` tall (`nil`: sizing itself, held 5 points from the text view
  /// above and below) holding one text view of `text` in `font`, 20 points from the leading
  /// edge, centred vertically.
  static func document(text: String, font: String, height: Double?) -> String {
    let recorded = height ?? 44
    let vertical =
      height == nil
      ? """
      <constraint firstItem="tv" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="5" id="k2"/>
      <constraint firstItem="cv" firstAttribute="bottom" secondItem="tv" secondAttribute="bottom" constant="5" id="k3"/>
      """
      : #"<constraint firstItem="tv" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="k2"/>"#
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
        <objects>
          <tableViewCell reuseIdentifier="Cell" id="c">
            <rect key="frame" x="0" y="0" width="375" height="\(recorded)"/>
            <tableViewCellContentView key="contentView" id="cv">
              <rect key="frame" x="0" y="0" width="375" height="\(recorded)"/>
              <subviews>
                <textView scrollEnabled="NO" editable="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                  <rect key="frame" x="20" y="4" width="126" height="36"/>
                  \(font)
                </textView>
              </subviews>
              <constraints>
                <constraint firstItem="tv" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="k1"/>
                \(vertical)
              </constraints>
            </tableViewCellContentView>
          </tableViewCell>
        </objects>
      </document>
      """
  }

  /// A text style's line is its leading, inside the inset.
  ///
  /// tinode's "Private comment" (`Main.storyboard`, Subheadline, 3×): IB records 36 points tall
  /// at y 4 in a 44-point row. TextKit gives the line the style's leading, 20 (a label's first
  /// line is SF's 15 × 2444 / 2048 = 17.9), and the container 8 above and below: 36, centred at
  /// (44 − 36) / 2 = 4. Its text is 5 points from each side: the frame is 10 wider than the
  /// text (IB: 126 for 115.7 of text).
  @Test func aTextStyleLineIsItsLeadingInsideTheInset() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document(
        text: "Private comment",
        font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>"#,
        height: 44),
      width: 375, scale: 3, height: 44)
    // Views are named after their text: IB's ids are not kept.
    let frame = try #require(layout.frames["privateCommentTextView"])
    #expect(frame.y == 4)
    #expect(frame.height == 36)
    let lines = try #require(layout.labelLayouts["privateCommentTextView"]?.lines)
    #expect(lines.count == 1)
    #expect(abs(frame.width - 10 - lines[0].width) < 1.0 / 3)
  }

  /// Quick-Chat's empty message bubble: an empty text view is one line tall, not 0, so the cell
  /// is 5 + 8 + 17 × 2444 / 2048 (20.29) + 8 + 5, the text view rounded up to 36.5 at 2×:
  /// 46.5 points, not 10.
  @Test func anEmptyTextViewKeepsOneLine() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document(
        text: "",
        font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
        height: nil),
      width: 375)
    #expect(layout.frames["textView"]?.height == 36.5)
    #expect(layout.frames["textView"]?.width == 10)
    #expect(layout.contentHeight == 46.5)
  }
}
