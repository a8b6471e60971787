import ProtocellTemplates
import Testing

/// A button that shows a title in the iOS system font and nothing else is as tall as UIButton
/// makes it: the title's line rounded up to the whole point, and 6 points above and below it.
///
/// SF Pro's line is 1.193 em (2,444 of 2,048 units): 17.90 points at 15 (UIButton's default for
/// a system button), so 18 + 12 = 30; 20.29 at 17, so 33; 21.48 at 18 (a custom button's
/// default), so 34; 23.87 at 20, so 36; 28.64 at 24, so 41. The width stays the recorded one.
struct InterfaceBuilderTitledButtonTests {
  /// The intrinsic size of a lone button recorded 88 × 43.5 (stretched by its row), with
  /// `attributes` and `inside` (more elements), titled `Button` unless `state` is given.
  static func size(
    attributes: String = #"buttonType="system""#, inside: String = "",
    state: String = #"<state key="normal" title="Button"/>"#
  ) throws -> IntrinsicSize {
    let text = InterfaceBuilderImporterTests.xib(
      InterfaceBuilderImporterTests.cell(
        subviews: """
          <button \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="0" y="0" width="88" height="43.5"/>
            \(state)
            \(inside)
          </button>
          """),
      resources: #"<image name="back" width="10" height="10"/>"#)
    let result = InterfaceBuilderImporterTests.importText(text)
    return try #require(result.file.cells.first?.allViews.first).intrinsicSize
  }

  static func font(_ size: Int) -> String {
    #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
  }

  @Test func theTitlesLineAndItsPaddingGiveTheHeight() throws {
    #expect(try Self.size() == IntrinsicSize(width: 88, height: 30))
    #expect(try Self.size(inside: Self.font(17)) == IntrinsicSize(width: 88, height: 33))
    #expect(try Self.size(inside: Self.font(20)) == IntrinsicSize(width: 88, height: 36))
    #expect(try Self.size(inside: Self.font(24)) == IntrinsicSize(width: 88, height: 41))
    #expect(
      try Self.size(attributes: #"buttonType="roundedRect""#)
        == IntrinsicSize(width: 88, height: 30))
    // A custom button's default title font is 18 points.
    #expect(try Self.size(attributes: "") == IntrinsicSize(width: 88, height: 34))
    let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
    #expect(try Self.size(inside: body) == IntrinsicSize(width: 88, height: 33))
  }

  /// What the model does not draw keeps IB's frame: a font that is not the system font's, a
  /// configuration (Xcode 13's button styles), content or title insets, a background image,
  /// an untitled button, a button of a custom class, which may size itself, and a title that
  /// may wrap onto more lines.
  @Test func otherButtonsKeepTheirFrame() throws {
    let frame = IntrinsicSize(width: 88, height: 43.5)
    let avenir =
      #"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/>"#
    #expect(try Self.size(inside: avenir) == frame)
    #expect(
      try Self.size(
        inside: #"<buttonConfiguration key="configuration" style="filled" title="Button"/>"#)
        == frame)
    #expect(
      try Self.size(
        inside: #"<inset key="contentEdgeInsets" minX="0.0" minY="2" maxX="0.0" maxY="0.0"/>"#)
        == frame)
    #expect(
      try Self.size(
        inside: #"<inset key="titleEdgeInsets" minX="4" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
        == frame)
    #expect(
      try Self.size(state: #"<state key="normal" title="Button" backgroundImage="back"/>"#)
        == frame)
    #expect(try Self.size(state: "") == frame)
    #expect(
      try Self.size(attributes: #"buttonType="system" customClass="ENAButton""#) == frame)
    // A title that may wrap: word wrap, character wrap, or a line break in it.
    #expect(
      try Self.size(attributes: #"buttonType="system" lineBreakMode="wordWrap""#) == frame)
    #expect(
      try Self.size(attributes: #"buttonType="system" lineBreakMode="characterWrap""#) == frame)
    #expect(
      try Self.size(state: "<state key=\"normal\" title=\"Next&#10;Departures\"/>") == frame)
    #expect(
      try Self.size(attributes: #"buttonType="system" lineBreakMode="middleTruncation""#)
        == IntrinsicSize(width: 88, height: 30))
  }
}
