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
      Self.diagnostics(#"axis="vertical" alignment="firstBaseline" distribution="equalCentering""#)
        .isEmpty)
    #expect(Self.diagnostics(#"alignment="top" distribution="fillProportionally""#).isEmpty)
  }
}
