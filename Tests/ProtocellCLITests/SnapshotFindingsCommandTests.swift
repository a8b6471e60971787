import Foundation
import Testing
import _ProtocellTestSupport

@Suite(.serialized)
struct SnapshotFindingsCommandTests {
  /// A 20-point label of DejaVu Sans 10 pt and a 30-point image 190 points from the leading
  /// edge, in a cell laid out at 200 and 300 points.
  static let template = """
    <templates><cell reuseIdentifier="Row" width="200">
      <label id="title" text="Hello" fontFamily="DejaVu Sans" fontSize="10"/>
      <image id="badge" imageWidth="30" imageHeight="10"/>
      <constraints>
        <constraint>title.leading == superview.leading + 16</constraint>
        <constraint>title.width == 20</constraint>
        <constraint>title.top == superview.top + 10</constraint>
        <constraint>title.bottom == superview.bottom - 10</constraint>
        <constraint>badge.leading == superview.leading + 190</constraint>
        <constraint>badge.top == superview.top</constraint>
      </constraints>
    </cell></templates>
    """

  /// Each finding is one GitHub annotation on its view's line.
  ///
  /// "Hello" advances 25.347 points in DejaVu Sans 10 pt, 51 pixels at 2x (25.5), squeezed into
  /// 20 at both widths, where UILabel draws its one line truncated; the badge ends at 190 + 30 = 220, 20 points past a 200-point cell and
  /// inside a 300-point one. The annotations are on line 2, column 3 (the label) and line 3 (the
  /// image), each naming the first combination that shows it.
  @Test func findingsBecomeAnnotationsOnTheViewsLines() throws {
    try TemporaryFolder.with(prefix: "protocell-findings") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        [
          "snapshot", "record", "t.xml", "-o", "Snapshots", "--width", "200", "--width", "300",
          "--findings", "github",
        ],
        in: folder)
      #expect(record.status == 0)
      let truncated: String =
        "::warning file=t.xml,line=2,col=3,title=truncated-text::the text of 'title' is "
        + "truncated in 'Row' at width 200, scale 2, large, row 'design': line 1 of 1 is cut "
        + "short (in all 2 snapshots) [truncated-text]%0Afix-it: "
        + "let it wrap (numberOfLines 0), or give it room at narrow widths and large type\n"
      let outside: String =
        "::warning file=t.xml,line=3,col=3,title=view-outside-cell::'badge' reaches outside "
        + "the cell in 'Row' at width 200, scale 2, large, row 'design': its trailing edge "
        + "is 20 points outside the cell (in 1 of 2 snapshots) [view-outside-cell]%0Afix-it: "
        + "constrain it inside the content view, or let the row grow\n"
      #expect(record.standardOutput == truncated + outside)
      #expect(
        record.standardError
          == "Recorded 2 snapshots in Snapshots (2 written); 2 findings\n")
      // verify finds the same, and findings alone never fail it.
      let verify = try CommandRunner.run(
        [
          "snapshot", "verify", "t.xml", "-o", "Snapshots", "--width", "200", "--width", "300",
          "--findings", "github",
        ],
        in: folder)
      #expect(verify.status == 0)
      #expect(verify.standardOutput == record.standardOutput)
    }
  }

  /// With SARIF findings, a verify run whose snapshot differs keeps standard output for the
  /// SARIF document alone, and says the differences on standard error (the 12-point line 10,
  /// then 16 points down: the row 32, then 38 tall; the CI review: the
  /// difference line came first, and no SARIF reader took the output).
  @Test func documentFindingsOwnStandardOutput() throws {
    try TemporaryFolder.with(prefix: "protocell-findings") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let arguments = ["t.xml", "-o", "Snapshots", "--width", "200", "--findings", "sarif"]
      #expect(try CommandRunner.run(["snapshot", "record"] + arguments, in: folder).status == 0)
      try Self.template.replacingOccurrences(of: "superview.top + 10", with: "superview.top + 16")
        .write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let verify = try CommandRunner.run(["snapshot", "verify"] + arguments, in: folder)
      #expect(verify.status == 1)
      #expect(verify.standardOutput.hasPrefix("{"))
      let sarif = try JSONSerialization.jsonObject(with: Data(verify.standardOutput.utf8))
      #expect((sarif as? [String: Any])?["version"] as? String == "2.1.0")
      // The two findings' rules, sorted by code, each with the words of Snapshots.md's table.
      let runs = try #require((sarif as? [String: Any])?["runs"] as? [[String: Any]])
      let tool = try #require(runs.first?["tool"] as? [String: Any])
      let driver = try #require(tool["driver"] as? [String: Any])
      let rules = try #require(driver["rules"] as? [[String: Any]])
      #expect(rules.map { $0["id"] as? String } == ["truncated-text", "view-outside-cell"])
      #expect(
        (rules.last?["shortDescription"] as? [String: Any])?["text"] as? String
          == "A visible view reaches more than a quarter point past an edge of the content view "
          + "at some trait combination (UIKit clips it).")
      #expect(
        (rules.first?["help"] as? [String: Any])?["text"] as? String
          == "Let it wrap (`numberOfLines` 0), or give it room at narrow widths and large type.")
      #expect(
        (rules.first?["defaultConfiguration"] as? [String: Any])?["level"] as? String
          == "warning")
      #expect(
        verify.standardError.hasPrefix(
          "Snapshots/Row/design@200-large.txt: height 32 → 38\n"
            + "Snapshots/Row/design@200-large.txt: view 'title' y 10 → 16\n"))
    }
  }

  /// Findings name the documents the snapshots came from, not the folder given: checkstyle's
  /// `<file>` and JUnit's test cases are the files (the CI review: `<file name="c20"/>`).
  @Test func findingsNameTheDocumentsNotTheFolder() throws {
    try TemporaryFolder.with(prefix: "protocell-findings") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/cells", withIntermediateDirectories: false)
      try Self.template.write(
        toFile: folder + "/cells/t.xml", atomically: false, encoding: .utf8)
      let checkstyle = try CommandRunner.run(
        ["snapshot", "record", "cells", "-o", "S", "--width", "200", "--findings", "checkstyle"],
        in: folder)
      #expect(checkstyle.status == 0)
      #expect(checkstyle.standardOutput.contains("<file name=\"cells/t.xml\">"))
      #expect(!checkstyle.standardOutput.contains("<file name=\"cells\""))
    }
  }

  /// A `--report` that cannot be written (a folder, or in a folder that does not exist) is
  /// refused before anything is laid out, so its exit status hides no verdict (the CI review).
  @Test func anUnwritableReportIsRefusedFirst() throws {
    try TemporaryFolder.with(prefix: "protocell-findings") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let arguments = ["t.xml", "-o", "Snapshots", "--width", "200"]
      #expect(try CommandRunner.run(["snapshot", "record"] + arguments, in: folder).status == 0)
      for (report, reason) in [
        ("Snapshots", "it is a folder; name a file in it or choose another path"),
        ("gone/r.html", "the folder 'gone' does not exist; create it or choose another path"),
      ] {
        let verify = try CommandRunner.run(
          ["snapshot", "verify"] + arguments + ["--report", report], in: folder)
        #expect(verify.status == 2)
        #expect(verify.standardOutput == "")
        #expect(verify.standardError == "error: cannot write '\(report)': \(reason)\n")
      }
    }
  }

  /// A one-line Body label pinned between the margins of a 320-point cell, in an IB document.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <tableViewCell reuseIdentifier="Row" id="c1">
          <rect key="frame" x="0" y="0" width="320" height="44"/>
          <tableViewCellContentView key="contentView" id="c1-cv">
            <rect key="frame" x="0" y="0" width="320" height="44"/>
            <subviews>
              <label text="Notifications" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="15" y="11" width="290" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="lbl" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leadingMargin" id="k1"/>
              <constraint firstAttribute="trailingMargin" secondItem="lbl" secondAttribute="trailing" id="k2"/>
              <constraint firstItem="lbl" firstAttribute="top" secondItem="c1-cv" secondAttribute="topMargin" id="k3"/>
              <constraint firstAttribute="bottomMargin" secondItem="lbl" secondAttribute="bottom" id="k4"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """

  /// A German-length pseudolanguage at the largest accessibility size truncates the label, and
  /// the finding is a GitHub annotation on the label's line of the `.xib` (line 10, column 11).
  ///
  /// "Notifications Notifications" in the 17-point Body style is about 200 points wide and fits
  /// the 288 points between a 320-point table's 16-point margins; at AX5 Body is 53 points
  /// (UIKit's table), more than three times as wide, and does not: 1 of the 2 snapshots shows it.
  @Test func aPseudolanguageTruncationAtAX5IsAnAnnotationOnTheLabelsLine() throws {
    try TemporaryFolder.with(prefix: "protocell-findings") { folder in
      try Self.document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let run = try CommandRunner.run(
        [
          "snapshot", "record", "Cell.xib", "-o", "S", "--width", "320",
          "--content-size-category", "large", "--content-size-category", "AX5",
          "--locale", "double-length", "--findings", "github",
        ],
        in: folder)
      #expect(run.status == 0)
      let lines = run.standardOutput.split(separator: "\n").map(String.init)
      #expect(lines.count == 1)
      let annotation = lines.first ?? ""
      #expect(
        annotation.hasPrefix(
          "::warning file=Cell.xib,line=10,col=11,title=truncated-text::the text of "
            + "'notificationsLabel' is truncated in 'Row' at width 320, scale 2, "
            + "accessibilityExtraExtraExtraLarge, double-length, row 'design': line 1 of 1 is "
            + "cut short (in 1 of 2 snapshots)"))
      // The fix-it is in Xcode's words, naming the label as its document outline does (by
      // the document's text, not the pseudolanguage's), not `numberOfLines 0`.
      #expect(
        annotation.hasSuffix(
          "[truncated-text]%0Afix-it: in Interface Builder, set the Lines of 'Notifications' "
            + "(id lbl) to 0 in its Attributes inspector so that it wraps, or give it room at "
            + "narrow widths and large type"))
    }
  }

  /// JSON is not a findings format: the command says which are, and so does its help.
  @Test func findingsRefuseJSON() throws {
    let result = try CommandRunner.run(
      ["snapshot", "verify", "t.xml", "-o", "S", "--findings", "json"], in: "/")
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "Please provide one of 'human', 'github', 'sarif', 'junit' or 'checkstyle'"))
    let help = try CommandRunner.run(["snapshot", "--help"], in: "/")
    #expect(help.standardOutput.contains("github, sarif, junit or"))
    #expect(!help.standardOutput.contains("json, github"))
  }
}
