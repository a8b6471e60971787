import Testing
import _ProtocellTestSupport

/// UIKit updates constraints from the bottom up, so a nested stack's generated constraints are in
/// the engine before its enclosing stack's, and a conflict between them breaks the enclosing
/// stack's.
struct MeasureNestedStackConflictTests {
  /// A 80-point cell whose content view holds a vertical fillEqually column, pinned 10 from the
  /// top and bottom (60 tall) and 16 from both sides, arranging a plain view with no size of its
  /// own and a horizontal fill stack around a plain view 10 tall.
  static let column = MeasureStackCanvasTests.document(
    height: 80,
    subviews: """
              <stackView opaque="NO" axis="vertical" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="col" userLabel="Column">
                <rect key="frame" x="16" y="10" width="288" height="60"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="top" userLabel="Top">
                    <rect key="frame" x="0" y="0" width="288" height="50"/>
                  </view>
                  <stackView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Bar">
                    <rect key="frame" x="0" y="50" width="288" height="10"/>
                    <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="dot" userLabel="Dot">
                        <rect key="frame" x="0" y="0" width="288" height="10"/>
                        <constraints>
                          <constraint firstAttribute="height" constant="10" id="k1"/>
                        </constraints>
                      </view>
                    </subviews>
                  </stackView>
                </subviews>
              </stackView>
      """,
    constraints: """
              <constraint firstItem="col" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k2"/>
              <constraint firstAttribute="trailing" secondItem="col" secondAttribute="trailing" constant="16" id="k5"/>
              <constraint firstItem="col" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="k3"/>
              <constraint firstAttribute="bottom" secondItem="col" secondAttribute="bottom" constant="10" id="k4"/>
      """)

  /// The column's equal rows give way to the bar's own height.
  ///
  /// The bar fills across its dot, so it is 10 tall; fillEqually would make both rows
  /// (80 − 10 − 10) / 2 = 30. With the bar's constraints in first, the column's
  /// 'UISV-fill-equally' is the one broken: the bar 10 tall at y = 10 + 60 − 10 = 60 and the top
  /// view 50 tall at 10, as Interface Builder draws erikmartens' WeatherDataCell. Met the other
  /// way round, the bar was stretched to 30 and its dot left 10 tall at its top.
  @Test func theEnclosingStackIsTheOneBroken() throws {
    let output = try #require(
      try MeasureStackCanvasTests.measure(Self.column, ["--height", "80"]))
    #expect(output.status == 0)
    let frames = output.standardOutput
    #expect(MeasureInterfaceBuilderTests.verticalFrame(of: "top", in: frames) == ["10", "50"])
    #expect(MeasureInterfaceBuilderTests.verticalFrame(of: "bar", in: frames) == ["60", "10"])
    #expect(MeasureInterfaceBuilderTests.verticalFrame(of: "dot", in: frames) == ["60", "10"])
    let json = try #require(
      try MeasureStackCanvasTests.measure(Self.column, ["--height", "80"], format: "json"))
    #expect(
      json.standardOutput.contains(#""brokenConstraints":["broke column: 'UISV-fill-equally'"#))
  }
}
