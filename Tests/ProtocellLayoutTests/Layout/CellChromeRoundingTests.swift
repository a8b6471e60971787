import ProtocellLayout
import ProtocellTemplates
import Testing

/// UITableViewCell places a built-in style's standard views by frames on whole points: a
/// label's top rounded up, an image's down, a subtitle pair centred
/// (``CellChrome/roundStyleOrigins(_:prototype:contentHeight:labels:)``).
struct CellChromeRoundingTests {
  private func prototype(_ style: CellStyle, spacing: Double? = nil) -> CellPrototype {
    var prototype = CellPrototype(reuseIdentifier: "c", style: style)
    prototype.subtitleSpacing = spacing
    return prototype
  }

  @Test func value1RoundsEachLabelsTopUp() {
    var frames = [
      "textLabel": Rect(x: 16, y: 12.25, width: 50, height: 19.5),
      "detailTextLabel": Rect(x: 300, y: 12.25, width: 50, height: 19.5),
      "imageView": Rect(x: 16, y: 10.75, width: 25, height: 22),
    ]
    CellChrome.roundStyleOrigins(&frames, prototype: prototype(.value1), contentHeight: 44)
    #expect(frames["textLabel"]?.y == 13)
    #expect(frames["detailTextLabel"]?.y == 13)
    #expect(frames["imageView"]?.y == 10)
    #expect(frames["textLabel"]?.height == 19.5)
  }

  /// A value 1 detail label sits on the text label's first baseline, rounded to the whole point.
  ///
  /// zcash-swift-wallet-sdk's cell at 3×, by hand: a 17-point text label 20.333 tall solved at
  /// (43.667 − 20.333) / 2 = 11.667 is shown at 12, its baseline 16.2 below its top (its
  /// measurement's), so at 28.2; a 14-point detail label 17 tall with its baseline 13.5 below
  /// its top starts at 28.2 − 13.5 = 14.7, shown at 15 (IB's frame), where centring it on its
  /// own gives (43.667 − 17) / 2 = 13.333, rounded up to 14. A detail label stretched 2 points
  /// taller than its text keeps the text centred: 1 point more above the baseline, so 13.7 → 14.
  /// Value 2, or labels not measured, keep the centred top rounded up: 14.
  @Test func value1PutsTheDetailOnTheTextsBaseline() {
    let text = Rect(x: 16, y: 35.0 / 3, width: 40, height: 61.0 / 3)
    let detail = Rect(x: 300, y: 40.0 / 3, width: 57, height: 17)
    let labels = [
      "textLabel": LabelMeasurement(
        size: Size(width: 40, height: 61.0 / 3), firstBaseline: 16.2, lastBaseline: 16.2),
      "detailTextLabel": LabelMeasurement(
        size: Size(width: 57, height: 17), firstBaseline: 13.5, lastBaseline: 13.5),
    ]
    var frames = ["textLabel": text, "detailTextLabel": detail]
    CellChrome.roundStyleOrigins(
      &frames, prototype: prototype(.value1), contentHeight: 131.0 / 3, labels: labels)
    #expect(frames["textLabel"]?.y == 12)
    #expect(frames["detailTextLabel"]?.y == 15)
    var stretched = [
      "textLabel": text, "detailTextLabel": Rect(x: 300, y: 13, width: 57, height: 19),
    ]
    CellChrome.roundStyleOrigins(
      &stretched, prototype: prototype(.value1), contentHeight: 131.0 / 3, labels: labels)
    #expect(stretched["detailTextLabel"]?.y == 14)
    var value2 = ["textLabel": text, "detailTextLabel": detail]
    CellChrome.roundStyleOrigins(
      &value2, prototype: prototype(.value2), contentHeight: 131.0 / 3, labels: labels)
    #expect(value2["detailTextLabel"]?.y == 14)
    var unmeasured = ["textLabel": text, "detailTextLabel": detail]
    CellChrome.roundStyleOrigins(
      &unmeasured, prototype: prototype(.value1), contentHeight: 131.0 / 3)
    #expect(unmeasured["detailTextLabel"]?.y == 14)
  }

