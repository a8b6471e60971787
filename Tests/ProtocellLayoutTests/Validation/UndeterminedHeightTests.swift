import ProtocellArchive
import ProtocellDiagnostics
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// `undetermined-height`: flagged exactly when the constraints above the fitting priority (50)
/// leave the content view's height free to shrink, as the self-sizing pass then collapses it.
///
/// The measurer is ``FixedAdvanceMeasurer``: a 10-point line is 12.5 points tall, a 20-point line
/// 25. Margins are 8 on each side, the width 375.
struct UndeterminedHeightTests {
  private func diagnostics(_ marked: String) -> (MarkedSource, [Diagnostic]) {
    let source = MarkedSource(marked)
    let parsed = TemplateParser().parse(text: source.text, path: source.path)
    let validator = TemplateValidator(layoutRules: [
      LayoutValidationRule(measurer: FixedAdvanceMeasurer())
    ])
    return (
      source, parsed.diagnostics + validator.validate([parsed.file], skippingLayoutRulesFor: [])
    )
  }

  private func height(_ body: String) throws -> Double {
    let file = TemplateParser().parse(text: cell(body), path: "Cell.xml").file
    let prototype = try #require(file.cells.first)
    return try LayoutEngine(prototype: prototype, measurer: FixedAdvanceMeasurer())
      .layout(width: 375).height
  }

  // MARK: - Layouts that work

  /// The bottom is held only by `<=`: the fitting pass shrinks the cell until the inequality
  /// binds, at 8 + 12.5 + 8 = 28.5.
  static let bottomByInequality = """
    <label id="title" text="Hello" fontSize="10"/>
    <constraints>
      <constraint>title.leading == margins.leading</constraint>
      <constraint>title.top == margins.top</constraint>
      <constraint>title.bottom &lt;= margins.bottom</constraint>
    </constraints>
    """

  /// Centred with `centerY == superview.centerY`, kept below the top margin by `>=`:
  /// height / 2 − 12.5 / 2 ≥ 8, so the smallest height is 12.5 + 16 = 28.5.
  static let centredRow = """
    <label id="title" text="Hello" fontSize="10"/>
    <constraints>
      <constraint>title.leading == margins.leading</constraint>
      <constraint>title.centerY == superview.centerY</constraint>
      <constraint>title.top >= margins.top</constraint>
    </constraints>
    """

  /// A vertical equalCentering stack pinned on all four sides: its spacing may grow (the
  /// centre-to-centre constraints are optional), but the fitting pass keeps it at its minimum 4:
  /// 12.5 + 4 + 25 = 41.5 tall, the cell 41.5 + 16 = 57.5.
  static let equalCenteringColumn = """
    <stack id="col" axis="vertical" distribution="equalCentering" spacing="4">
      <label id="a" text="A" fontSize="10"/>
      <label id="b" text="B" fontSize="20"/>
    </stack>
    <constraints>
      <constraint>col.leading == margins.leading</constraint>
      <constraint>col.trailing == margins.trailing</constraint>
      <constraint>col.top == margins.top</constraint>
      <constraint>col.bottom == margins.bottom</constraint>
    </constraints>
    """

  /// A photo whose height comes from an optional aspect ratio @750, which beats its compression
  /// resistance (749): 359 × 0.75 = 269.25, the cell 269.25 + 16 = 285.25, 285.5 on the 2×
  /// pixel grid.
  static let photoWithAspectRatio = """
    <image id="photo" imageWidth="1080" imageHeight="810" verticalCompressionResistance="749"/>
    <constraints>
      <constraint>photo.leading == margins.leading</constraint>
      <constraint>photo.trailing == margins.trailing</constraint>
      <constraint>photo.top == margins.top</constraint>
      <constraint>photo.bottom == margins.bottom</constraint>
      <constraint>photo.height == photo.width * 0.75 @750</constraint>
    </constraints>
    """

  /// An optional bottom constraint above the fitting priority beats the pass's pull: 28.5.
  static let bottomAt51 = """
    <label id="title" text="Hello" fontSize="10"/>
    <constraints>
      <constraint>title.leading == margins.leading</constraint>
      <constraint>title.top == margins.top</constraint>
      <constraint>title.bottom == margins.bottom @51</constraint>
    </constraints>
    """

