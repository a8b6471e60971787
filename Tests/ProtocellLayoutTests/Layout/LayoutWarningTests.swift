import Foundation
import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Sizes below zero and zero fitting heights never leave the engine unreported.
struct LayoutWarningTests {
  let measurer = FixedAdvanceMeasurer()

  /// A view pinned to the content view's four edges, with no intrinsic size.
  static let emptyView = """
    <view id="v"/>
    <constraints>
      <constraint>v.leading == superview.leading</constraint>
      <constraint>v.trailing == superview.trailing</constraint>
      <constraint>v.top == superview.top</constraint>
      <constraint>v.bottom == superview.bottom</constraint>
    </constraints>
    """

  /// Nothing gives the content view a height, so the fitting pass makes it 0; UITableView then
  /// uses its default row height, 44, says so, and lays the cell out at it: the content view is
  /// 44 less the separator's pixel at scale 2, 43.5, and the view pinned to its edges fills it.
  ///
  /// The height is the content view's, as every row's is, and the row's 44 with the separator
  /// (before, 44 without it, and 44.5 with it, beside frames laid out at 43.5: the fresh17
  /// review).
  @Test func aZeroFittingHeightGetsTheDefaultRowHeight() throws {
    let engine = LayoutEngine(prototype: try layoutCell(Self.emptyView), measurer: measurer)
    let layout = try engine.layout(width: 320)
    #expect(layout.height == 43.5)
    #expect(layout.contentHeight == 43.5)
    #expect(layout.frames["v"] == Rect(x: 0, y: 0, width: 320, height: 43.5))
    #expect(layout.warnings == [.zeroFittingHeight(defaultRowHeight: 44)])
    #expect(try engine.height(width: 320) == 43.5)
    let withSeparator = LayoutOptions(includesSeparator: true)
    #expect(try engine.layout(width: 320, options: withSeparator).height == 44)
    // The next row starts from the fitting state again, not from the default height.
    #expect(try engine.layout(width: 320).frames["v"]?.height == 43.5)
  }

  /// A row whose height is fixed at 0 stays 0 tall, with no warning.
  ///
  /// A table's `heightForRowAt` returns 0 to hide a row, and `--height 0.001` snaps to 0:
  /// UITableView's fallback to its default height is the self-sizing pass's, for a content view
  /// that fits at 0. Before, such a row took 43.5 and the zero-fit warning (a review).
  @Test func aRowFixedAtZeroStaysZero() throws {
    let prototype = try layoutCell(Self.emptyView).fixingHeight(0)
    let engine = LayoutEngine(prototype: prototype, measurer: measurer)
    let layout = try engine.layout(width: 320)
    #expect(layout.height == 0)
    #expect(layout.contentHeight == 0)
    #expect(layout.frames["v"] == Rect(x: 0, y: 0, width: 320, height: 0))
    #expect(layout.warnings.isEmpty)
    #expect(try engine.height(width: 320) == 0)
  }

