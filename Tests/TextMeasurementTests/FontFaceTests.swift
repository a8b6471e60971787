import Testing

@testable import TextMeasurement

struct FontFaceTests {
  @Test(arguments: [
    ("Liberation Sans", true),  // kerns "space A", "space Y", …
    ("DejaVu Sans", false), ("WenQuanYi Micro Hei", false),
  ])
  func detectsWhetherTheSpaceTakesPartInLayout(family: String, expected: Bool) throws {
    #expect(try Fixtures.font(family, size: 12).face.spaceTakesPartInLayout == expected)
  }

  @Test func facesAreSharedAndHaveDistinctIdentities() throws {
    let regular = try Fixtures.font("DejaVu Sans", size: 12).face
    #expect(try Fixtures.font("DejaVu Sans", size: 30).face === regular)
    #expect(try Fixtures.font("DejaVu Sans", size: 12, weight: .bold).face.id != regular.id)
  }

  @Test func reportsGlyphCoverage() throws {
    let face = try Fixtures.dejaVu().face
    #expect(face.hasGlyph(for: "A"))
    #expect(!face.hasGlyph(for: "你"))
  }

  /// The ASCII coverage read when the face loads: DejaVu Sans and Liberation Sans map exactly
  /// U+0020–U+007E (their cmap tables, read with fontTools' `getBestCmap()`), no control
  /// character and not DEL.
  @Test(arguments: ["DejaVu Sans", "Liberation Sans"])
  func asciiCoverageIsThePrintableCharacters(family: String) throws {
    let face = try Fixtures.font(family, size: 12).face
    let covered = (0..<128).filter { face.hasGlyph(for: Unicode.Scalar(UInt8($0))) }
    #expect(covered == Array(0x20...0x7E))
  }
}
