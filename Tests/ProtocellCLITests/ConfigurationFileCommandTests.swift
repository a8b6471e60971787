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
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try text.write(toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(["validate", "t.xml"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardOutput
          == ".protocell.json:\(position): error: the configuration is not valid "
          + "JSON: \(problem) [invalid-value]\n" + Self.fixIt
          + "Checked 1 file (1 prototype): 1 error.\n")
    }
  }

  /// Runs `body` in a folder holding `Cell.xib` (``CompileCommandTests/documentWithAWarning``)
  /// and a `.protocell.json` cut after its first member.
  static func withBrokenConfiguration(_ body: (String) throws -> Void) throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      try CompileCommandTests.documentWithAWarning.write(
        toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      try "{ \"disabledRules\": [],\n".write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      try body(folder)
    }
  }

  /// A layout command stopped by a broken configuration says its error alone: the documents'
  /// warnings (here a font the app bundles, measured with a stand-in) are `validate`'s.
  @Test func measureSaysTheBrokenConfigurationAlone() throws {
    try Self.withBrokenConfiguration { folder in
      #expect(
        try CommandRunner.run(["validate", "Cell.xib"], in: folder).standardOutput
          .contains("warning:"))
      let output = try CommandRunner.run(["measure", "Cell.xib"], in: folder)
      #expect(output.status == 1)
      #expect(output.standardOutput == "")
      #expect(
        output.standardError
          == ".protocell.json:2:1: error: the configuration is not valid JSON: expected a "
          + "member name in double quotes, found the end of the file [invalid-value]\n"
          + Self.fixIt)
    }
  }

  /// `--no-config` passes a broken configuration over in the layout commands too, as in
  /// `validate` (the fresh20 review: only `validate` and `compile` took it).
  @Test func layoutCommandsPassABrokenConfigurationOverWithNoConfig() throws {
    try Self.withBrokenConfiguration { folder in
      let measured = try CommandRunner.run(["measure", "Cell.xib", "--no-config"], in: folder)
      #expect(measured.status == 0)
      #expect(measured.standardOutput.hasPrefix("row\tprototype\theight\n1\tCell\t"))
      let snapshot = try CommandRunner.run(
        ["snapshot", "record", "Cell.xib", "-o", "S", "--width", "320", "--no-config", "--quiet"],
        in: folder)
      #expect(snapshot.status == 0)
      let preview = try CommandRunner.run(
        ["preview", "Cell.xib", "-o", "cell.svg", "--no-config"], in: folder)
      #expect(preview.status == 0)
      #expect(try CommandRunner.run(["measure", "Cell.xib"], in: folder).status == 1)
    }
  }

  /// Valid JSON with a value of the wrong type is located at its value and named.
  ///
  /// The error is placed at the value of the top-level key that holds it, and says in the file's terms which entry, what it should be and what it is, with an
  /// example of that key (Foundation's decoder said "fonts.Index 0: Expected to decode String
  /// but found number instead.", at the file's first member, with an example of other keys).
  /// Columns: `{ "disabledRules": [],` is line 1; line 2 is two spaces, then the key and `: `.
  static let mistyped: [(text: String, position: String, message: String, example: String)] = [
    (
      "{ \"disabledRules\": [],\n  \"warningsAsErrors\": \"yes\" }\n", "2:23",
      "'warningsAsErrors' should be true or false, not a string", "\"warningsAsErrors\": true"
    ),
    (
      "{ \"disabledRules\": [],\n  \"fonts\": [\"A.ttf\", 3] }\n", "2:12",
      "'fonts[1]' should be a string (a font file or folder), not a number",
      "\"fonts\": [\"App/Resources/Fonts\", \"Vendor/Brand-Bold.otf\"]"
    ),
    (
      "{ \"disabledRules\": [],\n  \"bindings\": {\"Cell\": {\"title\": null}} }\n", "2:15",
      "'bindings.Cell.title' should be a view name in quotes, not null",
      "\"bindings\": {\"PostCell\": {\"title\": \"postName\"}}"
    ),
    (
      "{ \"disabledRules\": [],\n  \"snapshots\": {\"widths\": [true]} }\n", "2:16",
      "'snapshots.widths[0]' should be a width in points or a device name, not a boolean",
      "\"snapshots\": {\"widths\": [320, \"iPhone 15\"], \"locales\": [\"de\"]}"
    ),
    (
      "{ \"disabledRules\": \"label-without-text\" }\n", "1:20",
      "'disabledRules' should be a list of rule codes, not a string",
      "\"disabledRules\": [\"label-without-text\"]"
    ),
    (
      "[\"label-without-text\"]\n", "1:1", "the file holds an array, not an object",
      "{\"disabledRules\": [\"code\"], \"warningsAsErrors\": false}"
    ),
  ]

  @Test(arguments: mistyped)
  func aValueOfTheWrongTypeIsLocatedAtItsValueAndNamed(
    text: String, position: String, message: String, example: String
  ) throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      try SnapshotCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try text.write(toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(["validate", "t.xml"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardOutput
          == ".protocell.json:\(position): error: the configuration is not valid: "
          + "\(message) [invalid-value]\n      = fix-it: write it as \(example)\n"
          + "Checked 1 file (1 prototype): 1 error.\n")
    }
  }

  /// A configuration file inside the working directory is named relative to it, as the
  /// templates given so are, and once, whichever spelling of a template found it (an absolute
  /// path beside a relative one reported it twice, once by each).
  @Test func aConfigurationIsNamedOnceRelativeToTheWorkingDirectory() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      for name in ["t.xml", "u.xml"] {
        try SnapshotCommandTests.template.replacing(
          "reuseIdentifier=\"", with: "reuseIdentifier=\"\(name)"
        )
        .write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
      }
      try "{\"warningsAsErrors\": 1}\n".write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(["validate", "t.xml", folder + "/u.xml"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardOutput
          == ".protocell.json:1:22: error: the configuration is not valid: 'warningsAsErrors' "
          + "should be true or false, not a number [invalid-value]\n"
          + "      = fix-it: write it as \"warningsAsErrors\": true\n"
          + "Checked 2 files (2 prototypes): 1 error.\n")
    }
  }

  /// A `fonts` entry that names no font is `validate`'s warning, and a layout command's too:
  /// `measure` printed its heights, measured with stand-ins, without a word of it.
  @Test func aMissingConfiguredFontIsWarnedOfByMeasure() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      try SnapshotCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "{\"fonts\": [\"Fonts/Brand.ttf\"]}\n".write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(["measure", "t.xml"], in: folder)
      #expect(output.status == 0)
      #expect(
        output.standardError
          == ".protocell.json:1:12: warning: the font file or folder 'Fonts/Brand.ttf' "
          + "(\(folder)/Fonts/Brand.ttf) does not exist or holds no .ttf, .otf or .ttc file "
          + "[invalid-value]\n      = fix-it: give paths relative to the .protocell.json file, "
          + "e.g. \"fonts\": [\"App/Fonts\"]\n")
    }
  }
}
