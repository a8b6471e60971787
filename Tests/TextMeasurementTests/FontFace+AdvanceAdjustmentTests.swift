import Testing
import TextMeasurement

/// Inter Regular's figures, read with fontTools (`hmtx`, `head.unitsPerEm`): 2816 units per
/// em; `l` 668 units, `H` 2084, `a` 1588.
struct FontFaceAdvanceAdjustmentTests {
  private static let unitsPerEm = 2816.0

  private static func library(_ model: SystemFontWidthModel?) throws -> FontLibrary {
    try FontLibrary(systemFontWidths: model)
  }

  private static func advance(_ character: String, _ library: FontLibrary, size: Double = 12)
    throws -> Double
  {
    let font = try library.font(
      for: FontDescriptor(family: FontDescriptor.iOSSystemFamily, size: size))
    return try #require(font.characterAdvances(of: character).first).width
  }

  private static func model(
    scale: Double, offset: Double, corrections: [Unicode.Scalar: Double],
    ideographScale: Double = 1
  ) -> SystemFontWidthModel {
    SystemFontWidthModel(
      textStandIn: "Inter", displayStandIn: "Inter",
      text: .init(scales: [400: scale], trackingOffset: offset),
      display: .init(scales: [400: scale], trackingOffset: offset), corrections: corrections,
      ideographScale: ideographScale)
  }

  @Test func theIOSSystemFamilyIsMeasuredWithTheModelsStandIn() throws {
    let font = try Self.library(.fitted).font(
      for: FontDescriptor(family: FontDescriptor.iOSSystemFamily, size: 17))
    #expect(font.familyName == "Inter")
    #expect(
      font.advanceAdjustment
        == SystemFontWidthModel.fitted.advanceAdjustment(
          size: 17, weight: .regular))
    #expect(font.metrics.lineHeight == 17.0 * 2444 / 2048)
  }

  @Test func withoutAModelTheSystemFamilyStandsIn() throws {
    let font = try Self.library(nil).font(
      for: FontDescriptor(family: FontDescriptor.iOSSystemFamily, size: 17))
    #expect(font.familyName == "DejaVu Sans")
    #expect(font.advanceAdjustment == nil)
  }

  /// At 12 points Apple's tracking is 0: scale 1 and no offset leave Inter's advances.
  @Test func anIdentityModelKeepsTheStandInsAdvances() throws {
    let library = try Self.library(Self.model(scale: 1, offset: 0, corrections: [:]))
    #expect(try Self.advance("l", library) == 668 / Self.unitsPerEm * 12)
    #expect(try Self.advance("H", library) == 2084 / Self.unitsPerEm * 12)
  }

  /// Half of 668 is 334 units; 0.01 em is 28.16 units, rounded to 28; a's correction of
  /// 0.05 em is 140.8 units, rounded to 141.
  @Test func advancesAreScaledTrackedAndCorrectedPerGlyph() throws {
    let library = try Self.library(Self.model(scale: 0.5, offset: 0.01, corrections: ["a": 0.05]))
    #expect(try Self.advance("l", library) == (334 + 28) / Self.unitsPerEm * 12)
    #expect(try Self.advance("a", library) == (794 + 28 + 141) / Self.unitsPerEm * 12)
  }

  /// The tracking follows the size: −26/1000 em at 17 points is −73.216 units, rounded to −73.
  @Test func eachSizeHasItsOwnTracking() throws {
    let library = try Self.library(Self.model(scale: 1, offset: 0, corrections: [:]))
    #expect(try Self.advance("l", library, size: 17) == (668 - 73) / Self.unitsPerEm * 17)
    #expect(try Self.advance("l", library, size: 12) == 668 / Self.unitsPerEm * 12)
  }

  /// The faces of one file share what the file alone decides, not their advances: the plain
  /// Inter face and the adjusted one keep their own in one library, whichever loads first.
  @Test func aPlainAndAnAdjustedFaceOfOneFileKeepTheirOwnAdvances() throws {
    let model = Self.model(scale: 0.5, offset: 0.01, corrections: [:])
    let plain = FontDescriptor(family: "Inter", size: 12)
    for adjustedFirst in [true, false] {
      let library = try Self.library(model)
      if adjustedFirst {
        #expect(try Self.advance("l", library) == (334 + 28) / Self.unitsPerEm * 12)
      }
      let inter = try library.font(for: plain)
      #expect(
        try #require(inter.characterAdvances(of: "l").first).width == 668 / Self.unitsPerEm * 12)
      #expect(try Self.advance("l", library) == (334 + 28) / Self.unitsPerEm * 12)
    }
  }

  /// The model's ideograph scale widens the ideographs the fallback draws, and nothing else.
  ///
  /// Inter has no ideographs: WenQuanYi Micro Hei, the fallback, draws them 2048 units wide in
  /// 2048 to the em (fontTools, `hmtx`). The model's ideograph scale multiplies those (1.023 × 12 = 12.276 points
  /// at 12, where the tracking is 0), and nothing else: not Inter's own glyphs, not a kana the
  /// same fallback draws (U+3042, led by 0xE3), and not the ideographs of a family other than
  /// the iOS system font's.
  @Test func theFallbacksIdeographsTakeTheModelsScale() throws {
    let library = try Self.library(
      Self.model(scale: 1, offset: 0, corrections: [:], ideographScale: 1.023))
    #expect(abs(try Self.advance("你", library) - 12.276) < 1e-9)
    #expect(abs(try Self.advance("部", library) - 12.276) < 1e-9)
    #expect(try Self.advance("l", library) == 668 / Self.unitsPerEm * 12)
    #expect(try Self.advance("\u{3042}", library) == 12)
    let plain = try library.font(for: FontDescriptor(family: "DejaVu Sans", size: 12))
    #expect(try #require(plain.characterAdvances(of: "你").first).width == 12)
    let unscaled = try Self.library(Self.model(scale: 1, offset: 0, corrections: [:]))
    #expect(try Self.advance("你", unscaled) == 12)
  }

  /// The fitted model widens them by 2.3% (`SystemFontWidthModel.fittedIdeographScale`).
  @Test func theFittedModelWidensIdeographs() {
    #expect(SystemFontWidthModel.fitted.ideographScale == 1.023)
    #expect(
      SystemFontWidthModel.fitted.advanceAdjustment(size: 17, weight: .regular).ideographScale
        == 1.023)
  }
}
