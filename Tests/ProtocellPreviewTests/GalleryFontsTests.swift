import Foundation
import Testing
import TextMeasurement

@testable import ProtocellPreview

struct GalleryFontsTests {
  private static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  /// A file with a width model's corrections is a family of its own, one per file, corrections
  /// and scale; without corrections, the scale and tracking leave the file as it is.
  @Test func correctionsMakeADerivedFamilyDistinctFromThePlainOne() throws {
    var fonts = GalleryFonts()
    let corrections: [Unicode.Scalar: Double] = ["e": 0.03, " ": -0.02]
    let plain = fonts.family(forPath: Self.inter)
    let tracked = fonts.family(
      forPath: Self.inter, adjustment: AdvanceAdjustment(scale: 0.9, tracking: 0.01))
    let corrected = fonts.family(
      forPath: Self.inter,
      adjustment: AdvanceAdjustment(scale: 0.9, tracking: 0.01, corrections: corrections))
    let otherSize = fonts.family(
      forPath: Self.inter,
      adjustment: AdvanceAdjustment(scale: 0.9, tracking: -0.02, corrections: corrections))
    let otherScale = fonts.family(
      forPath: Self.inter,
      adjustment: AdvanceAdjustment(scale: 0.95, tracking: 0.01, corrections: corrections))
    #expect(plain == "protocell-font-0")
    #expect(tracked == "protocell-font-0")
    #expect(corrected == "protocell-font-1")
    #expect(otherSize == "protocell-font-1")
    #expect(otherScale == "protocell-font-2")
    let rules = fonts.fontFaceRules().split(separator: "\n")
    #expect(rules.count == 3)
    let original = try #require(FileManager.default.contents(atPath: Self.inter))
    #expect(rules[0].contains(original.base64EncodedString()))
    #expect(!rules[1].contains(original.base64EncodedString()))
    #expect(rules[1] != rules[2])
  }

  /// A copy that cannot be made (a file that is not a font) embeds the file as it is.
  @Test func aFileThatCannotBeCopiedIsEmbeddedAsItIs() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("protocell-not-a-font-\(UUID().uuidString).ttf").path
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var fonts = GalleryFonts()
    let family = fonts.family(
      forPath: path, adjustment: AdvanceAdjustment(scale: 1, tracking: 0, corrections: ["e": 0.1]))
    #expect(family == "protocell-font-0")
    #expect(
      fonts.fontFaceRules()
        == "@font-face{font-family:\"protocell-font-0\";src:url(data:font/ttf;base64,\(Data("not a font".utf8).base64EncodedString())) format(\"truetype\");font-weight:normal;font-style:normal}\n"
    )
  }
}
