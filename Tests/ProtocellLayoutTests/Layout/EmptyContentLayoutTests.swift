import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

/// Views without content, as UIKitLayoutRules.md decides them: an empty label keeps its font's
/// baselines, a label of white space is one line tall and 0 wide, an image view without an image
/// has a zero intrinsic size.
struct EmptyContentLayoutTests {
  let measurer = FixedAdvanceMeasurer()

  /// An empty label aligned by its baseline sits where its font's baseline would be.
  ///
  /// `title` (20-point "Hello": 50 × 25, baseline 20 below its top) sits on the top margin, so
  /// its baselines are at 8 + 20 = 28. `side` is an empty 12-point label, 0 × 0, whose baselines
  /// are those of one 15-point line centred on it: 12 − 15 / 2 = 4.5 below its top. Aligned
  /// with `title`'s, its top is 28 − 4.5 = 23.5 (with the label's vertical centre as baseline,
  /// the old rule, it was 28); it starts at 8 + 50 + 8 = 66.
  @Test(arguments: ["firstBaseline", "lastBaseline"])
  func anEmptyLabelKeepsItsFontsBaseline(attribute: String) throws {
    let cell = try layoutCell(
      """
      <label id="title" text="Hello" fontSize="20"/>
      <label id="side" fontSize="12" bind="side"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.top == margins.top</constraint>
        <constraint>title.bottom == margins.bottom</constraint>
        <constraint>side.leading == title.trailing + 8</constraint>
        <constraint>side.\(attribute) == title.\(attribute)</constraint>
      </constraints>
      """)
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    let empty = try engine.layout(CellContent(texts: ["side": ""]), width: 320)
    #expect(empty.frames["side"] == Rect(x: 66, y: 23.5, width: 0, height: 0))
    #expect(empty.height == 41)
    // With text, 12-point "ab" is 12 × 15 with its baseline 12 below its top: 28 − 12 = 16.
    let filled = try engine.layout(CellContent(texts: ["side": "ab"]), width: 320)
    #expect(filled.frames["side"] == Rect(x: 66, y: 16, width: 12, height: 15))
  }

  /// Real fonts give empty text the font's baseline.
  ///
  /// DejaVu Sans (the `system` family here): hhea ascender 1901, descender −483, line gap 0,
  /// 2048 units per em (read with fontTools). At 17 points one line is (1901 + 483) / 2048 × 17
  /// = 19.789 tall with its baseline 1901 / 2048 × 17 = 15.780 below its top; empty text is
  /// 0 × 0 with its baselines at 15.780 − 19.789 / 2 = 5.885.
  @Test func realFontsGiveEmptyTextTheFontsBaseline() throws {
    let fonts = try FontTextMeasurer()
    let request = LabelMeasureRequest(
      text: "", font: FontSpec(family: "system", size: 17), maxWidth: nil, numberOfLines: 1,
      lineBreakMode: .truncateTail, lineSpacing: 0, scale: 2)
    let measurement = try fonts.measure(request)
    let expected = (1901.0 - (1901.0 + 483) / 2) / 2048 * 17
    #expect(measurement.size == Size(width: 0, height: 0))
    #expect(abs(measurement.firstBaseline - expected) < 1e-9)
    #expect(abs(measurement.lastBaseline - expected) < 1e-9)
  }

  /// White space alone is one line of the font (19.789, 20 on the 2× grid) and as wide as its
  /// spaces, which end the text (a label padded with spaces is wider): DejaVu Sans's space is
  /// 651 of 2048 units, 5.404 points at 17, 5.5 on the 2× grid; three are 16.213, 16.5.
  @Test func aLabelOfWhiteSpaceIsOneLineTallAndAsWideAsItsSpaces() throws {
    let fonts = try FontTextMeasurer()
    for (text, width) in [(" ", 5.5), ("   ", 16.5)] {
      let request = LabelMeasureRequest(
        text: text, font: FontSpec(family: "system", size: 17), maxWidth: nil, numberOfLines: 1,
        lineBreakMode: .truncateTail, lineSpacing: 0, scale: 2)
      #expect(try fonts.measure(request).size == Size(width: width, height: 20))
    }
  }

  /// An image view without an image is held at zero, not left to the fitting pass.
  ///
  /// FDTemplateLayoutCell's feed cell in small: a title, an image bound to `photo`, a name
  /// below it. Without an image the image view's intrinsic size is 0 × 0, held by its hugging
  /// (251) and compression resistance (750), so the fitting pass cannot shrink it below zero:
  /// 8 + 12.5 + 8 + 0 + 8 + 12.5 + 8 = 57. With a 40 × 30 image: 57 + 30 = 87.
  @Test(arguments: [
    (#"{"photo": null}"#, 0.0, 57.0), (#"{}"#, 0, 57),
    (#"{"photo": {"width": 40, "height": 30}}"#, 30, 87),
  ])
  func anImageViewWithoutAnImageHasAZeroIntrinsicSize(
    row: String, imageHeight: Double, height: Double
  ) throws {
    let cell = try layoutCell(
      """
      <label id="title" text="Title" fontSize="10"/>
      <image id="photo" bind="photo"/>
      <label id="name" text="Ada" fontSize="10"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.top == margins.top</constraint>
        <constraint>photo.leading == title.leading</constraint>
        <constraint>photo.top == title.bottom + 8</constraint>
        <constraint>name.leading == title.leading</constraint>
        <constraint>name.top == photo.bottom + 8</constraint>
        <constraint>name.bottom == margins.bottom</constraint>
      </constraints>
      """)
    let content = try rowContent(row, for: cell)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(content, width: 320)
    #expect(layout.height == height)
    #expect(layout.frames["photo"]?.height == imageHeight)
    #expect(layout.frames["photo"]?.y == 28.5)
    // Laid out empty, the image view is named: the row's height leaves its image out.
    let named: [LayoutWarning] =
      imageHeight == 0 ? [.emptyImageView(viewID: "photo", key: "photo")] : []
    #expect(layout.warnings == named)
  }
}
