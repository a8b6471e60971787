import ProtocellTemplates
import Testing

@testable import ProtocellPreview

struct PreviewRectTests {
  @Test func aFrameWithSizesOfZeroOrMoreIsDrawnAsARect() {
    let rect = PreviewRect(Rect(x: 8, y: 8.25, width: 359, height: 0))
    #expect(rect == .valid(Rect(x: 8, y: 8.25, width: 359, height: 0)))
    #expect(rect.problem == nil)
    #expect(
      rect.svg(attributes: "fill=\"none\"", title: "column")
        == "<rect x=\"8\" y=\"8.25\" width=\"359\" height=\"0\" fill=\"none\"><title>column</title></rect>\n"
    )
  }

  @Test func aNegativeHeightIsAMarkedErrorNeverANegativeAttribute() {
    let rect = PreviewRect(Rect(x: 8, y: 8, width: 359, height: -16))
    #expect(
      rect
        == .invalid(
          Rect(x: 8, y: 8, width: 359, height: -16), marker: Rect(x: 8, y: 8, width: 8, height: 8)))
    #expect(rect.problem == "height -16 is negative")
    #expect(
      rect.svg(attributes: "fill=\"none\"", title: "column")
        == "<g class=\"invalid-frame\"><title>column: invalid frame (height -16 is negative)</title><rect x=\"8\" y=\"8\" width=\"8\" height=\"8\" fill=\"#FF3B30\" fill-opacity=\"0.2\" stroke=\"#FF3B30\"/><path d=\"M8 8L16 16M16 8L8 16\" stroke=\"#FF3B30\"/></g>\n"
    )
  }

  @Test func nonFiniteValuesAreMarkedAtTheOriginsFiniteParts() {
    let rect = PreviewRect(Rect(x: .nan, y: 4, width: .infinity, height: -1))
    #expect(rect.problem == "x is not finite, width is not finite, height -1 is negative")
    guard case .invalid(_, let marker) = rect else {
      Issue.record("expected an invalid frame")
      return
    }
    #expect(marker == Rect(x: 0, y: 4, width: 8, height: 8))
  }
}
