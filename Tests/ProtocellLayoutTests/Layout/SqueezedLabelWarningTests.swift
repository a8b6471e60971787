import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A label laid out more than half a line shorter than its text's lines is named on the row:
/// UIKit draws the lines cut or over the views below, and the height leaves them out.
///
/// The fixed-advance measurer gives a 16-point font 8-point characters and 20-point lines.
struct SqueezedLabelWarningTests {
  let measurer = FixedAdvanceMeasurer()

  /// A label pinned to the content view's edges, `width` points wide, held `height` tall by a
  /// required constraint on `holder`'s height: its own (`title`), or the content view's
  /// (`superview`).
  private func layout(text: String, width: Double, height: Double, holder: String = "title")
    throws -> CellLayout
  {
    let cell = try cell(text: text, width: width, height: height, holder: holder)
    return try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
  }

  /// The cell ``layout(text:width:height:holder:)`` lays out: its last constraint is
  /// `holder.height == height`, its fourth `title.width == width`.
  private func cell(text: String, width: Double, height: Double, holder: String = "title")
    throws -> CellPrototype
  {
    try layoutCell(
      """
      <label id="title" text="\(text)" fontSize="16" numberOfLines="0"/>
      <constraints>
        <constraint>title.leading == superview.leading</constraint>
        <constraint>title.top == superview.top</constraint>
        <constraint>title.bottom == superview.bottom</constraint>
        <constraint>title.width == \(width)</constraint>
        <constraint>\(holder).height == \(height)</constraint>
      </constraints>
      """)
  }

