import Testing

@testable import TextMeasurement

struct ShapedTextTests {
  private func contentEnd(_ text: String) -> Int {
    var copy = text
    return copy.withUTF8 { Whitespace.contentEnd(of: $0, in: 0..<$0.count) }
  }

  @Test func trailingWhitespaceHangsButNoBreakSpacesDoNot() {
    #expect(contentEnd("word  ") == 4)
    #expect(contentEnd("word\u{3000}") == 4)  // ideographic space
    #expect(contentEnd("word\u{200B}") == 4)  // zero-width space
    #expect(contentEnd("word\u{A0}") == 6)  // no-break space is content
    #expect(contentEnd("   ") == 0)
  }

  @Test func wordMetricsSplitTheTrailingSpaces() throws {
    let font = try Fixtures.dejaVu(2048)
    var text = "ab  "
    let metrics = text.withUTF8 {
      WordMetrics.measure($0, in: 0..<4, contextEnd: 4, face: font.face)
    }
    #expect(metrics.trailingAdvance == 2 * 651.0 / 2048)  // DejaVu Sans space: 651 units
    #expect(metrics.advance - metrics.trailingAdvance > 0)
  }

  /// In ASCII, the breaking whitespace that hangs is Unicode's White_Space there (TAB, LF, VT,
  /// FF, CR, SPACE), as the standard library's property tables give it.
  @Test func asciiWhitespaceHangsAsUnicodeDefinesIt() {
    for value in UInt8(0)..<128 {
      let scalar = Unicode.Scalar(value)
      #expect(Whitespace.hangs(scalar) == scalar.properties.isWhitespace, "\(value)")
    }
  }
}
