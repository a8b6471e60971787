import Foundation
import Testing
import _ProtocellTestSupport

/// A visual effect view's views sit in its content view (`<view key="contentView">`), whose
/// autoresizing mask pins it to the effect view's edges, so what it holds sizes the effect view.
@Suite(.serialized)
struct MeasureVisualEffectViewTests {
  /// A cell whose effect view `fx` is pinned to the content view's top, leading and trailing
  /// edges with no height of its own; its content view `fx-cv` (flexible width and height)
  /// holds `bar`, 30 tall, 5 from its top and bottom.
  static let document = InterfaceBuilderText.xib(
    InterfaceBuilderText.tableCell(
      subviews: """
        <visualEffectView translatesAutoresizingMaskIntoConstraints="NO" id="fx">
          <rect key="frame" x="0" y="0" width="375" height="40"/>
          <view key="contentView" id="fx-cv">
            <rect key="frame" x="0" y="0" width="375" height="40"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0" y="5" width="375" height="30"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="bar" firstAttribute="top" secondItem="fx-cv" secondAttribute="top" constant="5" id="b1"/>
              <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="5" firstItem="fx-cv" id="b2"/>
              <constraint firstItem="bar" firstAttribute="leading" secondItem="fx-cv" secondAttribute="leading" id="b3"/>
              <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" firstItem="fx-cv" id="b4"/>
              <constraint firstAttribute="height" constant="30" firstItem="bar" id="b5"/>
            </constraints>
          </view>
        </visualEffectView>
        """,
      constraints: """
        <constraint firstItem="fx" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" id="k1"/>
        <constraint firstItem="fx" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" id="k2"/>
        <constraint firstAttribute="trailing" secondItem="fx" secondAttribute="trailing" firstItem="c1-cv" id="k3"/>
        """))

  /// The effect view is as tall as its content: 5 + 30 + 5.
  ///
  /// Before, its content view was not read, and the effect view, sized by nothing, was laid out
  /// 0 points tall.
  @Test func anEffectViewIsSizedByItsContentView() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-effect-view") { folder in
      try Self.document.write(toFile: "\(folder)/A.xib", atomically: false, encoding: .utf8)
      let result = try CommandRunner.run(
        ["measure", "A.xib", "--frames", "--height", "59.5"], in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(
        result.standardOutput.contains(
          "  visualEffectView\t(0, 0, 375, 40)\n  view\t(0, 0, 375, 40)\n  view2\t(0, 5, 375, 30)\n"
        ),
        "\(result.standardOutput)")
    }
  }

  /// A second content view is left out with a warning at it.
  ///
  /// So is one that is no `<view>` (hand-edited or merged documents); the first `<view>` is
  /// read. Before, both were
  /// dropped or taken without a word (the hostile review).
  @Test func anotherContentViewIsAWarning() throws {
    let second =
      #"<view key="contentView" id="fx-cv2"><rect key="frame" x="0" y="0" width="375" height="80"/></view>"#
    let image = #"<imageView key="contentView" id="fx-iv"/>"#
    let document = Self.document.replacingOccurrences(
      of: #"<view key="contentView" id="fx-cv">"#,
      with: image + "\n" + #"<view key="contentView" id="fx-cv">"#
    )
    .replacingOccurrences(of: "</visualEffectView>", with: second + "\n</visualEffectView>")
    try TemporaryFolder.with(prefix: "protocell-cli-effect-view") { folder in
      try document.write(toFile: "\(folder)/A.xib", atomically: false, encoding: .utf8)
      let result = try CommandRunner.run(["validate", "A.xib"], in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      let warnings = result.standardOutput.split(separator: "\n").filter {
        $0.contains("warning: a visual effect view has one content view")
      }
      #expect(warnings.count == 2, "\(result.standardOutput)")
      #expect(
        result.standardOutput.contains("this <imageView> and the views it holds are left out"))
      #expect(result.standardOutput.contains("this <view> and the views it holds are left out"))
      let measured = try CommandRunner.run(
        ["measure", "A.xib", "--frames", "--height", "59.5"], in: folder)
      #expect(measured.standardOutput.contains("  visualEffectView\t(0, 0, 375, 40)\n"))
    }
  }
}
