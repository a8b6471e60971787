import Foundation
import Testing

@testable import ProtocellSnapshots

struct PixelDescriptionTests {
  /// Points on the pixel grids of scales 1, 2 and 3, as `measure` prints them: whole numbers
  /// without a point, halves with one digit, thirds with three (1/3 = 0.333…, 2/3 = 0.666…
  /// rounds to 0.667), negative numbers with their sign.
  @Test(arguments: [
    (45.0, 2.0, "45"), (355.5, 2.0, "355.5"), (45.6666, 3.0, "45.667"), (45.3333, 3.0, "45.333"),
    (-0.5, 2.0, "-0.5"), (-12.3333, 3.0, "-12.333"), (0.25, 4.0, "0.25"),
    (1e6 + 0.5, 2.0, "1000000.5"),
    (0.0004, 10_000.0, "0."), (2.0004, 10_000.0, "2."),
  ])
  func printsTheFewestDigitsOnThePixelGrid(value: Double, scale: Double, expected: String) {
    // The last two are "%.3f" quirks kept as they were: 0.0004 prints as "0.000", and the
    // zeros are stripped down to the point.
    #expect(value.pixelDescription(scale: scale) == expected)
  }

  /// The formatter-free digits agree with `String(format: "%.3f")` (trailing zeros stripped) on
  /// every position of the 1/2/3/4/8-pixel grids up to 2,000 points.
  @Test func agreesWithPrintfOnEveryPixelGridPosition() {
    for scale in [1.0, 2, 3, 4, 8] {
      for step in stride(from: -200, through: Int(2_000 * scale), by: 1) {
        let value = Double(step) / scale
        var expected = String(format: "%.3f", value)
        if value != value.rounded() {
          while expected.hasSuffix("0") { expected.removeLast() }
        } else {
          expected = String(Int64(value))
        }
        #expect(value.pixelDescription(scale: scale) == expected)
      }
    }
  }
}
