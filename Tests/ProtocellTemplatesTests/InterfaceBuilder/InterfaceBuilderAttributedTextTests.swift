import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

/// A label or text view with attributed text (`usesAttributedText="YES"`) has no
/// `fontDescription`: each run's font is its fragment's `NSFont` attribute, which the importer
/// reads (tinode's alias label, `CourierNewPSMT` 17, was measured in the system font).
struct InterfaceBuilderAttributedTextTests {
  /// A label whose attributed text is `fragments`, each `(text, NSFont attributes)`.
  static func label(_ id: String, _ fragments: [(String, String?)], extra: String = "") -> String {
    let runs = fragments.map { text, font in
      """
      <fragment content="\(text)"><attributes>\(font.map { "<font key=\"NSFont\" \($0)/>" } ?? "")
      <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural"/>
      </attributes></fragment>
      """
    }
    return """
      <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="16" y="8" width="200" height="20"/>
        <attributedString key="attributedText">\(runs.joined())</attributedString>
        \(extra)
      </label>
      """
  }

  /// The fonts of the labels of a cell holding `subviews`, in order.
  static func fonts(_ subviews: [String]) throws -> [FontSpec] {
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(subviews: subviews.joined(separator: "\n")))
    let result = InterfaceBuilderImporter().importDocument(text: text, path: "t.xib")
    return try #require(result.file.cells.first).allViews.compactMap { view in
      if case .label(let content) = view.kind { return content.font }
      return nil
    }
  }

  /// PostScript names give the family as Apple's list of iOS fonts writes it and the face
  /// their suffix names: `CourierNewPSMT` is Courier New (Monotype's `PSMT`), `ArialMT` Arial,
  /// `Arial-BoldItalicMT` Arial bold italic, `HelveticaNeue` Helvetica Neue, `AvenirNext-DemiBold`
  /// Avenir Next semibold, `TimesNewRomanPS-ItalicMT` Times New Roman italic; a family iOS does not ship keeps the part before the face
  /// (`Poppins-Bold`: Poppins, bold), the name the app's font files are registered by.
  @Test func postScriptNamesNameFamiliesAndFaces() throws {
    let fonts = try Self.fonts([
      Self.label("a", [("x", #"size="17" name="CourierNewPSMT""#)]),
      Self.label("b", [("x", #"size="12" name="ArialMT""#)]),
      Self.label("c", [("x", #"size="12" name="Arial-BoldItalicMT""#)]),
      Self.label("d", [("x", #"size="15" name="HelveticaNeue""#)]),
      Self.label("e", [("x", #"size="16" name="AvenirNext-DemiBold""#)]),
      Self.label("f", [("x", #"size="14" name="Poppins-Bold""#)]),
      Self.label("g", [("x", #"size="13" name="TimesNewRomanPS-ItalicMT""#)]),
    ])
    #expect(
      fonts == [
        FontSpec(family: "Courier New", size: 17),
        FontSpec(family: "Arial", size: 12),
        FontSpec(family: "Arial", weight: .bold, isItalic: true, size: 12),
        FontSpec(family: "Helvetica Neue", size: 15),
        FontSpec(family: "Avenir Next", weight: .semibold, size: 16),
        FontSpec(family: "Poppins", weight: .bold, size: 14),
        FontSpec(family: "Times New Roman", isItalic: true, size: 13),
      ])
  }

  /// The system font's meta fonts and private names are the system font: `metaFont="system"`
  /// at its size, `systemBold` bold, `.SFNSText` regular (matrix-ios-kit's read receipts).
  @Test func metaFontsAndPrivateNamesAreTheSystemFont() throws {
    let system = FontDescriptor.iOSSystemFamily
    let fonts = try Self.fonts([
      Self.label("a", [("x", #"metaFont="system" size="13""#)]),
      Self.label("b", [("x", #"metaFont="systemBold" size="20""#)]),
      Self.label("c", [("x", #"size="15" name=".SFNSText""#)]),
    ])
    #expect(
      fonts == [
        FontSpec(family: system, size: 13), FontSpec(family: system, weight: .bold, size: 20),
        FontSpec(family: system, size: 15),
      ])
  }

  /// A line is as tall as its largest run: of a 12-point Menlo run and a 20-point Georgia one
  /// the text is measured in Georgia 20; a run without a size (`metaFont="smallSystem"`,
  /// `usesAppearanceFont`) or a font says nothing, and a text with no sized run keeps the
  /// label's own font (its `fontDescription`, else UILabel's 17-point system font).
  @Test func theLargestSizedRunWins() throws {
    let fonts = try Self.fonts([
      Self.label(
        "a",
        [
          ("x", #"size="12" name="Menlo-Regular""#), ("y", #"size="20" name="Georgia""#),
          ("z", #"metaFont="smallSystem""#), ("w", nil),
        ]),
      Self.label("b", [("x", #"usesAppearanceFont="YES""#)]),
      Self.label(
        "c", [("x", #"metaFont="smallSystem""#)],
        extra: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="11"/>"#),
    ])
    #expect(
      fonts == [
        FontSpec(family: "Georgia", size: 20),
        FontSpec(family: FontDescriptor.iOSSystemFamily, size: 17),
        FontSpec(family: FontDescriptor.iOSSystemFamily, weight: .bold, size: 11),
      ])
  }

  /// Malformed runs say nothing and are reported: a size that is no number or out of 1 to
  /// 1,000 points (`invalid-number`), a font with neither name nor meta font; an attributed
  /// text with no fragment keeps UILabel's 17-point system font.
  @Test func malformedRunsSayNothing() throws {
    let system = FontSpec(family: FontDescriptor.iOSSystemFamily, size: 17)
    let labels = [
      Self.label("a", [("x", #"size="huge" name="Menlo-Regular""#)]),
      Self.label("b", [("x", #"size="1e9" name="Menlo-Regular""#)]),
      Self.label("c", [("x", #"size="12""#)]),
      Self.label("d", []),
    ]
    #expect(try Self.fonts(labels) == [system, system, system, system])
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(subviews: labels.joined(separator: "\n")))
    let codes = InterfaceBuilderImporter().importDocument(text: text, path: "t.xib").diagnostics
      .map(\.code)
    #expect(codes.filter { $0 == .invalidNumber }.count == 2)
  }
}
