import ProtocellLayout
import ProtocellTemplates
import Testing

/// UITableViewCell places a built-in style's standard views by frames on whole points: a
/// label's top rounded up, an image's down (``CellChrome/roundStyleOrigins(_:style:)``).
struct CellChromeRoundingTests {
  @Test func value1RoundsEachLabelsTopUp() {
    var frames = [
      "textLabel": Rect(x: 16, y: 12.25, width: 50, height: 19.5),
      "detailTextLabel": Rect(x: 300, y: 12.25, width: 50, height: 19.5),
      "imageView": Rect(x: 16, y: 10.75, width: 25, height: 22),
    ]
    CellChrome.roundStyleOrigins(&frames, style: .value1)
    #expect(frames["textLabel"]?.y == 13)
    #expect(frames["detailTextLabel"]?.y == 13)
    #expect(frames["imageView"]?.y == 10)
    #expect(frames["textLabel"]?.height == 19.5)
  }

  /// A subtitle pair keeps its gap: the detail moves with the text label (5.5 → 6, 25 → 25.5).
  @Test func subtitleMovesTheDetailWithTheText() {
    var frames = [
      "textLabel": Rect(x: 16, y: 5.5, width: 50, height: 19.5),
      "detailTextLabel": Rect(x: 16, y: 25, width: 50, height: 13.5),
    ]
    CellChrome.roundStyleOrigins(&frames, style: .subtitle)
    #expect(frames["textLabel"]?.y == 6)
    #expect(frames["detailTextLabel"]?.y == 25.5)
  }

  /// A whole-point top stays; a custom cell's frames are never touched; the default style's
  /// text label (spanning the row) is left where it is.
  @Test func wholePointsCustomCellsAndTheDefaultTextStay() {
    var frames = ["textLabel": Rect(x: 16, y: 12, width: 50, height: 19.5)]
    CellChrome.roundStyleOrigins(&frames, style: .value1)
    #expect(frames["textLabel"]?.y == 12)
    var custom = ["textLabel": Rect(x: 16, y: 12.25, width: 50, height: 19.5)]
    CellChrome.roundStyleOrigins(&custom, style: .custom)
    #expect(custom["textLabel"]?.y == 12.25)
    var plain = [
      "textLabel": Rect(x: 16, y: 0.25, width: 50, height: 43),
      "imageView": Rect(x: 16, y: 12.75, width: 18, height: 18),
    ]
    CellChrome.roundStyleOrigins(&plain, style: .default)
    #expect(plain["textLabel"]?.y == 0.25)
    #expect(plain["imageView"]?.y == 12)
  }
}
