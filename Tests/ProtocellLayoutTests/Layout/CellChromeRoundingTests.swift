import ProtocellLayout
import ProtocellTemplates
import Testing

/// UITableViewCell places a built-in style's standard views by frames on whole points: a
/// label's top rounded up, an image's down, a subtitle pair centred
/// (``CellChrome/roundStyleOrigins(_:prototype:contentHeight:)``).
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

  /// A subtitle pair of 19.5 and 13.5 is centred: 3 apart in 44, (44 − 36) / 2 = 4; 0 apart
  /// (an older canvas), (44 − 33) / 2 = 5.5, rounded up to 6, the detail at 25.5 (MJRefresh's
  /// cells as IB recorded them).
  @Test func subtitleCentresThePair() {
    let solved = [
      "textLabel": Rect(x: 16, y: 0, width: 50, height: 19.5),
      "detailTextLabel": Rect(x: 16, y: 22.5, width: 50, height: 13.5),
    ]
    var spaced = solved
    CellChrome.roundStyleOrigins(&spaced, prototype: prototype(.subtitle), contentHeight: 44)
    #expect(spaced["textLabel"]?.y == 4)
    #expect(spaced["detailTextLabel"]?.y == 26.5)
    var tight = solved
    CellChrome.roundStyleOrigins(
      &tight, prototype: prototype(.subtitle, spacing: 0), contentHeight: 44)
    #expect(tight["textLabel"]?.y == 6)
    #expect(tight["detailTextLabel"]?.y == 25.5)
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
