import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A stack view's axis, alignment or distribution that is none of the values Interface Builder
/// writes is a warning at the value, and the default is laid out.
struct InterfaceBuilderUnknownChoiceTests {
  static func diagnostics(_ attributes: String) -> [Diagnostic] {
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: """
          <stackView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="s"/>
          """))
    return InterfaceBuilderImporter().importDocument(text: text, path: "a.xib").diagnostics
      .filter { $0.code == .invalidValue }
  }

  /// Before, `distribution="bogus"` passed `validate` without a word (the robustness review).
  @Test func anUnknownDistributionIsAWarning() throws {
    let found = Self.diagnostics(#"distribution="bogus""#)
    let warning = try #require(found.first)
    #expect(found.count == 1)
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "'distribution' of <stackView> is 'bogus', which is none of 'fill', 'fillEqually', "
        + "'fillProportionally', 'equalSpacing', 'equalCentering'; it is laid out as 'fill'")
    // The line is `    <subviews><stackView distribution="bogus"…`: 14 + 25 characters before
    // the value.
    #expect(warning.location?.column == 40)
  }

  @Test func anUnknownAxisAndAlignmentAreWarnings() {
    let found = Self.diagnostics(#"axis="diagonal" alignment="xx""#)
    #expect(
      found.map { String($0.message.prefix(40)) } == [
        "'axis' of <stackView> is 'diagonal', whi", "'alignment' of <stackView> is 'xx', whic",
      ])
  }

  /// The values IB writes (every one the corpora's 1,677 vertical stacks use) pass.
  @Test func theValuesInterfaceBuilderWritesPass() {
    #expect(
      Self.diagnostics(#"axis="vertical" alignment="top" distribution="equalCentering""#).isEmpty)
    #expect(
      Self.diagnostics(#"alignment="firstBaseline" distribution="fillProportionally""#).isEmpty)
    #expect(Self.diagnostics(#"alignment="lastBaseline""#).isEmpty)
  }

  /// A baseline alignment on a vertical stack, which IB does not offer (none of the corpora's
  /// 342 vertical stacks with an alignment has one), is a warning at the value; before, it
  /// passed without a word (the hostile review).
  @Test func aVerticalStacksBaselineAlignmentIsAWarning() throws {
    let found = Self.diagnostics(#"axis="vertical" alignment="firstBaseline""#)
    let warning = try #require(found.first)
    #expect(found.count == 1)
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "the vertical stack's 'alignment' is 'firstBaseline', but only a horizontal stack "
        + "aligns its views by their baselines; it is laid out as 'leading'")
    // `    <subviews><stackView axis="vertical" alignment="` is 14 + 38 characters.
    #expect(warning.location?.column == 53)
    #expect(
      Self.diagnostics(#"alignment="lastBaseline" axis="vertical""#).map(\.message.count) == [
        144
      ])
  }
}
