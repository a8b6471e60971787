import ProtocellDiagnostics
import ProtocellTemplates
import ProtocellTooling
import Testing

struct GitHubActionsReporterTests {
  @Test func fixtureMatchesItsGoldenFile() throws {
    let output = GitHubActionsReporter().report(
      try ReporterFixture.diagnostics(), checkedFiles: ReporterFixture.checkedFiles)
    try ReporterFixture.expectGolden(output, named: "report.github.txt")
  }

  @Test func propertiesAndMessagesAreEscapedAsGitHubsToolkitEscapesThem() {
    let diagnostic = Diagnostic(
      code: .invalidValue, message: "100% wrong,\r\nreally: yes",
      location: SourceLocation(file: "a:b,c%.xml", line: 2, column: 7))
    #expect(
      GitHubActionsReporter().report([diagnostic], checkedFiles: [])
        == "::error file=a%3Ab%2Cc%25.xml,line=2,col=7,title=invalid-value::"
        + "100%25 wrong,%0D%0Areally: yes [invalid-value]\n")
  }

  @Test func diagnosticsWithoutAPlaceHaveOnlyATitleAndNotesAreNotices() {
    let diagnostics = [
      Diagnostic(code: .unreadableFile, message: "gone", location: nil),
      Diagnostic(code: .unknownRule, severity: .note, message: "fyi", location: nil),
    ]
    #expect(
      GitHubActionsReporter().report(diagnostics, checkedFiles: ["x.xml"])
        == "::error title=unreadable-file::gone [unreadable-file]\n"
        + "::notice title=unknown-rule::fyi [unknown-rule]\n")
  }

  /// A problem with a whole file names the file and no line, so GitHub shows it on the file.
  @Test func aWholeFileProblemNamesTheFileAlone() {
    let diagnostic = Diagnostic(
      code: .fileTooLarge, message: "'big.xml' is 20 bytes; the limit is 10", location: nil,
      wholeFile: "Templates/big.xml")
    #expect(
      GitHubActionsReporter().report([diagnostic], checkedFiles: [])
        == "::error file=Templates/big.xml,title=file-too-large::'big.xml' is 20 bytes; the "
        + "limit is 10 [file-too-large]\n")
  }

  @Test func nothingToReportPrintsNothing() {
    #expect(GitHubActionsReporter().report([], checkedFiles: ["Clean.xml"]) == "")
  }
}
