import Foundation
import Testing
import _ProtocellTestSupport

@Suite(.serialized)
struct SnapshotDirectionCommandTests {
  /// In a 200-point cell: `title` 16 from the leading edge and 40 wide; `pin` 10 from the left
  /// edge (an absolute attribute) and 20 wide; `dot` 10 wide, centred 30 right of the centre
  /// (also absolute).
  static let template = """
    <templates><cell reuseIdentifier="Row" width="200">
      <view id="title"/>
      <view id="pin"/>
      <view id="dot"/>
      <constraints>
        <constraint>title.leading == superview.leading + 16</constraint>
        <constraint>title.width == 40</constraint>
        <constraint>title.top == superview.top</constraint>
        <constraint>title.height == 20</constraint>
        <constraint>pin.left == superview.left + 10</constraint>
        <constraint>pin.width == 20</constraint>
        <constraint>pin.top == title.bottom</constraint>
        <constraint>pin.height == 10</constraint>
        <constraint>pin.bottom == superview.bottom</constraint>
        <constraint>dot.centerX == superview.centerX + 30</constraint>
        <constraint>dot.width == 10</constraint>
        <constraint>dot.top == superview.top</constraint>
        <constraint>dot.height == 10</constraint>
      </constraints>
    </cell></templates>
    """

