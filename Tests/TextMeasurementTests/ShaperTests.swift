import Testing

@testable import TextMeasurement

/// Shaping against HarfBuzz's own `hb-shape` (`Scripts/text/shaping-golden.py`).
struct ShaperTests {
  private func advances(_ text: String, font: Font) -> [Double] {
    var copy = text
    return copy.withUTF8 {
      Shaper.clusterAdvances(of: $0, in: 0..<$0.count, face: font.face).advances
    }
  }

  @Test(arguments: ShapingGolden.all)
  func totalAdvanceMatchesHBShape(golden: ShapingGolden) throws {
    let font = try Fixtures.font(golden.family, size: 10, weight: golden.isBold ? .bold : .regular)
    let unitsPerEm = Double(font.metrics.unitsPerEm)
    let total = advances(golden.text, font: font).reduce(0, +) * unitsPerEm
    #expect(total.rounded() == Double(golden.advance))
    #expect(abs(total - total.rounded()) < 1e-9)
  }

  @Test(arguments: ShapingGolden.all)
  func measuredSingleLineWidthMatchesHBShape(golden: ShapingGolden) throws {
    let font = try Fixtures.font(golden.family, size: 17, weight: golden.isBold ? .bold : .regular)
    let layout = try TextMeasurer().measure(golden.text, font: font)
    let expected = Double(golden.advance) * 17 / Double(font.metrics.unitsPerEm)
    #expect(layout.lineCount == 1)
    #expect(abs(layout.lines[0].width - expected) < 1e-9)
  }

  /// A word mixing Latin and Arabic letters is shaped a script run at a time, as Pango and
  /// Core Text itemize text, so that its Arabic letters join.
  ///
  /// `hb-shape --font-size=2048 DejaVuSans.ttf` gives "Hello" 1540 + 1260 + 569 + 569 + 1253
  /// = 5191 units and "مرحبا" on its own (joined forms) 624 + 618 + 1266 + 1130 + 1097 = 4735,
  /// 9926 in all (DejaVu Sans has 2048 units per em, so at 2048 points a unit is a point). The
  /// whole word in one buffer takes Latin for all and gives the Arabic letters their isolated
  /// forms: 1268 + 989 + 1322 + 1928 + 569 = 6076, 11267 in all.
  @Test func aWordOfTwoScriptsIsShapedARunAtATime() throws {
    let font = try Fixtures.font("DejaVu Sans", size: 2048)
    let layout = try TextMeasurer().measure("Hello\u{645}\u{631}\u{62D}\u{628}\u{627}", font: font)
    #expect(layout.lines.map(\.width) == [9926])
    var copy = "Hello\u{645}\u{631}\u{62D}\u{628}\u{627}"
    let runs = copy.withUTF8 { Shaper.runs(of: $0, in: 0..<$0.count, face: font.face) }
    #expect(runs.map(\.range) == [0..<5, 5..<15])
  }

  /// Characters of no script of their own stay in the run they are in: "(שלום) 42" is one
  /// Hebrew run, "a, b" one Latin run.
  @Test(arguments: ["(\u{5E9}\u{5DC}\u{5D5}\u{5DD}) 42", "a, b\u{301}"])
  func commonAndInheritedCharactersJoinTheirRun(text: String) throws {
    let font = try Fixtures.dejaVu()
    var copy = text
    let runs = copy.withUTF8 { Shaper.runs(of: $0, in: 0..<$0.count, face: font.face) }
    #expect(runs.map(\.range) == [0..<text.utf8.count])
  }

  @Test func advancesGoToTheFirstByteOfEachCluster() throws {
    // "fi" in DejaVu Serif is one ligature glyph: its whole advance sits on the "f".
    let font = try Fixtures.font("DejaVu Serif", size: 2048)
    let shaped = advances("fi", font: font)
    #expect(shaped.count == 2)
    #expect(shaped[1] == 0)
    #expect(shaped[0] > 0)
  }

  @Test(arguments: [
    ("สวัสดี", "Loma"), ("नमस्ते", "Lohit Devanagari"), ("你好", "WenQuanYi Micro Hei"), ("🦊", "Symbola"),
  ])
  func charactersTheFontLacksFallBackThroughFontconfig(text: String, family: String) throws {
    let font = try Fixtures.dejaVu()
    var copy = "ab " + text
    let runs = copy.withUTF8 { Shaper.runs(of: $0, in: 0..<$0.count, face: font.face) }
    #expect(runs.map(\.face.familyName) == ["DejaVu Sans", family])
    #expect(runs.map(\.range) == [0..<3, 3..<(3 + text.utf8.count)])
  }

  @Test func joinersModifiersAndMarksStayWithTheirBase() throws {
    let font = try Fixtures.dejaVu()
    var copy = "👍🏽👨\u{200D}👩x\u{0301}"
    let runs = copy.withUTF8 { Shaper.runs(of: $0, in: 0..<$0.count, face: font.face) }
    #expect(runs.map(\.face.familyName) == ["Symbola", "DejaVu Sans"])
  }
}
