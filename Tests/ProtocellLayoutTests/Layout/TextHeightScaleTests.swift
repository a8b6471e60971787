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

  /// The text stays centred in the taller frame: both baselines move down by half the gain.
  @Test func roundingKeepsTheTextCentred() {
    var measurement = LabelMeasurement(
      size: Size(width: 30, height: 20.5), firstBaseline: 16.25, lastBaseline: 16.25)
    measurement.roundHeight(upTo: 1)
    #expect(measurement.size == Size(width: 30, height: 21))
    #expect(measurement.firstBaseline == 16.5)
    #expect(measurement.lastBaseline == 16.5)
    // Already whole: unchanged.
    measurement.roundHeight(upTo: 1)
    #expect(measurement.size.height == 21)
    #expect(measurement.firstBaseline == 16.5)
  }
}