  /// One 20-point line held 8 tall is 12 short, more than half its line (10): named, with the
  /// height, the line's 20 and the advice.
  ///
  /// Held by its own required `title.height == 8`, which no priority overcomes, the advice is to
  /// let go of that constraint (a review: QuickBlox's time label, 15 tall by its own
  /// constraint, was told to raise its compression resistance above 1000).
  @Test func aLineHeldShorterThanHalfItsHeightIsNamed() throws {
    let layout = try layout(text: "Hello", width: 200, height: 8)
    #expect(layout.frames["title"]?.height == 8)
    // The warning carries the cell's own constraint, with its location, for `validate`'s
    // note to point at.
    let holder = try cell(text: "Hello", width: 200, height: 8).constraints[4]
    #expect("\(holder)" == "title.height == 8")
    #expect(
      layout.warnings == [
        .squeezedLabel(viewID: "title", height: 8, needed: 20, lines: 1, fixedBy: holder)
      ])
    #expect(
      layout.warnings.first?.description
        == "'title' is laid out 8 points tall where its line needs 20: its constraint 'title.height == 8' fixes its height, and UIKit draws the text cut; remove that constraint (or make it >=) so that it grows with its text"
    )
  }

  /// Held 8 tall by the content view's height instead (`superview.height == 8`, the label
  /// pinned to its top and bottom), the label has no height of its own to let go of: the
  /// advice is its compression resistance, or the view whose size follows the row's.
  @Test func aLineSqueezedByOtherConstraintsIsToldToResist() throws {
    let layout = try layout(text: "Hello", width: 200, height: 8, holder: "superview")
    #expect(layout.frames["title"]?.height == 8)
    #expect(layout.warnings == [.squeezedLabel(viewID: "title", height: 8, needed: 20, lines: 1)])
    #expect(
      layout.warnings.first?.description
        == "'title' is laid out 8 points tall where its line needs 20: constraints at or above its vertical compression resistance squeeze it, and UIKit draws the text cut or over its neighbours; raise its vertical compression resistance above them, or fix the size of a view whose size follows the row's height"
    )
  }

  /// A text view that does not scroll clips its text as a label does: held 8 tall, where its
  /// line and UITextView's 8-point insets above and below need 20 + 16 = 36, it is named; held
  /// 30, 6 short of 36, less than half of its 36-point "line", it is not.
  @Test func aTextViewHeldShorterThanItsTextIsNamed() throws {
    func cell(height: Double) throws -> CellPrototype {
      try layoutCell(
        """
        <textView id="notes" text="Hello" fontSize="16"/>
        <constraints>
          <constraint>notes.leading == superview.leading</constraint>
          <constraint>notes.top == superview.top</constraint>
          <constraint>notes.bottom == superview.bottom</constraint>
          <constraint>notes.width == 200</constraint>
          <constraint>notes.height == \(height)</constraint>
        </constraints>
        """)
    }
    func layout(height: Double) throws -> CellLayout {
      try LayoutEngine(prototype: cell(height: height), measurer: measurer).layout(width: 320)
    }
    let holder = try cell(height: 8).constraints[4]
    #expect("\(holder)" == "notes.height == 8")
    #expect(
      try layout(height: 8).warnings
        == [.squeezedLabel(viewID: "notes", height: 8, needed: 36, lines: 1, fixedBy: holder)])
    #expect(try layout(height: 30).warnings == [])
  }

  /// Lengths are said to the thousandth, as `measure` prints points, and one point is a point:
  /// where a 3x canvas said "7 points tall where its line needs 15.666666666666666".
  @Test func lengthsAreRoundedAndCounted() {
    #expect(
      LayoutWarning.squeezedLabel(viewID: "t", height: 1, needed: 15.666666666666666, lines: 1)
        .description.hasPrefix("'t' is laid out 1 point tall where its line needs 15.667: "))
    #expect(
      LayoutWarning.squeezedLabel(viewID: "t", height: 7.0000001, needed: 40.3333333, lines: 2)
        .description.hasPrefix("'t' is laid out 7 points tall where its 2 lines need 40.333: "))
    #expect(
      LayoutWarning.invalidSize(
        viewID: "v", width: -0.30000000000000004, height: 10.123456, constraints: []
      ).description
        == "'v' is laid out at -0.3 × 10.123, a size below zero, by the constraints UIKit "
        + "generates")
  }

  /// Held 12 tall, the line is 8 short, less than half of it: a label a little shorter than
  /// its line (a fixed height a point or two short of the font's) says nothing.
  @Test func lessThanHalfALineShortSaysNothing() throws {
    let layout = try layout(text: "Hello", width: 200, height: 12)
    #expect(layout.warnings.isEmpty)
  }

  /// "aaaa bbbb cccc" in 40 points (5 characters a line) wraps to 3 lines, 60 points; held 30
  /// tall it shows half of them.
  @Test func wrappedLinesAreCounted() throws {
    let layout = try layout(text: "aaaa bbbb cccc", width: 40, height: 30)
    let holder = try cell(text: "aaaa bbbb cccc", width: 40, height: 30).constraints[4]
    #expect("\(holder)" == "title.height == 30")
    #expect(
      layout.warnings == [
        .squeezedLabel(viewID: "title", height: 30, needed: 60, lines: 3, fixedBy: holder)
      ])
  }

  /// An empty label held 0 points tall is as tall as its text: it is not named squeezed (the
  /// row, 0 points tall, gets the zero-fitting-height warning and UIKit's default 44 instead).
  @Test func anEmptyLabelIsNotNamedSqueezed() throws {
    let layout = try layout(text: "", width: 200, height: 0)
    #expect(layout.frames["title"]?.height == 0)
    #expect(layout.warnings == [.zeroFittingHeight(defaultRowHeight: 44)])
  }

  /// Given the height its lines need, the label says nothing.
  @Test func aLabelAsTallAsItsLinesSaysNothing() throws {
    let layout = try layout(text: "aaaa bbbb cccc", width: 40, height: 60)
    #expect(layout.warnings.isEmpty)
  }

  /// A label held 0 points wide draws none of its text: named as such.
  ///
  /// The fresh19 review: TMCellTypeOne's second label, 0 wide beside a square image, said
  /// nothing. It is not also named as squeezed by the many lines its text would break into at that width. An empty label,
  /// or one 20 wide, is not named.
  @Test func aLabelHeldZeroWideIsNamed() throws {
    let narrowed = try layout(text: "Hello", width: 0, height: 20)
    #expect(narrowed.frames["title"]?.width == 0)
    // Its own required `title.width == 0` holds it, which no priority overcomes: the fix is to
    // let go of it (a review: the advice was to raise its compression resistance). A label
    // narrowed by other constraints is told to resist them (`LayoutValidationRuleTests`).
    let holder = try cell(text: "Hello", width: 0, height: 20).constraints[3]
    #expect("\(holder)" == "title.width == 0")
    #expect(narrowed.warnings == [LayoutWarning.narrowedLabel(viewID: "title", fixedBy: holder)])
    #expect(
      narrowed.warnings.first?.description
        == "'title' is laid out 0 points wide, so UIKit draws none of its text: its constraint 'title.width == 0' fixes its width; remove that constraint (or make it >=) so that the label is as wide as its text"
    )
    #expect(try layout(text: "", width: 0, height: 20).warnings == [])
    #expect(try layout(text: "Hi", width: 20, height: 20).warnings == [])
  }
}

/// A built-in style's own labels are placed by UITableViewCell's frames: a row too short for
/// them is the row height's doing (`measure --height` names it), not a squeezed label's.
struct StyleLabelSqueezeTests {
  /// A subtitle cell held 10 points tall (its labels need 20 and 15 with the fixed-advance
  /// measurer) carries no squeezed-label warning.
  @Test func aStyleCellsLabelsAreNotNamedSqueezed() throws {
    let cell = try layoutCell(
      """
      <label id="textLabel" text="Title" fontSize="16"/>
      <label id="detailTextLabel" text="Detail" fontSize="12"/>
      <constraints>
        <constraint>superview.height == 10</constraint>
      </constraints>
      """, attributes: #"style="subtitle""#)
    let layout = try LayoutEngine(prototype: cell, measurer: FixedAdvanceMeasurer()).layout(
      width: 320)
    #expect(layout.contentHeight == 10)
    #expect(!layout.warnings.contains { if case .squeezedLabel = $0 { true } else { false } })
  }

}
