import Testing
import TextMeasurement
import _ProtocellTestSupport

@testable import ProtocellTemplates

/// tvOS's text styles: one size at every category, copied by hand from the two public tables
/// ``InterfaceBuilderTextStyle/tvOSTable`` names (Title 1 76 … Caption 2 23).
struct InterfaceBuilderTVOSTextStyleTableTests {
  /// (style, size) as the public tables print them.
  static let publishedSizes: [(String, Double)] = [
    ("UICTFontTextStyleTitle1", 76), ("UICTFontTextStyleTitle2", 57),
    ("UICTFontTextStyleTitle3", 48), ("UICTFontTextStyleHeadline", 38),
    ("UICTFontTextStyleCallout", 31), ("UICTFontTextStyleBody", 29),
    ("UICTFontTextStyleSubhead", 29), ("UICTFontTextStyleFootnote", 29),
    ("UICTFontTextStyleCaption1", 25), ("UICTFontTextStyleCaption2", 23),
  ]

  @Test(arguments: publishedSizes)
  func aStyleHasItsTVOSSizeAtEveryCategory(style: String, size: Double) throws {
    for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
      let metrics = try #require(
        InterfaceBuilderTextStyle.metrics(ofStyle: style, at: category, isTVOS: true))
      #expect(metrics.size == size)
      // No tvOS leading is known: lines keep SF's own height, with no spacing added.
      #expect(
        InterfaceBuilderTextStyle.lineSpacing(ofStyle: style, at: category, isTVOS: true) == 0)
    }
  }

  @Test func titlesAndHeadlineAreMediumAndLargeTitleKeepsIOSs() throws {
    let medium = InterfaceBuilderTextStyle.tvOSTable.filter { $0.value.weight == .medium }.keys
    #expect(
      Set(medium) == [
        "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2", "UICTFontTextStyleTitle3",
        "UICTFontTextStyleHeadline",
      ])
    let largeTitle = try #require(
      InterfaceBuilderTextStyle.metrics(ofStyle: "UICTFontTextStyleTitle0", isTVOS: true))
    #expect(largeTitle.size == 34)
  }

  @Test func aTVOSDocumentsLabelsHaveTVOSFonts() throws {
    let cell = InterfaceBuilderText.tableCell(
      subviews: """
        <label text="a" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
        <label text="b" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><fontDescription key="fontDescription" style="UICTFontTextStyleCaption2"/></label>
        """)
    func fonts(_ text: String) throws -> [FontSpec] {
      let result = InterfaceBuilderImporter().importDocument(text: text, path: "t.xib")
      return try #require(result.file.cells.first).allViews.compactMap { view in
        if case .label(let content) = view.kind { return content.font }
        return nil
      }
    }
    let iOS = FontDescriptor.iOSSystemFamily
    let tvText = InterfaceBuilderText.xib(cell).replacing(
      "com.apple.InterfaceBuilder3.CocoaTouch.XIB", with: "com.apple.InterfaceBuilder.AppleTV.XIB")
    #expect(
      try fonts(tvText) == [
        FontSpec(family: iOS, weight: .medium, size: 38), FontSpec(family: iOS, size: 23),
      ])
    #expect(
      try fonts(InterfaceBuilderText.xib(cell)) == [
        FontSpec(family: iOS, weight: .semibold, size: 17), FontSpec(family: iOS, size: 11),
      ])
  }
}
