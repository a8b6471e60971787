import Testing

@_spi(Benchmarking) @testable import TextMeasurement

struct NaiveShapingTests {
  @Test func advanceIsHarfBuzzsWholeStringAdvance() throws {
    // hb-shape: "Hello, World" is 12362 units in DejaVu Sans (ShapingGolden).
    #expect(
      NaiveShaping.advance(of: "Hello, World", font: try Fixtures.dejaVu(15)) == 12362.0 * 15 / 2048
    )
  }
}
