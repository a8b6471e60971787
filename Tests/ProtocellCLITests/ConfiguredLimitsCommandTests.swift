import Foundation
import Testing
import _ProtocellTestSupport

/// The `limits` of `.protocell.json` apply wherever the commands read templates.
@Suite(.serialized)
struct ConfiguredLimitsCommandTests {
  /// A cell whose label sits 70 levels deep, past the default limit of 64.
  private static let deepTemplate =
    #"<templates><cell reuseIdentifier="A">"# + (0..<67).map { #"<view id="v\#($0)">"# }.joined()
    + #"<label id="l" text="x"/>"# + String(repeating: "</view>", count: 67)
    + "<constraints><constraint>l.top == superview.top</constraint></constraints></cell></templates>"

  @Test func validateCompileAndMeasureApplyTheConfiguredLimits() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-limits") { folder in
      try Self.deepTemplate.write(toFile: folder + "/deep.xml", atomically: false, encoding: .utf8)
      let commands = [
        ["validate", "--no-layout", "--no-snippets", "deep.xml"],
        ["compile", "--no-layout", "deep.xml", "-o", "out.pcpack"],
        ["measure", "--id", "A", "--width", "320", "deep.xml"],
      ]
      for command in commands {
        let output = try CommandRunner.run(command, in: folder)
        #expect(output.status == 1, "\(command)")
        #expect(
          (output.standardOutput + output.standardError).contains(
            "deep.xml:1:\(38 + 10 * 14 + 52 * 15): error: <view> is nested 65 levels deep; the limit is 64 [limit-exceeded]"
          ),
          "\(command)")
      }
      try #"{"limits": {"maximumNestingDepth": 70}}"#
        .write(toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      for command in commands {
        let output = try CommandRunner.run(command, in: folder)
        #expect(
          !(output.standardOutput + output.standardError).contains("limit-exceeded"), "\(command)")
      }
      #expect(FileManager.default.fileExists(atPath: folder + "/out.pcpack"))
      try #"{"limits": {"maximumNestingDepth": "deep"}}"#
        .write(toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let invalid = try CommandRunner.run(commands[0], in: folder)
      #expect(invalid.status == 1)
      #expect(
        invalid.standardOutput.contains(
          #".protocell.json:1:13: error: the limit 'maximumNestingDepth' must be a whole number in 1...256, not "deep" [invalid-value]"#
        ))
    }
  }

  /// 300 parallel inequalities: within the default layout work limit, past a configured 20,000.
  @Test func validateAppliesTheConfiguredLayoutWorkLimit() throws {
    let inequalities = (1...300).map { "<constraint>a.height >= \($0)</constraint>" }.joined()
    let template = """
      <templates>
      <cell reuseIdentifier="Heavy"><view id="a"/><constraints>
      <constraint>a.leading == margins.leading</constraint><constraint>a.width == 10</constraint>
      <constraint>a.top == margins.top</constraint><constraint>a.bottom == margins.bottom</constraint>
      \(inequalities)<constraint>a.height ≤ 300</constraint></constraints></cell>
      </templates>
      """
    try TemporaryFolder.with(prefix: "protocell-cli-work") { folder in
      try template.write(toFile: folder + "/heavy.xml", atomically: false, encoding: .utf8)
      let command = ["validate", "--no-snippets", "heavy.xml"]
      let clean = try CommandRunner.run(command, in: folder)
      #expect(clean.status == 0)
      try #"{"limits": {"maximumLayoutWork": 20000}}"#
        .write(toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let limited = try CommandRunner.run(command, in: folder)
      #expect(limited.status == 1)
      #expect(
        limited.standardOutput.contains(
          "heavy.xml:2:1: error: cannot lay out cell 'Heavy': solving its constraints takes more than 20000 units of solver work, the limit [limit-exceeded]"
        ))
      // measure and preview lay the cell out themselves (once), under the configured limit.
      for layoutCommand in [
        ["measure", "--id", "Heavy", "heavy.xml"],
        ["preview", "--id", "Heavy", "heavy.xml", "-o", "h.svg"],
      ] {
        let output = try CommandRunner.run(layoutCommand, in: folder)
        #expect(output.status == 1, "\(layoutCommand)")
        #expect(
          output.standardError.contains(
            "error: the constraints of cell 'Heavy' need more than 20000 units of solver work (the limit)"
          ),
          "\(layoutCommand): \(output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/h.svg"))
      }
    }
  }
}
