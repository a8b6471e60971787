import Testing
import TextMeasurement

struct SystemFontWidthModelTests {
  /// Apple's Human Interface Guidelines, Typography, "Tracking values" (SF Pro, iOS), in
  /// thousandths of an em: 6 pt +41, 12 pt 0, 17 pt −26, 20 pt −23, 28 pt +14; 0 from 51 pt.
  @Test(arguments: [
    (6.0, 41.0), (12, 0), (17, -26), (20, -23), (28, 14), (51, 0), (4, 41), (200, 0),
    (17.5, -25.5),
  ])
  func trackingIsApplesTable(size: Double, expected: Double) {
    #expect(abs(SystemFontWidthModel.tracking(atSize: size) - expected) < 1e-12)
  }

  private static let model = SystemFontWidthModel(
    textStandIn: "Inter", displayStandIn: "Inter Display",
    text: .init(scales: [400: 0.9, 700: 1.1], trackingOffset: 0.001),
    display: .init(scales: [400: 0.8], trackingOffset: -0.002),
    corrections: ["a": 0.05])

  @Test func sizesBelowTwentyPointsAreText() {
    #expect(Self.model.standInFamily(forSize: 19.9) == "Inter")
    #expect(Self.model.standInFamily(forSize: 20) == "Inter Display")
  }

  /// Bold has its own scale, medium takes regular's, display sizes take display's; tracking is
  /// Apple's (−26/1000 at 17 pt, −23/1000 at 20 pt) plus the optical size's offset.
  @Test func anAdjustmentTakesTheWeightsScaleAndTheSizesTracking() {
    let bold = Self.model.advanceAdjustment(size: 17, weight: .bold)
    #expect(bold.scale == 1.1)
    #expect(abs(bold.tracking - (-0.025)) < 1e-12)
    #expect(Self.model.advanceAdjustment(size: 17, weight: .medium).scale == 0.9)
    let display = Self.model.advanceAdjustment(size: 20, weight: .bold)
    #expect(display.scale == 0.8)
    #expect(abs(display.tracking - (-0.025)) < 1e-12)
    #expect(display.corrections == ["a": 0.05])
  }

  /// A size's own tracking offset: listed at 12 (+0.01 em), 13 (−0.02) and 15 (+0.03), linear
  /// between consecutive sizes (12.5: halfway, −0.005), 0 at 14 (between listed sizes, not
  /// listed; 14.5: halfway to 15's, +0.015), the nearest end's below 12 and above 15.
  @Test(arguments: [
    (12.0, 0.01), (12.5, -0.005), (13, -0.02), (14, 0), (14.5, 0.015), (10, 0.01), (40, 0.03),
  ])
  func aSizesTrackingOffsetIsLinearBetweenWholeSizes(size: Double, expected: Double) {
    var model = Self.model
    model.sizeTracking = [12: 0.01, 13: -0.02, 15: 0.03]
    #expect(abs(model.sizeTrackingOffset(atSize: size) - expected) < 1e-12)
    #expect(Self.model.sizeTrackingOffset(atSize: size) == 0)
  }

  /// At 17 points: Apple's −26/1000, text's offset +0.001 and the size's own +0.004: −0.021.
  @Test func anAdjustmentAddsTheSizesOwnTrackingOffset() {
    var model = Self.model
    model.sizeTracking = [17: 0.004]
    let adjustment = model.advanceAdjustment(size: 17, weight: .regular)
    #expect(abs(adjustment.tracking - (-0.021)) < 1e-12)
  }

  @Test func theFittedModelStandsInWithInter() {
    #expect(SystemFontWidthModel.fitted.textStandIn == "Inter")
    #expect(SystemFontWidthModel.fitted.text.scales[400] != nil)
  }
}
