import Foundation
import Testing
import _ProtocellTestSupport

/// The template the README shows first is one a newcomer copies: it must pass `validate` and
/// `format --check` as written (a docs review found it ambiguous: `body` had no leading edge).
struct ReadmeTemplateTests {
  @Test func theReadmesTemplateValidatesAndIsFormatted() throws {
    let readme = try String(
      contentsOfFile: CommandRunner.packageRoot + "/README.md", encoding: .utf8)
    let opening = try #require(readme.range(of: "## The template language\n\n```xml\n"))
    let closing = try #require(readme.range(of: "```", range: opening.upperBound..<readme.endIndex))
    let template = String(readme[opening.upperBound..<closing.lowerBound])
    #expect(template.contains(#"reuseIdentifier="TextPost""#))
    try TemporaryFolder.with(prefix: "protocell-readme-template") { folder in
      try template.write(toFile: folder + "/Readme.xml", atomically: false, encoding: .utf8)
      let validated = try CommandRunner.run(["validate", "Readme.xml"], in: folder)
      #expect(validated.status == 0)
      #expect(validated.standardOutput == "Checked 1 file (1 prototype): no problems.\n")
      let formatted = try CommandRunner.run(["format", "--check", "Readme.xml"], in: folder)
      #expect(formatted.status == 0)
    }
  }
}
