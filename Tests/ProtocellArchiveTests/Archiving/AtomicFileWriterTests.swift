import Foundation
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellArchive

struct AtomicFileWriterTests {
  /// The id of a process that has exited.
  private func deadProcessIdentifier() throws -> pid_t {
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/sh")
    finished.arguments = ["-c", "exit 0"]
    try finished.run()
    finished.waitUntilExit()
    return finished.processIdentifier
  }

  @Test func writesAndReplacesWithoutLeftovers() throws {
    try TemporaryFolder.with(prefix: "protocell-atomic") { folder in
      let path = folder + "/pack.pcpack"
      try AtomicFileWriter.write([1, 2, 3], toPath: path)
      try AtomicFileWriter.write([4, 5], toPath: path)
      #expect(FileManager.default.contents(atPath: path) == Data([4, 5]))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pack.pcpack"])
      let permissions =
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(permissions == 0o644)
    }
  }

  @Test func missingFolderFailsAtCreation() {
    let path = "/nonexistent-\(UUID().uuidString)/pack.pcpack"
    #expect(throws: FileWriteError(path: path, step: .create, code: ENOENT)) {
      try AtomicFileWriter.write([1], toPath: path)
    }
  }

  /// A destination that cannot be created is told by its folder, with what to do: never by
  /// the temporary file the write starts with.
  @Test(arguments: [
    (
      "/nonexistent/x.html", FileWriteError.Step.create, ENOENT,
      "cannot write '/nonexistent/x.html': the folder '/nonexistent' does not exist; create it "
        + "or choose another path"
    ),
    (
      "notes.txt/x.html", .create, ENOTDIR,
      "cannot write 'notes.txt/x.html': 'notes.txt' is not a folder; choose another path"
    ),
    (
      "x.html", .create, EACCES,
      "cannot write 'x.html': no file can be made in the folder '.' (Permission denied); choose "
        + "another path"
    ),
    ("/x.pcpack", .write, ENOSPC, "cannot write '/x.pcpack': No space left on device"),
    // A folder that exists but takes no new files (Linux's /proc) answers ENOENT too: it is
    // not called missing (/proc was: the fresh17 review). "/" exists on every system.
    (
      "/x.html", .create, ENOENT,
      "cannot write '/x.html': no file can be made in the folder '/' (No such file or "
        + "directory); choose another path"
    ),
  ])
  func aFileThatCannotBeCreatedIsToldByItsFolder(
    path: String, step: FileWriteError.Step, code: Int32, message: String
  ) {
    #expect(FileWriteError(path: path, step: step, code: code).description == message)
  }

  @Test(arguments: [
    ("x.html", "."), ("out/x.html", "out"), ("/x.html", "/"), ("/a/b/x.html", "/a/b"),
  ])
  func theFolderOfAPath(path: String, folder: String) {
    #expect(FileWriteError.folder(of: path) == folder)
  }

  /// The rename, reached past the check that refuses a folder first, fails over one.
  @Test func failedRenameLeavesTheFolderAsItWas() throws {
    try TemporaryFolder.with(prefix: "protocell-atomic") { folder in
      let path = folder + "/taken"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      #expect(throws: FileWriteError(path: path, step: .rename, code: EISDIR)) {
        try AtomicFileWriter.replace(
          path, with: [1], permissions: 0o644, allowsAnonymousFile: true, durability: .durable)
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken"])
    }
  }

  @Test func namedTemporaryFileWritesAndReplacesWithoutLeftovers() throws {
    try TemporaryFolder.with(prefix: "protocell-atomic") { folder in
      let path = folder + "/pack.pcpack"
      try AtomicFileWriter.write(
        [1, 2, 3], toPath: path, permissions: 0o600, allowsAnonymousFile: false)
      try AtomicFileWriter.write(
        [4, 5], toPath: path, permissions: 0o640, allowsAnonymousFile: false)
      #expect(FileManager.default.contents(atPath: path) == Data([4, 5]))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pack.pcpack"])
      let permissions =
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(permissions == 0o640)
    }
  }

  @Test func failedRenameOfANamedTemporaryFileRemovesIt() throws {
    try TemporaryFolder.with(prefix: "protocell-atomic") { folder in
      let path = folder + "/taken"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      #expect(throws: FileWriteError(path: path, step: .rename, code: EISDIR)) {
        try AtomicFileWriter.replace(
          path, with: [1], permissions: 0o644, allowsAnonymousFile: false, durability: .durable)
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken"])
    }
  }

  @Test func leftoversOfDeadWritersAreRemovedByTheNextWrite() throws {
    // A process that has exited: its leftovers are stale. This process and its parent run.
    let dead = try deadProcessIdentifier()
    try TemporaryFolder.with(prefix: "protocell-atomic") { folder in
      let names = [
        ".pack.pcpack.tmp-\(dead)-AbC123",  // stale: removed
        ".pack.pcpack.tmp-\(getppid())-AbC123",  // a running writer's: kept
        ".other.pcpack.tmp-\(dead)-AbC123",  // another destination's: kept
        ".pack.pcpack.tmp-XYZ",  // not ours: kept
      ]
      for name in names {
        #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([0])))
      }
      try AtomicFileWriter.write([7], toPath: folder + "/pack.pcpack")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
          == (["pack.pcpack"] + names.dropFirst()).sorted())
    }
  }

  /// Many small files: not flushed one by one, and no search of the folder per write, so a dead
  /// writer's leftover stays; the contents are written all the same.
  @Test func aBatchWriteLeavesTheFolderUnsearched() throws {
    let dead = try deadProcessIdentifier()
    try TemporaryFolder.with(prefix: "protocell-atomic") { folder in
      let stale = ".a.txt.tmp-\(dead)-AbC123"
      #expect(FileManager.default.createFile(atPath: folder + "/" + stale, contents: Data([0])))
      try AtomicFileWriter.write([104, 105], toPath: folder + "/a.txt", durability: .batch)
      #expect(FileManager.default.contents(atPath: folder + "/a.txt") == Data([104, 105]))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [stale, "a.txt"])
    }
  }
}
