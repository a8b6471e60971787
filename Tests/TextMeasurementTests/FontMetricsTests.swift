import Testing
import TextMeasurement

/// Metrics against the fonts' own tables, read by fontTools (`Scripts/text/font-metrics-golden.py`).
struct FontMetricsTests {
  @Test(arguments: FontMetricsGolden.all)
  func metricsMatchTheFontTables(golden: FontMetricsGolden) throws {
    // At a size equal to the units per em, points are design units, so values are exact.
    let font = try Fixtures.font(
      golden.family, size: Double(golden.unitsPerEm), weight: golden.isBold ? .bold : .regular)
    #expect(font.path == golden.path)
    let metrics = font.metrics
    #expect(metrics.unitsPerEm == golden.unitsPerEm)
    #expect(metrics.ascender == Double(golden.ascender))
    #expect(metrics.descender == Double(golden.descender))
    #expect(metrics.leading == Double(golden.lineGap))
    #expect(metrics.capHeight == Double(golden.capHeight))
    #expect(metrics.xHeight == Double(golden.xHeight))
    #expect(metrics.lineHeight == Double(golden.ascender - golden.descender + golden.lineGap))
  }

  @Test func metricsScaleWithThePointSize() throws {
    let metrics = try Fixtures.dejaVu(16).metrics
    #expect(metrics.pointSize == 16)
    #expect(metrics.ascender == 1901.0 * 16 / 2048)
    #expect(metrics.descender == -483.0 * 16 / 2048)
    #expect(metrics.lineHeight == 2384.0 * 16 / 2048)
  }

  @Test func lineHeightIncludesTheLineGapAsUIFontDoes() throws {
    let metrics = try Fixtures.font("Liberation Sans", size: 2048).metrics
    #expect(metrics.leading == 67)
    #expect(metrics.lineHeight == 1854 + 434 + 67)
  }
}
