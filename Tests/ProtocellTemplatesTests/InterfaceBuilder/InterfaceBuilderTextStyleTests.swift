import Testing
import TextMeasurement

@testable import ProtocellTemplates

/// The Dynamic Type table against cells copied by hand from Apple's Human Interface Guidelines
/// (Typography › Specifications › iOS, iPadOS Dynamic Type sizes and larger accessibility type
/// sizes), and text styles following the importer's category.
struct InterfaceBuilderTextStyleTests {
  /// (style, category, size, leading) as the HIG's tables print them.
  static let higCells: [(String, ContentSizeCategory, Double, Double)] = [
    ("UICTFontTextStyleTitle0", .extraSmall, 31, 38),  // Large Title, xSmall
    ("UICTFontTextStyleBody", .large, 17, 22),
    ("UICTFontTextStyleSubhead", .extraExtraExtraLarge, 21, 28),
    ("UICTFontTextStyleFootnote", .medium, 12, 16),
    ("UICTFontTextStyleCaption2", .extraLarge, 13, 18),
    ("UICTFontTextStyleHeadline", .accessibilityMedium, 28, 34),  // AX1
    ("UICTFontTextStyleCallout", .accessibilityLarge, 32, 39),  // AX2
    ("UICTFontTextStyleCaption2", .accessibilityExtraLarge, 29, 35),  // AX3
    ("UICTFontTextStyleTitle3", .accessibilityExtraExtraLarge, 49, 58),  // AX4
    ("UICTFontTextStyleTitle1", .accessibilityExtraExtraExtraLarge, 58, 68),  // AX5
    ("UICTFontTextStyleTitle0", .accessibilityExtraExtraExtraLarge, 60, 70),
  ]

  @Test(arguments: higCells)
  func tableMatchesTheHumanInterfaceGuidelines(
    style: String, category: ContentSizeCategory, size: Double, leading: Double
  ) throws {
    let metrics = try #require(InterfaceBuilderTextStyle.metrics(ofStyle: style, at: category))
    #expect(metrics.size == size)
    #expect(metrics.leading == leading)
  }

  @Test func everyStyleHasTwelveCategoriesGrowingAndOneWeight() {
    #expect(InterfaceBuilderTextStyle.table.count == 11)
    for (style, entry) in InterfaceBuilderTextStyle.table {
      #expect(entry.sizes.count == ContentSizeCategory.allCases.count, "\(style)")
      for (smaller, larger) in zip(entry.sizes, entry.sizes.dropFirst()) {
        #expect(smaller.size <= larger.size, "\(style)")
        #expect(smaller.leading <= larger.leading, "\(style)")
      }
      #expect(entry.weight == (style == "UICTFontTextStyleHeadline" ? .semibold : .regular))
    }
  }

