import ProtocellTemplates
import Testing

struct DiagnosticsFormatterTests {
  @Test func humanOutputHasTheLocationSnippetCaretHintAndNotes() {
    let source = SourceFile(
      path: "T.xml",
      text: "<templates>\n  <cell reuseIdentifier=\"A\">\n\t<lable id=\"x\"/>\n</templates>\n")
    let diagnostic = Diagnostic(
      code: .unknownElement, message: "unknown element <lable>",
      location: SourceLocation(file: "T.xml", line: 3, column: 2),
      notes: [
        DiagnosticNote(
          message: "the cell starts here",
          location: SourceLocation(file: "T.xml", line: 2, column: 3))
      ],
      fixIt: FixIt(message: "did you mean 'label'?", replacement: "label"))
    let output = DiagnosticsFormatter().format(diagnostic, sources: ["T.xml": source])
    #expect(
      output == """
        T.xml:3:2: error: unknown element <lable> [unknown-element]
           3 | \t<lable id="x"/>
             | \t^~~~~~
              = hint: did you mean 'label'?
        T.xml:2:3: note: the cell starts here
           2 |   <cell reuseIdentifier="A">
             |   ^~~~~

        """)
  }

  @Test func colorsWrapSeverityAndCaretInANSIEscapes() {
    let diagnostic = Diagnostic(
      code: .labelWithoutText, severity: .warning, message: "m", location: nil)
    let output = DiagnosticsFormatter(usesColors: true).format(diagnostic)
    #expect(output == "\u{1B}[1;35mwarning:\u{1B}[0m m \u{1B}[2m[label-without-text]\u{1B}[0m\n")
  }

  @Test func withoutSourceOrSnippetsOnlyTheHeaderAndHint() {
    let diagnostic = Diagnostic(
      code: .unreadableFile, message: "cannot read 'x'", location: nil,
      fixIt: FixIt(message: "check the path"))
    #expect(
      DiagnosticsFormatter(showsSourceSnippets: false).format([diagnostic])
        == "error: cannot read 'x' [unreadable-file]\n      = hint: check the path\n")
  }
}
