import Testing
import TextMeasurement

/// A long text cut by a line limit is laid out from its start only: its lines, size and
/// truncation flag are those of the same limit on a short text holding the same start, which
/// the measurer lays out whole.
struct TextMeasurerShownLinesTests {
  /// `text` repeated to at least `bytes` UTF-8 bytes.
  private func repeated(_ text: String, toAtLeast bytes: Int) -> String {
    String(repeating: text, count: bytes / text.utf8.count + 1)
  }

  /// The first `bytes` UTF-8 bytes of `text`, cut at a scalar boundary: under the length from
  /// which a prefix is tried, so laid out whole.
  private func start(of text: String, bytes: Int) -> String {
    String(decoding: text.utf8.prefix(bytes), as: UTF8.self)
  }

  @Test(arguments: [
    ("word ", 100.0, 3, LineBreakMode.wordWrap),
    ("The quick brown fox — مرحبا بالعالم — 日本語のテキスト 😀 ", 200, 50, .wordWrap),
    ("x", 100, 5, .charWrap),
    ("naïve café ", 150, 120, .charWrap),
  ])
  func aCutLongTextHasTheLinesOfItsStart(
    unit: String, width: Double, lines: Int, mode: LineBreakMode
  ) throws {
    let font = try Fixtures.dejaVu()
    let long = repeated(unit, toAtLeast: 200_000)
    let short = start(of: long, bytes: 6_000)
    let measurer = TextMeasurer()
    let cut = try measurer.measure(
      long, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
    let reference = try TextMeasurer().measure(
      short, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
    #expect(reference.isTruncated)
    #expect(cut.lines.count == lines)
    #expect(cut.lines.map(\.text) == reference.lines.map(\.text))
    #expect(cut.lines.map(\.range) == reference.lines.map(\.range))
    #expect(cut.size == reference.size)
    #expect(cut.isTruncated)
  }

  /// A long text that fits in its lines is laid out whole: as without a limit.
  @Test func aLongTextThatFitsIsLaidOutWhole() throws {
    let font = try Fixtures.dejaVu()
    let long = repeated("fits in its lines ", toAtLeast: 40_000)
    let limited = try TextMeasurer().measure(
      long, font: font, maxWidth: 300, numberOfLines: 100_000)
    let unlimited = try TextMeasurer().measure(long, font: font, maxWidth: 300)
    #expect(!limited.isTruncated)
    #expect(limited.lines.map(\.text) == unlimited.lines.map(\.text))
    #expect(limited.size == unlimited.size)
  }
}