  @Test(arguments: [
    (bottomByInequality, 28.5), (centredRow, 28.5), (equalCenteringColumn, 57.5),
    (photoWithAspectRatio, 285.5), (bottomAt51, 28.5),
  ])
  func aHeightTheContentDecidesIsNotFlagged(body: String, expectedHeight: Double) throws {
    #expect(try height(body) == expectedHeight)
    let (_, found) = diagnostics(cell(body))
    #expect(found.filter { $0.code == .undeterminedHeight } == [])
  }

  // MARK: - Heights the content does not determine

  /// Expects exactly one `undetermined-height`, at 1️⃣, with these notes (message, marker) and
  /// this fix-it.
  private func expectUndetermined(
    _ body: String, notes: [(String, String)], fixIt: String,
    message: String =
      "the height of cell 'Cell' is not determined by its content: nothing above the fitting priority (50) stops the content view from shrinking, so the self-sizing pass collapses it",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let (source, found) = diagnostics(
      "<templates>\n1️⃣<cell reuseIdentifier=\"Cell\">\n\(body)\n</cell>\n</templates>\n")
    let undetermined = found.filter { $0.code == .undeterminedHeight }
    #expect(undetermined.count == 1, sourceLocation: sourceLocation)
    guard let diagnostic = undetermined.first else { return }
    #expect(diagnostic.location == source.location("1️⃣"), sourceLocation: sourceLocation)
    #expect(diagnostic.message == message, sourceLocation: sourceLocation)
    #expect(
      diagnostic.notes.map(\.message) == notes.map(\.0), sourceLocation: sourceLocation)
    #expect(
      diagnostic.notes.map(\.location) == notes.map { source.location($0.1) },
      sourceLocation: sourceLocation)
    #expect(diagnostic.fixIts.map(\.message) == [fixIt], sourceLocation: sourceLocation)
  }

  /// Nothing below `body`: pulled smaller, the cell's bottom moves and both labels stay, so the
  /// chain from the top ends at the lower one.
  static let bodyBelowTitle = """
    <label id="title" text="x" fontSize="10"/>
    2️⃣<label id="body" text="y" fontSize="10"/>
    <constraints>
      <constraint>title.leading == margins.leading</constraint>
      <constraint>title.top == margins.top</constraint>
      <constraint>body.leading == margins.leading</constraint>
      <constraint>body.top == title.bottom + 4</constraint>
    </constraints>
    """

  /// A view that stays whole is never said to shrink with the cell, wherever it comes in the
  /// document: here the lower label comes first, and the upper one, a fixed 20 tall, stays as
  /// it is (before, it was named as shrinking, with a fix-it to give it the height it has).
  static let bodyFirstBelowAFixedTitle = """
    2️⃣<label id="body" text="y" fontSize="10"/>
    <label id="title" text="x" fontSize="10"/>
    <constraints>
      <constraint>title.leading == margins.leading</constraint>
      <constraint>title.top == margins.top</constraint>
      <constraint>title.height == 20</constraint>
      <constraint>body.leading == margins.leading</constraint>
      <constraint>body.top == margins.top + 30</constraint>
    </constraints>
    """

  /// Whatever the order of the views, the one note names where the chain from the top ends, and
  /// the fix-it ties it to the bottom.
  @Test(arguments: [bodyBelowTitle, bodyFirstBelowAFixedTitle])
  func noBottomConstraintIsFlaggedWhereTheChainEnds(body: String) {
    expectUndetermined(
      body,
      notes: [
        (
          "the chain from the top ends at 'body': nothing above priority 50 holds the content view's bottom below it",
          "2️⃣"
        )
      ],
      fixIt: "add 'body.bottom == margins.bottom' (or 'body.bottom <= margins.bottom')")
  }

  /// A bottom constraint at or below the fitting priority is flagged.
  ///
  /// At 40 it loses to the fitting pass (50); at 50 it ties with it, and UIKit may give either
  /// answer. Both are named, with the priority to raise.
  @Test(arguments: ["40", "50"])
  func aBottomConstraintAtOrBelowTheFittingPriorityIsFlagged(priority: String) {
    expectUndetermined(
      """
      2️⃣<label id="title" text="x" fontSize="10"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.top == margins.top</constraint>
        <constraint>3️⃣title.bottom == margins.bottom @\(priority)</constraint>
      </constraints>
      """,
      notes: [
        (
          "'title.bottom == margins.bottom @\(priority)' has priority \(priority), not above the self-sizing pass's 50: the pass shrinks the cell against it",
          "3️⃣"
        ),
        (
          "the chain from the top ends at 'title': nothing above priority 50 holds the content view's bottom below it",
          "2️⃣"
        ),
      ],
      fixIt: "raise the priority of 'title.bottom == margins.bottom @\(priority)' above 50")
  }

  /// `body` hangs from the bottom but nothing ties its top to `title`: pulled smaller, `title`
  /// stays and `body` moves up with the bottom.
  @Test func aChainBrokenInTheMiddleNamesBothEnds() {
    expectUndetermined(
      """
      2️⃣<label id="title" text="x" fontSize="10"/>
      3️⃣<label id="body" text="y" fontSize="10"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.top == margins.top</constraint>
        <constraint>body.leading == margins.leading</constraint>
        <constraint>body.bottom == margins.bottom</constraint>
      </constraints>
      """,
      notes: [
        (
          "the chain from the top ends at 'title': nothing above priority 50 holds the content view's bottom below it",
          "2️⃣"
        ),
        (
          "'body' moves with the content view's bottom: nothing above priority 50 ties its top to the views above it",
          "3️⃣"
        ),
      ],
      fixIt: "tie 'body.top' to 'title.bottom' (for example 'body.top == title.bottom + 8')")
  }

  /// Only the bottom is tied: the label moves with it, nothing holds it from above.
  @Test func aViewTiedOnlyToTheBottomIsFlagged() {
    expectUndetermined(
      """
      2️⃣<label id="title" text="x" fontSize="10"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.bottom == margins.bottom</constraint>
      </constraints>
      """,
      notes: [
        (
          "'title' moves with the content view's bottom: nothing above priority 50 ties its top to the views above it",
          "2️⃣"
        )
      ],
      fixIt: "add 'title.top == margins.top'")
  }

  /// A label centred in the content view moves as it shrinks; tying its top to the margin
  /// would fix the row at twice the label's half-height, so the fix-it gives the content view a
  /// height (44, the default row height, for a template that shows none), and the note says
  /// the label is centred (before, that it moved with the bottom, for want of a tie of its
  /// top: the fix the fix-it advises against).
  @Test func aCentredViewIsGivenAHeightForItsRow() {
    expectUndetermined(
      """
      2️⃣<label id="title" text="x" fontSize="10"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.centerY == superview.centerY</constraint>
      </constraints>
      """,
      notes: [
        (
          "'title' is centred vertically, so it moves as the content view shrinks: nothing above priority 50 holds the content view's height",
          "2️⃣"
        )
      ],
      fixIt:
        "'title' is centred in the content view, which nothing gives a height: give it one, as 'superview.height == 44', or tie the views in a chain from 'margins.top' to 'margins.bottom'"
    )
  }

  /// The height the fix-it gives a centred view's row is the one the template shows, written to
  /// the thousandth as the tool writes heights: a scale-3 document's 43.666666666666664 is
  /// `43.667`.
  @Test func theRowHeightTheFixItGivesIsWrittenToTheThousandth() {
    let (_, found) = diagnostics(
      """
      <templates>
      <cell reuseIdentifier="Cell" estimatedHeight="43.666666666666664">
      <label id="title" text="x" fontSize="10"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.centerY == superview.centerY</constraint>
      </constraints>
      </cell>
      </templates>
      """)
    let fixIts = found.filter { $0.code == .undeterminedHeight }.flatMap(\.fixIts).map(\.message)
    #expect(
      fixIts == [
        "'title' is centred in the content view, which nothing gives a height: give it one, as 'superview.height == 43.667' (the row height the document shows), or tie the views in a chain from 'margins.top' to 'margins.bottom'"
      ])
  }

  /// A plain view pinned top and bottom, with no intrinsic height, shrinks with the cell.
  ///
  /// The cell keeps its margins, 8 + 8 = 16 points, so the message says the view is squeezed,
  /// not the cell collapsed.
  @Test func aViewWithoutAHeightBetweenTopAndBottomIsFlagged() {
    expectUndetermined(
      """
      2️⃣<view id="box"/>
      <constraints>
        <constraint>box.leading == margins.leading</constraint>
        <constraint>box.width == 10</constraint>
        <constraint>box.top == margins.top</constraint>
        <constraint>box.bottom == margins.bottom</constraint>
      </constraints>
      """,
      notes: [("'box' shrinks with the cell: nothing above priority 50 holds its height", "2️⃣")],
      fixIt:
        "give 'box' a height: a constraint on 'box.height', content with an intrinsic height, or a vertical compression resistance above 50",
      message:
        "the height of 'box' in cell 'Cell' is not determined by its content: nothing above the fitting priority (50) stops it from shrinking, so the self-sizing pass squeezes it to 0 (the cell to 16 points)"
    )
  }

  /// In an Interface Builder document, a cell that keeps nothing once the view is squeezed
  /// (the solver's 7.1e-15 is nothing) gets UIKit's default row height from a self-sizing
  /// table, as `measure` gives it; one that keeps 16 points, those.
  @Test func aSqueezedViewsMessageSaysWhatASelfSizingTableGives() {
    func message(keeping height: Double) -> String {
      Diagnostic(
        .undeterminedHeight(cell: "Cell", isInterfaceBuilder: true, squeezed: ("box", height)),
        at: nil
      ).message
    }
    let headline =
      "the height of 'box' in cell 'Cell' is not determined by its content: nothing above the fitting priority (50) stops it from shrinking, so the self-sizing pass squeezes it to 0"
    #expect(
      message(keeping: 7.105427357601002e-15)
        == headline
        + " (the cell to 0 points) (fine where the table sets the row height; a self-sizing table gives it its default row height, 44)"
    )
    #expect(
      message(keeping: 16)
        == headline
        + " (the cell to 16 points) (fine where the table sets the row height; a self-sizing table gives it 16 points)"
    )
    #expect(
      message(keeping: 1.0000000001)
        == headline
        + " (the cell to 1 point) (fine where the table sets the row height; a self-sizing table gives it 1 point)"
    )
  }

  /// A weak constraint elsewhere is not blamed: `title.leading == margins.leading + 4 @40` is
  /// horizontal and `title.top == margins.top + 2 @40` names `title`, which stays; only the
  /// missing bottom is.
  @Test func weakConstraintsThatDidNotHoldTheHeightAreNotNamed() {
    expectUndetermined(
      """
      2️⃣<label id="title" text="x" fontSize="10"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.leading == margins.leading + 4 @40</constraint>
        <constraint>title.top == margins.top</constraint>
        <constraint>title.top == margins.top + 2 @40</constraint>
      </constraints>
      """,
      notes: [
        (
          "the chain from the top ends at 'title': nothing above priority 50 holds the content view's bottom below it",
          "2️⃣"
        )
      ],
      fixIt: "add 'title.bottom == margins.bottom' (or 'title.bottom <= margins.bottom')")
  }

  /// An empty content view (a prototype configured in code, as Carbon's
  /// `MockCustomXibTableViewCell.xib`) has no views to tie: the fix-it says so, and what UIKit
  /// does with such a row in a self-sizing table (its default height, 44, as `measure` gives).
  @Test func anEmptyContentViewIsToldToAddViewsOrAFixedHeight() {
    expectUndetermined(
      "", notes: [],
      fixIt:
        "add views tied in a chain of constraints from 'margins.top' to 'margins.bottom', or give the row a fixed height: the content view holds none, and UIKit gives such a row its default height, 44"
    )
  }

  /// An IB label tied to the top and the leading edge only: nothing holds the bottom.
  static let topLabel = """
    <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="t">
      <rect key="frame" x="16" y="11" width="40" height="21"/>
    </label>
    """

  /// ``topLabel``'s constraints to the content view `contentView`.
  static func topLabelConstraints(_ contentView: String) -> String {
    """
    <constraint firstItem="t" firstAttribute="top" secondItem="\(contentView)" secondAttribute="top" constant="11" id="k1"/>
    <constraint firstItem="t" firstAttribute="leading" secondItem="\(contentView)" secondAttribute="leading" constant="16" id="k2"/>
    """
  }

  /// The undetermined-height findings of an IB document's cells.
  static func undeterminedHeights(in document: String, path: String = "Cell.xib")
    -> [Diagnostic]
  {
    let parsed = TemplateParser().parse(text: document, path: path)
    let validator = TemplateValidator(layoutRules: [
      LayoutValidationRule(measurer: FixedAdvanceMeasurer())
    ])
    return validator.validate([parsed.file], skippingLayoutRulesFor: []).filter {
      $0.code == .undeterminedHeight
    }
  }

  /// In an Interface Builder document the same finding is a warning.
  ///
  /// Xcode says nothing, a table with a fixed row height never asks, and a self-sizing one logs
  /// and goes on. A label tied to the top only: nothing holds the bottom.
  @Test func inAnInterfaceBuilderDocumentItIsAWarning() throws {
    let found = Self.undeterminedHeights(
      in: oneCellDocument(subviews: Self.topLabel, constraints: Self.topLabelConstraints("cv")))
    let warning = try #require(found.first)
    #expect(found.count == 1)
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "the height of cell 'Cell' is not determined by its content: nothing above the fitting priority (50) stops the content view from shrinking, so the self-sizing pass collapses it (fine where the table sets the row height; a self-sizing table gives it its default row height, 44)"
    )
  }

  /// A prototype of a table in the document whose rows size themselves (`rowHeight="-1"`): the
  /// message says what UIKit does there, without the hedge a top-level `.xib` cell gets.
  @Test func aSelfSizingTablesPrototypeIsToldPlainly() throws {
    let cell = InterfaceBuilderText.tableCell(
      subviews: Self.topLabel, constraints: Self.topLabelConstraints("c1-cv"))
    let found = Self.undeterminedHeights(
      in: InterfaceBuilderText.xib(
        """
        <tableView rowHeight="-1" estimatedRowHeight="-1" id="tbl">
          <rect key="frame" x="0" y="0" width="375" height="600"/>
          <prototypes>\(cell)</prototypes>
        </tableView>
        """))
    #expect(found.count == 1)
    #expect(
      found.first?.message
        == "the height of cell 'Cell' is not determined by its content: nothing above the fitting priority (50) stops the content view from shrinking, so the self-sizing pass collapses it (its table sizes its rows itself, so UIKit gives it its default row height, 44)"
    )
  }
  /// An item of a collection view that sizes items by their content is told what UIKit does.
  ///
  /// The storyboard's flow layout says `automaticEstimatedItemSize`: UIKit lays the cell out 0
  /// points tall, all that its top-pinned label keeps (before, hedged as for a collection view
  /// the document does not show). With a fixed item size the finding is not made.
  @Test func aSelfSizingCollectionsItemIsToldPlainly() throws {
    func storyboard(layout: String) -> String {
      InterfaceBuilderText.oneItemStoryboard(
        layoutAttributes: layout, width: 100, height: 100, subviews: Self.topLabel,
        constraints: Self.topLabelConstraints("cc"))
    }
    let headline =
      "the height of cell 'Item' is not determined by its content: nothing above the fitting priority (50) stops the content view from shrinking, so the self-sizing pass collapses it"
    let automatic = Self.undeterminedHeights(
      in: storyboard(layout: #"automaticEstimatedItemSize="YES""#), path: "s.storyboard")
    #expect(
      automatic.map(\.message) == [
        headline
          + " (its collection view's layout sizes its items by their content, so UIKit lays it out 0 points tall)"
      ])
    // With a fixed item size the layout holds the cell at it: nothing to say.
    #expect(Self.undeterminedHeights(in: storyboard(layout: ""), path: "s.storyboard").isEmpty)
  }
}
