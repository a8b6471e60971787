import Foundation
import ProtocellDiagnostics
import Testing
import _ProtocellTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct FileReaderTests {
  /// The error reading `path` with `limit` throws, or `nil`.
  private func readError(_ path: String, limit: Int = 1 << 20) -> FileReadError? {
    do {
      _ = try FileReader.contents(ofFile: path, limit: limit)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsARegularFileWhole() throws {
    try TemporaryFolder.with(prefix: "file-reader") { folder in
      try "hello".write(toFile: folder + "/a.txt", atomically: false, encoding: .utf8)
      #expect(try FileReader.contents(ofFile: folder + "/a.txt", limit: 5) == Array("hello".utf8))
      #expect(try FileReader.contents(ofFile: folder + "/a.txt", limit: 100) == Array("hello".utf8))
    }
  }

  @Test func refusesAFileOverTheLimitUnread() throws {
    try TemporaryFolder.with(prefix: "file-reader") { folder in
      try "hello".write(toFile: folder + "/a.txt", atomically: false, encoding: .utf8)
      let error = readError(folder + "/a.txt", limit: 4)
      #expect(error?.reason == .tooLarge(size: 5, limit: 4))
      #expect(error?.description == "cannot read '\(folder)/a.txt': it is 5 bytes; the limit is 4")
    }
  }

  @Test func refusesWhatIsNotARegularFile() throws {
    try TemporaryFolder.with(prefix: "file-reader") { folder in
      try #require(mkfifo(folder + "/pipe", 0o644) == 0)
      #expect(readError(folder)?.reason == .notRegularFile(.directory))
      #expect(
        readError(folder + "/pipe")?.description
          == "cannot read '\(folder)/pipe': it is a named pipe")
      #expect(readError("/dev/zero")?.description == "cannot read '/dev/zero': it is a device")
    }
  }

  @Test func reportsTheSystemsReason() {
    let error = readError("/nonexistent/file")
    #expect(error?.reason == .system(ENOENT))
    #expect(error?.description == "cannot read '/nonexistent/file': no such file or directory")
  }
}