  /// A subtitle pair of 19.5 and 13.5 is centred, its spacing set by the row's height.
  ///
  /// The row leaves its height − 33 points beside the labels; past 19 they go between them, up
  /// to 3, on whole points, half down. In a row of 44 the labels touch and are centred:
  /// (44 − 33) / 2 = 5.5, rounded up to 6, the detail at 6 + 19.5 = 25.5 (MJRefresh's cells as
  /// IB recorded them); at 52 too, 19 left: 9.5, up to 10, and 29.5. At 53.5, 1.5 past 19,
  /// 1 between, centred rounded half down: (53.5 − 34) / 2 = 9.75, 10, and 30.5. From 55 they
  /// are 3 apart and centred as if 2 points taller, rounded half down: at 57.5, (57.5 − 36 − 2)
  /// / 2 = 9.75, 10, and 10 + 19.5 + 3 = 32.5; at 58, 10 and 32.5; at 60, (60 − 38) / 2 = 11
  /// and 33.5; at 61, 11.5, rounded down to 11, and 33.5; at 61.5, 11.75, up to 12, and 34.5. A
  /// spacing the prototype sets wins: 3 in 44 gives (44 − 38) / 2 = 3 and 25.5.
  @Test(
    arguments: [
      (44.0, nil, 6.0, 25.5), (52, nil, 10, 29.5), (53.5, nil, 10, 30.5), (57.5, nil, 10, 32.5),
      (58, nil, 10, 32.5), (60, nil, 11, 33.5), (61, nil, 11, 33.5), (61.5, nil, 12, 34.5),
      (44, 3, 3, 25.5),
    ] as [(Double, Double?, Double, Double)])
  func subtitleCentresThePair(
    contentHeight: Double, spacing: Double?, textY: Double, detailY: Double
  ) {
    var frames = [
      "textLabel": Rect(x: 16, y: 0, width: 50, height: 19.5),
      "detailTextLabel": Rect(x: 16, y: 22.5, width: 50, height: 13.5),
    ]
    CellChrome.roundStyleOrigins(
      &frames, prototype: prototype(.subtitle, spacing: spacing), contentHeight: contentHeight)
    #expect(frames["textLabel"]?.y == textY)
    #expect(frames["detailTextLabel"]?.y == detailY)
  }

  /// Under a small title (a 12-point one, 14.5 tall at 2×) the labels are 2 apart whatever the
  /// row leaves, and a pair 2 apart is centred as a point taller, rounded half down.
  ///
  /// growingio's 43.5-point rows of two 14.5-point labels, by hand: the pair is 14.5 + 2 + 14.5
  /// = 31, (43.5 − 31 − 1) / 2 = 5.75, rounded to 6, the detail at 6 + 14.5 + 2 = 22.5 (IB's
  /// frames; the rule for other titles had them touching at 8 and 22.5). TradeIt's 50-point row:
  /// (50 − 31 − 1) / 2 = 9, and 25.5. A 20.5-point title in 43.5 keeps touching labels:
  /// (43.5 − 35) / 2 = 4.25, up to 5, and 25.5.
  @Test(
    arguments: [
      (43.5, 14.5, 6.0, 22.5), (50, 14.5, 9, 25.5), (43.5, 20.5, 5, 25.5),
    ] as [(Double, Double, Double, Double)])
  func aSmallTitleKeepsItsDetailTwoPointsBelow(
    contentHeight: Double, textHeight: Double, textY: Double, detailY: Double
  ) {
    var frames = [
      "textLabel": Rect(x: 16, y: 0, width: 50, height: textHeight),
      "detailTextLabel": Rect(x: 16, y: 20, width: 50, height: 14.5),
    ]
    CellChrome.roundStyleOrigins(
      &frames, prototype: prototype(.subtitle), contentHeight: contentHeight)
    #expect(frames["textLabel"]?.y == textY)
    #expect(frames["detailTextLabel"]?.y == detailY)
  }

  /// A whole-point top stays; a custom cell's frames are never touched; the default style's
  /// text label (spanning the row) is left where it is.
  @Test func wholePointsCustomCellsAndTheDefaultTextStay() {
    var frames = ["textLabel": Rect(x: 16, y: 12, width: 50, height: 19.5)]
    CellChrome.roundStyleOrigins(&frames, prototype: prototype(.value1), contentHeight: 44)
    #expect(frames["textLabel"]?.y == 12)
    var custom = ["textLabel": Rect(x: 16, y: 12.25, width: 50, height: 19.5)]
    CellChrome.roundStyleOrigins(&custom, prototype: prototype(.custom), contentHeight: 44)
    #expect(custom["textLabel"]?.y == 12.25)
    var plain = [
      "textLabel": Rect(x: 16, y: 0.25, width: 50, height: 43),
      "imageView": Rect(x: 16, y: 12.75, width: 18, height: 18),
    ]
    CellChrome.roundStyleOrigins(&plain, prototype: prototype(.default), contentHeight: 43.5)
    #expect(plain["textLabel"]?.y == 0.25)
    #expect(plain["imageView"]?.y == 12)
  }
}
