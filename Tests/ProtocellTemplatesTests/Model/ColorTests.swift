import ProtocellTemplates
import Testing

struct ColorTests {
  @Test func descriptionIsHexWithAlphaOnlyWhenTranslucent() {
    #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000")
    #expect(Color(red: 0, green: 0, blue: 0, alpha: 0.5).description == "#00000080")
  }

  /// A model built in code (or decoded by an older build) may hold any Double: describing it must
  /// not trap (found through FuzzTesting/FailCases/FuzzArchive-nan-double).
  @Test func descriptionClampsAndReadsNaNAsZero() {
    #expect(Color(red: .nan, green: 2, blue: -1, alpha: .infinity).description == "#00FF00")
    #expect(Color(red: 1, green: 1, blue: 1, alpha: .nan).description == "#FFFFFF00")
  }
}
