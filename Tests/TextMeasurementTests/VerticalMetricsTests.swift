import Testing
import TextMeasurement

struct VerticalMetricsTests {
  @Test func theIOSSystemFontHasSFProLineMetrics() throws {
    // Without the width model, so that DejaVu Sans, the system family, stands in.
    let library = try FontLibrary(systemFontWidths: nil)
    let font = try library.font(
      for: FontDescriptor(family: FontDescriptor.iOSSystemFamily, size: 17))
    // 17 × 2444 / 2048, UIFont.systemFont(ofSize: 17).lineHeight.
    #expect(font.metrics.lineHeight == 20.287109375)
    #expect(font.metrics.ascender == 16.1865234375)
    #expect(font.metrics.descender == -4.1005859375)
    #expect(font.metrics.leading == 0)
    // Glyphs from the installed stand-in, since SF Pro is not installed here.
    #expect(font.familyName == "DejaVu Sans")
  }

  @Test func aBodyLabelIsItsLineRoundedUpToThePixel() throws {
    let library = try #require(Fixtures.library)
    let font = try library.font(
      for: FontDescriptor(family: FontDescriptor.iOSSystemFamily, size: 17))
    let measurer = TextMeasurer()
    #expect(try measurer.measure("Body", font: font, scale: 2).size.height == 20.5)
    #expect(try measurer.measure("Body", font: font, scale: 3).size.height == 61.0 / 3)
    #expect(try measurer.measure("Two\nlines", font: font, scale: 2).size.height == 41)
  }

  @Test func theSameFileKeepsItsOwnMetricsOutsideTheProfile() throws {
    // Without the width model, so that DejaVu Sans, the system family, stands in.
    let library = try FontLibrary(systemFontWidths: nil)
    let profiled = try library.font(
      for: FontDescriptor(family: FontDescriptor.iOSSystemFamily, size: 17))
    let plain = try library.font(for: .system(size: 17))
    #expect(profiled.path == plain.path)
    #expect(profiled != plain)
    // DejaVu Sans's own hhea: ascender 1901, descender -483 of 2048.
    #expect(plain.metrics.lineHeight == 17.0 * 2384 / 2048)
    let measurer = TextMeasurer()
    #expect(
      try measurer.measure("Body", font: profiled).size.width
        == measurer.measure("Body", font: plain).size.width)
  }

  @Test func aLibraryCanGiveTheSystemFamilyTheProfile() throws {
    let library = try FontLibrary(systemLineMetrics: .iOSSystemFont)
    #expect(try library.font(for: .system(size: 17)).metrics.lineHeight == 20.287109375)
    #expect(try library.font(family: "DejaVu Sans", size: 17).metrics.lineHeight != 20.287109375)
  }
}
