import Testing
import TextMeasurement

/// UIKit's line-break modes on a label limited to one or two lines, 100 pt wide, DejaVu Sans 15.
struct TextMeasurerTruncationTests {
  private func lines(_ text: String, lines: Int, mode: LineBreakMode) throws -> [String] {
    try Fixtures.lines(
      text, font: try Fixtures.dejaVu(), width: 100, numberOfLines: lines, mode: mode)
  }

  @Test(arguments: [
    (LineBreakMode.truncateTail, "The quick …"), (.truncateHead, "… fox jumps"),
    (.truncateMiddle, "The q…umps"),
    (.clip, "The quick brown fox jumps"), (.wordWrap, "The quick "), (.charWrap, "The quick br"),
  ])
  func singleLine(mode: LineBreakMode, expected: String) throws {
    #expect(try lines("The quick brown fox jumps", lines: 1, mode: mode) == [expected])
  }

  @Test(arguments: [
    (LineBreakMode.truncateTail, "brown fox j…"), (.truncateHead, "…e lazy dog"),
    (.truncateMiddle, "brow…y dog"),
    (.clip, "brown fox jumps over the lazy dog"), (.wordWrap, "brown fox "),
    (.charWrap, "own fox jum"),
  ])
  func lastOfTwoLines(mode: LineBreakMode, expected: String) throws {
    let result = try lines("The quick brown fox jumps over the lazy dog", lines: 2, mode: mode)
    #expect(result.count == 2)
    #expect(result.last == expected)
  }

  @Test func theEllipsisIsMeasuredInTheFontAndTheLineFits() throws {
    let font = try Fixtures.dejaVu()
    let measurer = TextMeasurer()
    let layout = try measurer.measure(
      "The quick brown fox jumps", font: font, maxWidth: 100, numberOfLines: 1,
      lineBreakMode: .truncateTail)
    let expected = try measurer.measure("The quick …", font: font).lines[0].width
    #expect(layout.lines[0].width == expected)
    #expect(layout.lines[0].isTruncated)
    #expect(layout.isTruncated)
    #expect(layout.size.width == 93)
    // One more character would not have fitted.
    #expect(try measurer.measure("The quick b…", font: font).lines[0].width > 100)
  }

  /// The tail truncation shapes only the start of a long paragraph: the cut and its width are
  /// the same whether the paragraph ends soon after it or goes on for a thousand words (the
  /// expected lines are those of the version that shaped the whole paragraph).
  @Test func aLongParagraphIsCutWhereItsStartIsCut() throws {
    let font = try Fixtures.dejaVu()
    let measurer = TextMeasurer()
    let start = "AVAST To Wa naïve café incomprehensibilities and more"
    let long = start + String(repeating: " words after the cut", count: 250)
    for (width, expected) in [
      (60.0, "AVAS…"), (120.0, "AVAST To Wa …"), (200.0, "AVAST To Wa naïve café …"),
    ] {
      let short = try measurer.measure(
        start, font: font, maxWidth: width, numberOfLines: 1, lineBreakMode: .truncateTail)
      let cut = try measurer.measure(
        long, font: font, maxWidth: width, numberOfLines: 1, lineBreakMode: .truncateTail)
      #expect(cut.lines.map(\.text) == [expected])
      #expect(short.lines.map(\.text) == [expected])
      #expect(cut.lines[0].width == short.lines[0].width)
    }
  }

  @Test func clippedLinesAreAsWideAsTheLabel() throws {
    let layout = try TextMeasurer().measure(
      "The quick brown fox jumps", font: try Fixtures.dejaVu(), maxWidth: 100, numberOfLines: 1,
      lineBreakMode: .clip)
    #expect(layout.lines[0].width == 100)
    #expect(layout.lines[0].range == 0..<25)
  }

  @Test func hiddenParagraphsPutAnEllipsisAfterTheLastLine() throws {
    let font = try Fixtures.dejaVu()
    #expect(
      try Fixtures.lines(
        "one\ntwo\nthree", font: font, width: nil, numberOfLines: 2, mode: .truncateTail)
        == ["one", "two…"])
    #expect(
      try Fixtures.lines(
        "one\ntwo\nthree", font: font, width: nil, numberOfLines: 2, mode: .wordWrap)
        == ["one", "two"])
  }

  @Test func hiddenFallbackCharactersDoNotGrowTheTruncatedLine() throws {
    let font = try Fixtures.dejaVu()
    let layout = try TextMeasurer().measure(
      "The quick brown fox and 你好", font: font, maxWidth: 100, numberOfLines: 1,
      lineBreakMode: .truncateTail)
    #expect(layout.lines.map(\.text) == ["The quick …"])
    #expect(layout.lines[0].height == font.metrics.lineHeight)
  }

  @Test func textThatFitsIsNotTruncated() throws {
    let layout = try TextMeasurer().measure(
      "Short", font: try Fixtures.dejaVu(), maxWidth: 100, numberOfLines: 1,
      lineBreakMode: .truncateTail)
    #expect(layout.lines.map(\.text) == ["Short"])
    #expect(!layout.isTruncated)
  }
}
