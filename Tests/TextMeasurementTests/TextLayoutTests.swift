import Testing
import TextMeasurement

/// Sizes, rounding and baselines as UILabel computes them.
struct TextLayoutTests {
  // DejaVu Sans: ascender 1901, descender -483, line gap 0, 2048 units per em.
  private let lineHeight15 = 2384.0 * 15 / 2048  // 17.4609375

  @Test(arguments: [(1.0, 53.0), (2.0, 52.5), (3.0, 158.0 / 3)])
  func heightRoundsUpToTheDevicePixel(scale: Double, height: Double) throws {
    let layout = try TextMeasurer().measure("a\nb\nc", font: try Fixtures.dejaVu(), scale: scale)
    #expect(layout.lineCount == 3)
    #expect(layout.lineHeight == lineHeight15)
    #expect(layout.size.height == height)  // 3 × 17.4609375 = 52.3828125
  }

  @Test func widthRoundsUpToTheDevicePixel() throws {
    let font = try Fixtures.dejaVu()
    // hb-shape: 12362 units → 90.5419… pt → 91 at 2× (181.08 px), 90.667 at 3× (271.63 px).
    let layout = try TextMeasurer().measure("Hello, World", font: font, scale: 2)
    #expect(layout.lines[0].width == 12362.0 * 15 / 2048)
    #expect(layout.size.width == 91)
    #expect(
      try TextMeasurer().measure("Hello, World", font: font, scale: 3).size.width == 272.0 / 3)
  }

  @Test func baselinesFollowAscenderLineHeightAndSpacing() throws {
    let font = try Fixtures.dejaVu()
    let layout = try TextMeasurer().measure("a\nb\nc", font: font, lineSpacing: 4)
    let ascender = 1901.0 * 15 / 2048
    #expect(layout.firstBaseline == ascender)
    #expect(
      layout.lines.map(\.baseline) == [
        ascender, ascender + lineHeight15 + 4, ascender + 2 * (lineHeight15 + 4),
      ])
    #expect(layout.lastBaseline == ascender + 2 * (lineHeight15 + 4))
    #expect(layout.size.height == (3 * lineHeight15 + 8).rounded(.up))
  }

  @Test func intrinsicWidthIsTheWidestParagraphOnOneLine() throws {
    let measurer = TextMeasurer()
    let font = try Fixtures.dejaVu()
    let wide = try measurer.measure("Hello, World", font: font).lines[0].width
    #expect(try measurer.intrinsicWidth(of: "Hi\nHello, World", font: font) == wide.rounded(.up))
  }

  @Test func whitespaceOnlyTextIsOneLineAsWideAsItsSpacesUpToTheWidth() throws {
    // DejaVu Sans's space is 651 of 2048 units: three at 15 points are 14.30, 15 at scale 1.
    let layout = try TextMeasurer().measure("   ", font: try Fixtures.dejaVu(), maxWidth: 50)
    #expect(layout.lineCount == 1)
    #expect(layout.size.width == 15)
    #expect(layout.size.height == 18)
    let narrow = try TextMeasurer().measure("   ", font: try Fixtures.dejaVu(), maxWidth: 10)
    #expect(narrow.size.width == 10)
  }

  @Test func whitespaceEndingAParagraphCountsAndAtASoftBreakHangs() throws {
    // hb-shape DejaVuSans.ttf "ab ab ": a 1255, b 1300, space 651 units of 2048, no kerning.
    let em = 15.0 / 2048
    let wrapped = try TextMeasurer().measure("ab ab ", font: try Fixtures.dejaVu(), maxWidth: 30)
    #expect(wrapped.lines.map(\.width) == [2555 * em, 3206 * em])
    // "Version: " as Interface Builder sizes a label: V 1242, e 1260, r 842, s 1067, i 569,
    // o 1253, n 1298, colon 690, space 651: 8872 units, 64.98 points, 65 at scale 1.
    let label = try TextMeasurer().measure("Version: ", font: try Fixtures.dejaVu())
    #expect(label.lines[0].width == 8872 * em)
    #expect(label.size.width == 65)
  }

  @Test func emptyTextHasNoLinesAndNoSize() throws {
    let layout = try TextMeasurer().measure("", font: try Fixtures.dejaVu(), maxWidth: 100)
    #expect(layout.lines.isEmpty)
    #expect(layout.size == .zero)
    #expect(layout.firstBaseline == 0)
  }

  @Test func invalidRequestsAreErrors() throws {
    let font = try Fixtures.dejaVu()
    let measurer = TextMeasurer()
    #expect(throws: TextMeasurementError.invalidMaxWidth(-1)) {
      try measurer.measure("a", font: font, maxWidth: -1)
    }
    #expect(throws: TextMeasurementError.invalidNumberOfLines(-2)) {
      try measurer.measure("a", font: font, numberOfLines: -2)
    }
    #expect(throws: TextMeasurementError.invalidScale(0)) {
      try measurer.measure("a", font: font, scale: 0)
    }
    #expect(throws: TextMeasurementError.invalidLineSpacing(-3)) {
      try measurer.measure("a", font: font, lineSpacing: -3)
    }
  }

  @Test func alignmentOffsetsLines() throws {
    let layout = try TextMeasurer().measure("ab\nabcd", font: try Fixtures.dejaVu())
    let short = layout.lines[0].width
    #expect(layout.lineOrigin(ofLine: 0, alignment: .left, width: 100) == 0)
    #expect(layout.lineOrigin(ofLine: 0, alignment: .center, width: 100) == (100 - short) / 2)
    #expect(layout.lineOrigin(ofLine: 0, alignment: .right, width: 100) == 100 - short)
    #expect(layout.lineOrigin(ofLine: 0, alignment: .natural, width: 100) == 0)
  }

  @Test func measurementsAreTheSameCachedAndFromManyThreads() async throws {
    let measurer = TextMeasurer()
    let font = try Fixtures.dejaVu()
    let texts = (0..<40).map { "Row \($0): the quick brown fox jumps over the lazy dog \($0 * 7)" }
    let expected = try texts.map { try TextMeasurer().measure($0, font: font, maxWidth: 150) }
    let results = try await withThrowingTaskGroup(of: (Int, TextLayout).self) { group in
      for round in 0..<4 {
        for (index, text) in texts.enumerated() {
          group.addTask {
            (index, try measurer.measure(text, font: font, maxWidth: 150 - Double(round) * 0))
          }
        }
      }
      var results: [(Int, TextLayout)] = []
      for try await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 160)
    #expect(results.allSatisfy { expected[$0.0] == $0.1 })
  }
}
