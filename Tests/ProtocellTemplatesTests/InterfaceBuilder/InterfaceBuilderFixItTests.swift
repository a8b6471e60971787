import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Fix-its in Interface Builder terms: an IB document has no `bind` attribute, and a custom
/// class is a fact of the app, not something to correct.
struct InterfaceBuilderFixItTests {
  typealias Importer = InterfaceBuilderImporterTests

  /// A label with no text and no outlet (GoMap's and openhab's labels read by `viewWithTag`) is
  /// told to get a text in IB or an outlet, by which rows fill it; a template's is told
  /// `text="…"` or `bind="key"`.
  @Test func anEmptyLabelIsToldToGetATextOrAnOutlet() throws {
    let text = Importer.xib(
      Importer.cell(
        subviews: #"<label text="" translatesAutoresizingMaskIntoConstraints="NO" id="l"/>"#))
    let imported = Importer.importText(text)
    let found = TemplateValidator().validate(imported.file).filter {
      $0.code == .labelWithoutText
    }
    #expect(
      found.flatMap { $0.fixIts.map(\.message) } == [
        "give it a text in Interface Builder, or connect an outlet to it (a row fills the label by the outlet's name)"
      ])
    let template = TemplateParser().parse(
      text: #"<templates><cell reuseIdentifier="C"><label id="l"/></cell></templates>"#,
      path: "t.xml")
    #expect(
      TemplateValidator().validate(template.file).filter { $0.code == .labelWithoutText }
        .flatMap { $0.fixIts.map(\.message) } == [#"add text="…" or bind="key""#])
  }

  /// A view of a custom class says how to turn the warning off, there being nothing to fix.
  @Test func aCustomClassSaysHowToTurnTheWarningOff() throws {
    let text = Importer.xib(
      Importer.cell(
        subviews: #"""
          <label text="Hi" customClass="ALLabel" translatesAutoresizingMaskIntoConstraints="NO" id="l"/>
          """#))
    let found = Importer.importText(text).diagnostics.filter { $0.code == .customClass }
    #expect(
      found.flatMap { $0.fixIts.map(\.message) } == [
        #"nothing to change if the class sizes itself as its base class does; to turn this warning off, add "disabledRules": ["custom-class"] to .protocell.json"#
      ])
  }
}
