import ProtocellTemplates
import Testing

/// A custom button showing an image and no title keeps its empty title's line.
///
/// SF Pro's line is 1.193 em (ascender 0.952 + descender 0.241): 21.47 points at 18 (UIButton's
/// default for a custom button), 22 rounded up to the whole point; 17.90 at 15, so 18.
struct InterfaceBuilderImageButtonTests {
  /// The intrinsic size of a lone button with `attributes` and `inside` (more elements) showing
  /// a 12 × 12 image named `dot` and a 20 × 30 one named `tall`.
  static func size(
    attributes: String = "", image: String = "dot", inside: String = ""
  ) throws -> IntrinsicSize {
    let text = InterfaceBuilderImporterTests.xib(
      InterfaceBuilderImporterTests.cell(
        subviews: """
          <button \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="8" y="8" width="40" height="40"/>
            <state key="normal" image="\(image)"/>
            \(inside)
          </button>
          """),
      resources: """
        <image name="dot" width="12" height="12"/>
        <image name="tall" width="20" height="30"/>
        """)
    let result = InterfaceBuilderImporterTests.importText(text)
    return try #require(result.file.cells.first?.allViews.first).intrinsicSize
  }

  @Test func aShortImageGetsTheDefaultTitleLine() throws {
    #expect(try Self.size() == IntrinsicSize(width: 12, height: 22))
    #expect(
      try Self.size(attributes: #"buttonType="custom""#) == IntrinsicSize(width: 12, height: 22))
  }

  @Test func aTallerImageKeepsItsHeight() throws {
    #expect(try Self.size(image: "tall") == IntrinsicSize(width: 20, height: 30))
  }

  @Test func theTitleFontSetsTheLine() throws {
    let font = #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#
    #expect(try Self.size(inside: font) == IntrinsicSize(width: 12, height: 18))
  }

  /// A system button and a font that is not the system font's keep the image's size.
  @Test func otherButtonsKeepTheImageSize() throws {
    #expect(
      try Self.size(attributes: #"buttonType="system""#) == IntrinsicSize(width: 12, height: 12))
    let font =
      #"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/>"#
    #expect(try Self.size(inside: font) == IntrinsicSize(width: 12, height: 12))
  }

  /// A title in another state than the normal one is no title; a titled button's size is its
  /// recorded frame, as before.
  @Test func aTitledButtonKeepsItsFrame() throws {
    let size = try Self.size(inside: #"<state key="highlighted" title="x"/>"#)
    #expect(size == IntrinsicSize(width: 12, height: 22))
    let titled = InterfaceBuilderImporterTests.importText(
      InterfaceBuilderImporterTests.xib(
        InterfaceBuilderImporterTests.cell(
          subviews: """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b">
              <rect key="frame" x="8" y="8" width="40" height="40"/>
              <state key="normal" title="Go" image="dot"/>
            </button>
            """), resources: #"<image name="dot" width="12" height="12"/>"#))
    #expect(
      titled.file.cells.first?.allViews.first?.intrinsicSize == IntrinsicSize(width: 40, height: 40)
    )
  }
}
