import Foundation
import ProtocellLayout
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

/// A font the app bundles, missing here, measured with the line height Interface Builder
/// recorded for its labels.
struct LearnedLineHeightTests {
  /// ``InterfaceBuilderText/acmeGroteskCell``.
  static let document = InterfaceBuilderText.acmeGroteskCell

  static func height(of measurer: FontTextMeasurer, size: Double) throws -> Double {
    try measurer.measure(
      LabelMeasureRequest(
        text: "Title", font: FontSpec(family: "Acme Grotesk", size: size), maxWidth: nil,
        numberOfLines: 1, lineBreakMode: .truncateTail, lineSpacing: 0, scale: 2)
    ).size.height
  }

  /// The document with its labels in `family` (`postScriptName` their face): whether loading
  /// it taught a line height, and a one-line label's height at `size` points on the 2× grid.
  static func afterLearning(
    _ family: String, postScriptName: String = "AcmeGrotesk-Regular", size: Double
  ) throws -> (learned: Bool, height: Double) {
    let text = document.replacingOccurrences(of: "Acme Grotesk", with: family)
      .replacingOccurrences(of: "AcmeGrotesk-Regular", with: postScriptName)
    let file = TemplateParser().parse(text: text, path: "Cell.xib").file
    let measurer = try FontTextMeasurer()
    let learned = !measurer.learnLineHeights(from: [file]).isEmpty
    let height = try measurer.measure(
      LabelMeasureRequest(
        text: "Title", font: FontSpec(family: family, size: size), maxWidth: nil,
        numberOfLines: 1, lineBreakMode: .truncateTail, lineSpacing: 0, scale: 2)
    ).size.height
    return (learned, height)
  }

