import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

@Suite(.serialized)
struct CompileCommandTests {
  @Test func bundledTemplatesCompileIntoAPackThatHoldsThemAll() throws {
    try TemporaryFolder.with(prefix: "protocell-compile") { folder in
      let output = try CommandRunner.run(["compile", "Templates", "-o", folder + "/app.pcpack"])
      #expect(output.status == 0)
      #expect(output.standardError == "")
      let bytes = try #require(FileManager.default.contents(atPath: folder + "/app.pcpack"))
      #expect(
        output.standardOutput
          == "Compiled 12 prototypes from 4 files into \(folder)/app.pcpack (\(bytes.count) bytes).\n"
      )
      let pack = try PrototypePack(bytes: Array(bytes))
      let cells = TemplateLoader().load(paths: [CommandRunner.packageRoot + "/Templates"]).files
        .flatMap(\.cells)
      #expect(pack.entries.map(\.reuseIdentifier) == cells.map(\.reuseIdentifier))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["app.pcpack"])
    }
  }

  @Test func templatesWithErrorsAreRefusedAndNothingIsWritten() throws {
    try TemporaryFolder.with(prefix: "protocell-compile") { folder in
      try
        "<templates>\n  <cell reuseIdentifier=\"A\">\n    <lable id=\"x\"/>\n  </cell>\n</templates>\n"
        .write(toFile: folder + "/bad.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(["compile", "bad.xml", "-o", "out.pcpack"], in: folder)
      #expect(output.status == 1)
      #expect(output.standardOutput == "")
      #expect(
        output.standardError.hasPrefix(
          "bad.xml:3:5: error: unknown element <lable> [unknown-element]\n"))
      // The one prototype has the error: no other to compile with --skip-invalid.
      #expect(
        output.standardError.hasSuffix(
          "error: not compiled: 1 error in bad.xml refused the one prototype, which has "
            + "errors\n"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["bad.xml"])
    }
  }

  /// Two required heights that cannot both hold pass the structural rules; compile lays the
  /// cell out as validate does and refuses it, unless told `--no-layout`.
  @Test func unsatisfiableTemplatesAreRefusedUnlessLayoutChecksAreSkipped() throws {
    try TemporaryFolder.with(prefix: "protocell-compile") { folder in
      try ("<templates>" + TemplateText.clashingCell(reuseIdentifier: "Clash") + "</templates>")
        .write(toFile: folder + "/clash.xml", atomically: false, encoding: .utf8)
      let refused = try CommandRunner.run(
        ["compile", "clash.xml", "-o", "out.pcpack"], in: folder)
      #expect(refused.status == 1)
      #expect(refused.standardError.contains("[unsatisfiable-constraints]"))
      #expect(
        refused.standardError.hasSuffix(
          "error: not compiled: 1 error in clash.xml refused the one prototype, which has "
            + "errors\n"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/out.pcpack"))
      let unchecked = try CommandRunner.run(
        ["compile", "--no-layout", "clash.xml", "-o", "out.pcpack"], in: folder)
      #expect(unchecked.status == 0)
      #expect(FileManager.default.fileExists(atPath: folder + "/out.pcpack"))
    }
  }

  /// A view Interface Builder marks misplaced is the same warning in `compile` as in
  /// `validate`, so that `--warnings-as-errors` refuses the pack where it fails `validate`.
  ///
  /// The cell's one view (object id `v`, named `view` by its element; line 9 of the document,
  /// after `<subviews>` on line 8, its `<` in column 1), 30 points tall and pinned to the
  /// content view's edges, is marked misplaced: the only finding. Before,
  /// `compile` ran no placement check and wrote the pack.
  @Test func aMisplacedViewIsWarnedOfAsValidateWarns() throws {
    try TemporaryFolder.with(prefix: "protocell-compile") { folder in
      let edges = ["top", "leading", "trailing", "bottom"].enumerated().map { index, edge in
        #"<constraint firstItem="v" firstAttribute="\#(edge)" secondItem="c1-cv" "#
          + #"secondAttribute="\#(edge)" id="k\#(index)"/>"#
      }
      let height = #"<constraint firstItem="v" firstAttribute="height" constant="30" id="kh"/>"#
      try InterfaceBuilderText.xib(
        InterfaceBuilderText.tableCell(
          subviews: "\n"
            + #"<view misplaced="YES" id="v"><rect key="frame" x="0" y="0" width="320" "#
            + #"height="30"/></view>"#,
          constraints: (edges + [height]).joined(separator: "\n"), width: 320, height: 31,
          contentHeight: 30)
      ).write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let warning =
        "Cell.xib:9:1: warning: frame for 'view' will be different at run time "
        + "[misplaced-view]"
      let validate = try CommandRunner.run(["validate", "Cell.xib"], in: folder)
      #expect(validate.status == 0)
      #expect(validate.standardOutput.contains(warning))
      let compile = try CommandRunner.run(["compile", "Cell.xib", "-o", "c.pcpack"], in: folder)
      #expect(compile.status == 0)
      #expect(compile.standardError.contains(warning))
      #expect(FileManager.default.fileExists(atPath: folder + "/c.pcpack"))
      try FileManager.default.removeItem(atPath: folder + "/c.pcpack")
      let strict = ["--warnings-as-errors"]
      let failedValidate = try CommandRunner.run(["validate", "Cell.xib"] + strict, in: folder)
      #expect(failedValidate.status == 1)
      let refused = try CommandRunner.run(
        ["compile", "Cell.xib", "-o", "c.pcpack"] + strict, in: folder)
      #expect(refused.status == 1)
      #expect(
        refused.standardError.contains(
          "Cell.xib:9:1: error: frame for 'view' will be different at run time [misplaced-view]"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/c.pcpack"))
    }
  }

  /// A folder with no template or Interface Builder file (a mistyped path in a CI job) writes
  /// no pack and exits 2 with validate's one error, unless `--allow-no-files`.
  @Test func folderWithNothingToCompileIsAnErrorUnlessAllowed() throws {
    try TemporaryFolder.with(prefix: "protocell-compile") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/empty", withIntermediateDirectories: false)
      try "hi".write(toFile: folder + "/empty/readme.txt", atomically: false, encoding: .utf8)
      let refused = try CommandRunner.run(["compile", "empty", "-o", "e.pcpack"], in: folder)
      #expect(refused.status == 2)
      #expect(refused.standardOutput == "")
      #expect(
        refused.standardError
          == "error: nothing to compile: no template (.xml) or Interface Builder (.xib, "
          + ".storyboard) file under 'empty'; check the path, or pass --allow-no-files to let "
          + "that pass\n")
      #expect(!FileManager.default.fileExists(atPath: folder + "/e.pcpack"))
      let allowed = try CommandRunner.run(
        ["compile", "empty", "-o", "e.pcpack", "--allow-no-files"], in: folder)
      #expect(allowed.status == 0)
      #expect(
        allowed.standardOutput == "Compiled 0 prototypes from 0 files into e.pcpack (18 bytes).\n")
      #expect(
        allowed.standardError
          == "warning: no template files (*.storyboard, *.xib, *.xml) under 'empty' [no-template-files]\n"
      )
    }
  }

  @Test func unwritableDestinationFailsWithoutLeftovers() throws {
    try TemporaryFolder.with(prefix: "protocell-compile") { folder in
      // The destination is a folder: refused before any temporary file is made beside it.
      try FileManager.default.createDirectory(
        atPath: folder + "/out.pcpack", withIntermediateDirectories: false)
      let output = try CommandRunner.run(
        ["compile", CommandRunner.packageRoot + "/Templates", "-o", "out.pcpack"], in: folder)
      #expect(output.status == 2)
      #expect(
        output.standardError
          == "error: cannot write 'out.pcpack': it is a folder; name a file in it or choose "
          + "another path\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.pcpack"])
    }
  }

  /// A `.xib` whose one label is in a font the app bundles, measured with a stand-in: a
  /// document `validate` warns of and nothing stops.
  static let documentWithAWarning = oneCellDocument(
    subviews: """
      <label text="Hi" id="l1">
        <rect key="frame" x="16" y="11" width="20" height="21"/>
        <fontDescription key="fontDescription" name="OpenSans-Regular" family="Open Sans" pointSize="17"/>
      </label>
      """, constraints: "")

  @Test func aFolderDestinationIsRefusedBeforeTheReport() throws {
    // Refused for its destination first, compile prints the refusal alone, not the document's
    // report before it.
    try TemporaryFolder.with(prefix: "protocell-compile") { folder in
      try Self.documentWithAWarning.write(
        toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let validated = try CommandRunner.run(["validate", "Cell.xib"], in: folder)
      #expect(validated.standardOutput.contains("warning:"))
      try FileManager.default.createDirectory(
        atPath: folder + "/out", withIntermediateDirectories: false)
      for command in ["compile", "generate-swift"] {
        let run = try CommandRunner.run([command, "Cell.xib", "-o", "out"], in: folder)
        #expect(run.status == 2)
        #expect(
          run.standardError
            == "error: cannot write 'out': it is a folder; name a file in it or choose another "
            + "path\n")
      }
    }
  }

  @Test func missingOutputOptionIsAUsageError() throws {
    let output = try CommandRunner.run(["compile", "Templates"])
    #expect(output.status == 2)
    #expect(output.standardError.contains("Missing expected argument '--output <output>'"))
  }

  @Test func compiledPackWithoutLocationsDecodesToStrippedTemplates() throws {
    try TemporaryFolder.with(prefix: "protocell-compile") { folder in
      let output = try CommandRunner.run([
        "compile", "Templates", "--no-source-locations", "-o", folder + "/a.pcpack",
      ])
      #expect(output.status == 0)
      let pack = try PrototypePack(
        bytes: Array(try #require(FileManager.default.contents(atPath: folder + "/a.pcpack"))))
      let cells = TemplateLoader().load(
        paths: ["Templates"].map { CommandRunner.packageRoot + "/" + $0 }
      ).files
        .flatMap(\.cells)
      #expect(pack.entries.allSatisfy { $0.source == nil })
      let first = try #require(pack.entries.first)
      #expect(try pack.prototype(for: first).location == nil)
      #expect(try pack.prototype(for: first).views.count == cells.first?.views.count)
    }
  }

  /// A template read from standard input is `<stdin>` in the pack too: the temporary copy it
  /// was read from is named nowhere, neither in the pack's sources nor in what is printed.
  @Test func aPackCompiledFromStandardInputRecordsItsSourceAsStandardInput() throws {
    try TemporaryFolder.with(prefix: "protocell-compile-stdin") { folder in
      let template = try String(
        contentsOfFile: CommandRunner.packageRoot + "/Templates/Chat.xml", encoding: .utf8)
      let compiled = try CommandRunner.run(
        ["compile", "-", "-o", "p.pcpack"], in: folder,
        standardInput: OutputPathCommandTests.input(template))
      #expect(compiled.status == 0)
      #expect(
        compiled.standardOutput.hasPrefix("Compiled 3 prototypes from 1 file into p.pcpack ("))
      #expect(compiled.standardError == "")
      let pack = try #require(FileManager.default.contents(atPath: folder + "/p.pcpack"))
      #expect(pack.range(of: Data("protocell-stdin".utf8)) == nil)
      let inspected = try CommandRunner.run(
        ["inspect", "p.pcpack", "--format", "json"], in: folder)
      #expect(inspected.status == 0)
      let summary = try JSONSerialization.jsonObject(with: Data(inspected.standardOutput.utf8))
      let prototypes = (summary as? [String: Any])?["prototypes"] as? [[String: Any]] ?? []
      #expect(prototypes.map { $0["source"] as? String } == ["<stdin>", "<stdin>", "<stdin>"])
      #expect(
        prototypes.map { $0["reuseIdentifier"] as? String } == [
          "ChatDaySeparator", "ChatIncomingBubble", "ChatOutgoingBubble",
        ])
    }
  }
}
