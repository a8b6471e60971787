import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import TextMeasurement

/// A label's baselines with the real fonts: UILabel centres its text vertically, so at the
/// label's pixel-rounded height half of the rounding lies above the first line.
struct LabelBaselineTests {
  /// Each baseline lies half the pixel rounding lower than in the text alone.
  ///
  /// DejaVu Sans (2048 units per em, ascender 1901, descender 483) at 11 points: ascender
  /// 1901 / 2048 × 11 = 10.2104, a line 2384 / 2048 × 11 = 12.8047 high, rounded up to 13 at
  /// scale 2. The first baseline is (13 − 12.8047) / 2 + 10.2104 = 10.3081 below the label's
  /// top. Two lines 4 apart are 2 × 12.8047 + 4 = 29.6094 high, rounded to 30: the first
  /// baseline is (30 − 29.6094) / 2 + 10.2104 = 10.4058 and the last 10.4058 + 12.8047 + 4 =
  /// 27.2104 below the top.
  @Test(arguments: [("Hi", 13.0, 10.3081, 10.3081), ("Hi\nthere", 30, 10.4058, 27.2104)])
  func baselinesLieBelowTheCentredText(
    text: String, height: Double, first: Double, last: Double
  ) throws {
    let measurement = try FontTextMeasurer().measure(
      LabelMeasureRequest(
        text: text, font: FontSpec(family: "DejaVu Sans", size: 11), maxWidth: nil,
        numberOfLines: 0, lineBreakMode: .wordWrap, lineSpacing: 4, scale: 2))
    #expect(measurement.size.height == height)
    #expect(abs(measurement.firstBaseline - first) < 1e-3)
    #expect(abs(measurement.lastBaseline - last) < 1e-3)
  }
}