  /// A missing family's stand-in measures lines as Interface Builder recorded the family's.
  ///
  /// The two free labels agree on (1.346154, 1.366667] em (LineHeightEstimateTests): the middle,
  /// 1.3564103 em, is 20.346 points at 15 (20.5 on the 2× grid, as recorded), 17.633 at 13
  /// (18), and 27.128 at 20, a size no label has (27.5). The stand-in's own line, DejaVu
  /// Sans's 2,384/2,048 em, would give 17.5, 15.5 and 23.5.
  @Test func aMissingFamilyMeasuresLinesAsInterfaceBuilderRecordedThem() throws {
    let file = TemplateParser().parse(text: Self.document, path: "Cell.xib").file
    let measurer = try FontTextMeasurer()
    #expect(try Self.height(of: measurer, size: 20) == 23.5)
    let learned = measurer.learnLineHeights(from: [file])
    #expect(learned.map(\.family) == ["Acme Grotesk"])
    #expect(learned.first?.estimate.agreeing == 2)
    #expect(learned.first?.estimate.observed == 2)
    #expect(try Self.height(of: measurer, size: 15) == 20.5)
    #expect(try Self.height(of: measurer, size: 13) == 18)
    #expect(try Self.height(of: measurer, size: 20) == 27.5)
    let substitution = try #require(
      measurer.substitution(for: FontSpec(family: "Acme Grotesk", size: 15)))
    #expect(substitution.learnedLineMetrics == learned.first?.lineMetrics)
  }

  /// A label allowed more lines whose recorded frame is one line tall teaches as a one-line
  /// label does; one recorded two lines tall (36 points at 13, 2.77 em) is no line's height.
  ///
  /// With the title allowed 2 lines and the subtitle any number, the same two observations
  /// give the same 1.3564103 em (27.5 at 20 points); before, labels with `numberOfLines` other
  /// than 1 taught nothing (the fresh17 review: Thonburi titles allowed 2 or 3 lines, each
  /// holding one, measured with Loma's lines 4 points taller than IB recorded).
  @Test func aLabelAllowedMoreLinesTeachesWhenItHoldsOne() throws {
    let wrapping = Self.document
      .replacingOccurrences(
        of: #"<label text="Title" "#, with: #"<label text="Title" numberOfLines="2" "#
      )
      .replacingOccurrences(
        of: #"<label text="Subtitle" "#, with: #"<label text="Subtitle" numberOfLines="0" "#)
    #expect(wrapping != Self.document)
    let measurer = try FontTextMeasurer()
    let learned = measurer.learnLineHeights(
      from: [TemplateParser().parse(text: wrapping, path: "Cell.xib").file])
    #expect(learned.first?.estimate.observed == 2)
    #expect(try Self.height(of: measurer, size: 20) == 27.5)
    // The subtitle recorded two lines tall is left out: the title alone teaches.
    let twoLines = wrapping.replacingOccurrences(
      of: #"width="50" height="18"/>"#, with: #"width="50" height="36"/>"#)
    #expect(twoLines != wrapping)
    let fromTitle = try FontTextMeasurer().learnLineHeights(
      from: [TemplateParser().parse(text: twoLines, path: "Cell.xib").file])
    #expect(fromTitle.first?.estimate.observed == 1)
  }

  /// A height constraint below the fitting-size level (the canvas holds a stack's arranged view
  /// at its drawn size at 26) never prevails over a label's own line, so the label still
  /// teaches: both free labels observed, as without it; counted as the badge's required one
  /// is, the title would be left out and one observation remain.
  @Test func aWeakHeightConstraintLeavesALabelTeaching() throws {
    let text = Self.document.replacingOccurrences(
      of: #"<constraint firstAttribute="height" constant="40" id="k8" firstItem="b"/>"#,
      with: #"<constraint firstAttribute="height" constant="40" id="k8" firstItem="b"/>"#
        + #"<constraint firstAttribute="height" constant="20.5" priority="26" id="k9" firstItem="t"/>"#
    )
    #expect(text != Self.document)
    let file = TemplateParser().parse(text: text, path: "Cell.xib").file
    let learned = try FontTextMeasurer().learnLineHeights(from: [file])
    #expect(learned.first?.estimate.observed == 2)
  }

  /// A family installed on this machine need not be the app's copy, so it too measures lines
  /// as the document's labels recorded them: DejaVu Sans at 20 points, its own line 23.28 points
  /// (23.5 on the grid), is 1.3564103 em = 27.128 points (27.5), as the missing family above.
  @Test func anInstalledFamilyLearnsFromTheDocument() throws {
    let result = try Self.afterLearning("DejaVu Sans", size: 20)
    #expect(result.learned)
    #expect(result.height == 27.5)
  }

  /// A registered file is the app's own font: it keeps its metrics whatever a document
  /// recorded, DejaVu Sans's 2,384/2,048 em, 23.28 points at 20 (23.5).
  @Test func aRegisteredFamilyLearnsNothing() throws {
    let text = Self.document.replacingOccurrences(of: "Acme Grotesk", with: "DejaVu Sans")
    let file = TemplateParser().parse(text: text, path: "Cell.xib").file
    let measurer = try FontTextMeasurer()
    try measurer.fontLibrary.registerFont(
      atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    #expect(measurer.learnLineHeights(from: [file]).isEmpty)
    let height = try measurer.measure(
      LabelMeasureRequest(
        text: "Title", font: FontSpec(family: "DejaVu Sans", size: 20), maxWidth: nil,
        numberOfLines: 1, lineBreakMode: .truncateTail, lineSpacing: 0, scale: 2)
    ).size.height
    #expect(height == 23.5)
  }

  /// Courier New's stand-in, Liberation Mono, has Courier New's metrics: nothing is learned
  /// from the same labels, and a 17-point line stays 17 × 2,320 / 2,048 = 19.26 points (19.5).
  @Test func aMetricCompatibleStandInLearnsNothing() throws {
    let result = try Self.afterLearning("Courier New", size: 17)
    #expect(!result.learned)
    #expect(result.height == 19.5)
  }

  /// Helvetica Neue's faces have line heights the corpus pinned down (IOSFontLineHeights): one
  /// document's labels, which here say 1.356 em, teach nothing, and a 15-point regular line
  /// stays 15 × 1.16146 = 17.42 points (17.5).
  @Test func anIOSFamilyWithKnownLinesLearnsNothing() throws {
    let result = try Self.afterLearning("Helvetica Neue", postScriptName: "HelveticaNeue", size: 15)
    #expect(!result.learned)
    #expect(result.height == 17.5)
  }
}
