import Testing
import TextMeasurement

/// UIKit's `NSTextAlignment.natural` is left for a left-to-right paragraph and right for a
/// right-to-left one; justified text's last line is natural, and the others fill the width.
struct TextAlignmentTests {
  @Test(arguments: [
    (TextAlignment.natural, false, TextAlignment.left), (.natural, true, .right),
    (.justified, false, .left), (.justified, true, .right), (.left, true, .left),
    (.right, false, .right), (.center, true, .center),
  ])
  func naturalAlignmentFollowsTheDirection(
    alignment: TextAlignment, isRightToLeft: Bool, resolved: TextAlignment
  ) {
    #expect(alignment.resolvingNatural(isRightToLeft: isRightToLeft) == resolved)
  }

  @Test func swappingLeftAndRightKeepsTheOthers() {
    #expect(
      TextAlignment.allCases.map(\.swappingLeftAndRight) == [
        .natural, .right, .center, .left, .justified,
      ])
  }
}
