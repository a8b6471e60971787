import ProtocellLayout
import ProtocellTemplates
import Testing

struct RectPixelAlignmentTests {
  /// An edge half-way between two pixels lands on the same one whatever the solver's round-off.
  ///
  /// At scale 2, 113.75 is half-way between the pixels at 113.5 and 114 and goes to 114 (away
  /// from zero); 113.74999999999999, the same edge after another order of solver pivots, must
  /// too. The far edge 113.75 + 16.5 = 130.25 goes to 130.5, so the width is 130.5 − 114 = 16.5.
  @Test func anEdgeHalfWayBetweenPixelsLandsOnOnePixelWhateverTheRoundOff() {
    let exact = Rect(x: 113.75, y: 0.25, width: 16.5, height: 10)
    let noisy = Rect(
      x: 113.74999999999999, y: 0.25000000000000006, width: 16.500000000000004, height: 10)
    let expected = Rect(x: 114, y: 0.5, width: 16.5, height: 10)
    #expect(exact.alignedToPixels(scale: 2) == expected)
    #expect(noisy.alignedToPixels(scale: 2) == expected)
  }

  /// Edges off the half-way point go to the nearest pixel.
  ///
  /// At scale 3: left 10.1 → 10 and right
  /// 10.1 + 20.3 = 30.4 → 30.333…, a width of 61/3; top −0.2 → −1/3 and bottom 0.2 → 1/3, a
  /// height of 2/3.
  @Test func otherEdgesGoToTheNearestPixel() {
    let aligned = Rect(x: 10.1, y: -0.2, width: 20.3, height: 0.4).alignedToPixels(scale: 3)
    #expect(aligned.x == 10)
    #expect(aligned.y == -1.0 / 3)
    #expect(abs(aligned.width - 61.0 / 3) < 1e-12)
    #expect(abs(aligned.height - 2.0 / 3) < 1e-12)
  }

  /// An edge a hair below zero is 0, not -0 (a library review: Rio's FirstViewCell label at x
  /// -0.0, printed `-0`).
  @Test func aHairBelowZeroIsZero() {
    let snapped = Rect(x: -0.0001, y: -0.0001, width: 10.2, height: 20.2).alignedToPixels(scale: 2)
    #expect(snapped == Rect(x: 0, y: 0, width: 10, height: 20))
    #expect(snapped.x.sign == .plus)
    #expect(snapped.y.sign == .plus)
  }
}
