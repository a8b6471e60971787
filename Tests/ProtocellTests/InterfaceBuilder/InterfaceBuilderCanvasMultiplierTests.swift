import Protocell
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Xcode writes a multiplier it computed to six significant digits; its canvas recorded the
/// frames of the exact ratio, and UIKit at run time has only the digits: the rule in
/// `UIKitLayoutRules.md`, "Interface Builder's canvas".
struct InterfaceBuilderCanvasMultiplierTests {
  /// A 43.5-point cell whose one view, centred vertically, is `multiplier` × the content
  /// view's height + 14 tall (NetNewsWire's account button, `0.689655`).
  static func document(multiplier: String) -> String {
    InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="0" y="-0.5" width="374" height="44.5"/>
          </view>
          """,
        constraints: """
          <constraint firstItem="v" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" id="k1"/>
          <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="k2"/>
          <constraint firstItem="v" firstAttribute="centerY" secondItem="c1-cv" secondAttribute="centerY" id="k3"/>
          <constraint firstItem="v" firstAttribute="height" secondItem="c1-cv" secondAttribute="height" multiplier="\(multiplier)" constant="13.999999999999996" id="k4"/>
          """,
        width: 374, height: 43.5, contentHeight: 43.5))
  }

  static func frame(multiplier: String, canvas: Bool) throws -> Rect? {
    try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document(multiplier: multiplier), width: 374, scale: 2, height: 43.5,
      canvas: canvas
    ).frames.values.first
  }

  /// Six-digit multipliers are their ratios on the canvas.
  ///
  /// On the canvas `0.689655` is 20 / 29: 20 / 29 × 43.5 + 14 = 44, centred in 43.5 from
  /// −0.25 to 43.75, whose half pixels round away from zero: y −0.5, 44.5 tall, IB's frame.
  /// At run time 0.689655 × 43.5 + 14 = 43.99999, from −0.249995 to 43.749995: y 0, 43.5
  /// tall. A multiplier of fewer digits (`0.5`: 35.75 tall, from 3.875 to 39.625 at the
  /// pixel, 4 and 39.5) is the same on both.
  @Test func sixDigitMultipliersAreTheirRatiosOnTheCanvas() throws {
    #expect(
      try Self.frame(multiplier: "0.689655", canvas: true)
        == Rect(x: 0, y: -0.5, width: 374, height: 44.5))
    #expect(
      try Self.frame(multiplier: "0.689655", canvas: false)
        == Rect(x: 0, y: 0, width: 374, height: 43.5))
    for canvas in [true, false] {
      #expect(
        try Self.frame(multiplier: "0.5", canvas: canvas)
          == Rect(x: 0, y: 4, width: 374, height: 35.5))
    }
  }

  /// The simplest fraction within half a unit of the last digit: `1.00483` is 208 / 207
  /// (1.0048309), `0.333333` 1 / 3, `1.42857` 10 / 7; five digits (`0.68966`) and a ratio
  /// as written stay as they are, and so do malformed or extreme writings.
  @Test func theSimplestFractionWithinTheRounding() {
    #expect(InterfaceBuilderMultiplier.canvasValue(1.00483, written: "1.00483") == 208.0 / 207)
    #expect(InterfaceBuilderMultiplier.canvasValue(0.333333, written: "0.333333") == 1.0 / 3)
    #expect(InterfaceBuilderMultiplier.canvasValue(1.42857, written: "1.42857") == 10.0 / 7)
    #expect(InterfaceBuilderMultiplier.canvasValue(0.68966, written: "0.68966") == 0.68966)
    // A negative one keeps its sign; an exponent, a whole number and a decimal no fraction of
    // denominator up to 1,000 fits stay as written.
    #expect(
      InterfaceBuilderMultiplier.canvasValue(-0.689655, written: "-0.689655") == -20.0 / 29)
    #expect(
      InterfaceBuilderMultiplier.canvasValue(1.23457e-05, written: "1.23457e-05") == 1.23457e-05)
    #expect(InterfaceBuilderMultiplier.canvasValue(123456, written: "123456") == 123456)
    #expect(InterfaceBuilderMultiplier.canvasValue(0.141421, written: "0.141421") == 0.141421)
  }
}
