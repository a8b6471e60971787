import ProtocellLayout
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

/// Accessories narrow the content view, built-in styles place their labels, the separator is a
/// pixel: each expected figure is Interface Builder's recorded frame or a hand derivation.
struct CellChromeTests {
  let measurer = FixedAdvanceMeasurer()

  /// A view pinned to the content view's edges is as wide as the content view.
  static let filler = """
    <view id="fill"/>
    <constraints>
      <constraint>fill.leading == superview.leading</constraint>
      <constraint>fill.trailing == superview.trailing</constraint>
      <constraint>fill.top == superview.top</constraint>
      <constraint>fill.height == 10</constraint>
    </constraints>
    """

  /// The content view's width beside each accessory.
  ///
  /// Against IB's recorded frames where one exists:
  /// - a disclosure indicator on a 414-point cell at scale 2 leaves 383.5 (IQKeyboardManager's
  ///   `Demo/Swift_Demo/Storyboard/Base.lproj/Main.storyboard`, Xcode 15, `retina6_1`: cell
  ///   frame width 414, `<tableViewCellContentView>` frame width 383.5);
  /// - a checkmark on a 375-point cell at scale 3 leaves 331 (the corpus'
  ///   `hackiftekhar__IQKeyboardManager__Settings.storyboard`, lines 434 and 437: cell 375,
  ///   content view 331).
  /// By hand from the rule (margin 20 above 375, 16 at 375 and below; extent 31/3 rounded up to
  /// the pixel): disclosure at 375@3x = 375 − 16 − 10.333 = 348.667; at 320@2x =
  /// 320 − 16 − 10.5 = 293.5.
  @Test(arguments: [
    (CellAccessory.disclosureIndicator, 414.0, 2.0, 383.5),
    (.checkmark, 375, 3, 331),
    (.disclosureIndicator, 375, 3, 375 - 16 - 31.0 / 3),
    (.disclosureIndicator, 320, 2, 293.5),
    (.none, 375, 2, 375),
  ])
  func accessoryNarrowsTheContentView(
    accessory: CellAccessory, width: Double, scale: Double, expected: Double
  ) throws {
    let cell = try layoutCell(Self.filler, attributes: #"accessory="\#(accessory.rawValue)""#)
    #expect(cell.accessory == accessory)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(
      width: width, options: LayoutOptions(scale: scale))
    let frame = try #require(layout.frames["fill"])
    #expect(abs(frame.width - expected) < 1e-9)
    #expect(frame.x == 0)
  }

