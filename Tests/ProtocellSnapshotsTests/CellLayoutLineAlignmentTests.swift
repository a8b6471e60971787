import ProtocellLayout
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

@testable import ProtocellSnapshots

/// Where a label's lines start, by its alignment and direction.
///
/// The label is 50 points wide at the leading margin of a 320-point content view; its 10-point
/// text "one two three" advances 5 points a character, so it breaks into "one two" (35 wide)
/// and "three" (25 wide). Right-aligned, they start 50 − 35 = 15 and 50 − 25 = 25 from the
/// label's left edge; centred, 7.5 and 12.5.
struct CellLayoutLineAlignmentTests {
  let measurer = FixedAdvanceMeasurer()

  private func layout(
    alignment: String, semanticContentAttribute: String = "unspecified", isRightToLeft: Bool
  ) throws -> CellLayout {
    let cell = try layoutCell(
      """
      <label id="l" text="one two three" fontSize="10" numberOfLines="0" \
      textAlignment="\(alignment)" semanticContentAttribute="\(semanticContentAttribute)"/>
      <constraints>
        <constraint>l.leading == margins.leading</constraint>
        <constraint>l.top == margins.top</constraint>
        <constraint>l.bottom == margins.bottom</constraint>
        <constraint>l.width == 50</constraint>
      </constraints>
      """)
    guard isRightToLeft else {
      return try LayoutEngine(prototype: cell, measurer: measurer).layout(
        CellContent(), width: 320)
    }
    return try LayoutEngine(prototype: cell.mirroringAbsoluteAttributes(), measurer: measurer)
      .layout(CellContent(), width: 320).mirrored(contentWidth: 320)
  }

  @Test(arguments: [
    ("natural", false, [0.0, 0]),
    ("natural", true, [15.0, 25]),
    ("justified", true, [15.0, 25]),
    ("left", true, [0.0, 0]),
    ("right", false, [15.0, 25]),
    ("right", true, [15.0, 25]),
    ("center", true, [7.5, 12.5]),
  ])
  func linesSitWhereTheAlignmentAndDirectionSay(
    alignment: String, isRightToLeft: Bool, offsets: [Double]
  ) throws {
    let result = try layout(alignment: alignment, isRightToLeft: isRightToLeft)
    #expect(result.labelLayouts["l"]?.lines.map(\.text) == ["one two", "three"])
    #expect(result.lineOffsets(ofLabel: "l") == offsets)
  }

  /// A natural label forced left to right keeps its lines at its left in a right-to-left cell,
  /// and one forced right to left puts them at its right in a left-to-right cell.
  @Test(arguments: [
    ("forceLeftToRight", true, [0.0, 0]),
    ("forceRightToLeft", false, [15.0, 25]),
  ])
  func aLabelsOwnDirectionDecidesItsNaturalAlignment(
    attribute: String, isRightToLeft: Bool, offsets: [Double]
  ) throws {
    let result = try layout(
      alignment: "natural", semanticContentAttribute: attribute, isRightToLeft: isRightToLeft)
    #expect(result.lineOffsets(ofLabel: "l") == offsets)
  }

  /// In the right-to-left cell the label itself sits at the right margin (x 312 − 50 = 262).
  @Test func theLabelSitsAtTheRightMarginInARightToLeftCell() throws {
    let result = try layout(alignment: "natural", isRightToLeft: true)
    #expect(result.frames["l"]?.x == 262)
  }

  /// A line wider than its label starts at its left edge, whatever the alignment: a 20-point
  /// label cannot show the 35-point "one two" but from its start.
  @Test func aLineWiderThanItsLabelStartsAtTheLeftEdge() {
    let layout = CellLayout(
      reuseIdentifier: "C", width: 320, height: 44, contentHeight: 44,
      frames: ["l": Rect(x: 8, y: 8, width: 20, height: 12.5)], hiddenViews: [],
      labelLayouts: [
        "l": LabelMeasurement(
          size: Size(width: 35, height: 12.5), firstBaseline: 10, lastBaseline: 10,
          lines: [MeasuredLine(text: "one two", width: 35, baseline: 10)])
      ],
      lineAlignments: ["l": .right], brokenConstraints: [])
    #expect(layout.lineOffsets(ofLabel: "l") == [0])
  }
}