  /// The warning names whose default height it is: UIKit's 44, or the 51 Xcode 26's canvas
  /// draws (a prototype read as its canvas), with UIKit's 44 for rows beside it (a newcomer's
  /// review: nRF-Mesh's `period` cell, "UIKit … gives the row the default row height, 51" from
  /// `measure` where `validate` said 44).
  @Test func aZeroFittingHeightSaysWhoseDefaultItIs() {
    #expect(
      LayoutWarning.zeroFittingHeight(defaultRowHeight: 44).description.hasSuffix(
        "UIKit logs that \"constraints ambiguously suggest a height of zero\" and gives the row "
          + "the default row height, 44, its content view that less the separator's pixel"))
    #expect(
      LayoutWarning.zeroFittingHeight(defaultRowHeight: 51).description.hasSuffix(
        "Interface Builder's canvas draws such a row at its default row height, 51 (Xcode "
          + "26's), its content view that less the separator's pixel; at run time (with rows) "
          + "UIKit logs that \"constraints ambiguously suggest a height of zero\" and gives it 44"
      ))
  }

  /// `a` (10 tall) runs from the content view's top to its bottom; `b` (40 tall) hangs from the
  /// top, held by nothing below.
  static let hanging = """
    <view id="a"/><view id="b"/>
    <constraints>
      <constraint>a.leading == superview.leading</constraint>
      <constraint>a.width == 10</constraint>
      <constraint>a.height == 10</constraint>
      <constraint>a.top == superview.top</constraint>
      <constraint>a.bottom == superview.bottom</constraint>
      <constraint>b.leading == superview.leading</constraint>
      <constraint>b.width == 10</constraint>
      <constraint>b.height == 40</constraint>
      <constraint>b.top == superview.top</constraint>
    </constraints>
    """

  /// A view that reaches past a fixed row though nothing broke is named, with how far above and
  /// below.
  ///
  /// `c`, 40 points tall and centred, in a row fixed at 20: (20 − 40) / 2 = −10, so it reaches
  /// 10 above and 10 below, and no constraint conflicts (a newcomer's review of fresh18: an
  /// 80-point image centred in a 60-point row, shown at y −10 by `measure`, "no problems" by
  /// `validate`, said only by snapshot findings). In a 60-point row it fits, at 10.
  @Test func aViewPastAFixedRowIsNamedWhenNothingBroke() throws {
    let prototype = try layoutCell(
      """
      <view id="c"/>
      <constraints>
        <constraint>c.leading == superview.leading</constraint>
        <constraint>c.width == 10</constraint>
        <constraint>c.height == 40</constraint>
        <constraint>c.centerY == superview.centerY</constraint>
      </constraints>
      """)
    let fixed = try LayoutEngine(prototype: prototype.fixingHeight(20), measurer: measurer)
      .layout(width: 320)
    #expect(fixed.frames["c"] == Rect(x: 0, y: -10, width: 10, height: 40))
    #expect(
      fixed.warnings == [.viewsOutsideFixedRow(viewIDs: ["c"], above: 10, below: 10, rowHeight: 20)]
    )
    #expect(
      fixed.warnings.first?.description
        == "'c' reaches 10 points above and 10 points below the cell, whose content view is fixed at 20 points tall: "
        + "UIKit draws it cut or over the neighbouring cells; give the cell the height its content "
        + "needs, or let the views' heights follow the cell's")
    let tall = try LayoutEngine(prototype: prototype.fixingHeight(60), measurer: measurer)
      .layout(width: 320)
    #expect(tall.frames["c"] == Rect(x: 0, y: 10, width: 10, height: 40))
    #expect(tall.warnings.isEmpty)
  }

  /// A view is past a fixed row when its alignment rectangle is, not its frame: a slider's
  /// frame reaches a point below the rectangle its constraints place (UIKit's alignment insets),
  /// over nothing it draws.
  ///
  /// `s`, insets 0 2 1 2 (top, leading, bottom, trailing) as a slider's, pinned to the top and
  /// bottom of a row fixed at 43.5: its rectangle is 18 … 302 × 0 … 43.5, its frame 2 points
  /// wider each side and a point taller, (16, 0, 288, 44.5), and nothing is said (the
  /// thirty-fourth session's newcomer review: BalloonView's slider cells, "reaches 1 point below
  /// the row" on 7 of 8 rows). Moved down a point, its rectangle reaches 1 point below the row,
  /// and that is what is said, not the frame's 2.
  @Test func aViewsAlignmentRectangleNotItsFrameIsPastAFixedRow() throws {
    func slider(top: Double) throws -> CellLayout {
      let prototype = try layoutCell(
        """
        <view id="s" alignmentInsets="0 2 1 2"/>
        <constraints>
          <constraint>s.leading == superview.leading + 18</constraint>
          <constraint>s.trailing == superview.trailing - 18</constraint>
          <constraint>s.top == superview.top + \(top)</constraint>
          <constraint>s.height == 43.5</constraint>
        </constraints>
        """)
      return try LayoutEngine(prototype: prototype.fixingHeight(43.5), measurer: measurer)
        .layout(width: 320)
    }
    let pinned = try slider(top: 0)
    #expect(pinned.frames["s"] == Rect(x: 16, y: 0, width: 288, height: 44.5))
    #expect(pinned.warnings.isEmpty)
    let lowered = try slider(top: 1)
    #expect(lowered.frames["s"] == Rect(x: 16, y: 1, width: 288, height: 44.5))
    #expect(
      lowered.warnings
        == [.viewsOutsideFixedRow(viewIDs: ["s"], above: 0, below: 1, rowHeight: 43.5)])
  }

  /// Views below a self-sized row are named; below a fixed one, where a constraint broke, the
  /// broken constraint says why instead.
  ///
  /// The row's fitting height is `a`'s 10 points; `b` reaches 40 − 10 = 30 below it and is
  /// named (the tenth newcomer's review: a 1-point row with views 61 points below it, said
  /// nowhere but in snapshot findings). At a fixed height of 20 `a`'s 10-point height, pinned
  /// top and bottom, breaks, and that is the row's warning: no view is named, though `b`
  /// reaches past 20.
  @Test func viewsBelowASelfSizedRowAreNamed() throws {
    let prototype = try layoutCell(Self.hanging)
    let layout = try LayoutEngine(prototype: prototype, measurer: measurer).layout(width: 320)
    #expect(layout.contentHeight == 10)
    #expect(layout.frames["b"] == Rect(x: 0, y: 0, width: 10, height: 40))
    #expect(layout.warnings == [.viewsOutsideFittedRow(viewIDs: ["b"], above: 0, below: 30)])
    #expect(
      layout.warnings.first?.description
        == "'b' reaches 30 points below the cell: the constraints that give the cell its height "
        + "leave it out, and UIKit draws it cut or over the next cell; chain the lowest view's "
        + "bottom to the content view's bottom (or its margin)")
    let fixed = try LayoutEngine(prototype: prototype.fixingHeight(20), measurer: measurer)
      .layout(width: 320)
    #expect(fixed.warnings.isEmpty)
  }

  /// A view inside a hidden view is not drawn, so it is neither cut nor named.
  ///
  /// `a` gives the row its 10 points, as in ``hanging``; `p`, hidden, holds `b`, 40 points tall
  /// from the row's top, which would reach 30 below the row. UIKit hides `b` with its superview
  /// (its own `isHidden` stays false): the layout counts both as hidden and names neither.
  /// Before, `b` was named (a review: matrix-ios-kit's hidden progress view).
  @Test func aViewInsideAHiddenViewIsNotNamed() throws {
    let prototype = try layoutCell(
      Self.hanging
        .replacing(#"<view id="b"/>"#, with: #"<view id="p" hidden="true"><view id="b"/></view>"#)
        .replacing(
          "<constraint>b.top == superview.top</constraint>",
          with: """
            <constraint>b.top == superview.top</constraint>
            <constraint>p.leading == superview.leading</constraint>
            <constraint>p.top == superview.top</constraint>
            <constraint>p.width == 10</constraint>
            <constraint>p.height == 40</constraint>
            """))
    let layout = try LayoutEngine(prototype: prototype, measurer: measurer).layout(width: 320)
    #expect(layout.contentHeight == 10)
    #expect(layout.frames["b"] == Rect(x: 0, y: 0, width: 10, height: 40))
    #expect(layout.hiddenViews == ["p", "b"])
    #expect(layout.warnings.isEmpty)
  }

  /// A view tied to the row's top and bottom follows it, though it reaches past both: it is
  /// not named.
  ///
  /// `b`'s top is 10 above the content view's and its bottom 10 below, deliberately (a
  /// timeline's connector line): `a` gives the row 10 points, `b` is 30 tall at y −10. The
  /// fix the warning gave, to chain `b` to the content view, was already done (a review).
  @Test func aViewTiedPastBothEdgesIsNotNamed() throws {
    let prototype = try layoutCell(
      Self.hanging
        .replacing("<constraint>b.height == 40</constraint>", with: "")
        .replacing(
          "<constraint>b.top == superview.top</constraint>",
          with: """
            <constraint>b.top == superview.top - 10</constraint>
            <constraint>superview.bottom == b.bottom - 10</constraint>
            """))
    let layout = try LayoutEngine(prototype: prototype, measurer: measurer).layout(width: 320)
    #expect(layout.contentHeight == 10)
    #expect(layout.frames["b"] == Rect(x: 0, y: -10, width: 10, height: 30))
    #expect(layout.warnings.isEmpty)
  }

  /// A view that reaches above a self-sized row is named too, with how far on each side.
  ///
  /// `b`, 40 tall, is centred on `a`'s 10-point row: its top is 15 above the row and its bottom
  /// 15 below (a newcomer's review: an image at y −15.5 was said to reach "15.5 points
  /// below the row" and no more).
  @Test func aViewAboveASelfSizedRowIsNamed() throws {
    let prototype = try layoutCell(
      Self.hanging.replacing(
        "<constraint>b.top == superview.top</constraint>",
        with: "<constraint>b.centerY == superview.centerY</constraint>"))
    let layout = try LayoutEngine(prototype: prototype, measurer: measurer).layout(width: 320)
    #expect(layout.frames["b"] == Rect(x: 0, y: -15, width: 10, height: 40))
    #expect(layout.warnings == [.viewsOutsideFittedRow(viewIDs: ["b"], above: 15, below: 15)])
    #expect(
      layout.warnings.first?.description
        == "'b' reaches 15 points above and 15 points below the cell: the constraints that give "
        + "the cell its height leave it out, and UIKit draws it cut or over the neighbouring "
        + "cells; chain the lowest view's bottom to the content view's bottom (or its margin)")
  }

  /// `a` runs from 20 below the top margin to 10 below it: a height of −10, required.
  ///
  /// The image (10 × 10) between the margins makes the cell 8 + 10 + 8.
  static let negative = """
    <image id="i" imageWidth="10" imageHeight="10"/>
    <view id="a"/>
    <constraints>
      <constraint>i.leading == margins.leading</constraint>
      <constraint>i.top == margins.top</constraint>
      <constraint>i.bottom == margins.bottom</constraint>
      <constraint>a.leading == margins.leading</constraint>
      <constraint>a.width == 10</constraint>
      <constraint>a.top == margins.top + 20</constraint>
      <constraint>1️⃣a.bottom == margins.top + 10</constraint>
    </constraints>
    """

  /// A height of −10 is a conflict, as in UIKit, whose engine keeps sizes at or above zero: the
  /// constraint met last, `a.bottom == margins.top + 10`, is broken, `a` is 0 tall from
  /// 8 + 20, and its height, which the broken constraint gave, is not also called ambiguous.
  @Test func aSizeBelowZeroBreaksTheConstraintMetLast() throws {
    let prototype = try layoutCell(Self.negative.replacingFirst("1️⃣", with: ""))
    let layout = try LayoutEngine(prototype: prototype, measurer: measurer).layout(width: 320)
    #expect(layout.height == 26)
    #expect(layout.frames["a"] == Rect(x: 8, y: 28, width: 10, height: 0))
    #expect(
      layout.brokenConstraints == [
        BrokenConstraint(
          constraint: .template(index: 6, prototype.constraints[6]),
          conflicts: [
            .generated("a.height >= 0"), .template(index: 5, prototype.constraints[5]),
          ])
      ])
    #expect(layout.warnings == [])
  }

  @Test func validateReportsASizeBelowZeroAsAConflict() {
    let validator = TemplateValidator(layoutRules: [
      LayoutValidationRule(measurer: FixedAdvanceMeasurer())
    ])
    let result = mismatchedDiagnostics(
      in: MarkedSource(cell(Self.negative)),
      expected: [
        DiagnosticSpec(
          .unsatisfiableConstraints, at: "1️⃣",
          message:
            "unsatisfiable constraints at width 375: 'a.bottom == margins.top + 10' conflicts with a.height >= 0, 'a.top == margins.top + 20'; the layout breaks it"
        )
      ], validator: validator)
    #expect(result.missing.isEmpty, "missing: \(result.missing)")
    #expect(result.unexpected.isEmpty, "unexpected: \(result.unexpected)")
  }

  /// A view only a stack's constraints would size below zero stays at zero, and the content
  /// that does not fit is compressed instead, with no diagnostic: compression is what
  /// compression resistance below 1000 allows.
  ///
  /// The column is 10 points tall (required) and holds a 12.5-point label and a view with no
  /// size of its own, which took the rest, 10 − 12.5 = −2.5, before sizes were kept at or above
  /// zero (an empty stack view in a stack, corona-warn-app's
  /// `DiaryOverviewDayTableViewCell.xib`, where Interface Builder records 0). Now the view is 0
  /// tall at the column's bottom and the label is squeezed to the column's 10.
  @Test func aViewOnlyAStackSizesStaysAtZeroAndTheLabelIsCompressed() throws {
    let body = """
      <stack id="col" axis="vertical">
        <label id="title" text="x" fontSize="10"/>
        <view id="v"/>
      </stack>
      <constraints>
        <constraint>col.top == margins.top</constraint>
        <constraint>col.bottom == margins.bottom</constraint>
        <constraint>col.height == 10</constraint>
        <constraint>col.leading == margins.leading</constraint>
        <constraint>col.width == 100</constraint>
      </constraints>
      """
    let validator = TemplateValidator(layoutRules: [
      LayoutValidationRule(measurer: FixedAdvanceMeasurer())
    ])
    let result = mismatchedDiagnostics(
      in: MarkedSource(cell(body)), expected: [], validator: validator)
    #expect(result.unexpected.isEmpty, "unexpected: \(result.unexpected)")
    let layout = try LayoutEngine(prototype: layoutCell(body), measurer: measurer)
      .layout(width: 320)
    #expect(layout.frames["title"] == Rect(x: 8, y: 8, width: 100, height: 10))
    #expect(layout.frames["v"] == Rect(x: 8, y: 18, width: 100, height: 0))
    #expect(layout.brokenConstraints.isEmpty)
  }

  /// Labels compressed at equal resistance are ambiguous, and the layout says so.
  ///
  /// Two 100-point labels (20 characters of 10-point text) side by side with 8 between them in
  /// 200 − 16 = 184: 24 points too many. At equal compression resistance (750) any split of
  /// the 24 is as good, so the layout says the two are ambiguous; resistance 751 on `a` decides
  /// it: `a` keeps 100, `b` gets 184 − 8 − 100 = 76.
  @Test(arguments: ["750", "751"])
  func labelsCompressedAtEqualResistanceAreReportedAmbiguous(resistance: String) throws {
    let text = String(repeating: "x", count: 20)
    let body = """
      <label id="a" text="\(text)" fontSize="10" horizontalCompressionResistance="\(resistance)"/>
      <label id="b" text="\(text)" fontSize="10"/>
      <constraints>
        <constraint>a.leading == margins.leading</constraint>
        <constraint>a.top == margins.top</constraint>
        <constraint>a.bottom == margins.bottom</constraint>
        <constraint>b.leading == a.trailing + 8</constraint>
        <constraint>b.trailing == margins.trailing</constraint>
        <constraint>b.top == margins.top</constraint>
      </constraints>
      """
    let layout = try LayoutEngine(prototype: try layoutCell(body), measurer: measurer)
      .layout(width: 200)
    #expect(layout.height == 28.5)
    if resistance == "750" {
      #expect(layout.warnings == [.ambiguousLayout(viewIDs: ["a", "b"])])
      #expect(
        "\(layout.warnings[0])"
          == "the layout of 'a', 'b' is ambiguous for this row: other frames satisfy the constraints equally well"
      )
    } else {
      #expect(layout.warnings == [])
      #expect(layout.frames["a"] == Rect(x: 8, y: 8, width: 100, height: 12.5))
      #expect(layout.frames["b"] == Rect(x: 116, y: 8, width: 76, height: 12.5))
    }
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
