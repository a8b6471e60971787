import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// Views Interface Builder marks misplaced or ambiguous, reported as Xcode reports them, with
/// what Protocell's layout finds; and, when asked, unflagged views whose recorded frame differs.
struct InterfaceBuilderPlacementRuleTests {
  static let folder = InterfaceBuilderFrameComparisonTests.folder
  static let postCell = "xmartlabs__XLPagerTabStrip__PostCell.xib"

  /// A corpus file with `edits` applied (each replaces one exact piece of text).
  static func text(of name: String, editing edits: [(String, String)] = []) throws -> String {
    var text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    for (old, new) in edits {
      #expect(text.contains(old), "the fixture has \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  /// The 1-based line and column of the element that holds `marker` (its `<`).
  static func location(of marker: String, in text: String) throws -> (line: Int, column: Int) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains(marker) })
    let column = try #require(lines[index].firstIndex(of: "<"))
    return (index + 1, lines[index].distance(from: lines[index].startIndex, to: column) + 1)
  }

  /// `validate` with the layout and placement checks, on `text` saved under `name`.
  static func check(_ text: String, as name: String, comparingFrames: Bool = false) throws
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    try TemporaryFolder.with(prefix: "protocell-placement") { folder in
      let path = folder + "/" + name
      try text.write(toFile: path, atomically: false, encoding: .utf8)
      let measurer = try FontTextMeasurer()
      var checker = TemplateChecker(
        validator: TemplateValidator(layoutRules: [LayoutValidationRule(measurer: measurer)]),
        usesConfigurationFiles: false)
      checker.fileRules = [
        InterfaceBuilderPlacementRule(measurer: measurer, comparesRecordedFrames: comparingFrames)
      ]
      diagnostics = checker.check(paths: [path]).diagnostics
    }
    return diagnostics.filter { $0.code == .misplacedView || $0.code == .ambiguousLayout }
  }

  @Test func aMisplacedViewGetsXcodesWarningAndANoteWhenTheLayoutAgreesWithItsFrame() throws {
    // postText's recorded frame, (80, 38, 275, 25.5) in an 83.5-point content view, is where
    // its constraints put it: top 12 + 18 (postName) + 8 = 38, bottom 20 above the content
    // view's, so 83.5 − 38 − 20 = 25.5 tall; x 12 + 60 + 8 = 80, width 375 − 80 − 20 = 275.
    // Marked misplaced anyway, the flag is stale.
    let text = try Self.text(
      of: Self.postCell,
      editing: [(#"id="fIC-u4-GzA">"#, #"misplaced="YES" id="fIC-u4-GzA">"#)])
    let diagnostics = try Self.check(text, as: Self.postCell)
    let (line, column) = try Self.location(of: #"id="fIC-u4-GzA">"#, in: text)
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.message == "frame for 'postText' will be different at run time")
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.location?.line == line)
    #expect(diagnostic.location?.column == column)
    #expect(
      diagnostic.notes.map(\.message) == [
        "Protocell's layout at Interface Builder's size puts it at its recorded frame (x 80, y 38, width 275, height 25.5): IB's flag may be stale"
      ])
  }

  /// A misplaced view the document records no frame for is not compared, and the note says why,
  /// located at the view (the tenth newcomer's review: Xcode 8.0's views had a note without a
  /// reason or a place).
  @Test func aMisplacedViewWithoutAFrameIsToldWhyItIsNotCompared() throws {
    let text = try Self.text(
      of: Self.postCell,
      editing: [
        (#"id="fIC-u4-GzA">"#, #"misplaced="YES" id="fIC-u4-GzA">"#),
        (#"<rect key="frame" x="80" y="38" width="275" height="25.5"/>"#, ""),
      ])
    let diagnostics = try Self.check(text, as: Self.postCell)
    let (line, _) = try Self.location(of: #"id="fIC-u4-GzA">"#, in: text)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.message == "frame for 'postText' will be different at run time")
    #expect(
      diagnostic.notes.map(\.message) == [
        "the document records no frame for the view (no <rect key=\"frame\">, as Xcode 8.0 wrote many), so only Interface Builder's flag says where it is misplaced"
      ])
    #expect(diagnostic.notes.first?.location?.line == line)
  }

  /// A 3× document whose labels are recorded at whole-point heights is compared with a layout
  /// that rounds them so, as IB's canvas laid it out.
  ///
  /// The second of two 17-point labels, 10
  /// points apart inside 10-point edges, is at y 10 + 21 + 10 = 41, 21 tall, as recorded. With
  /// the first recorded at the pixel (20.333) the document does not round, and the second, at
  /// 40.333 by the constraints, is two thirds of a point from its recorded y.
  /// Two views that share the content view's height with nothing to split it by are ambiguous:
  /// the layout's frames are one solution of many, so no recorded frame is said to differ
  /// from them (the fresh20 review: MNExpandableCell's body view under a header IB sized by a
  /// placeholder height). Before, both were said to differ: `head` "0 tall", `body` "at y 0".
  @Test func viewsTheLayoutLeavesAmbiguousAreNotComparedWithTheirFrames() throws {
    let document = oneCellDocument(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="head">
          <rect key="frame" x="0" y="0" width="375" height="21"/>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="body">
          <rect key="frame" x="0" y="21" width="375" height="38.5"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="head" firstAttribute="top" secondItem="cv" secondAttribute="top" id="k1"/>
        <constraint firstItem="head" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="k2"/>
        <constraint firstAttribute="trailing" secondItem="head" secondAttribute="trailing" id="k3"/>
        <constraint firstItem="body" firstAttribute="top" secondItem="head" secondAttribute="bottom" id="k4"/>
        <constraint firstItem="body" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="k5"/>
        <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="k6"/>
        <constraint firstAttribute="bottom" secondItem="body" secondAttribute="bottom" id="k7"/>
        """)
    let diagnostics = try Self.check(document, as: "A.xib", comparingFrames: true)
    #expect(diagnostics.isEmpty)
  }

  @Test func aWholePointDocumentIsComparedAtWholePointHeights() throws {
    func document(firstHeight: Double) -> String {
      InterfaceBuilderText.stackedLabels(
        heights: (firstHeight, 21), secondY: 41, device: "retina5_9", pinsBottom: false,
        contentHeight: 72)
    }
    #expect(try Self.check(document(firstHeight: 21), as: "W.xib", comparingFrames: true).isEmpty)
    let pixel = try Self.check(
      document(firstHeight: 20.333), as: "P.xib", comparingFrames: true)
    // The second label's own frame says 21: it is 21 tall, below a first at its pixel.
    #expect(
      pixel.map(\.message) == [
        "frame for 'bLabel' will be different at run time: Interface Builder recorded y 41, height 21, the constraints give y 40.333, height 21"
      ])
  }

  /// Each label is compared at the rounding its own recorded height shows.
  ///
  /// Whatever the document's vote: a first label recorded 21 (20.333 rounded up to the whole
  /// point) and a second recorded at the pixel, 20.333, at y 10 + 21 + 10 = 41, are where IB
  /// recorded them. Before, the document did not round (one label each way) and the second
  /// was at 40.333.
  @Test func eachLabelIsComparedAtTheRoundingItsFrameRecords() throws {
    let document = InterfaceBuilderText.stackedLabels(
      heights: (21, 20.333), secondY: 41, device: "retina5_9", pinsBottom: false,
      contentHeight: 72)
    #expect(try Self.check(document, as: "M.xib", comparingFrames: true).isEmpty)
  }

  /// Views whose recorded frames differ are said under their outermost differing ancestor:
  /// `box`'s warning names `a` and `b`, inside it; `c`, beside it, keeps its own.
  @Test func subviewsOfADifferingViewAreSaidUnderIt() {
    let prototype = CellPrototype(
      reuseIdentifier: "Cell",
      views: [
        ViewNode(id: "box", subviews: [ViewNode(id: "a"), ViewNode(id: "b")]), ViewNode(id: "c"),
      ])
    let differing = ["box", "a", "b", "c"].map { name in
      (name, Diagnostic(.recordedFrameDiffers(name, recorded: "y 1", laidOut: "y 2"), at: nil))
    }
    let folded = InterfaceBuilderPlacementRule.folded(differing, in: prototype)
    #expect(
      folded.map(\.message) == [
        "frame for 'box' will be different at run time: Interface Builder recorded y 1, the constraints give y 2",
        "frame for 'c' will be different at run time: Interface Builder recorded y 1, the constraints give y 2",
      ])
    #expect(
      folded.first?.notes.map(\.message) == [
        "2 of its subviews differ too ('a', 'b'), probably for the same reason: updating this view's frame in Xcode moves them with it"
      ])
    #expect(folded.last?.notes.isEmpty == true)
    // Alone, a subview keeps its own warning.
    #expect(InterfaceBuilderPlacementRule.folded([differing[1]], in: prototype).count == 1)
  }

  @Test func aMisplacedViewsNoteSaysWhereTheConstraintsPutIt() throws {
    // The same view recorded 4 points lower and taller than its constraints allow.
    let text = try Self.text(
      of: Self.postCell,
      editing: [
        (#"id="fIC-u4-GzA">"#, #"misplaced="YES" id="fIC-u4-GzA">"#),
        (
          #"<rect key="frame" x="80" y="38" width="275" height="25.5"/>"#,
          #"<rect key="frame" x="80" y="42" width="275" height="30"/>"#
        ),
      ])
    let diagnostics = try Self.check(text, as: Self.postCell)
    #expect(
      diagnostics.flatMap(\.notes).map(\.message) == [
        "at Interface Builder's size the constraints put it at (x 80, y 38, width 275, height 25.5) in the content view; IB recorded (x 80, y 42, width 275, height 30)"
      ])
  }

  /// The frames a document recorded were laid out with its canvas's content-view margins: an
  /// Xcode 8 document's UIView 8 points, not the table's 11 and 16 of run time.
  ///
  /// The label held to the margins is placed at (8, 8), 320 − 16 = 304 wide and one 17-point SF
  /// line, 20.5 at 2×, tall: where IB recorded it, so the flag is stale (before, the note put it
  /// at (16, 11), 288 wide). The note points at the recorded frame's `<rect>`.
  @Test func theNoteLaysTheCellOutWithTheCanvassMargins() throws {
    let rect = #"<rect key="frame" x="8" y="8" width="304" height="20.5"/>"#
    let text = InterfaceBuilderText.marginHeldLabel(
      toolsVersion: "11762", labelAttributes: #"misplaced="YES""#, frame: rect)
    let diagnostics = try Self.check(text, as: "Cell.xib")
    let note = try #require(diagnostics.first?.notes.first)
    #expect(
      note.message
        == "Protocell's layout at Interface Builder's size puts it at its recorded frame (x 8, y 8, width 304, height 20.5): IB's flag may be stale"
    )
    let (line, column) = try Self.location(of: rect, in: text)
    #expect(note.location?.line == line)
    #expect(note.location?.column == column)
  }

  /// A text-style label is compared at the size the canvas of the Xcode that saved the
  /// document drew it, as `measure` lays it out without rows.
  ///
  /// Xcode 7 (`toolsVersion` 10116) drew text styles at Medium: Subhead is 14 points there, one
  /// SF line 14 × 2444 / 2048 = 16.71, 17 at 2×, as recorded. Before, the comparison read the
  /// document at Large (Subhead 15: 17.9, 18 at 2×) and said the frame differs. Xcode 8
  /// (11762) drew it at Large: the same recorded 17 differs there.
  @Test func aTextStyleIsComparedAtTheCategoryItsCanvasDrewItAt() throws {
    func document(toolsVersion: String) -> String {
      InterfaceBuilderText.marginHeldLabel(
        toolsVersion: toolsVersion,
        frame: #"<rect key="frame" x="8" y="8" width="304" height="17"/>"#
          + #"<fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>"#)
    }
    #expect(
      try Self.check(document(toolsVersion: "10116"), as: "Cell.xib", comparingFrames: true).isEmpty
    )
    #expect(
      try Self.check(document(toolsVersion: "11762"), as: "Cell.xib", comparingFrames: true)
        .map(\.message) == [
          "frame for 'titleLabel' will be different at run time: Interface Builder recorded y 8, height 17, the constraints give y 8, height 18"
        ])
  }

  @Test func anAmbiguousFlagTheLayoutDoesNotShareGetsANote() throws {
    // postName is pinned top (12), leading (80 after the image) and trailing (20): determined,
    // one 15-point SF line tall: 15 × 2444 / 2048 = 17.9 → 18 at 2×.
    let text = try Self.text(
      of: Self.postCell,
      editing: [(#"id="Xt9-VS-IpY">"#, #"ambiguous="YES" id="Xt9-VS-IpY">"#)])
    let diagnostics = try Self.check(text, as: Self.postCell)
    #expect(
      diagnostics.map(\.message) == [
        "layout of 'postName' is ambiguous: Interface Builder marks it so (ambiguous=\"YES\")"
      ])
    #expect(
      diagnostics.flatMap(\.notes).map(\.message) == [
        "Protocell's layout at Interface Builder's size determines it at (x 80, y 12, width 275, height 18): IB's flag may be stale, or the view depends on something Protocell models differently"
      ])
  }

  @Test func anAmbiguousFlagTheLayoutSharesIsSaidOnce() throws {
    // ello's 'circle' is sized only by a design-time placeholder (60 × 60), which UIKit
    // ignores: Protocell finds it ambiguous (an error); marked ambiguous, both agree, and the
    // error alone says so.
    let name = "ello__ello-ios__StreamImageCell.xib"
    let text = try Self.text(
      of: name,
      editing: [(#"id="oJN-Vf-OgU" userLabel"#, #"ambiguous="YES" id="oJN-Vf-OgU" userLabel"#)])
    let diagnostics = try Self.check(text, as: name)
    let (line, _) = try Self.location(of: #"id="oJN-Vf-OgU" userLabel"#, in: text)
    #expect(diagnostics.map(\.severity) == [.error])
    #expect(diagnostics.map(\.code) == [.ambiguousLayout])
    #expect(diagnostics.allSatisfy { $0.location?.line == line })
  }

  @Test func unflaggedFramesAreComparedOnlyWhenAsked() throws {
    // SwipeCellKit's dateLabel (line 262 of the storyboard), laid out where IB recorded it (y
    // 8.333 in the content view: 0.333 in its stack, at 8), is recorded here 4 points lower:
    // IB recorded y 12.333, height 19.667, and the layout's frame differs by more than 0.5.
    let name = "SwipeCellKit__SwipeCellKit__Main.storyboard"
    let original = try Self.text(of: name)
    let comparedAsIs = try Self.check(original, as: name, comparingFrames: true)
    #expect(comparedAsIs.filter { $0.code == .misplacedView }.isEmpty)
    let text = try Self.text(
      of: name,
      editing: [
        (
          #"x="81.666666666666657" y="0.33333333333333393" width="264.33333333333337""#,
          #"x="81.666666666666657" y="4.333333333333334" width="264.33333333333337""#
        )
      ])
    #expect(try Self.check(text, as: name).filter { $0.code == .misplacedView }.isEmpty)
    let compared = try Self.check(text, as: name, comparingFrames: true)
      .filter { $0.code == .misplacedView }
    #expect(compared.count == 1)
    #expect(compared.first?.location?.line == 262)
    #expect(
      compared.first?.message.hasPrefix(
        "frame for 'dateLabel' will be different at run time: Interface Builder recorded y 12.333, height 19.667, the constraints give"
      ) == true)
  }
}