  /// The row is the content view's height plus a one-pixel separator: 10 + 0.5 at scale 2,
  /// 10 + 1/3 at scale 3 (UITableView's hairline, `1 / UIScreen.scale`).
  @Test func separatorIsOnePixelAtEachScale() throws {
    let cell = try layoutCell(
      Self.filler
        + "<constraints><constraint>fill.bottom == superview.bottom</constraint></constraints>"
    )
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    #expect(
      try engine.height(width: 375, options: LayoutOptions(scale: 2, includesSeparator: true))
        == 10.5)
    #expect(
      try engine.height(width: 375, options: LayoutOptions(scale: 3, includesSeparator: true))
        == 10 + 1.0 / 3)
    #expect(try engine.height(width: 375, options: LayoutOptions(scale: 2)) == 10)
  }

  /// The default style's text label spans the margins and the whole row, and the row is at
  /// least UITableView's 44 points: margins 16 at the sides, so x = 16, width 375 − 32 = 343
  /// (XLPagerTabStrip's `Storyboard.storyboard` in the corpus records the default style's label
  /// at x 16, width 343 in a 375-point cell).
  @Test func defaultStyleLabelSpansTheMargins() throws {
    let cell = try layoutCell(
      #"<margins top="11" leading="16" bottom="11" trailing="16"/><label id="textLabel" text="Hi"/>"#,
      attributes: #"style="default""#)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 375)
    #expect(layout.height == 44)
    #expect(layout.frames["textLabel"] == Rect(x: 16, y: 0, width: 343, height: 44))
  }

  /// Value 1 keeps the text label's width and truncates the detail.
  ///
  /// The detail ends at the trailing margin, at least 6 points after the text (Alamofire's
  /// header cell, in the layout rules). With the fixed-advance measurer (half the font size a
  /// character, 8.5 at 17 points): "Accept" is 51 wide at x 16, so the detail has 16 + 51 + 6 =
  /// 73 to 375 − 16 = 359. The engine then narrows a truncated label to its truncated line
  /// (whole characters and the ellipsis), so it starts less than a character after 73.
  @Test func value1TruncatesTheDetailFirst() throws {
    let cell = try layoutCell(
      """
      <margins top="11" leading="16" bottom="11" trailing="16"/>
      <label id="textLabel" text="Accept"/>
      <label id="detailTextLabel" text="\(String(repeating: "x", count: 60))"/>
      """, attributes: #"style="value1""#)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 375)
    #expect(layout.frames["textLabel"]?.x == 16)
    #expect(layout.frames["textLabel"]?.width == 51)
    let detail = try #require(layout.frames["detailTextLabel"])
    #expect(detail.x + detail.width == 359)
    #expect(detail.x >= 73 && detail.x < 73 + 8.5)
  }

  /// A self-sizing subtitle cell is its labels' height and 21 points.
  ///
  /// The 17-point text label (iOS profile: 17 × 2444 / 2048 = 20.287, 20.5 at scale 2) and the
  /// 12-point detail (14.320, 14.5) with 21 points beside them: 20.5 + 14.5 + 21 = 56, the
  /// height Interface Builder's canvas gives nRF-Mesh's self-sizing subtitle cells (Xcode 15,
  /// 2×). The 21 − 19 = 2 points past the margins go
  /// between the labels; the pair, 37 points, is centred, (56 − 37) / 2 = 9.5, half a point
  /// down: the title at 9 and the detail at 9 + 20.5 + 2 = 31.5, as IB records them.
  @Test func subtitleStyleSizesItselfAroundItsLabels() throws {
    let cell = try layoutCell(
      """
      <label id="textLabel" text="Title" fontFamily="iOS System"/>
      <label id="detailTextLabel" text="Detail" fontFamily="iOS System" fontSize="12"/>
      """, attributes: #"style="subtitle""#)
    let layout = try LayoutEngine(prototype: cell, measurer: try FontTextMeasurer()).layout(
      width: 375)
    #expect(layout.height == 56)
    #expect(layout.frames["textLabel"]?.y == 9)
    #expect(layout.frames["textLabel"]?.height == 20.5)
    #expect(layout.frames["detailTextLabel"]?.y == 31.5)
    #expect(layout.frames["detailTextLabel"]?.height == 14.5)
  }

  /// A built-in style's own label is never called ambiguous: UITableViewCell places it.
  ///
  /// An empty subtitle beside a label tied to its trailing edge (GoMap's `MainStoryboard`) left
  /// the subtitle's width open to the constraints, and it was reported; the custom label whose
  /// position hangs on it still is.
  @Test func aStyleLabelIsNotCalledAmbiguous() throws {
    let cell = try layoutCell(
      """
      <label id="textLabel" text="Title"/>
      <label id="detailTextLabel" text=""/>
      <label id="feature" text="F"/>
      <constraints>
        <constraint>feature.centerY == detailTextLabel.centerY</constraint>
        <constraint>feature.leading == detailTextLabel.trailing + 12</constraint>
        <constraint>margins.trailing == feature.trailing</constraint>
      </constraints>
      """, attributes: #"style="subtitle""#)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 375)
    #expect(layout.warnings == [.ambiguousLayout(viewIDs: ["feature"])])
  }

  /// An italic label is measured with DejaVu Sans's oblique face; a family with no slanted
  /// face (Symbola has only a regular one on this machine) is named as the substitute.
  @Test func italicFontsUseTheObliqueFaceOrNameTheSubstitute() throws {
    let fonts = try FontTextMeasurer()
    let oblique = try fonts.font(for: FontSpec(family: "DejaVu Sans", isItalic: true, size: 17))
    #expect(oblique.path.hasSuffix("DejaVuSans-Oblique.ttf"))
    #expect(fonts.italicSubstitute(for: FontSpec(family: "DejaVu Sans", isItalic: true)) == nil)
    #expect(fonts.italicSubstitute(for: FontSpec(family: "DejaVu Sans")) == nil)
    let upright = try fonts.font(for: FontSpec(family: "Symbola", isItalic: true, size: 17))
    #expect(!upright.path.lowercased().contains("italic"))
    #expect(
      fonts.italicSubstitute(for: FontSpec(family: "Symbola", isItalic: true))
        == "Symbola (\(upright.path.split(separator: "/").last.map(String.init) ?? ""))")
  }
}
