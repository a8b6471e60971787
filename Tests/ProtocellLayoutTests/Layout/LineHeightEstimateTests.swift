import ProtocellLayout
import Testing
import TextMeasurement

/// The line height learned from Interface Builder's one-line label heights, worked by hand.
struct LineHeightEstimateTests {
  typealias Observation = LineHeightEstimate.Observation

  /// A 15-point label recorded 20.5 points tall and a 13-point one 18 tall, in a 2× document.
  static let twoLabels = [
    Observation(pointSize: 15, height: 20.5, scale: 2),
    Observation(pointSize: 13, height: 18, scale: 2),
  ]

  /// Two labels narrow the line to the stretch both heights round up from.
  ///
  /// 20.5 points at 15 (2×) means a line in (20/15, 20.5/15] = (1.333333, 1.366667] em; 18 at
  /// 13 means (17.5/13, 18/13] = (1.346154, 1.384615]. Both hold in (1.346154, 1.366667],
  /// whose middle is (17.5/13 + 20.5/15) / 2 = 1.3564103.
  @Test func twoLabelsNarrowTheLineToWhatBothRoundUpFrom() throws {
    let estimate = try #require(LineHeightEstimate(Self.twoLabels))
    #expect(abs(estimate.lineHeight - (17.5 / 13 + 20.5 / 15) / 2) < 1e-12)
    #expect(estimate.agreeing == 2)
    #expect(estimate.observed == 2)
  }

  /// A label stretched to its row (43.667 points at 18) is 2.43 em: no text face's line, so it
  /// takes no part; the other two still agree.
  @Test func aLabelStretchedToItsRowIsLeftOut() throws {
    let estimate = try #require(
      LineHeightEstimate([
        Observation(pointSize: 15, height: 20.5, scale: 2),
        Observation(pointSize: 18, height: 43.666666666666664, scale: 3),
        Observation(pointSize: 13, height: 18, scale: 2),
      ]))
    #expect(abs(estimate.lineHeight - 1.3564102564102564) < 1e-12)
    #expect(estimate.agreeing == 2)
    #expect(estimate.observed == 3)
  }

  /// Three labels in three disjoint stretches (1.33–1.37, 1.63–1.67, 1.43–1.47 em): none is
  /// shared by half of them, so nothing is learned.
  @Test func labelsThatDisagreeTeachNothing() {
    #expect(
      LineHeightEstimate([
        Observation(pointSize: 15, height: 20.5, scale: 2),
        Observation(pointSize: 15, height: 25, scale: 2),
        Observation(pointSize: 15, height: 22, scale: 2),
      ]) == nil)
    #expect(LineHeightEstimate([]) == nil)
  }

  /// Of two labels that disagree, the shorter line wins.
  ///
  /// A constraint can stretch a label, never shrink it below its line. 20.5 at 15 alone: the middle of (1.333333, 1.366667] is 1.35.
  @Test func ofTwoLabelsThatDisagreeTheShorterLineWins() throws {
    let estimate = try #require(
      LineHeightEstimate([
        Observation(pointSize: 15, height: 25, scale: 2),
        Observation(pointSize: 15, height: 20.5, scale: 2),
      ]))
    #expect(abs(estimate.lineHeight - 1.35) < 1e-12)
    #expect(estimate.agreeing == 1)
  }

  /// 1.3564103 em in 1/10,000 em: 13,564 units, 80% of them (10,851.2, rounded) above the
  /// baseline, the other 2,713 below.
  @Test func lineMetricsSplitTheLineAsTheStandInDoes() throws {
    let estimate = try #require(LineHeightEstimate(Self.twoLabels))
    #expect(
      estimate.lineMetrics(ascenderShare: 0.8)
        == VerticalMetrics(unitsPerEm: 10_000, ascender: 10_851, descender: -2_713, lineGap: 0))
  }
}
