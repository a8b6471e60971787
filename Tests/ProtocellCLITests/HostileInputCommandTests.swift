import Foundation
import Testing
import _ProtocellTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths that are not readable template files, given to the built `protocell`: each is
/// reported and refused without hanging (a named pipe without a writer, an endless device).
@Suite(.serialized)
struct HostileInputCommandTests {
  @Test func directoryNamedLikeATemplateIsSearchedAsAFolder() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-hostile") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/cells.xml", withIntermediateDirectories: false)
      // Nothing found is no pass (a mistyped folder in a CI job), unless --allow-no-files.
      // One message says so, naming the folder: not also the loader's warning and a summary.
      let empty = try CommandRunner.run(["validate", "--no-layout", "cells.xml"], in: folder)
      #expect(empty.status == 2)
      #expect(empty.standardOutput == "")
      #expect(
        empty.standardError
          == "error: nothing to check: no template (.xml) or Interface Builder (.xib, .storyboard) "
          + "file under 'cells.xml'; check the path, or pass --allow-no-files to let that pass\n")
      let allowed = try CommandRunner.run(
        ["validate", "--no-layout", "--allow-no-files", "cells.xml"], in: folder)
      #expect(allowed.status == 0)
      #expect(
        allowed.standardOutput == """
          warning: no template files (*.storyboard, *.xib, *.xml) under 'cells.xml' [no-template-files]
          Checked 0 files (0 prototypes): 1 warning.

          """)
      #expect(allowed.standardError.isEmpty)
      try FileManager.default.createDirectory(
        atPath: folder + "/cells.xml/x.xml", withIntermediateDirectories: false)
      try #"<templates><cell reuseIdentifier="A"><lable id="l"/></cell></templates>"#
        .write(toFile: folder + "/cells.xml/x.xml/a.xml", atomically: false, encoding: .utf8)
      let nested = try CommandRunner.run(
        ["validate", "--no-layout", "--no-snippets", "cells.xml"], in: folder)
      #expect(nested.status == 1)
      #expect(
        nested.standardOutput == """
          cells.xml/x.xml/a.xml:1:38: error: unknown element <lable> [unknown-element]
                = fix-it: did you mean 'label'?
          Checked 1 file (1 prototype): 1 error.

          """)
    }
  }

  @Test func namedPipeIsRefusedWithoutWaitingForAWriter() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-hostile") { folder in
      try #require(mkfifo(folder + "/pipe.xml", 0o644) == 0)
      for command in [
        ["validate", "--no-layout"], ["compile", "-o", "out.pcpack"], ["measure", "--id", "A"],
      ] {
        let output = try CommandRunner.run(command + ["pipe.xml"], in: folder)
        #expect(output.status == 2, "\(command)")
        #expect(
          (output.standardOutput + output.standardError).contains(
            "error: cannot read 'pipe.xml': it is a named pipe [unreadable-file]"), "\(command)")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pipe.xml"])
      try #require(mkfifo(folder + "/pipe.pcpack", 0o644) == 0)
      for command in [["inspect"], ["measure", "--id", "A"]] {
        let output = try CommandRunner.run(command + ["pipe.pcpack"], in: folder)
        #expect(output.status == 2, "\(command)")
        #expect(
          output.standardError == "error: cannot read 'pipe.pcpack': it is a named pipe\n",
          "\(command)")
      }
    }
  }

  @Test func endlessDeviceIsRefusedUnread() throws {
    let output = try CommandRunner.run(["validate", "--no-layout", "/dev/zero"])
    #expect(output.status == 2)
    #expect(
      output.standardOutput == """
        error: cannot read '/dev/zero': it is a device [unreadable-file]
              = fix-it: name a template file
        Checked 0 files (0 prototypes): 1 error.

        """)
    let inspect = try CommandRunner.run(["inspect", "/dev/zero"])
    #expect(inspect.status == 2)
    #expect(inspect.standardError == "error: cannot read '/dev/zero': it is a device\n")
  }

  /// Rows from a device that never ends are refused before a header is printed, by every
  /// command that reads rows; the null device is no rows, as an empty file is.
  @Test func endlessDeviceOfRowsIsRefusedUnread() throws {
    let refusal =
      "error: cannot read '/dev/zero': it is a device, and a device's bytes need not end; give "
      + "a file, a pipe, or - for standard input\n"
    let measure = try CommandRunner.run([
      "measure", "Templates", "--id", "TextPost", "--data", "/dev/zero",
    ])
    #expect(measure.status == 2)
    #expect(measure.standardOutput == "")
    #expect(measure.standardError == refusal)
    try TemporaryFolder.with(prefix: "protocell-rows-device") { folder in
      let preview = try CommandRunner.run(
        [
          "preview", CommandRunner.packageRoot + "/Templates", "--id", "TextPost", "--data",
          "/dev/zero", "-o", "gallery.html",
        ], in: folder)
      #expect(preview.status == 2)
      #expect(preview.standardError == refusal)
      #expect(!FileManager.default.fileExists(atPath: folder + "/gallery.html"))
    }
    let null = try CommandRunner.run([
      "measure", "Templates", "--id", "TextPost", "--data", "/dev/null",
    ])
    #expect(null.status == 0)
    #expect(null.standardOutput == "row\tprototype\theight\n")
    #expect(null.standardError == "note: no rows in /dev/null\n")
  }

  #if os(Linux)
    @Test func fileWhoseReadFailsIsReported() throws {
      // Even root cannot read address 0 of its own memory.
      let output = try CommandRunner.run(["validate", "--no-layout", "/proc/self/mem"])
      #expect(output.status == 2)
      #expect(
        output.standardOutput == """
          error: cannot read '/proc/self/mem': input/output error [unreadable-file]
          Checked 0 files (0 prototypes): 1 error.

          """)
    }
  #endif

  @Test(.enabled(if: geteuid() != 0, "root reads a file whatever its permissions"))
  func fileWithoutReadPermissionIsReported() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-hostile") { folder in
      try "<templates/>".write(toFile: folder + "/locked.xml", atomically: false, encoding: .utf8)
      try #require(chmod(folder + "/locked.xml", 0) == 0)
      let output = try CommandRunner.run(["validate", "--no-layout", "locked.xml"], in: folder)
      #expect(output.status == 2)
      #expect(
        output.standardOutput.hasPrefix(
          "error: cannot read 'locked.xml': permission denied [unreadable-file]\n"))
    }
  }
}
