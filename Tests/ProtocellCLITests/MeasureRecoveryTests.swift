import Foundation
import Testing
import _ProtocellTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `measure` lays out every prototype UIKit could instantiate: an error in another prototype,
/// or a conflict UIKit recovers from, never stops a row.
@Suite(.serialized)
struct MeasureRecoveryTests {
  /// Three prototypes: one plain, one whose required heights conflict, one with an unknown
  /// element (an error in its own structure).
  private static let templates = """
    <templates>
      <cell reuseIdentifier="ok"><view id="box"/><constraints>
        <constraint>box.top == superview.top</constraint>
        <constraint>box.bottom == superview.bottom</constraint>
        <constraint>box.leading == superview.leading</constraint>
        <constraint>box.trailing == superview.trailing</constraint>
        <constraint>box.height == 30</constraint>
      </constraints></cell>
      <cell reuseIdentifier="clash"><view id="box"/><constraints>
        <constraint>box.top == superview.top</constraint>
        <constraint>box.bottom == superview.bottom</constraint>
        <constraint>box.leading == superview.leading</constraint>
        <constraint>box.trailing == superview.trailing</constraint>
        <constraint>box.height == 10</constraint>
        <constraint>box.height == 20</constraint>
      </constraints></cell>
      <cell reuseIdentifier="bad"><labl id="x"/></cell>
    </templates>
    """

