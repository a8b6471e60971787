import Testing

@testable import TextMeasurement

struct GraphemesTests {
  @Test func segmentsAreGraphemeClustersWhoseAdvancesAddUp() throws {
    let font = try Fixtures.dejaVu(2048)
    var text = "e\u{301}👍🏽a b"
    let (segments, whole) = text.withUTF8 { bytes in
      (
        Graphemes.segments(of: bytes, in: 0..<bytes.count, face: font.face),
        Shaper.clusterAdvances(of: bytes, in: 0..<bytes.count, face: font.face).advances.reduce(
          0, +)
      )
    }
    #expect(segments.map { Int($0.end - $0.start) } == [3, 8, 1, 1, 1])
    #expect(segments.map(\.advance).reduce(0, +) == whole)
    #expect(segments.map { $0.trailingAdvance > 0 } == [false, false, false, true, false])
  }
}
