import Cassowary
import ProtocellDiagnostics
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Views past the row and squeezed labels are `validate` warnings.
///
/// `validate` warns of what `measure` names on a row and a CI gate should see: views past the
/// row (`view-outside-row`) and a label squeezed below its text (`squeezed-label`). Before, only
/// `measure` said so (a review: SILAppTypeWifiCommissioning's rows, views 14 and 30 points past
/// a self-sizing row on each side, passed `validate` with no word of it).
///
/// The fixed-advance measurer gives a 16-point font 8-point characters and 20-point lines; a
/// template cell is 375 points wide.
extension LayoutValidationRuleTests {
  /// A view below the fitted row is a warning at it, the fix apart.
  ///
  /// `a`, 10 tall and pinned top and bottom, gives the row its 10 points; `b`, 40 tall from
  /// the top, reaches 40 − 10 = 30 below it.
  @Test func aViewBelowTheFittedRowIsAWarningAtIt() {
    expectLayoutDiagnostics(
      cell(
        LayoutWarningTests.hanging.replacing(#"<view id="b"/>"#, with: #"1️⃣<view id="b"/>"#)),
      [
        DiagnosticSpec(
          .viewOutsideRow, at: "1️⃣",
          message:
            "at width 375, 'b' reaches 30 points below the cell: the constraints that give the cell its height leave it out, and UIKit draws it cut or over the next cell",
          severity: .warning,
          fixIt: "chain the lowest view's bottom to the content view's bottom (or its margin)")
      ])
  }

  /// A label its own height constraint squeezes is a warning at it.
  ///
  /// "Hello" at 16 points is one 20-point line; `title.height == 8` holds the label 8 tall,
  /// 12 short, more than half its line. The fix is to let go of that constraint.
  @Test func aLabelItsOwnHeightSqueezesIsAWarningAtIt() {
    expectLayoutDiagnostics(
      cell(
        """
        1️⃣<label id="title" text="Hello" fontSize="16" numberOfLines="0"/>
        <constraints>
          <constraint>title.leading == superview.leading</constraint>
          <constraint>title.top == superview.top</constraint>
          <constraint>title.bottom == superview.bottom</constraint>
          <constraint>title.width == 200</constraint>
          <constraint>title.height == 8</constraint>
        </constraints>
        """),
      [
        DiagnosticSpec(
          .squeezedLabel, at: "1️⃣",
          message:
            "at width 375, 'title' is laid out 8 points tall where its line needs 20: its constraint 'title.height == 8' fixes its height, and UIKit draws the text cut",
          severity: .warning,
          fixIt: "remove that constraint (or make it >=) so that it grows with its text")
      ])
  }

  /// The squeezed label's note points at the constraint that holds it, where it is written.
  ///
  /// Two constraints give the label a height: the first, `title.height == 40 @250`, is below
  /// its vertical compression resistance (750) and holds nothing; the note names the second,
  /// the required `title.height == 8`, at the start of its expression. The warning carries the
  /// constraint itself (before, the rule looked it up again by its description).
  @Test func theSqueezedLabelsNoteIsAtTheConstraintThatHoldsIt() {
    let source = MarkedSource(
      cell(
        """
        <label id="title" text="Hello" fontSize="16" numberOfLines="0"/>
        <constraints>
          <constraint>title.leading == superview.leading</constraint>
          <constraint>title.top == superview.top</constraint>
          <constraint>title.bottom == superview.bottom</constraint>
          <constraint>title.width == 200</constraint>
          <constraint>title.height == 40 @250</constraint>
          <constraint>2️⃣title.height == 8</constraint>
        </constraints>
        """))
    let parsed = TemplateParser().parse(text: source.text, path: source.path)
    let found = TemplateValidator(layoutRules: [
      LayoutValidationRule(measurer: FixedAdvanceMeasurer())
    ]).validate(parsed.file).filter { $0.code == .squeezedLabel }
    #expect(found.count == 1)
    #expect(
      found.first?.notes.map(\.message) == ["'title.height == 8' holds the label's size here"])
    #expect(found.first?.notes.map(\.location) == [source.location("2️⃣")])
  }

  /// A label its own `title.width == 0` holds 0 points wide draws none of its text: the same
  /// code, naming the constraint to let go of.
  @Test func aLabelHeldZeroWideIsASqueezedLabel() {
    expectLayoutDiagnostics(
      cell(
        """
        1️⃣<label id="title" text="Hello" fontSize="16"/>
        <constraints>
          <constraint>title.leading == superview.leading</constraint>
          <constraint>title.top == superview.top</constraint>
          <constraint>title.bottom == superview.bottom</constraint>
          <constraint>title.width == 0</constraint>
        </constraints>
        """),
      [
        DiagnosticSpec(
          .squeezedLabel, at: "1️⃣",
          message:
            "at width 375, 'title' is laid out 0 points wide, so UIKit draws none of its text: its constraint 'title.width == 0' fixes its width",
          severity: .warning,
          fixIt: "remove that constraint (or make it >=) so that the label is as wide as its text")
      ])
  }

  /// The description `measure` prints is the problem and the fix joined by a semicolon, as
  /// before the two were parted.
  @Test func theDescriptionJoinsProblemAndFix() {
    let warning = LayoutWarning.viewsOutsideFixedRow(
      viewIDs: ["c"], above: 10, below: 0, rowHeight: 20)
    #expect(
      warning.description
        == "'c' reaches 10 points above the cell, whose content view is fixed at 20 points tall: UIKit draws it cut or over the neighbouring cells; give the cell the height its content needs, or let the views' heights follow the cell's"
    )
    #expect(LayoutWarning.ambiguousLayout(viewIDs: ["a"]).fix == nil)
    // A `<=` constraint caps the height, where `==` fixes it (a review).
    #expect(
      LayoutWarning.squeezedLabel(
        viewID: "t", height: 5, needed: 20, lines: 1,
        fixedBy: LayoutConstraint(
          first: LayoutAnchor(item: .view("t"), attribute: .height), relation: .lessThanOrEqual,
          constant: 5)
      ).problem
        == "'t' is laid out 5 points tall where its line needs 20: its constraint 't.height <= 5' caps its height, and UIKit draws the text cut"
    )
  }
}
