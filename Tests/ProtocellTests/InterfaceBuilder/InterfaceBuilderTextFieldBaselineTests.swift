import Protocell
import Testing
import _ProtocellTestSupport

/// A text field's baselines are its centred line of text's, not its bottom edge
/// (`InterfaceBuilderReader.textFieldLine(of:)`).
struct InterfaceBuilderTextFieldBaselineTests {
  /// A 17-point label pinned 10 from the top, and a 30-point-tall text field in the 14-point
  /// system font on the label's first baseline, `fieldAttributes` added to the field.
  static func document(fieldAttributes: String = "") -> String {
    InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: """
          <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
            <rect key="frame" x="16" y="10" width="45" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          <textField placeholder="Your name" translatesAutoresizingMaskIntoConstraints="NO" \(fieldAttributes) id="field">
            <rect key="frame" x="100" y="6.5" width="200" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <constraints>
              <constraint firstAttribute="height" constant="30" id="h"/>
              <constraint firstAttribute="width" constant="200" id="w"/>
            </constraints>
          </textField>
          """,
        constraints: """
          <constraint firstItem="name" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k1"/>
          <constraint firstItem="name" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="k2"/>
          <constraint firstItem="field" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="100" id="k3"/>
          <constraint firstItem="field" firstAttribute="firstBaseline" secondItem="name" secondAttribute="firstBaseline" id="k4"/>
          """, contentViewID: "cv", height: 60, contentHeight: 60))
  }

  /// The field sits where its centred text's baseline meets the label's.
  ///
  /// SF's ascender is 1950/2048 em and its line 2444/2048. The label's line is 20.287 tall,
  /// 20.5 at 2×, so its first baseline is 10 + 0.106 + 16.187 = 26.293. The field's line at 14
  /// points (ascender 13.330, line 16.707) is centred in 30 points: its baseline 15 − 8.354 +
  /// 13.330 = 19.977 below the field's top, which is at 26.293 − 19.977 = 6.317, 6.5 at 2×.
  /// Its bottom edge as the baseline put it at 26.293 − 30, −3.5 at 2×.
  @Test func aTextFieldSitsOnItsTextsBaseline() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document(), width: 375, height: 60)
    let field = try #require(layout.frames["textField"])
    #expect([field.y, field.height] == [6.5, 30])
  }

  /// A field whose text is at its top (`contentVerticalAlignment="top"`) keeps the bottom edge.
  @Test func aFieldWhoseTextIsNotCentredKeepsTheBottomEdge() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document(fieldAttributes: #"contentVerticalAlignment="top""#), width: 375,
      height: 60)
    let field = try #require(layout.frames["textField"])
    #expect([field.y, field.height] == [-3.5, 30])
  }
}
