import Testing
import TextMeasurement

/// A committed subset of the Pango agreement study (`Scripts/text/pango-agreement.py`).
///
/// Paragraphs in twelve scripts on which `pango-view` and TextMeasurement agreed when the golden
/// file was written. Pango rounds each font's ascent and descent up to whole pixels and leaves out the
/// line gap, so heights are compared in that model: per line, ⌈ascent⌉ + ⌈descent⌉.
struct PangoAgreementTests {
  @Test(arguments: PangoGolden.all)
  func lineCountAndHeightAgreeWithPango(golden: PangoGolden) throws {
    let font = try Fixtures.font(golden.family, size: golden.size)
    let layout = try TextMeasurer().measure(golden.text, font: font, maxWidth: golden.width)
    #expect(layout.lineCount == golden.lineCount)
    let pangoModelHeight = layout.lines.reduce(0.0) {
      $0 + ($1.ascent - 1e-9).rounded(.up) + ($1.descent - 1e-9).rounded(.up)
    }
    #expect(pangoModelHeight == golden.height)
  }

  @Test func theGoldenSubsetCoversEveryScript() {
    #expect(Set(PangoGolden.all.map(\.script)).count == 12)
  }
}
