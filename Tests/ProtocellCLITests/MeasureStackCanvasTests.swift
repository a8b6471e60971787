import Foundation
import Testing
import _ProtocellTestSupport

/// On Interface Builder's canvas an arranged view that only the stack sizes across keeps the size
/// it was drawn at; at run time UIStackView's ambiguity suppression (`size == 0 @25`) collapses
/// it.
@Suite(.serialized)
struct MeasureStackCanvasTests {
  /// A 320-point-wide XIB holding one `Row` cell `height` tall whose content view (`cv`) holds
  /// `subviews` and `constraints`.
  static func document(height: Int, subviews: String, constraints: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <tableViewCell reuseIdentifier="Row" id="c1">
          <rect key="frame" x="0" y="0" width="320" height="\(height)"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="320" height="\(height)"/>
            <subviews>
    \(subviews)
            </subviews>
            <constraints>
    \(constraints)
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """
  }

  /// `measure` of `document`'s `Row` at 320 points with frames in `format` (CSV unless told), and
  /// `options`; `row`, when given, is written to `row.jsonl` for `--data`.
  static func measure(
    _ document: String, _ options: [String], row: String? = nil, format: String = "csv"
  ) throws
    -> CommandRunner.Output?
  {
    var output: CommandRunner.Output?
    try TemporaryFolder.with(prefix: "protocell-stack-canvas") { folder in
      try document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      if let row {
        try row.write(toFile: folder + "/row.jsonl", atomically: false, encoding: .utf8)
      }
      output = try CommandRunner.run(
        ["measure", "Cell.xib", "--id", "Row", "--width", "320", "--frames", "--format", format]
          + options, in: folder)
    }
    return output
  }

  /// A 60-point cell whose content view holds a centred horizontal stack pinned 16 from the
  /// leading edge and 8 from the top and bottom (44 tall), arranging a plain view 44 wide with no
  /// height of its own, drawn 40 tall, and a 17-point label.
  static let cell = document(
    height: 60,
    subviews: """
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
      """,
    constraints: """
              <constraint firstItem="st" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k2"/>
              <constraint firstItem="st" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="k3"/>
              <constraint firstAttribute="bottom" secondItem="st" secondAttribute="bottom" constant="8" id="k4"/>
      """)

  /// The dot keeps its recorded height without rows, and collapses with one.
  ///
  /// Without rows the dot keeps its recorded 40 points, centred in the 60 − 8 − 8 = 44-point
  /// stack: y = 8 + (44 − 40) / 2 = 10. With a row it has nothing above the suppressor: 0 tall
  /// at the centre of a stack that now hugs the label's 20.5-point line (8 + 20.5 / 2 = 18.25,
  /// drawn at 18.5 on the 2× pixel grid), the row 8 + 20.5 + 8 = 36.5.
  @Test func aViewOnlyTheStackSizesKeepsItsRecordedSizeOnTheCanvasOnly() throws {
    let canvas = try #require(try Self.measure(Self.cell, ["--height", "60"]))
    #expect(canvas.status == 0)
    #expect(
      MeasureInterfaceBuilderTests.verticalFrame(of: "dot", in: canvas.standardOutput)
        == ["10", "40"])
    let row = try #require(try Self.measure(Self.cell, ["--data", "row.jsonl"], row: "{}\n"))
    #expect(row.status == 0)
    #expect(
      MeasureInterfaceBuilderTests.verticalFrame(of: "dot", in: row.standardOutput)
        == ["18.5", "0"])
    #expect(row.standardOutput.contains(",36.5,"))
  }

  /// A 100-point cell whose content view holds a top-aligned horizontal stack pinned 16 from
  /// the leading edge and 8 from the top only, so that nothing outside sizes it across,
  /// arranging a 17-point label, a plain spacer view 44 wide drawn 50 tall, and a nested
  /// top-aligned stack drawn 50 tall around a second 17-point label.
  static let freeStack = document(
    height: 100,
    subviews: """
              <stackView opaque="NO" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="st" userLabel="Stack">
                <rect key="frame" x="16" y="8" width="200" height="50"/>
                <subviews>
                  <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                    <rect key="frame" x="0" y="0" width="20" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="sp" userLabel="Spacer">
                    <rect key="frame" x="20" y="0" width="44" height="50"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="44" id="k1"/>
                    </constraints>
                  </view>
                  <stackView opaque="NO" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="in" userLabel="Inner">
                    <rect key="frame" x="64" y="0" width="20" height="50"/>
                    <subviews>
                      <label text="Ho" translatesAutoresizingMaskIntoConstraints="NO" id="lab2">
                        <rect key="frame" x="0" y="0" width="20" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
                    </subviews>
                  </stackView>
                </subviews>
              </stackView>
      """,
    constraints: """
              <constraint firstItem="st" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k2"/>
              <constraint firstItem="st" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="k3"/>
      """)

  /// A plain view's recorded size holds above the stack's own fit across; a nested stack's
  /// does not.
  ///
  /// The stack's `UISV-canvas-fit` (49) would make it as short as its tallest view, the
  /// labels' 20.5-point lines; the spacer's recorded 50 points hold above it, so the stack is
  /// 50 tall from y = 8, the spacer 50 tall at its top. The nested stack's recorded 50 holds
  /// below its own fit, which makes it as tall as its label: 20.5 at y = 8.
  @Test func aPlainViewGrowsAStackNothingElseSizesOnTheCanvas() throws {
    let canvas = try #require(try Self.measure(Self.freeStack, ["--height", "100"]))
    #expect(canvas.status == 0)
    let frames = canvas.standardOutput
    #expect(MeasureInterfaceBuilderTests.verticalFrame(of: "stack", in: frames) == ["8", "50"])
    #expect(MeasureInterfaceBuilderTests.verticalFrame(of: "spacer", in: frames) == ["8", "50"])
    #expect(MeasureInterfaceBuilderTests.verticalFrame(of: "inner", in: frames) == ["8", "20.5"])
    #expect(
      MeasureInterfaceBuilderTests.verticalFrame(of: "hiLabel", in: frames) == ["8", "20.5"])
  }
}
