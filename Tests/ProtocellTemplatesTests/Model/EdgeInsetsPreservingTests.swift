import ProtocellTemplates
import Testing

/// `EdgeInsets.preserving(_:frame:superviewSize:)`: a view's margins raised so that its content
/// stays inside its superview's margins, by the view's distance from each side.
///
/// The superview is 300 × 100 with margins 10 above, 20 at the sides and 12 below.
struct EdgeInsetsPreservingTests {
  /// Each case: the view's own margins, its frame, and the margins expected, derived by hand.
  static let cases: [(own: EdgeInsets, frame: Rect, expected: EdgeInsets)] = [
    // Flush with every side: the superview's margins.
    (
      .defaultLayoutMargins, Rect(x: 0, y: 0, width: 300, height: 100),
      EdgeInsets(top: 10, leading: 20, bottom: 12, trailing: 20)
    ),
    // 4 points in: 20 − 4 = 16; 30 from the top: its own 8; 200 from the trailing side: 8;
    // its bottom 2 points above the superview's: 12 − 2 = 10.
    (
      .defaultLayoutMargins, Rect(x: 4, y: 30, width: 96, height: 68),
      EdgeInsets(top: 8, leading: 16, bottom: 10, trailing: 8)
    ),
    // Its own margins, larger than any the superview asks for, are kept.
    (EdgeInsets(all: 24), Rect(x: 0, y: 0, width: 300, height: 100), EdgeInsets(all: 24)),
    // Reaching 10 points past the superview's leading and trailing edges (a frame IB left
    // outside it): the overhang is added, 20 + 10 = 30 at each side; flush above and below:
    // 10 and 12.
    (
      .defaultLayoutMargins, Rect(x: -10, y: 0, width: 320, height: 100),
      EdgeInsets(top: 10, leading: 30, bottom: 12, trailing: 30)
    ),
  ]

  @Test(arguments: cases)
  func eachSideIsTheLargerOfItsOwnAndTheSuperviewsLessTheDistance(
    own: EdgeInsets, frame: Rect, expected: EdgeInsets
  ) {
    let superviewMargins = EdgeInsets(top: 10, leading: 20, bottom: 12, trailing: 20)
    #expect(
      own.preserving(superviewMargins, frame: frame, superviewSize: Size(width: 300, height: 100))
        == expected)
  }
}
