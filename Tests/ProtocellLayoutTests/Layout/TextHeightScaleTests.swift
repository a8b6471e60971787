import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

/// A prototype whose ``CellPrototype/textHeightScale`` is 1 (an Interface Builder document
/// whose canvas recorded whole-point label heights) rounds its labels' heights up to the
/// whole point; widths keep the layout's pixel.
struct TextHeightScaleTests {
  /// A 17-point label (iOS profile: 17 × 2444 / 2048 = 20.287) and a 12-point one (14.320),
  /// stacked 10 points apart inside 10-point edges.
  static func cell(textHeightScale: Double?) throws -> CellPrototype {
    var cell = try layoutCell(
      """
      <label id="title" text="Title" fontFamily="iOS System"/>
      <label id="detail" text="Detail" fontFamily="iOS System" fontSize="12"/>
      <constraints>
        <constraint>title.top == superview.top + 10</constraint>
        <constraint>title.leading == superview.leading + 16</constraint>
        <constraint>detail.top == title.bottom + 10</constraint>
        <constraint>detail.leading == superview.leading + 16</constraint>
        <constraint>detail.bottom == superview.bottom - 10</constraint>
      </constraints>
      """)
    cell.textHeightScale = textHeightScale
    return cell
  }

  @Test func wholePointHeightsAt2x() throws {
    let measurer = try FontTextMeasurer()
    let pixel = try LayoutEngine(prototype: Self.cell(textHeightScale: nil), measurer: measurer)
      .layout(width: 375)
    // 10 + 20.5 + 10 + 14.5 + 10.
    #expect(pixel.height == 65)
    #expect(pixel.frames["title"]?.height == 20.5)
    #expect(pixel.frames["detail"]?.height == 14.5)
    let whole = try LayoutEngine(prototype: Self.cell(textHeightScale: 1), measurer: measurer)
      .layout(width: 375)
    // 10 + 21 + 10 + 15 + 10.
    #expect(whole.height == 66)
    #expect(whole.frames["title"]?.height == 21)
    #expect(
      whole.frames["detail"]
        == Rect(x: 16, y: 41, width: pixel.frames["detail"]?.width ?? -1, height: 15))
    #expect(whole.frames["title"]?.width == pixel.frames["title"]?.width)
  }

  /// Each label's recorded height chooses its rounding: the title recorded 21 (20.5 rounded up
  /// to the whole point) is 21, the detail recorded at its pixel height, 14.5, keeps it, both
  /// whatever the cell's scale says; the detail below the title moves with it.
  @Test func recordedHeightsChooseEachLabelsRounding() throws {
    let measurer = try FontTextMeasurer()
    for cellScale in [nil, 1.0] {
      var cell = try Self.cell(textHeightScale: cellScale)
      cell.recordedLabelHeights = ["title": 21, "detail": 14.5]
      let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 375)
      #expect(layout.frames["title"]?.height == 21)
      #expect(layout.frames["detail"]?.y == 41)
      #expect(layout.frames["detail"]?.height == 14.5)
      // 10 + 21 + 10 + 14.5 + 10.
      #expect(layout.height == 65.5)
    }
  }

  /// A label recorded at neither height (stretched by its constraints, or stale), or not
  /// recorded, rounds as its cell says: 20.5 at the pixel, 21 at the whole point.
  @Test func otherRecordedHeightsLeaveTheCellsRounding() throws {
    let measurer = try FontTextMeasurer()
    for (cellScale, title, detail) in [(nil, 20.5, 14.5), (1.0, 21.0, 15.0)] {
      var cell = try Self.cell(textHeightScale: cellScale)
      cell.recordedLabelHeights = ["title": 30]
      let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 375)
      #expect(layout.frames["title"]?.height == title)
      #expect(layout.frames["detail"]?.height == detail)
    }
  }

  /// A row's own text is not the text IB recorded: its label rounds as the cell says.
  @Test func aRowsOwnTextIgnoresTheRecordedHeight() throws {
    var cell = try Self.cell(textHeightScale: nil)
    cell.recordedLabelHeights = ["title": 21]
    let engine = LayoutEngine(prototype: cell, measurer: try FontTextMeasurer())
    #expect(try engine.layout(width: 375).frames["title"]?.height == 21)
    let row = try engine.layout(CellContent(texts: ["title": "Another title"]), width: 375)
    #expect(row.frames["title"]?.height == 20.5)
  }

  /// The gain goes below the text: both baselines keep their offsets from the top.
  ///
  /// A 20.5-point line whose baselines are 16.25 from its top rounds up to 21 at 1×; the
  /// baselines stay at 16.25, where centring the text would have put them at
  /// 16.25 + (21 − 20.5) / 2 = 16.5.
  @Test func roundingKeepsTheBaselines() {
    var measurement = LabelMeasurement(
      size: Size(width: 30, height: 20.5), firstBaseline: 16.25, lastBaseline: 16.25)
    measurement.roundHeight(upTo: 1)
    #expect(measurement.size == Size(width: 30, height: 21))
    #expect(measurement.firstBaseline == 16.25)
    #expect(measurement.lastBaseline == 16.25)
    // Already whole: unchanged.
    measurement.roundHeight(upTo: 1)
    #expect(measurement.size.height == 21)
    #expect(measurement.firstBaseline == 16.25)
  }
}
