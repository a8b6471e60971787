import Foundation
import Testing
import _ProtocellTestSupport

/// `--self-sizing-rows`: a table that records a row height (as every document before Xcode 11
/// did, whose apps set `UITableView.automaticDimension` in code) lays its rows out at their
/// fitting height.
struct MeasureSelfSizingRowsTests {
  /// A dynamic table of 44-point rows whose prototype holds a 100-point box between its content
  /// view's top and bottom.
  static let document = InterfaceBuilderText.tableStoryboard(
    toolsVersion: "14490", tableAttributes: #"dataMode="prototypes" rowHeight="44""#,
    content: """
        <prototypes>
          <tableViewCell reuseIdentifier="Box" id="c1">
            <rect key="frame" x="0" y="28" width="375" height="44"/>
            <tableViewCellContentView key="contentView" id="cv">
              <rect key="frame" x="0" y="0" width="375" height="43.5"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                  <rect key="frame" x="0" y="0" width="375" height="43.5"/>
                  <constraints>
                    <constraint firstAttribute="height" constant="100" id="k1"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" id="k2"/>
                <constraint firstItem="box" firstAttribute="bottom" secondItem="cv" secondAttribute="bottom" id="k3"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="k4"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="cv" secondAttribute="trailing" id="k5"/>
              </constraints>
            </tableViewCellContentView>
          </tableViewCell>
        </prototypes>
      """)

  /// With a row, the table's recorded row height holds (43.5 for the content view, a
  /// constraint broken); with `--self-sizing-rows` the row is the box's 100 points.
  @Test func rowsSizeThemselvesOnRequest() throws {
    try TemporaryFolder.with(prefix: "protocell-self-sizing") { folder in
      try Self.document.write(
        toFile: folder + "/Main.storyboard", atomically: false, encoding: .utf8)
      try "{}\n".write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let fixed = try CommandRunner.run(
        ["measure", "Main.storyboard", "--data", "rows.jsonl", "--quiet"], in: folder)
      #expect(fixed.standardOutput.contains("1\tBox\t43.5\n"))
      let sized = try CommandRunner.run(
        ["measure", "Main.storyboard", "--data", "rows.jsonl", "--quiet", "--self-sizing-rows"],
        in: folder)
      #expect(sized.status == 0)
      #expect(sized.standardOutput == "row\tprototype\theight\n1\tBox\t100\n")
      let validated = try CommandRunner.run(
        ["validate", "Main.storyboard", "--self-sizing-rows"], in: folder)
      #expect(validated.status == 0)
    }
  }

  /// A label of that table squeezed by the recorded row height: the warning says that the app
  /// may size its rows in code, and how to measure them so; with the option, no warning.
  @Test func aSqueezedLabelPointsAtTheOption() throws {
    let labelled = Self.document.replacingOccurrences(
      of: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box">"#,
      with:
        #"<label text="x" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="box">"#
    ).replacingOccurrences(of: "</view>", with: "</label>").replacingOccurrences(
      of: #"<constraint firstAttribute="height" constant="100" id="k1"/>"#, with: ""
    ).replacingOccurrences(
      of: "</tableViewCellContentView>",
      with:
        #"</tableViewCellContentView><connections><outlet property="box" destination="box" id="o1"/></connections>"#
    )
    try TemporaryFolder.with(prefix: "protocell-self-sizing-hint") { folder in
      try labelled.write(toFile: folder + "/Main.storyboard", atomically: false, encoding: .utf8)
      let long = String(repeating: "many words ", count: 60)
      try "{\"box\": \"\(long)\"}\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let fixed = try CommandRunner.run(
        ["measure", "Main.storyboard", "--data", "rows.jsonl"], in: folder)
      #expect(
        fixed.standardOutput.contains(
          "; or, if the app sizes the table's rows by their content in code "
            + "(UITableView.automaticDimension, as apps of Xcode before 11 do), measure with "
            + "--self-sizing-rows\n"))
      let sized = try CommandRunner.run(
        ["measure", "Main.storyboard", "--data", "rows.jsonl", "--self-sizing-rows"], in: folder)
      #expect(!sized.standardOutput.contains("warning"))
    }
  }

  /// A `.xib`'s collection view cell, 200 × 50, whose label (outlet `text`) is pinned to its
  /// edges: held at its item size, a long text is squeezed, and the warning names the option
  /// for a layout that sizes items in code; with it the cell is the label's lines tall.
  @Test func aSqueezedItemPointsAtTheOptionToo() throws {
    let document = InterfaceBuilderText.xib(
      """
      <collectionViewCell reuseIdentifier="Item" id="cc">
        <rect key="frame" x="0" y="0" width="200" height="50"/>
        <view key="contentView" id="cc-cv">
          <rect key="frame" x="0" y="0" width="200" height="50"/>
          <subviews>
            <label text="x" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="text">
              <rect key="frame" x="0" y="0" width="200" height="50"/>
            </label>
          </subviews>
        </view>
        <constraints>
          <constraint firstItem="text" firstAttribute="top" secondItem="cc" secondAttribute="top" id="t"/>
          <constraint firstAttribute="bottom" secondItem="text" secondAttribute="bottom" firstItem="cc" id="b"/>
          <constraint firstItem="text" firstAttribute="leading" secondItem="cc" secondAttribute="leading" id="l"/>
          <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" firstItem="cc" id="r"/>
        </constraints>
        <connections><outlet property="text" destination="text" id="o1"/></connections>
      </collectionViewCell>
      """)
    try TemporaryFolder.with(prefix: "protocell-self-sizing-item") { folder in
      try document.write(toFile: folder + "/Item.xib", atomically: false, encoding: .utf8)
      let long = String(repeating: "many words ", count: 20)
      try "{\"text\": \"\(long)\"}\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let fixed = try CommandRunner.run(
        ["measure", "Item.xib", "--data", "rows.jsonl"], in: folder)
      #expect(fixed.standardOutput.contains("1\tItem\t50\n"))
      #expect(
        fixed.standardOutput.contains(
          "; or, if the app's collection view layout sizes its items by their content (an "
            + "estimated item size set in code), measure with --self-sizing-rows\n"))
      let sized = try CommandRunner.run(
        ["measure", "Item.xib", "--data", "rows.jsonl", "--self-sizing-rows"], in: folder)
      #expect(!sized.standardOutput.contains("warning"))
      #expect(!sized.standardOutput.contains("\tItem\t50\n"))
    }
  }
}