  @Test func lineSpacingIsTheLeadingLessSFsLineHeight() {
    // Body at AX1: 28 × 2444/2048 = 33.4140625; leading 34.
    #expect(
      InterfaceBuilderTextStyle.lineSpacing(
        ofStyle: "UICTFontTextStyleBody", at: .accessibilityMedium)
        == 34 - 33.4140625)
    // Caption 2 at xSmall: 11 × 2444/2048 = 13.126953125 is more than its leading, 13.
    #expect(
      InterfaceBuilderTextStyle.lineSpacing(ofStyle: "UICTFontTextStyleCaption2", at: .extraSmall)
        == 0)
  }

  @Test func labelsFollowTheImportersCategoryWithOrWithoutAdjustsFont() throws {
    let text = InterfaceBuilderImporterTests.xib(
      InterfaceBuilderImporterTests.cell(
        subviews: """
          <label text="a" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
          <label text="b" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/></label>
          <label text="c" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l3"><fontDescription key="fontDescription" type="system" pointSize="14"/></label>
          """))
    func fonts(at category: ContentSizeCategory) throws -> [FontSpec] {
      let result = InterfaceBuilderImporter(contentSizeCategory: category)
        .importDocument(text: text, path: "t.xib")
      return try #require(result.file.cells.first).allViews.compactMap { view in
        if case .label(let content) = view.kind { return content.font }
        return nil
      }
    }
    let iOS = FontDescriptor.iOSSystemFamily
    #expect(
      try fonts(at: .large) == [
        FontSpec(family: iOS, weight: .semibold, size: 17), FontSpec(family: iOS, size: 15),
        FontSpec(family: iOS, size: 14),
      ])
    // AX3: Headline 40, Subheadline 36; a point size stays.
    #expect(
      try fonts(at: .accessibilityExtraLarge) == [
        FontSpec(family: iOS, weight: .semibold, size: 40), FontSpec(family: iOS, size: 36),
        FontSpec(family: iOS, size: 14),
      ])
    // The template parser hands its category to the importer.
    let parsed = TemplateParser(contentSizeCategory: .extraSmall).parse(text: text, path: "t.xib")
    let first = try #require(parsed.file.cells.first?.allViews.first)
    guard case .label(let content) = first.kind else {
      Issue.record("not a label")
      return
    }
    #expect(content.font.size == 14)
  }

  /// The canvas of Xcode 12.5 and 13 drew text styles at xSmall, Xcode 7's at Medium.
  ///
  /// Read as the canvas, a document it saved (`toolsVersion` 19529) sizes Subhead at 12 points (xSmall's, from the style table) and
  /// Footnote at 12; read for the app, or saved by Xcode 14 (21701), at Large's 15 and 13.
  /// Bluefruit's Xcode 13 storyboard records such labels 14.333 tall at 3×: 12 × 2444 / 2048 =
  /// 14.32, rounded up to the pixel, where 15 points would give 18.
  @Test func xcode13sCanvasSizesTextStylesAtExtraSmall() throws {
    func sizes(toolsVersion: String, canvas: Bool) throws -> [Double] {
      let text = InterfaceBuilderImporterTests.xib(
        InterfaceBuilderImporterTests.cell(
          subviews: """
            <label text="a" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/></label>
            <label text="b" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>
            """)
      ).replacing(
        #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
      var importer = InterfaceBuilderImporter()
      importer.readsAsCanvas = canvas
      let result = importer.importDocument(text: text, path: "t.xib")
      return try #require(result.file.cells.first).allViews.compactMap { view in
        if case .label(let content) = view.kind { return content.font.size }
        return nil
      }
    }
    #expect(try sizes(toolsVersion: "19529", canvas: true) == [12, 12])
    #expect(try sizes(toolsVersion: "19529", canvas: false) == [15, 13])
    #expect(try sizes(toolsVersion: "21701", canvas: true) == [15, 13])
    // Xcode 12.5 (18122) drew them at xSmall too; Xcode 12.4 (17701) at Large.
    #expect(try sizes(toolsVersion: "18122", canvas: true) == [12, 12])
    #expect(try sizes(toolsVersion: "17701", canvas: true) == [15, 13])
    // Xcode 7 (8121 to 10116) drew them at Medium: Subhead 14 and Footnote 12 (Apple's table;
    // arex's Subhead label is 17 tall at 2×, 14 × 2444 / 2048 = 16.71 rounded up to the pixel,
    // where Large's 15 points give 18); read for the app, Large's. Xcode 8 (11xxx) at Large.
    #expect(try sizes(toolsVersion: "8121.17", canvas: true) == [14, 12])
    #expect(try sizes(toolsVersion: "10116", canvas: true) == [14, 12])
    #expect(try sizes(toolsVersion: "10116", canvas: false) == [15, 13])
    #expect(try sizes(toolsVersion: "11762", canvas: true) == [15, 13])
    #expect(try sizes(toolsVersion: "7706", canvas: true) == [15, 13])
  }
  /// A style the table does not know is said once, whichever way the document is read.
  ///
  /// Read for the app, an Xcode 7 document's text-style label is read twice, for the app and
  /// for its canvas's category (`InterfaceBuilderViewRecord.canvasFont`): an unknown style is
  /// not read the second time (before, its warning came twice).
  @Test func anUnknownStyleIsSaidOnce() {
    let text = InterfaceBuilderImporterTests.xib(
      InterfaceBuilderImporterTests.cell(
        subviews: """
          <label text="a" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><fontDescription key="fontDescription" style="UICTFontTextStyleBogus"/></label>
          """)
    ).replacing(#"version="3.0""#, with: #"version="3.0" toolsVersion="10116""#)
    for canvas in [false, true] {
      var importer = InterfaceBuilderImporter()
      importer.readsAsCanvas = canvas
      let messages = importer.importDocument(text: text, path: "t.xib").diagnostics.map(\.message)
      #expect(
        messages.filter { $0.hasPrefix("unknown Dynamic Type style") } == [
          "unknown Dynamic Type style 'UICTFontTextStyleBogus'; the Body style (17 points) is used"
        ])
    }
  }
}
