import Testing

@testable import TextMeasurement

struct TextEntryTests {
  @Test func remembersOnlyTheLastRequest() throws {
    let measurer = TextMeasurer()
    let font = try Fixtures.dejaVu()
    let narrow = try measurer.measure("The quick brown fox", font: font, maxWidth: 80)
    let wide = try measurer.measure("The quick brown fox", font: font, maxWidth: 300)
    #expect(narrow.lineCount == 2)
    #expect(wide.lineCount == 1)
    // Asking again answers from the remembered layout and from the segments alike.
    #expect(try measurer.measure("The quick brown fox", font: font, maxWidth: 300) == wide)
    #expect(try measurer.measure("The quick brown fox", font: font, maxWidth: 80) == narrow)
    // Another size reuses the segments (kept in ems) and breaks "quick" and "brown" by characters.
    let large = try measurer.measure(
      "The quick brown fox", font: try font.withSize(30), maxWidth: 80)
    #expect(large.lines.map(\.text) == ["The ", "quic", "k ", "brow", "n fox"])
  }

  @Test func aRememberedLayoutIsKeyedByEveryConstraint() {
    let request = TextEntry.Request(
      size: 15, maxWidth: 100, numberOfLines: 0, lineBreakMode: .wordWrap, lineSpacing: 0, scale: 1)
    var other = request
    other.scale = 2
    let entry = TextEntry(shaped: ShapedText(paragraphs: [], hasSoftHyphen: false, isASCII: true))
    let layout = TextLayout(
      size: .zero, lines: [], lineHeight: 1, lineSpacing: 0, scale: 1, isTruncated: false)
    entry.remember(layout, for: request)
    #expect(entry.layout(for: request) == layout)
    #expect(entry.layout(for: other) == nil)
  }
}
