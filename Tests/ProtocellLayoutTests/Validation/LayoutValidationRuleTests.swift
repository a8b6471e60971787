import ProtocellArchive
import ProtocellDiagnostics
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

struct LayoutValidationRuleTests {
  func expectLayoutDiagnostics(
    _ marked: String, _ expected: [DiagnosticSpec], widths: [Double] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let validator = TemplateValidator(layoutRules: [
      LayoutValidationRule(measurer: FixedAdvanceMeasurer(), extraWidths: widths)
    ])
    let result = mismatchedDiagnostics(
      in: MarkedSource(marked), expected: expected, validator: validator)
    #expect(result.missing.isEmpty, "missing: \(result.missing)", sourceLocation: sourceLocation)
    #expect(
      result.unexpected.isEmpty, "unexpected: \(result.unexpected)", sourceLocation: sourceLocation)
  }

  @Test func fullyConstrainedCellIsClean() {
    expectLayoutDiagnostics(cell(LayoutEngineTextTests.wrapping), [])
  }

  @Test func unsatisfiableConstraintsPointAtTheBrokenOneWithNotes() {
    expectLayoutDiagnostics(
      cell(
        """
        <view id="a"/>
        <constraints>
          <constraint>a.leading == margins.leading</constraint>
          <constraint>a.top == margins.top</constraint>
          <constraint>a.bottom == margins.bottom</constraint>
          <constraint>a.height == 10</constraint>
          <constraint>a.width == 10</constraint>
          <constraint>1️⃣a.width == 20</constraint>
        </constraints>
        """),
      [
        DiagnosticSpec(
          .unsatisfiableConstraints, at: "1️⃣",
          message:
            "unsatisfiable constraints at width 375: 'a.width == 20' conflicts with 'a.width == 10'; the layout breaks it"
        )
      ])
  }

  /// A broken constraint UIKit generates, when none of the document's takes part, points at
  /// the view it names rather than the cell (pocket-casts' EpisodeCell: a hidden indicator whose
  /// compression resistance is 1000).
  @Test func aBrokenGeneratedConstraintPointsAtItsView() {
    expectLayoutDiagnostics(
      cell(
        """
        <stack id="s" axis="horizontal">
          1️⃣<label id="a" text="xx" hidden="true" horizontalCompressionResistance="1000"/>
          <label id="b" text="y"/>
        </stack>
        <constraints>
          <constraint>s.leading == margins.leading + 4</constraint>
          <constraint>s.centerY == margins.centerY</constraint>
          <constraint>s.top >= margins.top</constraint>
        </constraints>
        """),
      [
        DiagnosticSpec(
          .unsatisfiableConstraints, at: "1️⃣",
          message:
            "unsatisfiable constraints at width 375: a intrinsic width compression resistance conflicts with s: 'UISV-hiding' a; the layout breaks it",
          // The lever is the label's required resistance, not the stack's generated constraint.
          fixIt:
            "'a' resists horizontal compression at 1000, so nothing may squeeze it: lower its horizontal compression resistance below 1000 (Interface Builder's Content Compression Resistance Priority; a template's horizontalCompressionResistance), or remove one of the cell's constraints that squeeze it"
        )
      ])
  }

  /// Past three conflicting constraints the error counts the document's own, which its notes
  /// name and locate, and names only the generated ones: the chain margins + 10 + 10 = 375 − 32
  /// has five, four of them the document's and the row's width.
  @Test func aLongConflictCountsTheDocumentsOwn() {
    expectLayoutDiagnostics(
      cell(
        """
        <view id="a"/>
        <view id="b"/>
        <constraints>
          <constraint>a.leading == margins.leading</constraint>
          <constraint>b.leading == a.trailing</constraint>
          <constraint>b.trailing == margins.trailing</constraint>
          <constraint>a.top == margins.top</constraint>
          <constraint>a.bottom == margins.bottom</constraint>
          <constraint>a.height == 10</constraint>
          <constraint>b.top == margins.top</constraint>
          <constraint>b.height == 10</constraint>
          <constraint>a.width == 10</constraint>
          <constraint>1️⃣b.width == 10</constraint>
        </constraints>
        """),
      [
        DiagnosticSpec(
          .unsatisfiableConstraints, at: "1️⃣",
          message:
            "unsatisfiable constraints at width 375: 'b.width == 10' conflicts with 5 constraints: 4 of the document's, each in a note, and contentView.width == 375; the layout breaks it"
        )
      ])
  }

  @Test func constraintsThatOnlyConflictAtAnExtraWidthAreFound() {
    expectLayoutDiagnostics(
      cell(
        """
        <view id="a"/>
        <constraints>
          <constraint>a.leading == margins.leading</constraint>
          <constraint>a.trailing == margins.trailing</constraint>
          <constraint>a.top == margins.top</constraint>
          <constraint>a.bottom == margins.bottom</constraint>
          <constraint>a.height == 10</constraint>
          <constraint>1️⃣a.width >= 300</constraint>
        </constraints>
        """),
      [
        DiagnosticSpec(
          .unsatisfiableConstraints, at: "1️⃣",
          message:
            "unsatisfiable constraints at width 200: 'a.width >= 300' conflicts with contentView.width == 200, 'a.leading == margins.leading', 'a.trailing == margins.trailing'; the layout breaks it"
        )
      ], widths: [200])
  }

  @Test func ambiguousViewNamesTheUndeterminedAttributes() {
    expectLayoutDiagnostics(
      cell(
        """
        <label id="title" text="x" fontSize="10"/>
        1️⃣<view id="box"/>
        <constraints>
          <constraint>title.leading == margins.leading</constraint>
          <constraint>title.top == margins.top</constraint>
          <constraint>title.bottom == margins.bottom</constraint>
          <constraint>box.leading == title.trailing</constraint>
          <constraint>box.top == title.top</constraint>
        </constraints>
        """),
      [
        DiagnosticSpec(
          .ambiguousLayout, at: "1️⃣", message: "the width and height of 'box' are ambiguous",
          fixIt:
            "add a constraint for 'box.width' (or pin both edges), 'box.height' (or pin top and bottom)"
        )
      ])
  }

  /// The constraints of labels `a` and `b` side by side between the side margins, 8 apart,
  /// `a` pinned to the top and bottom margins and `b` to the top.
  static let labelsInARow = """
    <constraints>
      <constraint>a.leading == margins.leading</constraint>
      <constraint>b.leading == a.trailing + 8</constraint>
      <constraint>b.trailing == margins.trailing</constraint>
      <constraint>a.top == margins.top</constraint>
      <constraint>a.bottom == margins.bottom</constraint>
      <constraint>b.top == margins.top</constraint>
    </constraints>
    """

  /// The ambiguities of ``labelsInARow``: `a`'s width (1️⃣) and `b`'s position and width
  /// (2️⃣), each with `fixIt` of the view and the constraints it lacks.
  static func labelsInARowAmbiguities(fixIt: (String, String) -> String) -> [DiagnosticSpec] {
    [
      DiagnosticSpec(
        .ambiguousLayout, at: "1️⃣", message: "the width of 'a' is ambiguous",
        fixIt: fixIt("a", "'a.width' (or pin both edges)")),
      DiagnosticSpec(
        .ambiguousLayout, at: "2️⃣",
        message: "the horizontal position and width of 'b' are ambiguous",
        fixIt: fixIt("b", "'b.leading', 'b.width' (or pin both edges)")),
    ]
  }

  /// Two labels sharing a row between the margins at the same hugging priority: the row is
  /// wider than the texts, which one stretches is open, and the fix-it speaks of hugging
  /// first, as Xcode's Content Priority Ambiguity does.
  @Test func twoLabelsWithTheSamePrioritiesAreAContentPriorityAmbiguity() {
    let fixIt = { (view: String, hints: String) in
      "'\(view)' sizes itself, the room is larger than the content, and a neighbour with the "
        + "same hugging priority competes to keep its size (Xcode's Content Priority "
        + "Ambiguity): give one of them a higher hugging priority, or add a constraint for "
        + "\(hints)"
    }
    expectLayoutDiagnostics(
      cell(
        """
        1️⃣<label id="a" text="x" fontSize="10"/>
        2️⃣<label id="b" text="y" fontSize="10"/>
        \(Self.labelsInARow)
        """),
      Self.labelsInARowAmbiguities(fixIt: fixIt))
  }

  /// Two compressed labels name compression resistance, and the one left 0 wide is squeezed.
  ///
  /// The same two labels, of ten 5-point characters each (50 points), in a 60-point cell:
  /// 16 + 50 + 8 + 50 + 16 = 140 points of content in 60, so one is compressed, both resist
  /// at 750, and the fix-it speaks of compression resistance and of room across the row
  /// (shorter neighbours: a taller row, which it said, gives a width none). In the solution laid
  /// out `a` keeps its 50 and `b` would need 60 − 16 − 50 − 8 − 16 = −30, so it is 0 wide and
  /// draws none of its text: a `squeezed-label` warning besides.
  @Test func twoCompressedLabelsNameCompressionResistance() {
    let fixIt = { (view: String, hints: String) in
      "'\(view)' sizes itself, the room is smaller than the content, and a neighbour with the "
        + "same compression resistance priority competes to keep its size (Xcode's Content "
        + "Priority Ambiguity): give one of them a higher compression resistance, give the "
        + "content more room (shorter neighbours, smaller spacing), or add a constraint for \(hints)"
    }
    expectLayoutDiagnostics(
      """
      <templates>
      <cell reuseIdentifier="Cell" width="60">
      1️⃣<label id="a" text="xxxxxxxxxx" fontSize="10"/>
      2️⃣<label id="b" text="yyyyyyyyyy" fontSize="10"/>
      \(Self.labelsInARow)
      </cell>
      </templates>
      """,
      Self.labelsInARowAmbiguities(fixIt: fixIt) + [
        DiagnosticSpec(
          .squeezedLabel, at: "2️⃣",
          message:
            "at width 60, 'b' is laid out 0 points wide, so UIKit draws none of its text: constraints at or above its horizontal compression resistance squeeze it",
          severity: .warning)
      ])
  }

  @Test func aCellPastItsFilesLayoutWorkLimitIsALimitError() throws {
    let inequalities = (1...400).map { "<constraint>a.height >= \($0)</constraint>" }.joined()
    let source = MarkedSource(
      """
      <templates>
      1️⃣<cell reuseIdentifier="Heavy">
        <view id="a"/>
        <constraints>
          <constraint>a.leading == margins.leading</constraint>
          <constraint>a.width == 10</constraint>
          <constraint>a.top == margins.top</constraint>
          <constraint>a.bottom == margins.bottom</constraint>
          \(inequalities)
          <constraint>a.height ≤ 400</constraint>
        </constraints>
      </cell>
      </templates>
      """)
    let parsed = TemplateParser().parse(text: source.text, path: source.path)
    #expect(parsed.diagnostics == [])
    let validator = TemplateValidator(layoutRules: [
      LayoutValidationRule(measurer: FixedAdvanceMeasurer())
    ])
    #expect(validator.validate([parsed.file], skippingLayoutRulesFor: []) == [])
    let limited = validator.validate(
      [parsed.file], skippingLayoutRulesFor: [],
      limits: [source.path: TemplateLimits(maximumLayoutWork: 20_000)])
    let diagnostic = try #require(limited.first)
    #expect(limited.count == 1)
    #expect(diagnostic.code == .limitExceeded)
    #expect(diagnostic.location == source.location("1️⃣"))
    #expect(
      diagnostic.message
        == "cannot lay out cell 'Heavy': solving its constraints takes more than 20000 units of solver work, the limit"
    )
    #expect(
      diagnostic.fixIts.first?.message
        == "simplify the constraints (thousands of inequalities on one attribute are the usual cause), or raise 'maximumLayoutWork' in the limits of .protocell.json"
    )
  }

  @Test func structuralErrorsSkipTheLayoutChecks() {
    expectLayoutDiagnostics(
      cell(
        #"<view id="a"/><constraints><constraint>a.top == 1️⃣nope.top</constraint></constraints>"#),
      [DiagnosticSpec(.unknownItem, at: "1️⃣")])
  }
}
