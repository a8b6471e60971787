import ProtocellTemplates
import ProtocellTooling
import Testing

struct JUnitReporterTests {
  @Test func fixtureMatchesItsGoldenFile() throws {
    let output = JUnitReporter().report(
      try ReporterFixture.diagnostics(), checkedFiles: ReporterFixture.checkedFiles)
    try ReporterFixture.expectGolden(output, named: "report.junit.xml")
  }

  @Test func outputIsWellFormedXML() throws {
    let output = JUnitReporter().report(
      try ReporterFixture.diagnostics(), checkedFiles: ReporterFixture.checkedFiles)
    let (status, message) = try ReporterFixture.run(["xmllint", "--noout", "-"], input: output)
    #expect(status == 0, "\(message)")
  }

  @Test func aCleanRunIsOnePassingTestCasePerFile() {
    #expect(
      JUnitReporter(suiteName: "templates").report([], checkedFiles: ["A.xml", "B.xml"])
        == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="templates" tests="2" failures="0" errors="0">
          <testsuite name="templates" tests="2" failures="0" errors="0" skipped="0">
            <testcase name="A.xml" classname="protocell.validate"/>
            <testcase name="B.xml" classname="protocell.validate"/>
          </testsuite>
        </testsuites>

        """)
  }
}
