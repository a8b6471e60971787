import Foundation
import ProtocellDiagnostics
import ProtocellLayout
import ProtocellTemplates
import Testing
import TextMeasurement

@testable import ProtocellPreview

struct HTMLGalleryRendererTests {
  func page(_ cell: GalleryCell) -> String {
    HTMLGalleryRenderer().render([cell]) { _, _ in [] }
  }

  @Test func viewsAreDrawnAtTheirFramesWithTheirMeasuredLines() throws {
    let (prototype, layout) = try previewFixture()
    let html = page(GalleryCell(prototype: prototype, layout: layout))
    #expect(
      html.contains(
        "<rect x=\"8\" y=\"8\" width=\"55\" height=\"12.5\" class=\"view\" data-kind=\"label\" data-view=\"title\" data-frame=\"8 8 55 12.5\" fill=\"none\" fill-opacity=\"1\"><title>title (8, 8, 55, 12.5)</title></rect>"
      ))
    #expect(
      html.contains(
        "<g class=\"label\" data-view=\"title\" data-direction=\"ltr\" data-text=\"hello world\" data-number-of-lines=\"1\" data-max-width=\"55\" data-line-spacing=\"0\" font-size=\"10\" style=\"font-family: sans-serif\"><text class=\"line\" xml:space=\"preserve\" x=\"8\" y=\"18\" data-x=\"8.0\" data-width=\"55.0\">hello world</text></g>"
      ))
    #expect(html.contains("data-frame=\"75 8 20 10\""))
    #expect(html.contains("<span class=\"badge ok\">no issues</span>"))
    #expect(html.contains("320 pt wide · as designed · height <b>28.5 pt</b>"))
  }

  /// A text's own trailing spaces count in its last line's width, as in UILabel's intrinsic
  /// size, and are drawn; a line broken at a space leaves that space out of both, and a
  /// truncated line ends at its ellipsis.
  @Test func aLastLineKeepsTheTextsTrailingSpaces() {
    let line = MeasuredLine(text: "App version: ", width: 84.5, baseline: 13)
    #expect(GalleryCellDrawing.drawnText(of: line, isLast: true) == "App version: ")
    #expect(GalleryCellDrawing.drawnText(of: line, isLast: false) == "App version:")
    let cut = MeasuredLine(text: "App v\u{2026} ", width: 40, baseline: 13, isTruncated: true)
    #expect(GalleryCellDrawing.drawnText(of: cut, isLast: true) == "App v\u{2026}")
  }

  /// The fallback's CJK characters on a width model's line: ideographs spaced to draw at the
  /// model's factor over its scale (10 × 1.5 / 0.5 − 10 = 20), the other CJK characters at
  /// the scale alone (10 / 0.5 − 10 = 10), each run in its own `<tspan>`; the rest, and a line
  /// without a model, as they are.
  @Test func cjkRunsAreSpacedToTheirMeasuredWidths() {
    let spacing = GalleryCellDrawing.CJKSpacing(
      adjustment: AdvanceAdjustment(scale: 0.5, tracking: 0.01, ideographScale: 1.5),
      fontSize: 10)
    #expect(spacing.ideographs == 20)
    #expect(spacing.others == 10)
    #expect(
      GalleryCellDrawing.markup(of: "a顶部。b<", cjk: spacing)
        == "a<tspan style=\"letter-spacing: 20.0px\">顶部</tspan>"
        + "<tspan style=\"letter-spacing: 10.0px\">。</tspan>b&lt;")
    #expect(GalleryCellDrawing.markup(of: "a顶部", cjk: nil) == "a顶部")
    #expect(GalleryCellDrawing.containsCJK("こんにちは"))
    #expect(!GalleryCellDrawing.containsCJK("Hello, ☃"))
  }

  /// The page's script splits a label's text into the same runs as the drawing: ideographs
  /// U+4000 to U+9FFF, other CJK characters U+3000 to U+3FFF, and the rest, by one regular
  /// expression written from the drawing's ranges (not a copy of them).
  @Test func pageScriptSplitsTheDrawingsCJKRuns() {
    let pattern = #"/([\u4000-\u9fff]+)|([\u3000-\u3fff]+)|[^\u3000-\u9fff]+/gu"#
    #expect(GalleryCellDrawing.cjkRunPattern == pattern)
    #expect(GalleryPage.script.contains("text.matchAll(\(pattern))"))
  }

  /// A label measured with a width model (scale 0.9, tracking 0.01 em) is drawn as the model
  /// measured it: the stand-in's glyphs spaced by the tracking before the scale (0.01 × 10 / 0.9
  /// = 0.1111 px) and scaled by 0.9 about the line's start, x 8 (matrix e = 8 × (1 − 0.9) = 0.8).
  @Test func aWidthModelIsDrawnScaledAndTracked() throws {
    let (prototype, layout) = try previewFixture()
    let html = HTMLGalleryRenderer().render(
      [GalleryCell(prototype: prototype, layout: layout)], fontFiles: { _, _ in [] },
      widthAdjustment: { _ in AdvanceAdjustment(scale: 0.9, tracking: 0.01) })
    #expect(html.contains("data-width-scale=\"0.9\" data-letter-spacing=\"0.11111111111111112\""))
    #expect(html.contains("letter-spacing: 0.11111111111111112px\""))
    #expect(html.contains("transform=\"matrix(0.9 0 0 1 0.7999999999999998 0)\""))
  }

  /// A width model's per-character corrections are drawn by a derived copy of the stand-in
  /// (the label's own file, first), its own family; a fallback file is embedded as it is.
  @Test func aWidthModelsCorrectionsAreDrawnByADerivedFamily() throws {
    let (prototype, layout) = try previewFixture()
    let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    let bold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
    func page(_ corrections: [Unicode.Scalar: Double]) -> (style: String?, faces: [Substring]) {
      let html = HTMLGalleryRenderer().render(
        [GalleryCell(prototype: prototype, layout: layout)], fontFiles: { _, _ in [inter, bold] },
        widthAdjustment: { _ in
          AdvanceAdjustment(scale: 0.9, tracking: 0.01, corrections: corrections)
        })
      let style = html.firstRange(of: "<g class=\"label\"").flatMap { label in
        html[label.upperBound...].firstRange(of: "style=\"").flatMap { start in
          html[start.upperBound...].firstIndex(of: "\"").map {
            String(html[start.upperBound..<$0])
          }
        }
      }
      return (style, html.split(separator: "\n").filter { $0.hasPrefix("@font-face") })
    }
    let plain = page([:])
    let corrected = page(["e": 0.03])
    let style =
      "font-family: &quot;protocell-font-0&quot;, &quot;protocell-font-1&quot;, sans-serif; letter-spacing: 0.11111111111111112px"
    #expect(plain.style == style)
    #expect(corrected.style == style)
    let interData = try #require(FileManager.default.contents(atPath: inter)).base64EncodedString()
    let boldData = try #require(FileManager.default.contents(atPath: bold)).base64EncodedString()
    #expect(plain.faces.count == 2)
    #expect(corrected.faces.count == 2)
    #expect(
      plain.faces.first?.contains("\"protocell-font-0\";src:url(data:font/otf;base64,\(interData))")
        == true)
    #expect(
      corrected.faces.first?.contains("\"protocell-font-0\";src:url(data:font/otf;base64,") == true)
    #expect(corrected.faces.first?.contains(interData) == false)
    #expect(
      corrected.faces.last?.contains(
        "\"protocell-font-1\";src:url(data:font/otf;base64,\(boldData))") == true)
  }

  /// A label whose text reads right to left (its first strong character is Hebrew) is drawn
  /// with `direction="rtl"` from its right end: its 20-point line at the label's left edge
  /// (x 8, a natural label left to right) is anchored at 8 + 20 = 28; right-aligned in the
  /// 55-point label it would start at 8 + 55 − 20 = 43 and be anchored at 63.
  @Test(arguments: [(TextAlignment.left, "8", "28"), (.right, "43", "63")])
  func rightToLeftTextIsDrawnFromItsRightEnd(
    alignment: TextAlignment, left: String, anchor: String
  ) throws {
    var (prototype, layout) = try previewFixture()
    layout.labelLayouts["title"]?.lines = [MeasuredLine(text: "שלום", width: 20, baseline: 10)]
    layout.lineAlignments["title"] = alignment
    let content = CellContent(texts: ["title": "שלום"])
    let html = page(GalleryCell(prototype: prototype, layout: layout, content: content))
    #expect(html.contains("data-direction=\"rtl\" data-text=\"שלום\""))
    #expect(
      html.contains(
        "<text class=\"line\" xml:space=\"preserve\" direction=\"rtl\" x=\"\(anchor)\" y=\"18\" data-x=\"\(left).0\" data-width=\"20.0\">שלום</text>"
      ))
  }

  @Test func diagnosticsAreListedWithTheirLocationsAndCountedInTheBadge() throws {
    let (prototype, layout) = try previewFixture()
    let warning = Diagnostic(
      code: "ambiguous-layout", severity: .warning, message: "photo's height is ambiguous",
      location: SourceLocation(file: "pair.xml", line: 3, column: 5))
    let html = page(GalleryCell(prototype: prototype, layout: layout, diagnostics: [warning]))
    #expect(html.contains("<span class=\"badge warning\">1 warning</span>"))
    #expect(
      html.contains(
        "<li class=\"warning\"><code title=\"pair.xml:3:5\">pair.xml:3:5</code> warning: photo&#39;s height is ambiguous <span class=\"code\">[ambiguous-layout]</span></li>"
      ))
    #expect(html.contains("0 errors, 1 warning"))
  }

  /// The row's warnings (what its layout answered for, which `measure` prints on the row) are
  /// listed and counted, on the card and in the page's summary; before, the card said "no
  /// issues" where `measure` warned (the fresh17 review).
  @Test func aRowsWarningsAreListedAndCounted() throws {
    var (prototype, layout) = try previewFixture()
    layout.warnings = [.viewsOutsideFittedRow(viewIDs: ["title"], above: 1, below: 0)]
    let html = page(GalleryCell(prototype: prototype, layout: layout))
    #expect(html.contains("<span class=\"badge warning\">1 row warning</span>"))
    #expect(
      html.contains(
        "<ul class=\"row-warnings\"><li class=\"warning\">\(PreviewMarkup.escape(layout.warnings[0].description))</li></ul>"
      ))
    #expect(html.contains("0 errors, 0 warnings, 1 row warning"))
    #expect(!html.contains("no issues"))
  }

  /// Margins taller than a short content view (8 + 8 in 10 points) leave an empty guide,
  /// drawn 0 tall, not an invalid frame (the fresh20 review's UpdateCell).
  @Test func marginsTallerThanTheContentViewAreAnEmptyGuide() throws {
    var (prototype, layout) = try previewFixture()
    layout.height = 10
    layout.contentHeight = 10
    let html = page(GalleryCell(prototype: prototype, layout: layout))
    #expect(!html.contains("layout margins: invalid frame"))
    #expect(
      html.contains(
        "<rect x=\"8\" y=\"8\" width=\"304\" height=\"0\" class=\"margins\">"
      ))
  }

  @Test func hiddenViewsAreDrawnAsSuchAndListed() throws {
    var (prototype, layout) = try previewFixture()
    layout.hiddenViews = ["photo"]
    let html = page(GalleryCell(prototype: prototype, layout: layout))
    #expect(
      html.contains(
        "<g class=\"hidden-view\"><rect x=\"75\" y=\"8\" width=\"20\" height=\"10\" data-view=\"photo\"><title>photo (hidden) (75, 8, 20, 10)</title></rect>\n</g>"
      ))
    #expect(html.contains("<p class=\"hidden-views\">Hidden: <code>photo</code></p>"))
    #expect(!html.contains("data-frame=\"75 8 20 10\""))
  }

  @Test func interfaceBuilderFramesAreOverlaidAndTheirDifferencesListed() throws {
    let (prototype, layout) = try previewFixture()
    let cell = GalleryCell(
      prototype: prototype, layout: layout,
      referenceFrames: [
        "title": Rect(x: 8, y: 8.25, width: 55, height: 12.5),
        "photo": Rect(x: 75, y: 8, width: 20, height: 12),
      ])
    #expect(cell.referenceDifferences.map(\.view) == ["photo"])
    let html = page(cell)
    #expect(html.contains("id=\"toggle-reference\""))
    #expect(
      html.contains(
        "<tr><td><code>photo</code></td><td>(75, 8, 20, 10)</td><td>(75, 8, 20, 12)</td></tr>"))
  }

  @Test func thePageNeedsNoNetwork() throws {
    let (prototype, layout) = try previewFixture()
    let html = page(GalleryCell(prototype: prototype, layout: layout))
    #expect(!html.contains("src=\"http"))
    #expect(!html.contains("href=\"http"))
    #expect(!html.contains("url(http"))
    #expect(!html.contains("<link"))
  }

  @Test func fontFilesAreEmbeddedOncePerFile() throws {
    var fonts = GalleryFonts()
    #expect(fonts.family(forPath: "/nonexistent/A.ttf") == "protocell-font-0")
    #expect(fonts.family(forPath: "/nonexistent/B.otf") == "protocell-font-1")
    #expect(fonts.family(forPath: "/nonexistent/A.ttf") == "protocell-font-0")
    #expect(fonts.family(forPath: "/nonexistent/C.ttc") == nil)
    #expect(fonts.fontFaceRules() == "")
  }

  @Test func diagnosticsBelongToTheCellWhoseLinesHoldThem() throws {
    let result = TemplateParser().parse(
      text: """
        <templates>
          <cell reuseIdentifier="A"><label id="a" text="x"/></cell>
          <cell reuseIdentifier="B"><label id="b" text="y"/></cell>
        </templates>
        """,
      path: "two.xml")
    let cells = result.file.cells
    let diagnostics = [2, 3, 3].map {
      Diagnostic(
        code: "ambiguous-layout", severity: .warning, message: "line \($0)",
        location: SourceLocation(file: "two.xml", line: $0, column: 1))
    }
    #expect(diagnostics.located(in: cells[0], among: cells).map(\.message) == ["line 2"])
    #expect(diagnostics.located(in: cells[1], among: cells).map(\.message) == ["line 3", "line 3"])
  }

  /// UIKit logs a broken constraint and lays the cell out: the badge counts it apart, as a
  /// warning, as `measure` reports it.
  @Test func constraintsTheRowBrokeAreCountedApart() throws {
    var (prototype, layout) = try previewFixture()
    layout.brokenConstraints = [
      BrokenConstraint(constraint: .generated("title.width == 10"), conflicts: [])
    ]
    let html = page(GalleryCell(prototype: prototype, layout: layout))
    #expect(html.contains("<span class=\"badge warning\">1 broken constraint</span>"))
    #expect(html.contains("0 errors, 0 warnings"))
    #expect(
      html.contains(
        "<li class=\"warning\">broke title.width == 10 (conflicts with the cell&#39;s own constraints)</li>"
      ))
  }

  /// A note is listed as a note and counted nowhere; an error beside it is counted alike in
  /// the badge and the summary.
  @Test func notesAreListedAsNotesAndNotCounted() throws {
    var (prototype, layout) = try previewFixture()
    layout.brokenConstraints = [
      BrokenConstraint(constraint: .generated("title.width == 10"), conflicts: [])
    ]
    let note = Diagnostic(
      code: "unsupported-feature", severity: .note, message: "the variation is not applied",
      location: nil)
    let error = Diagnostic(
      code: "unsatisfiable-constraints", severity: .error, message: "conflict", location: nil)
    let html = page(GalleryCell(prototype: prototype, layout: layout, diagnostics: [note, error]))
    #expect(html.contains("<span class=\"badge error\">1 error, 1 broken constraint</span>"))
    #expect(html.contains("1 error, 0 warnings"))
    #expect(
      html.contains(
        "<li class=\"note\">note: the variation is not applied <span class=\"code\">[unsupported-feature]</span></li>"
      ))
  }

  /// A frame's title gives each number to the thousandth, as `measure` does.
  @Test func framesAreTitledToTheThousandth() throws {
    var (prototype, layout) = try previewFixture()
    let id = try #require(layout.frames.keys.sorted().first)
    layout.frames[id] = Rect(
      x: 285.66666666666667, y: 51.00000000000001, width: 90, height: 31.33333333333336)
    let html = page(GalleryCell(prototype: prototype, layout: layout))
    #expect(html.contains("<title>\(id) (285.667, 51, 90, 31.333)</title>"))
    #expect(!html.contains("51.00000000000001"))
  }

  @Test func constraintsCanBeShownWhenThePageOpens() throws {
    let (prototype, layout) = try previewFixture()
    let cells = [GalleryCell(prototype: prototype, layout: layout)]
    let shown = HTMLGalleryRenderer(showsConstraints: true).render(cells) { _, _ in [] }
    #expect(shown.contains("<input type=\"checkbox\" id=\"toggle-constraints\" checked>"))
    #expect(page(cells[0]).contains("<input type=\"checkbox\" id=\"toggle-constraints\">"))
  }
}
