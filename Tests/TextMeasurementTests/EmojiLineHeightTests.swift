import Testing
import TextMeasurement

/// Lines holding emoji: measured with Apple Color Emoji's line for a face standing in for an iOS
/// font, with the emoji file's own for an installed family.
struct EmojiLineHeightTests {
  @Test func theIOSSystemFontsEmojiTakeAppleColorEmojisLine() throws {
    let library = try #require(Fixtures.library)
    let font = try library.font(
      for: FontDescriptor(family: FontDescriptor.iOSSystemFamily, size: 24))
    let layout = try TextMeasurer().measure("😀", font: font)
    // Above the baseline SF Pro's ascender, 24 × 1950 / 2048 = 22.8515625, is the taller of the
    // two (Apple Color Emoji's is 24 × 0.95 = 22.8); below, the emoji's 24 × 0.25 = 6 is
    // (SF Pro's is 24 × 494 / 2048 = 5.7890625).
    #expect(layout.lines[0].baseline == 22.8515625)
    #expect(layout.lines[0].height == 28.8515625)
    // Rounded up to the pixel at 2×: 29, the height Interface Builder records for yahoojapan's
    // 24-point emoji label.
    let rounded = try TextMeasurer().measure("😀", font: font, scale: 2)
    #expect(rounded.size.height == 29)
  }

  @Test func anInstalledFamilyKeepsItsEmojiFontsOwnLine() throws {
    let font = try Fixtures.dejaVu(24)
    let layout = try TextMeasurer().measure("😀", font: font)
    // DejaVu Sans's hhea (ascender 1901, descender −483 of 2048) and Symbola's, fontconfig's
    // emoji font here (ascender 1896, descender −700 of 2048): 24 × (1901 + 700) / 2048.
    #expect(layout.lines[0].height == 24.0 * 2601 / 2048)
  }

  @Test func appleColorEmojisLineIsOnePointTwoEms() {
    let metrics = VerticalMetrics.appleColorEmoji
    #expect(metrics.lineHeight(atSize: 10) == 12)
    #expect(Double(metrics.ascender) / Double(metrics.unitsPerEm) == 0.95)
  }
}
