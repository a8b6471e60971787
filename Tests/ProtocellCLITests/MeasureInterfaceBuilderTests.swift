import Foundation
import Testing
import _ProtocellTestSupport

/// `measure` (and `preview`) on Interface Builder documents: `--height`, the scale taken from
/// `<device>`, and what the font options change.
@Suite(.serialized)
struct MeasureInterfaceBuilderTests {
  static let fixtures = InterfaceBuilderCommandTests.fixtures
  static let settings = "hackiftekhar__IQKeyboardManager__Settings.storyboard"

  /// The `y` and `height` of a view in `measure --frames --format csv` output.
  static func verticalFrame(of view: String, in csv: String) -> [String]? {
    csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
      .first { $0.count >= 9 && $0[3] == view }.map { [$0[5], $0[7]] }
  }

  /// `measure` of Settings.storyboard's StepperTableViewCell with frames as CSV, and `options`.
  static func stepperCell(_ options: [String] = []) throws -> CommandRunner.Output {
    try CommandRunner.run(
      [
        "measure", settings, "--id", "StepperTableViewCell", "--frames", "--format", "csv",
      ] + options, in: fixtures)
  }

  @Test func heightLaysTheCellOutAtInterfaceBuildersRowHeight() throws {
    // PostCell.xib records its content view 83.5 points tall (line 18) and postText at
    // y 38, height 25.5 (line 35). By hand: postText.top = 12 + 18 (postName) + 8 = 38, and
    // content.bottom == postText.bottom + 20 @999 beats postText's hugging (251), so at 83.5
    // postText is 83.5 − 38 − 20 = 25.5 tall, as IB recorded; without --height it hugs its
    // 18-point line and the row is 76.
    let output = try CommandRunner.run(
      [
        "measure", InterfaceBuilderCommandTests.postCell, "--id", "b8n-8Y-pxb", "--frames",
        "--height", "83.5",
      ], in: Self.fixtures)
    #expect(output.status == 0)
    #expect(
      output.standardOutput
        == """
        row\tprototype\theight
        1\txmartlabs__XLPagerTabStrip__PostCell-b8n-8Y-pxb\t83.5
          userImage\t(12, 12, 60, 60)
          postName\t(80, 12, 275, 18)
          postText\t(80, 38, 275, 25.5)

        """)
  }

  /// With `--height`, `--width` is the content view's width, as IB records it.
  ///
  /// Alamofire's cell beside a disclosure indicator has a 348-point content view (line 25 of
  /// the excerpt) and its label spans the margins, 16 and 8 beside the accessory: 348 − 16 − 8 = 324, IB's
  /// frame (line 29). As the table's width, 348 would lose the accessory's room a second time
  /// (348 − 15 − 10.333, then the margins: 299.667). Without `--height` the width is the
  /// table's: at 375 the content view is 375 − 16 − 10.333 (31/3 points at 3×) and the label
  /// 324.667.
  @Test func withHeightTheWidthIsTheContentViews() throws {
    let excerpt =
      CommandRunner.packageRoot
      + "/Tests/ProtocellTemplatesTests/Fixtures/CellChrome/Alamofire__Alamofire__Main.excerpt.storyboard"
    let canvas = try CommandRunner.run(
      ["measure", excerpt, "--id", "Cell", "--width", "348", "--height", "44", "--frames"],
      in: Self.fixtures)
    #expect(canvas.status == 0)
    #expect(canvas.standardOutput.contains("textLabel\t(16, 0, 324, 44)"))
    let table = try CommandRunner.run(
      ["measure", excerpt, "--id", "Cell", "--width", "375", "--frames"], in: Self.fixtures)
    #expect(table.standardOutput.contains("textLabel\t(16, 0, 324.667, 44)"))
    let preview = try CommandRunner.run(
      ["preview", excerpt, "--id", "Cell", "--width", "348", "--height", "44", "-o", "-"],
      in: Self.fixtures)
    #expect(preview.standardOutput.contains("<title>textLabel (16, 0, 324, 44)</title>"))
  }

  /// Without `--id` or `--all`, `preview` draws the templates' only prototype, as `measure`
  /// measures it; with several it asks which, counting them, and writes nothing.
  @Test func previewWithoutAnIDDrawsTheOnlyPrototype() throws {
    try TemporaryFolder.with(prefix: "protocell-preview-only") { folder in
      let one = try CommandRunner.run(
        [
          "preview", Self.fixtures + "/" + InterfaceBuilderCommandTests.postCell, "--height",
          "83.5", "-o", "-",
        ], in: folder)
      #expect(one.status == 0)
      #expect(one.standardOutput.contains("<title>postText (80, 38, 275, 25.5)</title>"))
      let several = try CommandRunner.run(
        ["preview", Self.fixtures + "/" + Self.settings, "-o", "cells.svg"], in: folder)
      #expect(several.status == 2)
      // The prototypes are named, in the file's order (Settings.storyboard's seven).
      #expect(
        several.standardError.hasPrefix(
          "error: name a prototype with --id, or pass --all: the templates hold 7 prototypes "
            + "('SwitchTableViewCell', 'StepperTableViewCell', 'NavigationTableViewCell', "
            + "'ColorTableViewCell', 'TextFieldTableViewCell', 'ImageSwitchTableViewCell', "
            + "'OptionTableViewCell')\n"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/cells.svg"))
    }
  }

  @Test func previewTakesTheObjectIDAndTheHeightToo() throws {
    // The same layout as above, drawn: postText's frame is in its rectangle's tooltip.
    let output = try CommandRunner.run(
      [
        "preview", InterfaceBuilderCommandTests.postCell, "--id", "b8n-8Y-pxb", "--height",
        "83.5", "-o", "-",
      ], in: Self.fixtures)
    #expect(output.status == 0)
    #expect(output.standardOutput.contains("<title>postText (80, 38, 275, 25.5)</title>"))
    // The 63-character caption is cut to the 52 characters of 7.2 points a 375-point cell
    // holds, the whole of it the text's title.
    #expect(
      output.standardOutput.contains(
        "<title>xmartlabs__XLPagerTabStrip__PostCell-b8n-8Y-pxb — 375 × 83.5 pt</title>"
          + "xmartlabs__XLPagerTabStrip__PostCel… — 375 × 83.5 pt</text>"))
  }

  @Test func heightReplacesTheFixedHeightInterfaceBuilderGaveTheCell() throws {
    // The Settings table has rowHeight 81 for StepperTableViewCell, so the cell already holds
    // its content view at 81 (IB-fixed-height); --height 100 replaces that constraint instead of
    // conflicting with it: the stepper's container is centred, (100 − 32) / 2 = 34.
    let output = try Self.stepperCell(["--height", "100"])
    #expect(output.status == 0)
    #expect(!output.standardOutput.contains("warning"))
    #expect(Self.verticalFrame(of: "view2", in: output.standardOutput) == ["34", "32"])
  }

  /// A box 8 points inside the top and bottom of the content view with a required height of
  /// 57, which needs a 73-point row: a self-sizing table cell recorded at 73, and a collection
  /// view cell whose item size IB records as 48.
  static let tallBox = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <tableViewCell reuseIdentifier="Row" id="c1">
          <rect key="frame" x="0" y="0" width="320" height="73"/>
          <tableViewCellContentView key="contentView" id="c1-cv">
    \(boxContent(id: "c1-cv", height: 73))
          </tableViewCellContentView>
        </tableViewCell>
        <collectionViewCell reuseIdentifier="Item" id="i1">
          <rect key="frame" x="0" y="0" width="320" height="48"/>
          <view key="contentView" id="i1-cv">
    \(boxContent(id: "i1-cv", height: 48))
          </view>
        </collectionViewCell>
      </objects>
    </document>
    """

  /// The content view `id`'s frame, its box and the box's constraints.
  static func boxContent(id: String, height: Int) -> String {
    """
          <rect key="frame" x="0" y="0" width="320" height="\(height)"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
              <rect key="frame" x="20" y="8" width="280" height="\(height - 16)"/>
              <constraints>
                <constraint firstAttribute="height" constant="57" id="\(id)-k1"/>
              </constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="20" id="\(id)-k2"/>
            <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" constant="20" id="\(id)-k3"/>
            <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="8" id="\(id)-k4"/>
            <constraint firstAttribute="bottom" secondItem="\(id)-box" secondAttribute="bottom" constant="8" id="\(id)-k5"/>
          </constraints>
    """
  }

  /// With rows of data, a row height the table gives holds, as UIKit's
  /// `UIView-Encapsulated-Layout-Height` does; on IB's canvas (no data) the content is laid out
  /// at the height its constraints need.
  ///
  /// With a row and `--height`, or a collection view's item size IB recorded, the cell's own
  /// constraint that needs more is the one broken: the box (IB names it `view`) 48 − 8 − 8 = 32
  /// tall. Without a row the row height is the one broken and the row is 73 (57 and two
  /// margins), as IB's canvas records such cells more often than not.
  @Test func atRunTimeTheRowHeightTheTableGivesHolds() throws {
    try TemporaryFolder.with(prefix: "protocell-row-height") { folder in
      try Self.tallBox.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      try "{}\n".write(toFile: folder + "/row.jsonl", atomically: false, encoding: .utf8)
      let row = try CommandRunner.run(
        [
          "measure", "Cell.xib", "--id", "Row", "--width", "320", "--height", "48", "--frames",
          "--data", "row.jsonl",
        ],
        in: folder)
      #expect(row.status == 0)
      #expect(
        row.standardOutput == """
          row\tprototype\theight
          1\tRow\t48
            view\t(20, 8, 280, 32)
            warning: broke 'view.height == 57' (conflicts with 'superview.height == 48' (the row or item height); \
          'view.top == superview.top + 8'; 'superview.bottom == view.bottom + 8')

          """)
      let canvas = try CommandRunner.run(
        ["measure", "Cell.xib", "--id", "Row", "--width", "320", "--height", "48", "--frames"],
        in: folder)
      #expect(canvas.status == 0)
      #expect(canvas.standardOutput.hasPrefix("row\tprototype\theight\n1\tRow\t73\n"))
      #expect(canvas.standardOutput.contains("  view\t(20, 8, 280, 57)\n"))
      #expect(canvas.standardOutput.contains("warning: broke 'superview.height == 48'"))
      let item = try CommandRunner.run(
        [
          "measure", "Cell.xib", "--id", "Item", "--width", "320", "--frames", "--data",
          "row.jsonl",
        ],
        in: folder)
      #expect(item.status == 0)
      #expect(item.standardOutput.hasPrefix("row\tprototype\theight\n1\tItem\t48\n"))
      #expect(item.standardOutput.contains("  view\t(20, 8, 280, 32)\n"))
      #expect(item.standardOutput.contains("warning: broke 'view.height == 57'"))
    }
  }

  /// A conflict with the row height IB gives a cell (here a collection item's 48 points) notes
  /// that height at the cell's element, the place to change it.
  @Test func aConflictWithTheRowHeightNotesItAtTheCell() throws {
    try TemporaryFolder.with(prefix: "protocell-row-height-note") { folder in
      try Self.tallBox.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let lines = Self.tallBox.split(separator: "\n", omittingEmptySubsequences: false)
      let line = try #require(lines.firstIndex { $0.contains("<collectionViewCell") }) + 1
      let column =
        try #require(lines[line - 1].range(of: "<collectionViewCell")).lowerBound
        .utf16Offset(in: lines[line - 1]) + 1
      let output = try CommandRunner.run(["validate", "Cell.xib", "--no-snippets"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardOutput.contains(
          "Cell.xib:\(line):\(column): note: conflicting constraint 'superview.height == 48' (the row or item height)\n"
        ))
    }
  }

  /// A button's baseline is its title's: MVVMReactiveCocoa's `MRCExploreTableViewCell.xib`
  /// (Xcode 8) sets a 28-point "See all" button, title in 13-point system, on the baseline of
  /// a 15-point label at y 15, and IB records the button at y 11.
  ///
  /// By hand, with SF's metrics (ascender 1950/2048 em, line 2444/2048 em): the label is
  /// ⌈2 × 17.900⌉ / 2 = 18 tall and its baseline 15 + 9 + (14.282 − 8.950) = 29.332; the title's
  /// baseline lies 12.378 − 7.757 = 4.621 below the button's centre, so the button's top is
  /// 29.332 − 4.621 − 14 = 10.711, 10.5 on the 2× grid. Taken as its bottom edge, the button
  /// would sit at 29.332 − 28, 1.5.
  @Test func aButtonsBaselineIsItsTitles() throws {
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12121" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
          <tableViewCell reuseIdentifier="Explore" id="c1">
            <rect key="frame" x="0" y="0" width="375" height="60"/>
            <tableViewCellContentView key="contentView" id="cv">
              <rect key="frame" x="0" y="0" width="375" height="60"/>
              <subviews>
                <label text="Trending" translatesAutoresizingMaskIntoConstraints="NO" id="l" userLabel="title">
                  <rect key="frame" x="10" y="15" width="60" height="18"/>
                  <fontDescription key="fontDescription" type="system" pointSize="15"/>
                </label>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="seeAll">
                  <rect key="frame" x="325" y="11" width="40" height="28"/>
                  <fontDescription key="fontDescription" type="system" pointSize="13"/>
                  <state key="normal" title="See all"/>
                </button>
              </subviews>
              <constraints>
                <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="15" id="k1"/>
                <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="10" id="k2"/>
                <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="10" id="k3"/>
                <constraint firstItem="b" firstAttribute="baseline" secondItem="l" secondAttribute="baseline" id="k4"/>
              </constraints>
            </tableViewCellContentView>
          </tableViewCell>
        </objects>
      </document>
      """
    try TemporaryFolder.with(prefix: "protocell-button-baseline") { folder in
      try document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["measure", "Cell.xib", "--width", "375", "--height", "60", "--frames"], in: folder)
      #expect(output.status == 0)
      #expect(output.standardOutput.contains("  title\t(10, 15, "))
      // The user label keeps its capital: `seeAll`, as IB shows it.
      #expect(output.standardOutput.contains("  seeAll\t(325, 10.5, 40, 28)\n"))
    }
  }

  /// A height that is no number is a usage error quoting the option's help to its first
  /// sentence, not its whole paragraph (a review: `--height abc` printed all eleven lines).
  @Test func aHeightThatIsNoNumberQuotesOneSentenceOfHelp() throws {
    let output = try CommandRunner.run(
      ["measure", InterfaceBuilderCommandTests.postCell, "--height", "abc"], in: Self.fixtures)
    #expect(output.status == 2)
    #expect(
      output.standardError == """
        error: The value 'abc' is invalid for '--height <height>'
        Help:  --height <height>  Lay cells out with their content view this many points tall (0 to 100000), as Interface Builder's canvas does, instead of at their fitting height.
        Usage: protocell measure [<options>] <paths> ...
          See 'protocell measure --help' for more information.

        """)
  }

  /// `--height 0` lays a row out 0 points tall, naming the views it cuts.
  ///
  /// A table hides a row with a height of 0 so. PostCell's 60-point image, 12 points from the top, and
  /// its text reach 72 points below the row. Before, 0 was refused while 0.001 was taken (and
  /// snapped to 0, given UIKit's default 43.5 of a self-sizing row that fits at 0).
  @Test func aHeightOfZeroIsARowZeroTall() throws {
    try TemporaryFolder.with(prefix: "protocell-zero-height") { folder in
      try "{}\n".write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        [
          "measure", Self.fixtures + "/" + InterfaceBuilderCommandTests.postCell, "--height", "0",
          "--data", "rows.jsonl", "--quiet",
        ], in: folder)
      #expect(output.status == 0)
      #expect(output.standardOutput.contains("\t0\n"))
      #expect(
        output.standardOutput.contains(
          "  warning: 'userImage', 'postText' reach 72 points below the cell, whose content view is fixed at 0 points tall"
        ))
    }
  }

  /// Negative, huge and not-a-number heights are usage errors naming the value; 0 is a height
  /// (a table hides a row so).
  @Test(arguments: [("-5", "-5"), ("1e9", "1000000000"), ("nan", "nan")])
  func heightMustBeFromZeroTo100000(given: String, shown: String) throws {
    let output = try CommandRunner.run(
      ["measure", InterfaceBuilderCommandTests.postCell, "--id", "b8n-8Y-pxb", "--height", given],
      in: Self.fixtures)
    #expect(output.status == 2)
    #expect(
      output.standardError.contains(
        "--height must be a number of points from 0 to 100000, not \(shown)"))
  }

  @Test func scaleComesFromTheDocumentsDevice() throws {
    // Settings.storyboard is designed on <device id="retina5_9"> (iPhone X, 3×). Its bold
    // 12-point labelStepperValue is one SF line: 12 × (1950 + 494) / 2048 = 14.320 points,
    // rounded up to the 3× pixel: ⌈42.96⌉ / 3 = 14.333 — IB records height
    // 14.333333333333332 — centred in its 32-point container at y 24.667 (IB: 24.666…,
    // 8.666… within it), so y = 24.667 + (32 − 14.333) / 2 = 33.333.
    let output = try Self.stepperCell()
    #expect(output.status == 0)
    #expect(
      Self.verticalFrame(of: "labelStepperValue", in: output.standardOutput)
        == ["33.333", "14.333"])
    #expect(
      output.standardError
        == "note: scale 3, from the <device> of \(Self.settings)\n")
  }

  /// A document without a `<device>` (Xcode 7 and older, some of Xcode 8) gives no scale of
  /// its own.
  ///
  /// Its cells are laid out at the default 2×, and no note says a device gave it. ALCell.xib
  /// names none; PostCell.xib names a 2× one, so the two together are said to take it from
  /// PostCell.xib.
  @Test func aDocumentWithoutADeviceGivesNoScaleNote() throws {
    let alone = try CommandRunner.run(
      ["measure", "JRG-Developer__AutoLayoutCells__ALCell.xib"], in: Self.fixtures)
    #expect(alone.status == 0)
    #expect(!alone.standardError.contains("note: scale"))
    let both = try CommandRunner.run(
      [
        "measure", "JRG-Developer__AutoLayoutCells__ALCell.xib",
        InterfaceBuilderCommandTests.postCell,
      ],
      in: Self.fixtures)
    #expect(
      both.standardError.contains(
        "note: scale 2, from the <device> of \(InterfaceBuilderCommandTests.postCell)\n"))
  }

  /// With documents of two scales and no `--scale`, each document's cells are laid out at its
  /// own: XLPagerTabStrip's 2× storyboard measured beside the 3× Settings.storyboard gives what
  /// it gives alone, 43.5 for each of its five cells (each a 43.5-point content view), where the
  /// largest scale, 3, rounded them to 43.667; Settings' cells keep theirs too.
  @Test func documentsOfTwoScalesKeepTheirOwn() throws {
    let pager = "xmartlabs__XLPagerTabStrip__Storyboard.storyboard"
    func heights(_ paths: [String]) throws -> [String: String] {
      let output = try CommandRunner.run(["measure"] + paths, in: Self.fixtures)
      #expect(output.status == 0)
      var heights: [String: String] = [:]
      for line in output.standardOutput.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: "\t").map(String.init)
        // Row, prototype, height and, for documents measured together, the file.
        if fields.count >= 3 { heights[fields[1]] = fields[2] }
      }
      return heights
    }
    let alone = try heights([pager]).merging(try heights([Self.settings])) { first, _ in first }
    #expect(alone.count == 12)
    #expect(alone.filter { $0.key.hasPrefix("xmartlabs") }.values.allSatisfy { $0 == "43.5" })
    #expect(try heights([Self.settings, pager]) == alone)
    let together = try CommandRunner.run(["measure", Self.settings, pager], in: Self.fixtures)
    #expect(
      together.standardError
        == "note: scale 3 for the cells of \(Self.settings), from its <device>; the other documents' cells at their own <device>'s scale\n"
    )
    // One prototype named: the note is its own document's scale alone (the pager's 2×).
    let one = try CommandRunner.run(
      ["measure", Self.settings, pager, "--id", "oTF-WE-AbG"], in: Self.fixtures)
    #expect(one.standardError == "note: scale 2, from the <device> of \(pager)\n")
  }

  /// One prototype named whose document names no `<device>`: no scale note, for the scale the
  /// other documents' `<device>`s give is not its own.
  @Test func aCellOfADocumentWithoutADeviceGetsNoOtherDocumentsScale() throws {
    try TemporaryFolder.with(prefix: "protocell-scale-note") { folder in
      let plain = folder + "/Plain.xib"
      try oneCellDocument(
        subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v"/>"#,
        constraints: #"""
          <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="top" id="k1"/>
          <constraint firstItem="v" firstAttribute="bottom" secondItem="cv" secondAttribute="bottom" id="k2"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="k3"/>
          <constraint firstItem="v" firstAttribute="trailing" secondItem="cv" secondAttribute="trailing" id="k4"/>
          <constraint firstItem="v" firstAttribute="height" constant="30" id="k5"/>
          """#
      ).write(toFile: plain, atomically: false, encoding: .utf8)
      let one = try CommandRunner.run(
        ["measure", Self.settings, plain, "--id", "Cell"], in: Self.fixtures)
      #expect(one.status == 0)
      #expect(!one.standardError.contains("note: scale"))
    }
  }

  @Test func scaleOptionOverridesTheDocumentsDevice() throws {
    // At 2× the same line rounds up to ⌈28.64⌉ / 2 = 14.5 points, and the container's
    // centring to the half point: (81 − 32) / 2 = 24.5, so y = 24.5 + (32 − 14.5) / 2 = 33.25,
    // rounded to the pixel: 33.5.
    let output = try Self.stepperCell(["--scale", "2"])
    #expect(output.status == 0)
    #expect(
      Self.verticalFrame(of: "labelStepperValue", in: output.standardOutput)
        == ["33.5", "14.5"])
    #expect(output.standardError.isEmpty)
  }

  /// The x, width and height of RocketChat's CellSubscription's labelDate and labelName with
  /// the font options given.
  static func subscriptionLabels(_ options: [String]) throws -> [String] {
    let output = try CommandRunner.run(
      [
        "measure", "RocketChat__Rocket.Chat.iOS__Subscriptions.storyboard", "--id",
        "CellSubscription", "--frames", "--format", "csv", "--quiet",
      ] + options, in: fixtures)
    return output.standardOutput.split(separator: "\n").map { $0.split(separator: ",") }
      .filter { $0.count >= 9 && ["labelDate", "labelName"].contains($0[3]) }
      .map { "\($0[3]) w \($0[6]) h \($0[7])" }
  }

  static let standInSFProText =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    + "/Fixtures/Fonts/StandInSFProText.ttf"

  @Test(arguments: [
    // labelDate is "10:41 AM" in the 13-point system font, as wide as its text rounded up to
    // the 2× pixel (the document is retina4_0); hb-shape's advances at 2048 units per em:
    // DejaVu Sans 9721 → 61.706 → 62; Liberation Sans 8653 → 54.926 → 55 (IB, with SF Pro,
    // recorded 56). labelName is one 17-point line: with SF Pro's metrics whatever the glyphs,
    // 17 × 2444 / 2048 = 20.287 → 20.5, as IB recorded — Liberation Sans's own metrics would
    // give 17 × (1854 + 434 + 67) / 2048 = 19.55 → 20.
    (["--no-system-font-widths"], "62"),
    (["--no-system-font-widths", "--system-family", "Liberation Sans"], "55"),
    // By default the system font's width model (Inter, scaled, tracked and corrected per
    // character as fitted) gives 55.5, half a point from IB's 56.
    ([], "55.5"),
    // A registered file of the family SF Pro Text (Liberation's glyphs, renamed; see
    // Fixtures/Fonts/README.md) is taken for the iOS system font below 20 points, as a real
    // SF Pro Text file would be, while the system family stays DejaVu Sans.
    (["--font-file", standInSFProText], "55"),
  ])
  func fontOptionsChooseGlyphWidthsNotLineHeights(options: [String], dateWidth: String) throws {
    let labels = try Self.subscriptionLabels(options)
    #expect(labels.count == 2)
    #expect(labels.contains("labelDate w \(dateWidth) h 18"))
    #expect(labels.contains { $0.hasPrefix("labelName w ") && $0.hasSuffix(" h 20.5") })
  }

  // MARK: - Content size categories

  /// `measure` of ALCell.xib (a Headline label over a Subheadline one, 10 + title + 2 +
  /// subtitle + 10, no `<device>`: scale 2) with both labels given text, at `options`.
  static func autoLayoutCell(_ options: [String]) throws -> CommandRunner.Output {
    let rows = FileManager.default.temporaryDirectory
      .appendingPathComponent("protocell-dynamic-type-\(UUID().uuidString).json")
    try Data(#"{"titleLabel": "Title", "subtitleLabel": "Subtitle"}"#.utf8).write(to: rows)
    defer { try? FileManager.default.removeItem(at: rows) }
    return try CommandRunner.run(
      [
        "measure", "JRG-Developer__AutoLayoutCells__ALCell.xib", "--id", "KE4-nN-LJX", "--data",
        rows.path, "--frames", "--quiet",
      ] + options, in: fixtures)
  }

  // One line of SF Pro is size × (1950 + 494) / 2048, rounded up to the 2× pixel; sizes from the
  // HIG's tables (Headline, Subheadline):
  // Large 17, 15: 20.287 → 20.5, 17.900 → 18; row 10 + 20.5 + 2 + 18 + 10 = 60.5.
  // AX1 28, 25: 33.414 → 33.5, 29.834 → 30; row 10 + 33.5 + 2 + 30 + 10 = 85.5.
  // xSmall 14, 12: 16.707 → 17, 14.320 → 14.5; row 10 + 17 + 2 + 14.5 + 10 = 53.5.
  @Test(arguments: [
    ([], "60.5", "20.5", "32.5", "18"),
    (["--content-size-category", "large"], "60.5", "20.5", "32.5", "18"),
    (["--content-size-category", "AX1"], "85.5", "33.5", "45.5", "30"),
    (["--content-size-category", "accessibilityMedium"], "85.5", "33.5", "45.5", "30"),
    (["--content-size-category", "extraSmall"], "53.5", "17", "29", "14.5"),
  ])
  func contentSizeCategorySizesTextStyles(
    options: [String], height: String, title: String, subtitleY: String, subtitle: String
  ) throws {
    let output = try Self.autoLayoutCell(options)
    #expect(output.status == 0)
    #expect(
      output.standardOutput
        == """
        row\tprototype\theight
        1\tJRG-Developer__AutoLayoutCells__ALCell-KE4-nN-LJX\t\(height)
          titleLabel\t(10, 10, 300, \(title))
          subtitleLabel\t(10, \(subtitleY), 300, \(subtitle))

        """)
  }
}

/// The app's fonts listed in `.protocell.json` are registered as `--font-file` registers them.
struct ConfiguredFontsCommandTests {
  /// The RocketChat storyboard copied beside a `.protocell.json` whose `fonts` names a folder
  /// holding the stand-in SF Pro Text file: labelDate is 55 points wide, as with `--font-file`
  /// (MeasureInterfaceBuilderTests), not the width model's 55.5.
  @Test func configuredFontsAreRegistered() throws {
    try TemporaryFolder.with(prefix: "protocell-configured-fonts") { folder in
      let manager = FileManager.default
      let storyboard = "RocketChat__Rocket.Chat.iOS__Subscriptions.storyboard"
      try manager.copyItem(
        atPath: MeasureInterfaceBuilderTests.fixtures + "/" + storyboard,
        toPath: folder + "/" + storyboard)
      try manager.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
      try manager.copyItem(
        atPath: MeasureInterfaceBuilderTests.standInSFProText,
        toPath: folder + "/Fonts/StandInSFProText.ttf")
      try #"{"fonts": ["Fonts"]}"#.write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        [
          "measure", storyboard, "--id", "CellSubscription", "--frames", "--format", "csv",
          "--quiet",
        ], in: folder)
      let rows: [[Substring]] = output.standardOutput.split(separator: "\n").map {
        $0.split(separator: ",")
      }
      let widths: [String] = rows.filter { $0.count >= 9 && $0[3] == "labelDate" }.map {
        String($0[6])
      }
      #expect(widths == ["55"])
    }
  }
}