  @Test func errorsElsewhereDoNotStopAPrototype() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-recovery") { folder in
      try Self.templates.write(toFile: folder + "/cells.xml", atomically: false, encoding: .utf8)
      let ok = try CommandRunner.run(["measure", "cells.xml", "--id", "ok"], in: folder)
      #expect(ok.status == 0)
      #expect(ok.standardOutput == "row\tprototype\theight\n1\tok\t30\n")
      // The unknown element's (the clash is a layout finding: `measure` reports it on its row).
      #expect(
        ok.standardError
          == "note: 1 error in cells.xml (see: protocell validate cells.xml); 1 prototype left "
          + "out for errors in its own structure; the others laid out all the same: a conflict or "
          + "an ambiguity as UIKit resolves it, what cannot be read left out\n")

      // UIKit breaks the constraint it meets last (box.height == 20) and lays the cell out at 10.
      let clash = try CommandRunner.run(["measure", "cells.xml", "--id", "clash"], in: folder)
      #expect(clash.status == 0)
      #expect(clash.standardOutput.hasPrefix("row\tprototype\theight\n1\tclash\t10\n"))
      #expect(clash.standardOutput.contains("box.height == 20"))

      let bad = try CommandRunner.run(["measure", "cells.xml", "--id", "bad"], in: folder)
      #expect(bad.status == 1)
      #expect(bad.standardOutput == "")
      #expect(bad.standardError.contains("prototype 'bad' cannot be laid out"))
      #expect(bad.standardError.contains("cells.xml:17:31: error: unknown element <labl>"))

      let validate = try CommandRunner.run(["validate", "--no-snippets", "cells.xml"], in: folder)
      #expect(validate.status == 1)
    }
  }

  /// `--quiet` silences notes, not that a document has errors.
  ///
  /// The count stays, as a warning, where nothing said the heights came from a document with
  /// errors. `snapshot --quiet` says it once, not once per Dynamic Type size.
  @Test func quietKeepsTheErrorsAsAWarning() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-recovery") { folder in
      try Self.templates.write(toFile: folder + "/cells.xml", atomically: false, encoding: .utf8)
      let warning =
        "warning: 1 error in cells.xml (see: protocell validate cells.xml); 1 prototype left "
        + "out for errors in its own structure; the others laid out all the same: a conflict or "
        + "an ambiguity as UIKit resolves it, what cannot be read left out\n"
      let measured = try CommandRunner.run(
        ["measure", "cells.xml", "--id", "ok", "--quiet"], in: folder)
      #expect(measured.status == 0)
      #expect(measured.standardOutput == "row\tprototype\theight\n1\tok\t30\n")
      #expect(measured.standardError == warning)
      let recorded = try CommandRunner.run(
        [
          "snapshot", "record", "cells.xml", "--id", "ok", "-o", "S", "--quiet",
          "--content-size-category", "large", "--content-size-category", "AX1",
        ], in: folder)
      #expect(recorded.status == 0)
      #expect(recorded.standardError == warning)
    }
  }

  /// A constraint that conflicts with more than three others is listed as UIKit's log lists
  /// them, one constraint a line: the chain 10 + 10 = 375 has the row's width and four of the
  /// cell's own.
  @Test func aLongConflictIsListedOneConstraintALine() throws {
    let chain = """
      <templates><cell reuseIdentifier="chain"><view id="a"/><view id="b"/><constraints>
        <constraint>a.leading == superview.leading</constraint>
        <constraint>b.leading == a.trailing</constraint>
        <constraint>b.trailing == superview.trailing</constraint>
        <constraint>a.top == superview.top</constraint>
        <constraint>a.bottom == superview.bottom</constraint>
        <constraint>a.height == 10</constraint>
        <constraint>b.top == superview.top</constraint>
        <constraint>b.height == 10</constraint>
        <constraint>a.width == 10</constraint>
        <constraint>b.width == 10</constraint>
      </constraints></cell></templates>
      """
    try TemporaryFolder.with(prefix: "protocell-cli-recovery") { folder in
      try chain.write(toFile: folder + "/chain.xml", atomically: false, encoding: .utf8)
      let run = try CommandRunner.run(["measure", "chain.xml", "--width", "375"], in: folder)
      #expect(run.status == 0)
      let lines = run.standardOutput.split(separator: "\n").map(String.init)
      #expect(
        Array(lines.prefix(3)) == [
          "row\tprototype\theight", "1\tchain\t10",
          "  warning: broke 'b.width == 10', which conflicts with 5 constraints:",
        ])
      #expect(
        Set(lines.dropFirst(3)) == [
          "      contentView.width == 375", "      'a.leading == superview.leading'",
          "      'b.leading == a.trailing'", "      'b.trailing == superview.trailing'",
          "      'a.width == 10'",
        ])
      #expect(lines.count == 8)
    }
  }

  /// Without `--id` and `--data`, every prototype gets a row in file order; the one left out is
  /// reported with its own error, and the exit status says one failed.
  @Test func withoutAnIDEveryPrototypeIsMeasured() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-recovery") { folder in
      try Self.templates.write(toFile: folder + "/cells.xml", atomically: false, encoding: .utf8)
      let all = try CommandRunner.run(["measure", "cells.xml"], in: folder)
      #expect(all.status == 1)
      // `ok` is 30 tall; `clash` 10, with the constraint UIKit breaks under its row.
      #expect(
        all.standardOutput
          == "row\tprototype\theight\n1\tok\t30\n2\tclash\t10\n"
          + "  warning: broke 'box.height == 20' (conflicts with 'box.height == 10')\n")
      #expect(all.standardError.contains("error: prototype 'bad' cannot be laid out"))
      #expect(all.standardError.contains("cells.xml:17:31: error: unknown element <labl>"))
      #expect(all.standardError.hasSuffix("error: 1 of 3 prototypes failed\n"))
      // `--all` says the same explicitly, as `preview --all` does.
      let explicit = try CommandRunner.run(["measure", "cells.xml", "--all"], in: folder)
      #expect(explicit.status == all.status)
      #expect(explicit.standardOutput == all.standardOutput)
      let mixed = try CommandRunner.run(
        ["measure", "cells.xml", "--all", "--id", "ok"], in: folder)
      #expect(mixed.status == 2)
      #expect(mixed.standardError.contains("--all measures every prototype as designed"))
      // --key echoes a row's field: without rows it is a usage error, as snapshot's is.
      let keyWithoutRows = try CommandRunner.run(
        ["measure", "cells.xml", "--id", "ok", "--key", "id"], in: folder)
      #expect(keyWithoutRows.status == 2)
      #expect(keyWithoutRows.standardError.contains("--key needs --data"))

      let json = try CommandRunner.run(["measure", "cells.xml", "--format", "json"], in: folder)
      #expect(
        json.standardOutput.hasPrefix(
          #"{"row":1,"prototype":"ok","file":"cells.xml","width":375,"height":30}"#)
      )

      try "{}\n".write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let rowsWithoutID = try CommandRunner.run(
        ["measure", "cells.xml", "--data", "rows.jsonl"], in: folder)
      #expect(rowsWithoutID.status == 2)
      #expect(rowsWithoutID.standardError.contains("with --data, name the prototype with --id"))

      try "<templates/>".write(toFile: folder + "/empty.xml", atomically: false, encoding: .utf8)
      let none = try CommandRunner.run(["measure", "empty.xml"], in: folder)
      #expect(none.status == 1)
      #expect(none.standardOutput == "")
      #expect(
        none.standardError
          == "error: nothing to measure: no cell prototype in 'empty.xml' (Interface Builder's "
          + "<tableViewCell> and <collectionViewCell>, a template's <cell>)\n")
      // A document of plain screens: the same, and no note on the scale cells would have.
      let screen = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
        toolsVersion="14460"><device id="retina6_1" orientation="portrait"/><objects>\
        <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0" y="0" width="414" \
        height="896"/></view></objects></document>

        """
      try screen.write(toFile: folder + "/Screen.xib", atomically: false, encoding: .utf8)
      let why =
        "no cell prototype in 'Screen.xib' (Interface Builder's <tableViewCell> and "
        + "<collectionViewCell>, a template's <cell>)\n"
      let screens = try CommandRunner.run(["measure", "Screen.xib"], in: folder)
      #expect(screens.status == 1)
      #expect(screens.standardError == "error: nothing to measure: " + why)
      // The other layout commands say it the same way, and write nothing.
      for (command, verb) in [
        (["preview", "Screen.xib", "-o", "s.svg"], "draw"),
        (["preview", "Screen.xib", "-o", "s.html"], "draw"),
        (["snapshot", "record", "Screen.xib", "-o", "snaps"], "snapshot"),
      ] {
        let output = try CommandRunner.run(command, in: folder)
        #expect(output.status == 1, "\(command)")
        #expect(output.standardError == "error: nothing to \(verb): " + why, "\(command)")
      }
      for written in ["s.svg", "s.html", "snaps"] {
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + written))
      }
    }
  }

  /// A `.xib` whose root is not `<document>` is an Interface Builder document gone wrong, not a
  /// template: it is told to mend the document, not to wrap it in `<templates>` (a review's
  /// `<foo/>` in `bad.xib`); a `.xml` file keeps the template language's advice.
  @Test func aDocumentWithAnotherRootIsToldToMendTheDocument() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-recovery") { folder in
      try "<foo/>\n".write(toFile: folder + "/bad.xib", atomically: false, encoding: .utf8)
      try "<foo/>\n".write(toFile: folder + "/bad.xml", atomically: false, encoding: .utf8)
      let document = try CommandRunner.run(["validate", "bad.xib"], in: folder)
      #expect(document.status == 1)
      #expect(
        document.standardOutput.contains(
          "bad.xib:1:1: error: the root element is <foo>; an Interface Builder document's root is <document> [misplaced-element]"
        ))
      #expect(
        document.standardOutput.contains(
          "= fix-it: an Interface Builder document is one <document> element written by Xcode: restore the file from version control (git checkout -- bad.xib), or open it in Xcode and save it again"
        ))
      // A .xml whose root is none of the template language's is a file of another kind (an
      // Info.plist was told to wrap itself in <templates>: the fresh17 review); a lone <cell>
      // is told to be wrapped, a misspelt <templates> respelt.
      let template = try CommandRunner.run(["validate", "bad.xml"], in: folder)
      #expect(
        template.standardOutput.contains(
          "bad.xml:1:1: error: the root element is <foo>: this is neither a template file (whose "
            + "root is <templates>) nor an Interface Builder document (whose root is <document>) "
            + "[misplaced-element]"))
      #expect(
        template.standardOutput.contains("= fix-it: leave the file out of the paths given"))
      try #"<cell reuseIdentifier="A"/>"#.write(
        toFile: folder + "/cell.xml", atomically: false, encoding: .utf8)
      let cell = try CommandRunner.run(["validate", "cell.xml"], in: folder)
      #expect(
        cell.standardOutput.contains(
          #"= fix-it: wrap the cells in <templates version="1"> … </templates>"#))
      try "<template/>\n".write(toFile: folder + "/typo.xml", atomically: false, encoding: .utf8)
      let typo = try CommandRunner.run(["validate", "typo.xml"], in: folder)
      #expect(typo.standardOutput.contains("= fix-it: did you mean <templates>?"))
      // A <document> without IB's type was told its root was <document> and should be one.
      try "<document/>\n".write(toFile: folder + "/bare.xib", atomically: false, encoding: .utf8)
      let bare = try CommandRunner.run(["validate", "bare.xib"], in: folder)
      #expect(bare.status == 1)
      #expect(
        bare.standardOutput.contains(
          #"bare.xib:1:1: error: the root <document> has no Interface Builder type (Xcode writes type="com.apple.InterfaceBuilder3.CocoaTouch.XIB", or …Storyboard.XIB) [misplaced-element]"#
        ))
    }
  }

  /// When the errors stop every file (here the one document is cut short), the layout
  /// commands print those errors in full, not a note pointing at `validate`, and exit 1.
  @Test func errorsThatStopEveryFileArePrintedInFull() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-recovery") { folder in
      let cut = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n"
      try cut.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let expected = """
        Cell.xib:2:12: error: the file ends at line 2 before its elements are closed; it looks \
        cut short (libxml2: premature end of data in tag objects line 2) [malformed-xml]
           2 |   <objects>
             |            ^
              = fix-it: an Interface Builder document is one <document> element written by \
        Xcode: restore the file from version control (git checkout -- Cell.xib), or open it in \
        Xcode and save it again
        error: nothing to lay out: the errors above stop every file's prototypes

        """
      for command in [
        ["measure", "Cell.xib"], ["preview", "Cell.xib", "--all", "-o", "cell.svg"],
      ] {
        let result = try CommandRunner.run(command, in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
      }
      #expect(!FileManager.default.fileExists(atPath: folder + "/cell.svg"))
    }
  }

  /// `measure --help` gives the statuses the command exits with: 1 for a document cut short,
  /// whose errors leave nothing to measure (`validate` exits 1 for it too), or a damaged pack
  /// (``MalformedPackCommandTests``), 2 for a path that cannot be read.
  @Test func theExitStatusesAreTheOnesHelpGives() throws {
    let help = try CommandRunner.run(["measure", "--help"])
    #expect(
      help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "Exit status: 0 every row measured; 1 some rows or prototypes failed, or errors in the "
          + "templates (a malformed or cut-short document, as validate reports it) left nothing "
          + "to measure, or the inputs declare no cell, or a compiled pack is damaged; 2 usage or read failure (a path that "
          + "does not exist or cannot be read)."
      ))
    try TemporaryFolder.with(prefix: "protocell-cli-recovery") { folder in
      let cut = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n"
      try cut.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      #expect(try CommandRunner.run(["measure", "Cell.xib"], in: folder).status == 1)
      #expect(try CommandRunner.run(["validate", "Cell.xib"], in: folder).status == 1)
      let missing = try CommandRunner.run(["measure", "Missing.xib"], in: folder)
      #expect(missing.status == 2)
      #expect(
        missing.standardError
          == "error: no such file or directory: 'Missing.xib' [unreadable-file]\n"
          + "      = fix-it: check the path\n")
    }
  }

  /// A path that cannot be read stops `measure` with only the read error: the other documents'
  /// findings (a custom class laid out as its base class) are `validate`'s, and nothing is
  /// measured.
  @Test func anUnreadablePathIsTheOnlyThingSaid() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-unreadable") { folder in
      let document = oneCellDocument(
        subviews: #"""
          <label text="Hi" customClass="FancyLabel" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
            <rect key="frame" x="8" y="8" width="100" height="20.5"/>
          </label>
          """#,
        constraints: #"""
          <constraint firstItem="lb" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="k1"/>
          <constraint firstItem="lb" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="8" id="k2"/>
          """#)
      try document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let alone = try CommandRunner.run(["measure", "Cell.xib"], in: folder)
      #expect(alone.status == 0)
      let both = try CommandRunner.run(["measure", "Cell.xib", "Missing.xib"], in: folder)
      #expect(both.status == 2)
      #expect(both.standardOutput.isEmpty)
      #expect(
        both.standardError
          == "error: no such file or directory: 'Missing.xib' [unreadable-file]\n"
          + "      = fix-it: check the path\n")
      // validate says both.
      let validated = try CommandRunner.run(["validate", "Cell.xib", "Missing.xib"], in: folder)
      #expect(validated.standardOutput.contains("[custom-class]"))
    }
  }

  /// A template file in a folder that cannot be read is left out, the others measured.
  ///
  /// A named pipe is left out as a file that is no XML is: the folder's other prototypes are
  /// measured, exit 0, and the note names the file. Named alone, it leaves nothing to lay out:
  /// exit 2, an input failure.
  @Test func anUnreadableFileInAFolderLeavesTheOthersMeasured() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-unreadable") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/cells", withIntermediateDirectories: true)
      try Self.templates.write(
        toFile: folder + "/cells/cells.xml", atomically: false, encoding: .utf8)
      try #require(mkfifo(folder + "/cells/pipe.xml", 0o644) == 0)
      let measured = try CommandRunner.run(["measure", "cells", "--id", "ok"], in: folder)
      #expect(measured.status == 0)
      #expect(measured.standardOutput == "row\tprototype\theight\n1\tok\t30\n")
      #expect(
        measured.standardError.hasPrefix(
          "note: 2 errors in cells/pipe.xml, cells/cells.xml (see: protocell validate "
            + "cells/pipe.xml cells/cells.xml); 1 prototype left out for errors in its own "
            + "structure;"))
      let alone = try CommandRunner.run(["measure", "cells/pipe.xml", "--id", "ok"], in: folder)
      #expect(alone.status == 2)
      #expect(
        alone.standardError
          == "error: cannot read 'cells/pipe.xml': it is a named pipe [unreadable-file]\n"
          + "      = fix-it: name a template file\n"
          + "error: nothing to lay out: the errors above stop every file's prototypes\n")
    }
  }

  /// A folder with nothing to lay out (no template, no Interface Builder document) is an input
  /// failure for the layout commands, exit status 2, said once, naming the folder: no empty
  /// table, no empty gallery written.
  @Test func aFolderWithoutTemplatesIsAnInputFailure() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-nothing") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/docs", withIntermediateDirectories: true)
      try "notes".write(toFile: folder + "/docs/readme.txt", atomically: false, encoding: .utf8)
      let expected =
        "error: nothing to lay out: no template (.xml) or Interface Builder (.xib, .storyboard) file "
        + "under 'docs'; check the path\n"
      let measured = try CommandRunner.run(["measure", "docs"], in: folder)
      #expect(measured.status == 2)
      #expect(measured.standardOutput == "")
      #expect(measured.standardError == expected)
      let drawn = try CommandRunner.run(
        ["preview", "docs", "--all", "-o", "gallery.html"], in: folder)
      #expect(drawn.status == 2)
      #expect(drawn.standardError == expected)
      #expect(!FileManager.default.fileExists(atPath: folder + "/gallery.html"))

      // A compiled pack beside the empty folder is something to lay out.
      let compiled = try CommandRunner.run([
        "compile", CommandRunner.packageRoot + "/Templates", "-o", folder + "/app.pcpack",
      ])
      #expect(compiled.status == 0)
      let fromPack = try CommandRunner.run(
        ["measure", "app.pcpack", "docs", "--id", "FeedHeader"], in: folder)
      #expect(fromPack.status == 0)
      #expect(fromPack.standardOutput.hasPrefix("row\tprototype\theight\n1\tFeedHeader\t"))
    }
  }

  /// The note on errors `measure` goes past names the files and the `validate` command that
  /// shows them, quoted for the shell: the one file when one holds them, the paths given when
  /// more than three do.
  @Test func theErrorNoteNamesTheFilesAndTheCommand() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-note") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/my cells", withIntermediateDirectories: true)
      for name in ["a", "b", "c", "d"] {
        try """
        <templates>
          <cell reuseIdentifier="ok\(name)"><label id="t" text="Hi"/><constraints>
            <constraint>t.top == superview.top</constraint>
            <constraint>t.bottom == superview.bottom</constraint>
            <constraint>t.leading == superview.leading</constraint>
          </constraints></cell>
          <cell reuseIdentifier="bad\(name)"><labl id="x"/></cell>
        </templates>
        """.write(toFile: folder + "/my cells/\(name).xml", atomically: false, encoding: .utf8)
      }
      let one = try CommandRunner.run(["measure", "my cells/a.xml", "--id", "oka"], in: folder)
      #expect(one.status == 0)
      #expect(
        one.standardError
          == "note: 1 error in my cells/a.xml (see: protocell validate 'my cells/a.xml'); 1 "
          + "prototype left out for errors in its own structure; the others laid out all the "
          + "same: a conflict or an ambiguity as UIKit resolves it, what cannot be read left out\n")
      let four = try CommandRunner.run(["measure", "my cells", "--id", "oka"], in: folder)
      #expect(four.status == 0)
      #expect(
        four.standardError
          == "note: 4 errors in my cells/a.xml, my cells/b.xml, my cells/c.xml and 1 more (see: "
          + "protocell validate 'my cells'); 4 prototypes left out for errors in their own "
          + "structure; the others laid out all the same: a conflict or an ambiguity as UIKit "
          + "resolves it, what cannot be read left out\n")
    }
  }
}
