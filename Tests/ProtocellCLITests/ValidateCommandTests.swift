import Foundation
import Testing
import _ProtocellTestSupport

@Suite(.serialized)
struct ValidateCommandTests {
  @Test func bundledTemplatesValidateCleanWithExitZero() throws {
    let output = try CommandRunner.run(["validate", "Templates"])
    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("Checked "))
    #expect(output.standardOutput.hasSuffix(": no problems.\n"))
  }

  @Test func validateIsTheDefaultSubcommandAndTemplatesTheDefaultPath() throws {
    let output = try CommandRunner.run([])
    #expect(output.status == 0)
    #expect(output.standardOutput.hasSuffix(": no problems.\n"))
  }

  /// `protocell` alone where there is no Templates folder says what to give it, not that the
  /// folder it was never asked about is missing.
  @Test func noPathAndNoTemplatesFolderAsksForAPath() throws {
    try TemporaryFolder.with(prefix: "protocell-empty") { folder in
      let output = try CommandRunner.run([], in: folder)
      #expect(output.status == 2)
      #expect(
        output.standardError == """
          error: no templates given, and there is no Templates folder here to check by default
          usage: protocell validate PATH… (a .xib, .storyboard, template file or folder); \
          see 'protocell --help' for the other commands

          """)
    }
  }

  @Test func errorsPrintLikeClangAndExitOne() throws {
    try TemporaryFolder.with(prefix: "protocell-cli") { folder in
      try
        "<templates>\n  <cell reuseIdentifier=\"A\">\n    <lable id=\"x\"/>\n  </cell>\n</templates>\n"
        .write(toFile: folder + "/bad.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(["validate", "bad.xml"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardOutput == """
          bad.xml:3:5: error: unknown element <lable> [unknown-element]
             3 |     <lable id="x"/>
               |     ^~~~~~
                = fix-it: did you mean 'label'?
          Checked 1 file (1 prototype): 1 error.

          """)
    }
  }

  @Test func jsonOutputIsMachineReadable() throws {
    try TemporaryFolder.with(prefix: "protocell-cli") { folder in
      try "<templates><cell reuseIdentifier=\"A\"><label id=\"l\"/></cell></templates>"
        .write(toFile: folder + "/w.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["validate", "--no-layout", "--format", "json", "w.xml"], in: folder)
      #expect(output.status == 0)
      let object =
        try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
      #expect(object?["files"] as? Int == 1)
      #expect(object?["prototypes"] as? Int == 1)
      #expect(object?["errors"] as? Int == 0)
      #expect(object?["warnings"] as? Int == 1)
      let first = (object?["diagnostics"] as? [[String: Any]])?.first
      #expect(first?["code"] as? String == "label-without-text")
      #expect(first?["line"] as? Int == 1)
      #expect(first?["column"] as? Int == 38)
      #expect(first?["severity"] as? String == "warning")

      let promoted = try CommandRunner.run(
        ["validate", "--no-layout", "--warnings-as-errors", "--no-snippets", "w.xml"], in: folder)
      #expect(promoted.status == 1)
      #expect(
        promoted.standardOutput.contains(
          "w.xml:1:38: error: label 'l' has neither text nor a binding"))
    }
  }

  @Test func layoutChecksRunAtEveryWidthAsked() throws {
    try TemporaryFolder.with(prefix: "protocell-cli") { folder in
      try """
      <templates><cell reuseIdentifier="A">
        <view id="box"/>
        <constraints>
          <constraint>box.leading == margins.leading</constraint>
          <constraint>box.trailing == margins.trailing</constraint>
          <constraint>box.top == margins.top</constraint>
          <constraint>box.bottom == margins.bottom</constraint>
          <constraint>box.height == 20</constraint>
          <constraint>box.width >= 300</constraint>
        </constraints>
      </cell></templates>
      """.write(toFile: folder + "/w.xml", atomically: false, encoding: .utf8)
      let wide = try CommandRunner.run(["validate", "--no-snippets", "w.xml"], in: folder)
      #expect(wide.status == 0)
      let narrow = try CommandRunner.run(
        ["validate", "--no-snippets", "--width", "300", "w.xml"], in: folder)
      #expect(narrow.status == 1)
      #expect(
        narrow.standardOutput.hasPrefix(
          "w.xml:9:17: error: unsatisfiable constraints at width 300: 'box.width >= 300' conflicts with"
        ))
      let invalid = try CommandRunner.run(["validate", "--width", "-3", "w.xml"], in: folder)
      #expect(invalid.status == 2)
    }
  }

  @Test func unreadableInputAndUsageErrorsExitTwo() throws {
    let missing = try CommandRunner.run(["validate", "/no/such/templates"])
    #expect(missing.status == 2)
    #expect(
      missing.standardOutput.contains(
        "error: no such file or directory: '/no/such/templates' [unreadable-file]"))
    let usage = try CommandRunner.run(["validate", "--format", "yaml"])
    #expect(usage.status == 2)
    #expect(usage.standardError.contains("yaml"))
  }

  @Test func helpDescribesTheCommand() throws {
    let output = try CommandRunner.run(["validate", "--help"])
    #expect(output.status == 0)
    #expect(
      output.standardOutput.contains(
        "Exit status: 0 no errors, 1 errors found, 2 usage or read failure."))
  }

  @Test func githubFormatPrintsWorkflowCommandsAndExitsOne() throws {
    try TemporaryFolder.with(prefix: "protocell-cli") { folder in
      try
        "<templates>\n  <cell reuseIdentifier=\"A\">\n    <lable id=\"x\"/>\n  </cell>\n</templates>\n"
        .write(toFile: folder + "/bad.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["validate", "--no-layout", "--format", "github", "bad.xml"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardOutput
          == "::error file=bad.xml,line=3,col=5,title=unknown-element::"
          + "unknown element <lable> [unknown-element]%0Afix-it: did you mean 'label'?\n")
    }
  }

  @Test(arguments: ["sarif", "junit", "checkstyle"])
  func reportFormatsOfTheBundledTemplatesExitZero(format: String) throws {
    let output = try CommandRunner.run(["validate", "--format", format, "Templates"])
    #expect(output.status == 0)
    #expect(output.standardOutput.contains("Templates/Feed.xml"))
  }

  /// A file named again, by another spelling of its path or through a link in a folder
  /// searched, is read once: its reuse identifiers no longer clash with themselves (the CI
  /// review: `duplicate reuse identifier` errors in one file, and `compile` refused the pack).
  @Test func aFileNamedTwiceIsCheckedOnce() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-twice") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/real", withIntermediateDirectories: false)
      try "<templates><cell reuseIdentifier=\"A\"><label id=\"l\" text=\"x\"/></cell></templates>"
        .write(toFile: folder + "/real/a.xml", atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/real/link.xml", withDestinationPath: "a.xml")
      let spellings = try CommandRunner.run(
        ["validate", "--no-layout", "real/a.xml", "./real/a.xml", folder + "/real/a.xml"],
        in: folder)
      #expect(spellings.status == 0)
      #expect(spellings.standardOutput == "Checked 1 file (1 prototype): no problems.\n")
      let linked = try CommandRunner.run(["validate", "--no-layout", "real"], in: folder)
      #expect(linked.status == 0)
      #expect(linked.standardOutput == "Checked 1 file (1 prototype): no problems.\n")
    }
  }

  /// Folders that hold nothing to check are one error naming them, exit status 2.
  ///
  /// Not also a warning for each and a summary of no files. Beside a file that is checked, an
  /// empty folder is a warning, and the run passes.
  @Test func foldersWithNothingToCheckAreOneError() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-nothing") { folder in
      for name in ["docs", "licenses"] {
        try FileManager.default.createDirectory(
          atPath: folder + "/" + name, withIntermediateDirectories: false)
        try "notes".write(
          toFile: folder + "/\(name)/README.txt", atomically: false, encoding: .utf8)
      }
      let expected =
        "error: nothing to check: no template (.xml) or Interface Builder (.xib, .storyboard) "
        + "file under 'docs' or 'licenses'; check the path, or pass --allow-no-files to let "
        + "that pass\n"
      for options in [[], ["--warnings-as-errors"]] {
        let output = try CommandRunner.run(
          ["validate", "--no-layout"] + options + ["docs", "licenses"], in: folder)
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError == expected)
      }
      // A machine report holds that error, not the warnings: it is what the run exits 2 for.
      let json = try CommandRunner.run(
        ["validate", "--no-layout", "--format", "json", "docs", "licenses"], in: folder)
      #expect(json.status == 2)
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
      #expect(report["errors"] as? Int == 1)
      #expect(report["warnings"] as? Int == 0)
      let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
      #expect(diagnostics.map { $0["severity"] as? String } == ["error"])
      #expect(diagnostics.first?["message"] as? String == String(expected.dropFirst(7).dropLast()))
      let junit = try CommandRunner.run(
        ["validate", "--no-layout", "--format", "junit", "docs", "licenses"], in: folder)
      #expect(junit.status == 2)
      #expect(junit.standardOutput.contains("failures=\"1\""))
      try "<templates><cell reuseIdentifier=\"A\"><label id=\"l\" text=\"x\"/></cell></templates>"
        .write(toFile: folder + "/a.xml", atomically: false, encoding: .utf8)
      let beside = try CommandRunner.run(["validate", "--no-layout", "docs", "a.xml"], in: folder)
      #expect(beside.status == 0)
      #expect(
        beside.standardOutput == """
          warning: no template files (*.storyboard, *.xib, *.xml) under 'docs' [no-template-files]
          Checked 1 file (1 prototype): 1 warning.

          """)
      #expect(beside.standardError == "")
    }
  }

  /// A file over the size limit is the file of its error in the machine formats.
  ///
  /// It has no line (it is not read): JSON's `file`, GitHub's `file=`; and `compile` names it
  /// as the file its error is in. The template is 84 bytes, over the folder's limit of 20.
  @Test func aFileTooLargeIsTheFileOfItsErrorInMachineFormats() throws {
    try TemporaryFolder.with(prefix: "protocell-whole-file") { folder in
      try #"{"limits": {"maximumFileSize": 20}}"#.write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      try #"<templates><cell reuseIdentifier="Row"><label id="t" text="Hi"/></cell></templates>"#
        .appending("\n").write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let json = try CommandRunner.run(["validate", "--format", "json", "t.xml"], in: folder)
      #expect(json.status == 1)
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
      let entry = try #require((report["diagnostics"] as? [[String: Any]])?.first)
      #expect(entry["code"] as? String == "file-too-large")
      #expect(entry["file"] as? String == "t.xml")
      #expect(entry["line"] == nil)
      let github = try CommandRunner.run(["validate", "--format", "github", "t.xml"], in: folder)
      #expect(
        github.standardOutput.hasPrefix(
          "::error file=t.xml,title=file-too-large::'t.xml' is 84 bytes; the limit is 20 "))
      let compile = try CommandRunner.run(["compile", "t.xml", "-o", "p.pcpack"], in: folder)
      #expect(compile.status == 1)
      #expect(
        compile.standardError.hasSuffix(
          "error: not compiled: 1 error in t.xml refused the pack (t.xml, whose prototypes "
            + "could not be read)\n"))
    }
  }
}
