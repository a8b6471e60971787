import Foundation
import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellPreview

struct SVGPreviewRendererTests {
  /// The stack of Tests/LayoutReference/cases/hidden-image-in-stack.xml (the layout tests'
  /// `HiddenViewLayoutTests.stacked`), whose row hides the image: the layout once gave the stack
  /// a height of -16.
  func hiddenImageInStack() throws -> (prototype: CellPrototype, layout: CellLayout) {
    let path = CommandRunner.packageRoot + "/Tests/LayoutReference/cases/hidden-image-in-stack.xml"
    let parsed = TemplateParser().parse(
      text: try String(contentsOfFile: path, encoding: .utf8), path: path)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let prototype = try #require(
      parsed.file.cells.first { $0.reuseIdentifier == "HiddenImageInStack" })
    let layout = try LayoutEngine(prototype: prototype, measurer: FixedAdvanceMeasurer())
      .layout(try rowContent(#"{"title": "Hi"}"#, for: prototype), width: 375)
    return (prototype, layout)
  }

  /// A caption fits its cell.
  ///
  /// At 7.2 points a character a 120-point cell holds 16, so a 40-character identifier beside
  /// its 14-character size (" — 120 × 44 pt") keeps 16 − 14 − 1 = 1 character before "…"; a
  /// short one is whole; a 36-point cell holds 5, fewer than the size: "Cell" and "…".
  @Test func aLongCaptionIsCutToTheCellsWidth() {
    let size = " — 120 × 44 pt"
    #expect(size.count == 14)
    #expect(
      SVGPreviewRenderer.caption(String(repeating: "a", count: 40), size: size, width: 120)
        == "a…" + size)
    #expect(SVGPreviewRenderer.caption("Cell", size: size, width: 375) == "Cell" + size)
    // Too narrow for the size itself: the whole caption is cut.
    #expect(SVGPreviewRenderer.caption("Cell", size: size, width: 36) == "Cell…")
  }

  /// The layout margins are drawn inside the content view, which a disclosure indicator
  /// narrows: at 320 points and scale 2 it is 320 − 16 − 10.5 = 293.5 wide (``CellChrome``'s
  /// rule, derived by hand in the layout tests), so the guide with 16-point margins at each
  /// side is 293.5 − 32 = 261.5 wide, where it was 320 − 32 = 288, over the accessory (a
  /// newcomer's review).
  @Test func theMarginGuideEndsWhereTheAccessoryBegins() throws {
    let prototype = try layoutCell(
      """
      <margins top="11" leading="16" bottom="11" trailing="16"/>
      <view id="fill"/>
      <constraints>
        <constraint>fill.leading == superview.leading</constraint>
        <constraint>fill.trailing == superview.trailing</constraint>
        <constraint>fill.top == superview.top</constraint>
        <constraint>fill.height == 10</constraint>
      </constraints>
      """, attributes: #"accessory="disclosureIndicator""#)
    let layout = try LayoutEngine(prototype: prototype, measurer: FixedAdvanceMeasurer())
      .layout(width: 320, options: LayoutOptions(scale: 2))
    #expect(layout.width == 320)
    #expect(layout.contentWidth == 293.5)
    let svg = SVGPreviewRenderer().render([(prototype, layout)])
    #expect(svg.contains(#"<rect x="16" y="11" width="261.5" "#))
    #expect(!svg.contains(#"width="288""#))
    #expect(
      ConstraintMark.frame(of: .margins, prototype, layout)
        == Rect(x: 16, y: 11, width: 261.5, height: layout.contentHeight - 22))
  }

  @Test func aHiddenImageInAStackNeverGivesANegativeSize() throws {
    let (prototype, layout) = try hiddenImageInStack()
    let svg = SVGPreviewRenderer().render([(prototype, layout)])
    #expect(!svg.contains("width=\"-"))
    #expect(!svg.contains("height=\"-"))
  }

  @Test func aNegativeFrameIsDrawnAsAMarkedError() throws {
    var (prototype, layout) = try hiddenImageInStack()
    layout.frames["column"] = Rect(x: 8, y: 8, width: 359, height: -16)
    let svg = SVGPreviewRenderer().render([(prototype, layout)])
    #expect(!svg.contains("height=\"-16\""))
    #expect(
      svg.contains(
        "<g class=\"invalid-frame\"><title>column (8, 8, 359, -16): invalid frame (height -16 is negative)</title><rect x=\"8\" y=\"8\" width=\"8\" height=\"8\" fill=\"#FF3B30\""
      ))
  }
}
