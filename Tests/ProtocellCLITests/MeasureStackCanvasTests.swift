import Foundation
import Testing
import _ProtocellTestSupport

/// On Interface Builder's canvas an arranged view that only the stack sizes across keeps the size
/// it was drawn at; at run time UIStackView's ambiguity suppression (`size == 0 @25`) collapses
/// it.
@Suite(.serialized)
struct MeasureStackCanvasTests {
  /// A 60-point cell whose content view holds a centred horizontal stack pinned 16 from the
  /// leading edge and 8 from the top and bottom (44 tall), arranging a plain view 44 wide with no
  /// height of its own, drawn 40 tall, and a 17-point label.
  static let cell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <tableViewCell reuseIdentifier="Row" id="c1">
          <rect key="frame" x="0" y="0" width="320" height="60"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="320" height="60"/>
            <subviews>
              <stackView opaque="NO" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="16" y="8" width="120" height="44"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="dot" userLabel="Dot">
                    <rect key="frame" x="0" y="2" width="44" height="40"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="44" id="k1"/>
                    </constraints>
                  </view>
                  <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                    <rect key="frame" x="52" y="12" width="68" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
                </subviews>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="st" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k2"/>
              <constraint firstItem="st" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="k3"/>
              <constraint firstAttribute="bottom" secondItem="st" secondAttribute="bottom" constant="8" id="k4"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """

  /// The dot keeps its recorded height without rows, and collapses with one.
  ///
  /// Without rows the dot keeps its recorded 40 points, centred in the 60 − 8 − 8 = 44-point
  /// stack: y = 8 + (44 − 40) / 2 = 10. With a row it has nothing above the suppressor: 0 tall
  /// at the centre of a stack that now hugs the label's 20.5-point line (8 + 20.5 / 2 = 18.25,
  /// drawn at 18.5 on the 2× pixel grid), the row 8 + 20.5 + 8 = 36.5.
  @Test func aViewOnlyTheStackSizesKeepsItsRecordedSizeOnTheCanvasOnly() throws {
    try TemporaryFolder.with(prefix: "protocell-stack-canvas") { folder in
      try Self.cell.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      try "{}\n".write(toFile: folder + "/row.jsonl", atomically: false, encoding: .utf8)
      let canvas = try CommandRunner.run(
        [
          "measure", "Cell.xib", "--id", "Row", "--width", "320", "--height", "60", "--frames",
          "--format", "csv",
        ], in: folder)
      #expect(canvas.status == 0)
      #expect(
        MeasureInterfaceBuilderTests.verticalFrame(of: "dot", in: canvas.standardOutput)
          == ["10", "40"])
      let row = try CommandRunner.run(
        [
          "measure", "Cell.xib", "--id", "Row", "--width", "320", "--frames", "--format", "csv",
          "--data", "row.jsonl",
        ], in: folder)
      #expect(row.status == 0)
      #expect(
        MeasureInterfaceBuilderTests.verticalFrame(of: "dot", in: row.standardOutput)
          == ["18.5", "0"])
      #expect(row.standardOutput.contains(",36.5,"))
    }
  }
}
