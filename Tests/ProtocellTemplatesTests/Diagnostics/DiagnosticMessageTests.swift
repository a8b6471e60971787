import ProtocellDiagnostics
import ProtocellTemplates
import Testing

struct DiagnosticMessageTests {
  @Test func theIDIsTheCatalogueMembersName() {
    #expect(DiagnosticMessage.emptyConstraint.id == "emptyConstraint")
    #expect(DiagnosticMessage.unknownItem("box", cell: "A").id == "unknownItem")
    #expect(DiagnosticMessage.unreadableFile("x").id == "unreadableFile")
  }

  @Test func aDiagnosticTakesTheMessagesCodeSeverityTextAndUsualFixIt() {
    let location = SourceLocation(file: "T.xml", line: 2, column: 5)
    let diagnostic = Diagnostic(.labelWithoutText(viewID: "title"), at: location)
    #expect(
      diagnostic
        == Diagnostic(
          code: .labelWithoutText, severity: .warning,
          message: "label 'title' has neither text nor a binding, so it is always empty",
          location: location, fixIts: [FixIt(message: "add text=\"…\" or bind=\"key\"")],
          messageID: "labelWithoutText"))
  }

  @Test func explicitFixItsReplaceTheUsualOne() {
    let explicit = FixIt(message: "did you mean 'title'?")
    let diagnostic = Diagnostic(
      .duplicateViewID("a", cell: "A"), at: nil, fixIts: [explicit])
    #expect(diagnostic.fixIts == [explicit])
  }

  @Test func diagnosticsOfOneMessageShareAnIDWhateverTheirParameters() {
    let parsed = TemplateParser().parse(
      text: """
        <templates><cell reuseIdentifier="A"><label id="t" text="x"/><constraints>
        <constraint>box.top == t.top</constraint><constraint>other.top == t.top</constraint>
        </constraints></cell></templates>
        """, path: "T.xml")
    let diagnostics = TemplateValidator().validate(parsed.file)
    #expect(diagnostics.map(\.messageID) == ["unknownItem", "unknownItem"])
    #expect(
      diagnostics.map(\.message) == [
        "unknown item 'box' in cell 'A'", "unknown item 'other' in cell 'A'",
      ])
  }
}
