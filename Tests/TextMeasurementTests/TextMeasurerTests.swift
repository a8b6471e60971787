import Testing

@testable import TextMeasurement

/// Line breaking by script.
///
/// The expected lines were checked against Pango
/// (`pango-view --wrap=word-char --width=W --dpi=72`) on the same font, which breaks identically
/// wherever UIKit and Pango agree (see `PangoAgreementTests` for where they do not).
struct TextMeasurerTests {
  @Test func englishWrapsAtWordsWithTrailingSpacesHanging() throws {
    let layout = try TextMeasurer().measure(
      "The quick brown fox jumps over the lazy dog", font: try Fixtures.dejaVu(), maxWidth: 120)
    #expect(
      layout.lines.map(\.text) == ["The quick ", "brown fox ", "jumps over the ", "lazy dog"])
    #expect(layout.lines.map(\.range) == [0..<10, 10..<20, 20..<35, 35..<43])
    #expect(layout.lines.allSatisfy { $0.width <= 120 })
  }

  @Test func germanCompoundsBreakBetweenCharactersOnlyWhenWiderThanTheLine() throws {
    let font = try Fixtures.dejaVu()
    #expect(
      try Fixtures.lines(
        "Die Donaudampfschifffahrtsgesellschaft fährt heute nach Wien", font: font, width: 150)
        == ["Die ", "Donaudampfschifff", "ahrtsgesellschaft ", "fährt heute nach ", "Wien"])
    #expect(
      try Fixtures.lines("Die Schifffahrtsgesellschaft fährt", font: font, width: 230)
        == ["Die Schifffahrtsgesellschaft ", "fährt"])
  }

  @Test func softHyphensBreakAndShowAHyphen() throws {
    let layout = try TextMeasurer().measure(
      "Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrts\u{AD}gesellschaft", font: try Fixtures.dejaVu(),
      maxWidth: 100)
    #expect(
      layout.lines.map(\.text) == [
        "Donau\u{AD}-", "dampf\u{AD}schiff\u{AD}-", "fahrts\u{AD}-", "gesellschaft",
      ])
    #expect(layout.lines.map(\.isHyphenated) == [true, true, true, false])
    // The hyphen's width counts: "Donau" plus "-" in DejaVu Sans at 15 pt.
    let donau = try TextMeasurer().measure("Donau-", font: try Fixtures.dejaVu()).lines[0].width
    #expect(layout.lines[0].width == donau)
  }

  @Test func aSoftHyphenAtTheEndOfAParagraphShowsNothing() throws {
    let layout = try TextMeasurer().measure(
      "Donau\u{AD}dampf\u{AD}\nx", font: try Fixtures.dejaVu(), maxWidth: 60)
    #expect(layout.lines.map(\.text) == ["Donau\u{AD}-", "dampf\u{AD}", "x"])
    #expect(layout.lines.map(\.isHyphenated) == [true, false, false])
    let unbounded = try TextMeasurer().measure("Donau\u{AD}", font: try Fixtures.dejaVu())
    #expect(unbounded.lines.map(\.text) == ["Donau\u{AD}"])
  }

  @Test func hardBreaksEndLinesAndEmptyLinesCount() throws {
    let font = try Fixtures.dejaVu()
    #expect(
      try Fixtures.lines("Hard\nbreaks\n\nstay", font: font, width: 100) == [
        "Hard", "breaks", "", "stay",
      ])
    #expect(try Fixtures.lines("a\r\nb\u{2028}c", font: font, width: nil) == ["a", "b", "c"])
    #expect(try Fixtures.lines("trailing\n", font: font, width: nil) == ["trailing"])
  }

  @Test func cjkBreaksBetweenIdeographsKeepingPunctuationAttached() throws {
    #expect(
      try Fixtures.lines(
        "日本語の文章は、空白なしで改行されます。句読点の前では改行しません。", font: try Fixtures.dejaVu(), width: 100)
        == ["日本語の文章", "は、空白なし", "で改行されま", "す。句読点の", "前では改行し", "ません。"])
  }

  @Test func thaiBreaksAtDictionaryWordBoundaries() throws {
    #expect(
      try Fixtures.lines("ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ", font: try Fixtures.dejaVu(), width: 100)
        == ["ภาษาไทยไม่มี", "การเว้นวรรค", "ระหว่างคำ"])
  }

  @Test func arabicWrapsAtSpacesAndIsRightToLeft() throws {
    let layout = try TextMeasurer().measure(
      "مرحبا بالعالم هذا نص عربي طويل", font: try Fixtures.dejaVu(), maxWidth: 90)
    #expect(layout.lines.map(\.text) == ["مرحبا بالعالم ", "هذا نص عربي ", "طويل"])
    #expect(layout.lines.allSatisfy { $0.isRightToLeft })
    #expect(
      layout.lineOrigin(ofLine: 2, alignment: .natural, width: 90) == 90 - layout.lines[2].width)
  }

  @Test func emojiSequencesStayWholeAndRangesCountUTF16() throws {
    let layout = try TextMeasurer().measure(
      "👨‍👩‍👧‍👦 👍🏽 🇩🇪 😀😀😀 ok", font: try Fixtures.dejaVu(), maxWidth: 60)
    #expect(layout.lines.map(\.text) == ["👨‍👩‍👧‍👦 ", "👍🏽 🇩🇪 ", "😀😀😀 ", "ok"])
    #expect(layout.lines.map(\.range) == [0..<12, 12..<22, 22..<29, 29..<31])
  }

  @Test func linesWithTallerFallbackFontsGrow() throws {
    let font = try Fixtures.dejaVu()
    let layout = try TextMeasurer().measure("ok\nไทย", font: font)
    let loma = try Fixtures.font("Loma", size: 15).metrics
    #expect(layout.lines[0].height == font.metrics.lineHeight)
    #expect(layout.lines[1].height == loma.ascender - loma.descender)
    #expect(layout.lines[1].baseline == font.metrics.lineHeight + loma.ascender)
  }
}
