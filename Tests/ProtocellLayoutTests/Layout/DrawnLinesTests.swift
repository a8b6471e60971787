import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

/// A label squeezed below its text's width: its drawn lines on request
/// (``LayoutOptions/laysOutDrawnLines``), as UILabel draws it; the text's own lines otherwise.
struct DrawnLinesTests {
  /// A one-line label held narrower than its text is drawn truncated; its frame stays.
  ///
  /// "Hello" in DejaVu Sans 10 pt (advances H 1540, e 1260, l 569, o 1253, … 2048 of 2048
  /// units: 25.35 points, 25.5 at 2×) held 20 wide: UILabel draws "H…" (7.52 + 10 = 17.52
  /// points; "He…" would take 23.67). The frame is the same either way.
  @Test func aSqueezedLabelsDrawnLinesAreTruncatedOnRequest() throws {
    let cell = try layoutCell(
      """
      <label id="title" text="Hello" fontFamily="DejaVu Sans" fontSize="10"/>
      <constraints>
        <constraint>title.leading == superview.leading + 16</constraint>
        <constraint>title.width == 20</constraint>
        <constraint>title.top == superview.top + 10</constraint>
        <constraint>title.bottom == superview.bottom - 10</constraint>
      </constraints>
      """)
    let engine = LayoutEngine(prototype: cell, measurer: try FontTextMeasurer())
    let measured = try engine.layout(width: 200)
    let drawn = try engine.layout(width: 200, options: LayoutOptions(laysOutDrawnLines: true))
    #expect(measured.labelLayouts["title"]?.lines.map(\.text) == ["Hello"])
    #expect(measured.labelLayouts["title"]?.lines.first?.isTruncated == false)
    #expect(drawn.labelLayouts["title"]?.lines.map(\.text) == ["H\u{2026}"])
    #expect(drawn.labelLayouts["title"]?.lines.first?.isTruncated == true)
    #expect(drawn.frames["title"] == measured.frames["title"])
    #expect(drawn.frames["title"]?.width == 20)
    #expect(drawn.height == measured.height)
  }
}
