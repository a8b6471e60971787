import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

struct AtomicFileWriterTests {
  private func withFolder(_ body: (String) throws -> Void) throws {
    try TemporaryFolder.with(prefix: "protocell-atomic", body)
  }

  @Test func writesAndReplacesWithoutLeftovers() throws {
    try withFolder { folder in
      let path = folder + "/pack.pcpk"
      try AtomicFileWriter.write([1, 2, 3], toPath: path)
      try AtomicFileWriter.write([4, 5], toPath: path)
      #expect(FileManager.default.contents(atPath: path) == Data([4, 5]))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pack.pcpk"])
      let permissions =
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(permissions == 0o644)
    }
  }

  @Test func missingFolderFailsAtCreation() {
    let path = "/nonexistent-\(UUID().uuidString)/pack.pcpk"
    #expect(throws: FileWriteError(path: path, step: .create, code: ENOENT)) {
      try AtomicFileWriter.write([1], toPath: path)
    }
  }

  @Test func failedRenameLeavesTheFolderAsItWas() throws {
    try withFolder { folder in
      let path = folder + "/taken"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      #expect(throws: FileWriteError(path: path, step: .rename, code: EISDIR)) {
        try AtomicFileWriter.write([1], toPath: path)
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken"])
    }
  }
}
