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
}
