import Foundation
import Testing
import _ProtocellTestSupport

/// A broken `.protocell.json` is located where it breaks, by line and column.
///
/// Foundation's decoder said only "The given data was not valid JSON.", at the file's first
/// character.
@Suite(.serialized)
struct ConfigurationFileCommandTests {
  static let fixIt =
    "      = fix-it: correct the JSON here: the file is one object, such as "
    + "{\"disabledRules\": [\"code\"], \"warningsAsErrors\": false}\n"

  /// Each file's text, and where and why it breaks: `tr` is the start of no JSON value, 20
  /// bytes into line 2 (two spaces, 18 of `"warningsAsErrors"`, `:` and a space); a file cut
  /// after a comma ends where the next member's name should start, line 2, column 1; a key
  /// without its comma breaks at the next key.
  static let broken: [(text: String, position: String, problem: String)] = [
    (
      "{ \"disabledRules\": [\"label-without-text\"],\n  \"warningsAsErrors\": tr", "2:23",
      "expected a value, found 't'"
    ),
    (
      "{ \"disabledRules\": [],\n", "2:1",
      "expected a member name in double quotes, found the end of the file"
    ),
    (
      "{ \"disabledRules\": []\n  \"warningsAsErrors\": true }\n", "2:3",
      "expected ',' or '}' after a member, found '\"'"
    ),
    ("", "1:1", "the file is empty"),
  ]

  @Test(arguments: broken)
  func aBrokenConfigurationIsLocatedWhereItBreaks(
    text: String, position: String, problem: String
  ) throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      try SnapshotCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: true, encoding: .utf8)
      try text.write(toFile: folder + "/.protocell.json", atomically: true, encoding: .utf8)
      let output = try CommandRunner.run(["validate", "t.xml"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardOutput
          == "\(folder)/.protocell.json:\(position): error: the configuration is not valid "
          + "JSON: \(problem) [invalid-value]\n" + Self.fixIt
          + "Checked 1 file (1 prototype): 1 error.\n")
    }
  }

  /// Valid JSON with a value of the wrong type is located at its key.
  @Test func aValueOfTheWrongTypeIsLocatedAtItsKey() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      try SnapshotCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: true, encoding: .utf8)
      try "{ \"disabledRules\": [],\n  \"warningsAsErrors\": \"yes\" }\n".write(
        toFile: folder + "/.protocell.json", atomically: true, encoding: .utf8)
      let output = try CommandRunner.run(["validate", "t.xml"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardOutput.hasPrefix(
          "\(folder)/.protocell.json:2:3: error: the configuration is not valid: "
            + "warningsAsErrors: "))
    }
  }
}
