import Foundation
import Testing

@testable import TextMeasurement

/// Inter Regular's figures, read with fontTools (`getBestCmap`, `getGlyphOrder`, `hmtx`,
/// `hhea.numberOfHMetrics`, `maxp.numGlyphs`): 2816 units per em, 2547 long metrics for 2548
/// glyphs; `e` is glyph 612 of advance 1640, `a` 504 of 1588, `o` 775 of 1680, `Ӂ` (U+04C2)
/// 2546 of 2328, the last long metric, and `ӝ` (U+04DD) 2547, the one glyph past the long
/// metrics, sharing its 2328.
struct AdvanceAdjustmentFontFileTests {
  private static let interPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  private static func inter() throws -> [UInt8] {
    [UInt8](try #require(FileManager.default.contents(atPath: interPath)))
  }

  /// The advances, in design units, of `characters` in the font file `bytes`, loaded from a
  /// temporary file by HarfBuzz at 2816 points (one point a unit).
  private static func advances(_ characters: [Character], in bytes: [UInt8]) throws -> [Double] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("protocell-corrected-\(UUID().uuidString).otf").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let font = try FontLibrary().font(atPath: path, size: 2816)
    return try characters.map {
      try #require(font.characterAdvances(of: String($0)).first).width
    }
  }

  /// `e`'s 0.03 em over the scale 0.9 is 0.03 × 2816 / 0.9 = 93.87 units, rounded to 94: 1640
  /// becomes 1734; the tracking is the page's to draw, and `a` and `o` keep theirs.
  @Test func aCorrectedGlyphIsWiderByItsCorrectionOverTheScale() throws {
    let adjustment = AdvanceAdjustment(scale: 0.9, tracking: 0.01, corrections: ["e": 0.03])
    let corrected = try #require(adjustment.fontFileDrawingCorrections(of: try Self.inter()))
    #expect(try Self.advances(["e", "a", "o"], in: corrected) == [1734, 1588, 1680])
    #expect(try Self.advances(["e", "a", "o"], in: try Self.inter()) == [1640, 1588, 1680])
  }

  /// `ӝ`'s −0.02 em at scale 1 is −56.32 units, rounded to −56: 2328 becomes 2272, which needs
  /// a long metric of its own; `Ӂ`, the last long metric before, keeps 2328.
  @Test func aGlyphPastTheLongMetricsGetsAnAdvanceOfItsOwn() throws {
    let adjustment = AdvanceAdjustment(scale: 1, tracking: 0, corrections: ["\u{4DD}": -0.02])
    let corrected = try #require(adjustment.fontFileDrawingCorrections(of: try Self.inter()))
    #expect(try Self.advances(["\u{4DD}", "\u{4C2}", "e"], in: corrected) == [2272, 2328, 1640])
    let tables = try #require(OpenTypeFile(bytes: corrected))
    let hhea = try #require(tables.table("hhea"))
    #expect(hhea.bigEndianUInt16(at: 34) == 2548)
    #expect(try #require(tables.table("hmtx")).count == 4 * 2548)
  }

  /// Every table's checksum is the sum of its words (`head`'s with `checkSumAdjustment` as 0),
  /// every table starts on a multiple of four, and the whole file sums to 0xB1B0AFBA: the
  /// OpenType specification's rules, checked here word by word.
  @Test func theCopysChecksumsAreValid() throws {
    let adjustment = AdvanceAdjustment(
      scale: 0.95, tracking: 0, corrections: ["e": 0.03, "a": -0.04, " ": 0.05, "\u{4DD}": 0.01])
    let bytes = try #require(adjustment.fontFileDrawingCorrections(of: try Self.inter()))
    func word(_ offset: Int) -> UInt32 {
      (0..<4).reduce(0) { $0 << 8 | UInt32(offset + $1 < bytes.count ? bytes[offset + $1] : 0) }
    }
    func sum(_ range: Range<Int>) -> UInt32 {
      stride(from: range.lowerBound, to: range.upperBound, by: 4).reduce(0) { $0 &+ word($1) }
    }
    #expect(bytes.count % 4 == 0)
    #expect(sum(0..<bytes.count) == 0xB1B0_AFBA)
    let tableCount = Int(word(4) >> 16)
    #expect(tableCount == 12)
    for index in 0..<tableCount {
      let record = 12 + 16 * index
      let (tag, offset, length) = (word(record), Int(word(record + 8)), Int(word(record + 12)))
      #expect(offset % 4 == 0)
      var checksum = sum(offset..<offset + length)
      if tag == 0x6865_6164 { checksum &-= word(offset + 8) }  // head
      #expect(checksum == word(record + 4), "table \(index)")
    }
  }

  /// Nothing to correct, characters the font lacks (U+4E00), a scale of 0, a correction wider
  /// than a glyph can be, and bytes that are not a whole font give
  /// no copy: the caller embeds the file as it is.
  @Test func withoutAWholeFontOrACorrectionThereIsNoCopy() throws {
    let inter = try Self.inter()
    let plain = AdvanceAdjustment(scale: 0.9, tracking: 0.01)
    let corrected = AdvanceAdjustment(scale: 0.9, tracking: 0, corrections: ["e": 0.03])
    #expect(plain.fontFileDrawingCorrections(of: inter)?.count == nil)
    #expect(
      AdvanceAdjustment(scale: 1, tracking: 0, corrections: ["\u{4E00}": 0.1])
        .fontFileDrawingCorrections(of: inter)?.count == nil)
    #expect(
      AdvanceAdjustment(scale: 0, tracking: 0, corrections: ["e": 0.1])
        .fontFileDrawingCorrections(of: inter)?.count == nil)
    #expect(
      AdvanceAdjustment(scale: 1, tracking: 0, corrections: ["e": 100])
        .fontFileDrawingCorrections(of: inter)?.count == nil)
    for length in [0, 3, 12, 200, 1000, inter.count / 2, 250_000] {
      #expect(corrected.fontFileDrawingCorrections(of: Array(inter.prefix(length)))?.count == nil)
    }
    #expect(
      corrected.fontFileDrawingCorrections(of: [UInt8](repeating: 0xFF, count: 4096))?.count == nil)
  }
}
