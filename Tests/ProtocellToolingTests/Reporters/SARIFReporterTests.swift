import Foundation
import ProtocellDiagnostics
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

  /// A rule carries its code's description as SARIF 2.1.0 spells it: the first sentence as
  /// `shortDescription`, all of it as `fullDescription`, the fix as `help` and the default
  /// severity as `defaultConfiguration.level`.
  @Test func aRuleCarriesItsDescriptionHelpAndDefaultLevel() throws {
    let diagnostic = Diagnostic(
      code: .invalidSize, message: "view 'title' has height nan at width 320", location: nil)
    let rule = try Self.onlyRule(SARIFReporter().report([diagnostic], checkedFiles: []))
    #expect(
      rule == """
        {"defaultConfiguration":{"level":"error"},\
        "fullDescription":{"text":"At some width the layout gives a view a size that is not \
        finite; notes list the constraints that name the view. (A size below zero cannot occur: \
        as in UIKit, sizes stay at or above zero, and a constraint that would need one is \
        broken: `unsatisfiable-constraints`.)"},\
        "help":{"text":"Give the view room: lower the priority of one of those constraints, or \
        let the cell grow."},\
        "id":"invalid-size",\
        "shortDescription":{"text":"At some width the layout gives a view a size that is not \
        finite; notes list the constraints that name the view."}}
        """)
  }

  /// A code without a description (a snapshot finding's) is a rule with its id alone.
  @Test func aRuleWithoutADescriptionHasItsIDAlone() throws {
    let diagnostic = Diagnostic(
      code: "truncated-text", message: "the text of 'title' is truncated", location: nil)
    let rule = try Self.onlyRule(SARIFReporter().report([diagnostic], checkedFiles: []))
    #expect(rule == #"{"id":"truncated-text"}"#)
  }

  /// A code the reporter is given a description for is described with it, in place of its own
  /// (here none): the words of the given description, level from its severity.
  @Test func aGivenDescriptionDescribesItsCode() throws {
    let diagnostic = Diagnostic(
      code: "truncated-text", message: "the text of 'title' is truncated", location: nil)
    let reporter = SARIFReporter(ruleDescriptions: [
      "truncated-text": RuleDescription(
        defaultSeverity: .warning, reportedWhen: "A line is cut. It ends in an ellipsis.",
        fix: "Let it wrap.")
    ])
    let rule = try Self.onlyRule(reporter.report([diagnostic], checkedFiles: []))
    #expect(
      rule == """
        {"defaultConfiguration":{"level":"warning"},\
        "fullDescription":{"text":"A line is cut. It ends in an ellipsis."},\
        "help":{"text":"Let it wrap."},\
        "id":"truncated-text",\
        "shortDescription":{"text":"A line is cut."}}
        """)
  }

  /// A problem with a whole file is located at the file, with no region (SARIF 2.1.0,
  /// §3.29.2: the whole artifact); the path percent-encoded as every URI is.
  @Test func aWholeFileProblemIsLocatedAtTheFileWithoutARegion() throws {
    let diagnostic = Diagnostic(
      code: .fileTooLarge, message: "'big.xml' is 20 bytes; the limit is 10", location: nil,
      wholeFile: "Templates/big xml.xml")
    let output = SARIFReporter().report([diagnostic], checkedFiles: ["Templates/big xml.xml"])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let data = try JSONSerialization.data(
      withJSONObject: result["locations"] ?? [], options: [.sortedKeys, .withoutEscapingSlashes])
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"[{"physicalLocation":{"artifactLocation":{"uri":"Templates/big%20xml.xml"}}}]"#)
  }

  /// The log's only rule, as compact JSON with sorted keys.
  private static func onlyRule(_ output: String) throws -> String {
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let tool = try #require(runs.first?["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [Any])
    try #require(rules.count == 1)
    let data = try JSONSerialization.data(
      withJSONObject: rules[0], options: [.sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  @Test func pathsBecomeURIReferences() {
    #expect(
      SARIFReporter.uri(forPath: "Templates/Mixed, 50%.xml") == "Templates/Mixed%2C%2050%25.xml")
    #expect(SARIFReporter.uri(forPath: "/tmp/é.xml") == "file:///tmp/%C3%A9.xml")
  }
}