  /// Right to left mirrors leading edges and keeps absolute ones.
  ///
  /// Right to left, the leading edge is the right one: `title` moves to 200 − 16 − 40 = 144;
  /// `pin`, held by its left edge, stays at 10, and `dot` at 100 + 30 − 5 = 125, as UIKit keeps
  /// `left` and `centerX` where they are. Vertical frames and the height are the same in both
  /// directions.
  @Test func rightToLeftMirrorsLeadingAndKeepsLeft() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-rtl") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        [
          "snapshot", "record", "t.xml", "-o", "S", "--layout-direction", "ltr",
          "--layout-direction", "rtl",
        ],
        in: folder)
      #expect(record.status == 0)
      let leftToRight = try String(
        contentsOfFile: folder + "/S/Row/design@200-large.txt", encoding: .utf8)
      let rightToLeft = try String(
        contentsOfFile: folder + "/S/Row/design@200-large-rtl.txt", encoding: .utf8)
      #expect(
        leftToRight.hasSuffix(
          """
          height 30
          view title x 16 y 0 width 40 height 20
          view pin x 10 y 20 width 20 height 10
          view dot x 125 y 0 width 10 height 10

          """))
      #expect(
        rightToLeft.hasSuffix(
          """
          traits width 200 scale 2 category large direction rtl
          height 30
          view title x 144 y 0 width 40 height 20
          view pin x 10 y 20 width 20 height 10
          view dot x 125 y 0 width 10 height 10

          """))
    }
  }

  /// Xcode's right-to-left pseudolanguage lays cells out right to left only.
  ///
  /// Asked for both directions, `--locale right-to-left` records one snapshot, right to left,
  /// the texts unchanged: `title` at 144 as in the mirrored layout above, `pin` and `dot` kept.
  @Test func theRightToLeftPseudolanguageIsLaidOutRightToLeftOnly() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-rtl") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        [
          "snapshot", "record", "t.xml", "-o", "S", "--locale", "right-to-left",
          "--layout-direction", "ltr", "--layout-direction", "rtl",
        ],
        in: folder)
      #expect(record.status == 0)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder + "/S/Row")
          == ["design@200-large-right-to-left-rtl.txt"])
      let snapshot = try String(
        contentsOfFile: folder + "/S/Row/design@200-large-right-to-left-rtl.txt", encoding: .utf8)
      #expect(
        snapshot.hasSuffix(
          """
          traits width 200 scale 2 category large locale right-to-left direction rtl
          height 30
          view title x 144 y 0 width 40 height 20
          view pin x 10 y 20 width 20 height 10
          view dot x 125 y 0 width 10 height 10

          """))
    }
  }

  /// The `.protocell.json` beside the templates can declare locales and directions as it
  /// declares widths: each option given replaces its own part; a direction it cannot take is
  /// refused naming the file.
  @Test func theConfigurationDeclaresLocalesAndDirections() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-rtl") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try """
      {"snapshots": {"locales": ["bounded"], "layoutDirections": ["ltr", "rtl"]}}
      """.write(toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      #expect(
        try CommandRunner.run(["snapshot", "record", "t.xml", "-o", "S"], in: folder).status == 0)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder + "/S/Row").sorted() == [
          "design@200-large-bounded-rtl.txt", "design@200-large-bounded.txt",
        ])
      let record = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "-o", "T", "--layout-direction", "rtl"], in: folder)
      #expect(record.status == 0)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder + "/T/Row")
          == ["design@200-large-bounded-rtl.txt"])
      try #"{"snapshots": {"layoutDirections": ["up"]}}"#.write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let refused = try CommandRunner.run(["snapshot", "record", "t.xml", "-o", "U"], in: folder)
      #expect(refused.status == 2)
      #expect(
        refused.standardError.contains(
          ".protocell.json: snapshots: --layout-direction must be ltr or rtl, not 'up'"))
    }
  }

  /// A forced left-to-right box keeps its contents left to right in a right-to-left snapshot,
  /// and a natural label's lines move to its right.
  ///
  /// The 100-point box sits at the right of the 200-point cell (x 100), as its superview is
  /// right to left; its 20-point icon stays 4 from its left edge (x 104), where a plain mirror
  /// would put it at 200 − 4 − 20 = 176. The label, 50 wide at the leading edge (x 150), shows
  /// "Hi" in one line narrower than itself, so in a right-to-left cell the line starts where it
  /// ends at the label's right edge: x + width = 50.
  @Test func forcedDirectionsAndNaturalAlignmentInARightToLeftSnapshot() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-rtl") { folder in
      try """
      <templates><cell reuseIdentifier="Forced" width="200">
        <view id="box" semanticContentAttribute="forceLeftToRight">
          <view id="icon"/>
        </view>
        <label id="name" text="Hi"/>
        <constraints>
          <constraint>box.leading == superview.leading</constraint>
          <constraint>box.top == superview.top</constraint>
          <constraint>box.width == 100</constraint>
          <constraint>box.height == 20</constraint>
          <constraint>icon.leading == box.leading + 4</constraint>
          <constraint>icon.top == box.top</constraint>
          <constraint>icon.width == 20</constraint>
          <constraint>icon.height == 20</constraint>
          <constraint>name.leading == superview.leading</constraint>
          <constraint>name.width == 50</constraint>
          <constraint>name.top == box.bottom</constraint>
          <constraint>name.bottom == superview.bottom</constraint>
        </constraints>
      </cell></templates>
      """.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "-o", "S", "--layout-direction", "rtl"], in: folder)
      #expect(record.status == 0)
      let text = try String(
        contentsOfFile: folder + "/S/Forced/design@200-large-rtl.txt", encoding: .utf8)
      #expect(text.contains("view box x 100 y 0 width 100 height 20\n"))
      #expect(text.contains("view icon x 104 y 0 width 20 height 20\n"))
      #expect(text.contains("view name x 150 y 20 width 50 height"))
      let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("  line x ") })
      let words = line.split(separator: " ")
      let x = try #require(Double(words[2]))
      let width = try #require(Double(words[4]))
      #expect(x > 0)
      #expect(x + width == 50)
    }
  }

  /// A direction other than ltr or rtl is a usage error.
  @Test func anUnknownDirectionIsAUsageError() throws {
    let result = try CommandRunner.run(
      ["snapshot", "record", "t.xml", "-o", "S", "--layout-direction", "up"], in: "/")
    #expect(result.status == 2)
    #expect(result.standardError.contains("--layout-direction must be ltr or rtl, not 'up'"))
  }
}
