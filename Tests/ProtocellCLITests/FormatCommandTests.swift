import Foundation
import Testing
import _ProtocellTestSupport

@Suite(.serialized)
struct FormatCommandTests {
  @Test func bundledTemplatesPassTheCheck() throws {
    let output = try CommandRunner.run(["format", "--check", "Templates"])
    #expect(output.status == 0)
    #expect(output.standardOutput == "")
  }

  @Test func checkListsUnformattedFilesAndFormattingRewritesThem() throws {
    try TemporaryFolder.with(prefix: "protocell-format") { folder in
      let messy =
        "<templates>\n<cell width=\"320\" reuseIdentifier=\"A\">\n"
        + "<!-- kept -->\n<constraints><constraint>a.top ≤ b.top</constraint></constraints>"
        + "</cell></templates>"
      try messy.write(toFile: folder + "/a.xml", atomically: false, encoding: .utf8)

      let check = try CommandRunner.run(["format", "--check", "."], in: folder)
      #expect(check.status == 1)
      #expect(check.standardOutput == "./a.xml: not formatted\n")

      let format = try CommandRunner.run(["format", "--relations", "unicode", "a.xml"], in: folder)
      #expect(format.status == 0)
      #expect(format.standardOutput == "a.xml: formatted\n")
      #expect(
        try String(contentsOfFile: folder + "/a.xml", encoding: .utf8) == """
          <templates>
            <cell reuseIdentifier="A" width="320">
              <!-- kept -->
              <constraints>
                <constraint>a.top ≤ b.top</constraint>
              </constraints>
            </cell>
          </templates>

          """)
      let again = try CommandRunner.run(
        ["format", "--check", "--relations", "unicode", "a.xml"], in: folder)
      #expect(again.status == 0)
    }
  }

  @Test func malformedFilesAreLeftAloneWithExitTwo() throws {
    try TemporaryFolder.with(prefix: "protocell-format") { folder in
      try "<templates><cell>".write(toFile: folder + "/m.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(["format", "m.xml"], in: folder)
      #expect(output.status == 2)
      #expect(output.standardError.contains("[malformed-xml]"))
      #expect(try String(contentsOfFile: folder + "/m.xml", encoding: .utf8) == "<templates><cell>")
    }
  }

  @Test func filesOfOtherFormatsInAFolderAreSkippedUnchanged() throws {
    try TemporaryFolder.with(prefix: "protocell-format") { folder in
      let manifest = "<manifest package=\"x\"><application   android:label=\"a\"/></manifest>\n"
      try manifest.write(
        toFile: folder + "/AndroidManifest.xml", atomically: false, encoding: .utf8)
      try "<templates>\n<cell reuseIdentifier=\"A\" width=\"320\"/></templates>".write(
        toFile: folder + "/a.xml", atomically: false, encoding: .utf8)

      let output = try CommandRunner.run(["format", "."], in: folder)
      #expect(output.status == 0)
      #expect(output.standardOutput == "./a.xml: formatted\n")
      #expect(
        output.standardError
          == "note: skipped './AndroidManifest.xml': its root element is <manifest>, not "
          + "<templates>; it is left as it is\n")
      #expect(
        try String(contentsOfFile: folder + "/AndroidManifest.xml", encoding: .utf8) == manifest)
    }
  }

  @Test func anInterfaceBuilderDocumentNamedIsLeftUnchangedWithExitTwo() throws {
    try TemporaryFolder.with(prefix: "protocell-format") { folder in
      let document =
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n"
        + "    <objects/>\n</document>\n"
      try document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)

      for arguments in [["format", "Cell.xib"], ["format", "--check", "Cell.xib"]] {
        let output = try CommandRunner.run(arguments, in: folder)
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(
          output.standardError
            == "error: 'Cell.xib' is no template (an Interface Builder document): format rewrites "
            + "templates only and left it as it is; 'protocell convert Cell.xib' writes its cells "
            + "as a template\n")
        #expect(try String(contentsOfFile: folder + "/Cell.xib", encoding: .utf8) == document)
      }
    }
  }

  /// A folder with no template is no pass, with or without `--check`, unless `--allow-no-files`.
  ///
  /// As for `validate`, a mistyped path in a CI job must not pass; here the folder holds an
  /// Interface Builder document, which format never reads.
  @Test func folderWithNoTemplateIsAnErrorUnlessAllowed() throws {
    try TemporaryFolder.with(prefix: "protocell-format") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/proj", withIntermediateDirectories: false)
      let document =
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n"
        + "    <objects/>\n</document>\n"
      try document.write(toFile: folder + "/proj/Cell.xib", atomically: false, encoding: .utf8)

      for arguments in [["format", "--check", "proj"], ["format", "proj"]] {
        let refused = try CommandRunner.run(arguments, in: folder)
        #expect(refused.status == 2)
        #expect(refused.standardOutput == "")
        #expect(
          refused.standardError
            == "error: nothing to format: no template (.xml) file under 'proj'; check the path, "
            + "or pass --allow-no-files to let that pass\n")
        let allowed = try CommandRunner.run(arguments + ["--allow-no-files"], in: folder)
        #expect(allowed.status == 0)
        #expect(allowed.standardOutput == "")
        #expect(allowed.standardError == "")
      }
      #expect(try String(contentsOfFile: folder + "/proj/Cell.xib", encoding: .utf8) == document)
    }
  }

  /// A line length below 40 (every attribute on a line of its own) or above 1,000 is a usage
  /// error, exit 2, saying the range.
  @Test func theLineLengthHasARange() throws {
    for length in ["0", "39", "1001"] {
      let result = try CommandRunner.run([
        "format", "--check", "Templates", "--line-length", length,
      ])
      #expect(result.status == 2)
      #expect(
        result.standardError.hasPrefix("error: --line-length must be 40 to 1000, not \(length)"))
    }
    #expect(
      try CommandRunner.run(["format", "--check", "Templates", "--line-length", "40"]).status != 2)
  }
}
