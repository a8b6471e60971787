import ProtocellDiagnostics
import ProtocellTemplates
import ProtocellTooling
import Testing

struct CheckstyleReporterTests {
  @Test func fixtureMatchesItsGoldenFile() throws {
    let output = CheckstyleReporter().report(
      try ReporterFixture.diagnostics(), checkedFiles: ReporterFixture.checkedFiles)
    try ReporterFixture.expectGolden(output, named: "report.checkstyle.xml")
  }

  @Test func outputIsWellFormedXML() throws {
    let output = CheckstyleReporter().report(
      try ReporterFixture.diagnostics(), checkedFiles: ReporterFixture.checkedFiles)
    let (status, message) = try ReporterFixture.run(["xmllint", "--noout", "-"], input: output)
    #expect(status == 0, "\(message)")
  }

  @Test func controlCharactersBecomeReplacementCharacters() {
    let diagnostic = Diagnostic(
      code: .unexpectedText, message: "bell \u{7} tab \t", location: nil)
    #expect(
      CheckstyleReporter().report([diagnostic], checkedFiles: [])
        == """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="">
            <error severity="error" message="bell \u{FFFD} tab &#9; [unexpected-text]" \
        source="protocell.unexpected-text"/>
          </file>
        </checkstyle>

        """)
  }
}
