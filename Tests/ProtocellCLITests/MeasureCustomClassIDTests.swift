import Foundation
import Testing
import _ProtocellTestSupport

/// `--id` takes a cell's custom class: the name a developer knows a `.xib` cell by, when the
/// cell has no reuse identifier and its object id is Xcode's default.
@Suite(.serialized)
struct MeasureCustomClassIDTests {
  /// A `.xib` whose one cell (object id `KGk-i7-Jjw`, no reuse identifier) is of `customClass`
  /// and holds a 30-point-tall box pinned to the content view's top and bottom.
  static func document(customClass: String) -> String {
    InterfaceBuilderText.xib(
      """
      <tableViewCell id="KGk-i7-Jjw" customClass="\(customClass)">
        <rect key="frame" x="0" y="0" width="320" height="30"/>
        <tableViewCellContentView key="contentView" id="H2p-sc-9uM">
          <rect key="frame" x="0" y="0" width="320" height="30"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="0" y="0" width="320" height="30"/>
              <constraints>
                <constraint firstAttribute="height" constant="30" id="h"/>
              </constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="H2p-sc-9uM" secondAttribute="top" id="t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
          </constraints>
        </tableViewCellContentView>
      </tableViewCell>
      """)
  }

  @Test func aCustomClassOneCellHasNamesIt() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-class") { folder in
      for (file, customClass) in [("Foo", "FooCell"), ("Bar", "BarCell"), ("Baz", "BarCell")] {
        try Self.document(customClass: customClass).write(
          toFile: "\(folder)/\(file).xib", atomically: false, encoding: .utf8)
      }
      let foo = try CommandRunner.run(["measure", ".", "--id", "FooCell", "--quiet"], in: folder)
      #expect(foo.status == 0)
      #expect(foo.standardOutput == "row\tprototype\theight\n1\tFoo-KGk-i7-Jjw\t30\n")
      let bar = try CommandRunner.run(["measure", ".", "--id", "BarCell"], in: folder)
      #expect(bar.status == 2)
      #expect(
        bar.standardError.hasSuffix(
          "error: 'BarCell' is the custom class of 2 cells: name one of 'Bar-KGk-i7-Jjw' "
            + "(Bar.xib), 'Baz-KGk-i7-Jjw' (Baz.xib)\n"))
    }
  }

  /// Cells whose reuse identifier is their custom class too are named as cells of one reuse
  /// identifier, which is what the name is first.
  @Test func aReuseIdentifierThatIsTheClassTooIsCalledAnIdentifier() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-class-id") { folder in
      for file in ["One", "Two"] {
        try Self.document(customClass: "FilterCell").replacing(
          #"id="KGk-i7-Jjw""#, with: #"reuseIdentifier="FilterCell" id="KGk-i7-Jjw""#
        ).write(toFile: "\(folder)/\(file).xib", atomically: false, encoding: .utf8)
      }
      let result = try CommandRunner.run(["measure", ".", "--id", "FilterCell"], in: folder)
      #expect(result.status == 2)
      #expect(
        result.standardError.contains(
          "error: 'FilterCell' is the reuse identifier of 2 cells, each keyed with its "
            + "table, its document or its own object id after '@': name one of 'FilterCell@"))
    }
  }
}
