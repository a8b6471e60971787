import Foundation
import ProtocellTemplates
import Testing

@testable import ProtocellTooling

struct SARIFReporterTests {
  @Test func fixtureMatchesItsGoldenFile() throws {
    let output = SARIFReporter().report(
      try ReporterFixture.diagnostics(), checkedFiles: ReporterFixture.checkedFiles)
    try ReporterFixture.expectGolden(output, named: "report.sarif.json")
  }

  /// The log validates against the published SARIF 2.1.0 schema (Fixtures/SARIF), checked by
  /// Python's `jsonschema`, which `Scripts/bootstrap` installs.
  @Test(arguments: [false, true])
  func outputValidatesAgainstThePublishedSchema(isEmpty: Bool) throws {
    let diagnostics = isEmpty ? [] : try ReporterFixture.diagnostics()
    let output = SARIFReporter().report(
      diagnostics, checkedFiles: isEmpty ? [] : ReporterFixture.checkedFiles)
    let schema = ReporterFixture.folder.deletingLastPathComponent()
      .appendingPathComponent("SARIF/sarif-schema-2.1.0.json").path
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft7Validator(schema).validate(json.load(sys.stdin))
      print("valid")
      """
    let (status, message) = try ReporterFixture.run(
      ["python3", "-c", script, schema], input: output)
    #expect(status == 0, "\(message)")
    #expect(message == "valid\n")
  }

  @Test func pathsBecomeURIReferences() {
    #expect(
      SARIFReporter.uri(forPath: "Templates/Mixed, 50%.xml") == "Templates/Mixed%2C%2050%25.xml")
    #expect(SARIFReporter.uri(forPath: "/tmp/é.xml") == "file:///tmp/%C3%A9.xml")
  }
}
