import Foundation
import Testing
import _ProtocellTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `compile` refuses a pack when any prototype has an error, and says in its last line how many
/// prototypes the errors refused and where they are; `--skip-invalid` compiles the prototypes
/// without errors instead, names each one left out on a line of its own, and exits 3.
@Suite(.serialized)
struct CompileSkipInvalidTests {
  /// A cell `identifier` whose one view is `height` points tall: no error, no warning.
  static func box(_ identifier: String, height: Int) -> String {
    let edges = ["top", "bottom", "leading", "trailing"]
      .map { "<constraint>v.\($0) == superview.\($0)</constraint>" }.joined()
    return "<cell reuseIdentifier=\"\(identifier)\"><view id=\"v\"/><constraints>" + edges
      + "<constraint>v.height == \(height)</constraint></constraints></cell>"
  }

  /// `cells/` holds `bad.xml` (`Fine`, 20 points, then `Broken`, with an unknown element at
  /// 3:34), `good.xml` (`Good`, 30 points) and `mal.xml`, which is not well-formed (no cell of it
  /// can be read): 3 prototypes, 2 errors in 2 files.
  static func withCells(_ body: (String) throws -> Void) throws {
    try TemporaryFolder.with(prefix: "protocell-skip-invalid") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/cells", withIntermediateDirectories: true)
      let bad = """
        <templates>
          \(box("Fine", height: 20))
          <cell reuseIdentifier="Broken"><lable id="l"/></cell>
        </templates>

        """
      try bad.write(toFile: folder + "/cells/bad.xml", atomically: false, encoding: .utf8)
      try "<templates>\n  \(box("Good", height: 30))\n</templates>\n".write(
        toFile: folder + "/cells/good.xml", atomically: false, encoding: .utf8)
      try "<templates>\n  <cell reuseIdentifier=\"Cut\">\n</templates>\n".write(
        toFile: folder + "/cells/mal.xml", atomically: false, encoding: .utf8)
      try body(folder)
    }
  }

  /// `cells/good.xml` (`Good`, 30 points), for a test to put a file beside.
  static func withGoodCell(_ body: (String) throws -> Void) throws {
    try TemporaryFolder.with(prefix: "protocell-skip-invalid") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/cells", withIntermediateDirectories: true)
      try "<templates>\n  \(box("Good", height: 30))\n</templates>\n".write(
        toFile: folder + "/cells/good.xml", atomically: false, encoding: .utf8)
      try body(folder)
    }
  }

  @Test func aRefusalEndsWithWhatWasRefusedAndWhy() throws {
    try Self.withCells { folder in
      let refused = try CommandRunner.run(["compile", "cells", "-o", "out.pcpack"], in: folder)
      #expect(refused.status == 1)
      #expect(refused.standardOutput == "")
      // The errors in full, as validate prints them, then the one line.
      #expect(refused.standardError.hasPrefix("cells/bad.xml:3:34: error: unknown element <lable>"))
      #expect(
        refused.standardError.hasSuffix(
          "error: not compiled: 2 errors in cells/bad.xml and cells/mal.xml refused all 3 "
            + "prototypes, 1 of them with errors (and cells/mal.xml, whose prototypes could not "
            + "be read); --skip-invalid compiles the 2 prototypes without errors and leaves the "
            + "others out\n"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/out.pcpack"))
    }
  }

  /// The summary's `validate` command carries `--warnings-as-errors` when compile had it.
  ///
  /// A warning made an error by the flag is shown by `validate` only with it (a review: `protocell validate w.xml` showed the
  /// left-out cell's error as a warning and passed). `Quiet`'s one label, with no text, is
  /// `label-without-text`.
  @Test func theSummaryCarriesWarningsAsErrors() throws {
    try Self.withGoodCell { folder in
      let warned = """
        <templates>
          <cell reuseIdentifier="Quiet"><label id="l"/><constraints>\
        <constraint>l.top == superview.top</constraint>\
        <constraint>l.bottom == superview.bottom</constraint>\
        <constraint>l.leading == superview.leading</constraint></constraints></cell>
        </templates>

        """
      try warned.write(toFile: folder + "/cells/w.xml", atomically: false, encoding: .utf8)
      let plain = try CommandRunner.run(["validate", "cells/w.xml"], in: folder)
      #expect(plain.status == 0)
      #expect(plain.standardOutput.contains("[label-without-text]"))
      let compiled = try CommandRunner.run(
        ["compile", "cells", "-o", "out.pcpack", "--skip-invalid", "--warnings-as-errors"],
        in: folder)
      #expect(compiled.status == 3)
      #expect(
        compiled.standardOutput.hasSuffix(
          "(see: protocell validate --warnings-as-errors cells/w.xml).\n"))
    }
  }

  @Test func skipInvalidCompilesThePrototypesWithoutErrors() throws {
    try Self.withCells { folder in
      let compiled = try CommandRunner.run(
        ["compile", "cells", "-o", "out.pcpack", "--skip-invalid"], in: folder)
      #expect(compiled.status == 3)
      let lines = compiled.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 3)
      let broken =
        "warning: left out 'Broken': cells/bad.xml:3:34: unknown element <lable> [unknown-element]"
      #expect(lines.first.map(String.init) == broken)
      #expect(
        lines.dropFirst().first?.hasPrefix(
          "warning: left out cells/mal.xml, whose prototypes could not be read: cells/mal.xml:")
          == true)
      #expect(lines.dropFirst().first?.hasSuffix(" [malformed-xml]") == true)
      #expect(
        compiled.standardOutput.hasPrefix("Compiled 2 prototypes from 3 files into out.pcpack ("))
      #expect(
        compiled.standardOutput.hasSuffix(
          " bytes); left out 1 prototype and 1 file for 2 errors (see: protocell validate "
            + "cells/bad.xml cells/mal.xml).\n"))
      // The pack holds the two, in the documents' order.
      let measured = try CommandRunner.run(["measure", "out.pcpack"], in: folder)
      #expect(measured.standardOutput == "row\tprototype\theight\n1\tFine\t20\n2\tGood\t30\n")
    }
  }

  /// A file whose parse failed is not laid out by `validate`; its other cells, which
  /// `--skip-invalid` would compile, are laid out by `compile`: one whose height nothing holds
  /// is left out, not compiled unchecked.
  @Test func theOtherCellsOfAFileThatDidNotParseAreLaidOut() throws {
    try TemporaryFolder.with(prefix: "protocell-skip-invalid") { folder in
      let template = """
        <templates>
          <cell reuseIdentifier="Loose"><view id="v"/></cell>
          <cell reuseIdentifier="Broken"><lable id="l"/></cell>
          \(Self.box("Fine", height: 20))
        </templates>

        """
      try template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let compiled = try CommandRunner.run(
        ["compile", "t.xml", "-o", "out.pcpack", "--skip-invalid"], in: folder)
      #expect(compiled.status == 3)
      #expect(compiled.standardError.contains("warning: left out 'Loose': t.xml:2:3: "))
      #expect(compiled.standardError.contains("warning: left out 'Broken': t.xml:3:34: "))
      let measured = try CommandRunner.run(["measure", "out.pcpack"], in: folder)
      #expect(measured.standardOutput == "row\tprototype\theight\n1\tFine\t20\n")
    }
  }

  /// A conflict of 5 constraints, 4 of them the document's, each named in a note by `validate`.
  ///
  /// It is `LayoutValidationRuleTests`' `aLongConflictCountsTheDocumentsOwn`. The one line
  /// that leaves the cell out says how many notes there are and who prints them, where it
  /// pointed to notes "below" that it did not print. The error is at the last constraint's
  /// text, column 507 (its `<constraint>` at 495, after 494 characters of the line).
  @Test func aLeftOutCellsNotesAreCountedNotPromised() throws {
    try TemporaryFolder.with(prefix: "protocell-skip-invalid") { folder in
      let constraints = [
        "a.leading == margins.leading", "b.leading == a.trailing",
        "b.trailing == margins.trailing", "a.top == margins.top", "a.bottom == margins.bottom",
        "a.height == 10", "b.top == margins.top", "b.height == 10", "a.width == 10",
        "b.width == 10",
      ].map { "<constraint>\($0)</constraint>" }.joined()
      let template = """
        <templates><cell reuseIdentifier="Wide"><view id="a"/><view id="b"/><constraints>\
        \(constraints)</constraints></cell></templates>

        """
      try template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let compiled = try CommandRunner.run(
        ["compile", "t.xml", "-o", "t.pcpack", "--skip-invalid"], in: folder)
      #expect(
        compiled.standardError.hasPrefix(
          "warning: left out 'Wide': t.xml:1:507: unsatisfiable constraints at width 375: "
            + "'b.width == 10' conflicts with 5 constraints: 4 of the document's, each in a "
            + "note, and contentView.width == 375; the layout breaks it "
            + "[unsatisfiable-constraints] (4 notes, which validate prints)\n"))
    }
  }

  /// Without errors, `--skip-invalid` changes nothing: exit 0, the usual summary.
  @Test func skipInvalidWithoutErrorsIsAPlainCompile() throws {
    try TemporaryFolder.with(prefix: "protocell-skip-invalid") { folder in
      try "<templates>\n  \(Self.box("Good", height: 30))\n</templates>\n".write(
        toFile: folder + "/good.xml", atomically: false, encoding: .utf8)
      let compiled = try CommandRunner.run(
        ["compile", "good.xml", "-o", "out.pcpack", "--skip-invalid"], in: folder)
      #expect(compiled.status == 0)
      #expect(compiled.standardError == "")
      #expect(
        compiled.standardOutput.hasPrefix("Compiled 1 prototype from 1 file into out.pcpack ("))
      #expect(compiled.standardOutput.hasSuffix(" bytes).\n"))
    }
  }

  /// An error in a `.protocell.json` is the project's: no prototype is compiled with it, with
  /// `--skip-invalid` or without.
  @Test func aConfigurationErrorRefusesThePackAllTheSame() throws {
    try TemporaryFolder.with(prefix: "protocell-skip-invalid") { folder in
      try "<templates>\n  \(Self.box("Good", height: 30))\n</templates>\n".write(
        toFile: folder + "/good.xml", atomically: false, encoding: .utf8)
      try #"{"disabledRules": 5}"#.write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let refused = try CommandRunner.run(
        ["compile", "good.xml", "-o", "out.pcpack", "--skip-invalid"], in: folder)
      #expect(refused.status == 1)
      #expect(refused.standardError.contains("[invalid-value]"))
      #expect(
        refused.standardError.hasSuffix(
          "error: not compiled: 1 error in .protocell.json refused the one prototype: "
            + "an error in .protocell.json is the project's, not a prototype's, so "
            + "--skip-invalid cannot leave it out\n"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/out.pcpack"))
    }
  }

  /// A warning about the paths given (a folder with no template), which --warnings-as-errors
  /// makes an error, is no prototype's either: it refuses the pack with --skip-invalid too.
  @Test func anErrorAboutThePathsGivenRefusesThePackAllTheSame() throws {
    try TemporaryFolder.with(prefix: "protocell-skip-invalid") { folder in
      try "<templates>\n  \(Self.box("Good", height: 30))\n</templates>\n".write(
        toFile: folder + "/good.xml", atomically: false, encoding: .utf8)
      try FileManager.default.createDirectory(
        atPath: folder + "/docs", withIntermediateDirectories: true)
      let refused = try CommandRunner.run(
        [
          "compile", "good.xml", "docs", "-o", "out.pcpack", "--skip-invalid",
          "--warnings-as-errors",
        ], in: folder)
      #expect(refused.status == 1)
      #expect(
        refused.standardError == """
          error: no template files (*.storyboard, *.xib, *.xml) under 'docs' [no-template-files]
          error: not compiled: 1 error in the inputs refused the one prototype: an error about \
          the paths given is the project's, not a prototype's, so --skip-invalid cannot leave it out

          """)
      #expect(!FileManager.default.fileExists(atPath: folder + "/out.pcpack"))
    }
  }

  /// A template file found that cannot be read (here over the project's size limit: 1,000
  /// bytes of a 600-byte limit) is left out like one that is no XML: its error is the file's,
  /// not the project's.
  @Test func aFileTooLargeIsLeftOutWithSkipInvalid() throws {
    try Self.withGoodCell { folder in
      let padding = String(repeating: "x", count: 1_000 - "<templates><!----></templates>".count)
      try "<templates><!--\(padding)--></templates>".write(
        toFile: folder + "/cells/big.xml", atomically: false, encoding: .utf8)
      try #"{"limits": {"maximumFileSize": 600}}"#.write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let refused = try CommandRunner.run(["compile", "cells", "-o", "out.pcpack"], in: folder)
      #expect(refused.status == 1)
      #expect(
        refused.standardError.hasSuffix(
          "error: not compiled: 1 error in cells/big.xml refused the one prototype (and "
            + "cells/big.xml, whose prototypes could not be read); --skip-invalid compiles the "
            + "1 prototype without errors and leaves the others out\n"))
      let compiled = try CommandRunner.run(
        ["compile", "cells", "-o", "out.pcpack", "--skip-invalid"], in: folder)
      #expect(compiled.status == 3)
      #expect(
        compiled.standardError
          == "warning: left out cells/big.xml, whose prototypes could not be read: "
          + "'cells/big.xml' is 1000 bytes; the limit is 600 [file-too-large]\n")
      #expect(
        compiled.standardOutput.hasSuffix(
          " bytes); left out 1 file for 1 error (see: protocell validate cells/big.xml).\n"))
      let measured = try CommandRunner.run(["measure", "out.pcpack"], in: folder)
      #expect(measured.standardOutput == "row\tprototype\theight\n1\tGood\t30\n")
    }
  }

  /// A named pipe among the templates is left out by `--skip-invalid`, a missing path is not.
  ///
  /// Without the flag the pipe stops the command (exit 2); with it, the pipe is left out and the
  /// other files compiled. A path given that names nothing still stops it: it is the command
  /// line's mistake, not a file's.
  @Test func anUnreadableFileIsLeftOutButAMissingPathIsNot() throws {
    try Self.withGoodCell { folder in
      try #require(mkfifo(folder + "/cells/pipe.xml", 0o644) == 0)
      let stopped = try CommandRunner.run(["compile", "cells", "-o", "out.pcpack"], in: folder)
      #expect(stopped.status == 2)
      #expect(
        stopped.standardError
          == "error: cannot read 'cells/pipe.xml': it is a named pipe [unreadable-file]\n"
          + "      = fix-it: name a template file\n")
      let compiled = try CommandRunner.run(
        ["compile", "cells", "-o", "out.pcpack", "--skip-invalid"], in: folder)
      #expect(compiled.status == 3)
      #expect(
        compiled.standardError
          == "warning: left out cells/pipe.xml, whose prototypes could not be read: "
          + "cannot read 'cells/pipe.xml': it is a named pipe [unreadable-file]\n")
      #expect(compiled.standardOutput.hasPrefix("Compiled 1 prototype from 1 file into "))
      let missing = try CommandRunner.run(
        ["compile", "cells", "gone.xml", "-o", "other.pcpack", "--skip-invalid"], in: folder)
      #expect(missing.status == 2)
      #expect(
        missing.standardError.hasPrefix(
          "error: no such file or directory: 'gone.xml' [unreadable-file]\n"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/other.pcpack"))
    }
  }
}
