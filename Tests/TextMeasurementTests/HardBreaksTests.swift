import Testing

@testable import TextMeasurement

struct HardBreaksTests {
  private func paragraphs(_ text: String) -> [String] {
    var copy = text
    return copy.withUTF8 { bytes in
      HardBreaks.paragraphs(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }
  }

  @Test func everyMandatoryBreakEndsAParagraph() {
    #expect(
      paragraphs("a\nb\r\nc\rd\u{2028}e\u{2029}f\u{85}g\u{0B}h\u{0C}i") == [
        "a", "b", "c", "d", "e", "f", "g", "h", "i",
      ])
  }

  @Test func emptyParagraphsAreKeptButNotAfterAFinalBreak() {
    #expect(paragraphs("a\n\nb") == ["a", "", "b"])
    #expect(paragraphs("a\n") == ["a"])
    #expect(paragraphs("\n") == [""])
    #expect(paragraphs("") == [])
  }
}
