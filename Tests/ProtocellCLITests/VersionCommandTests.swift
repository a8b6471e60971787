import Testing
import _ProtocellTestSupport

/// `protocell --version`: the release and the archive format a compiled pack is written in.
struct VersionCommandTests {
  @Test func versionNamesTheReleaseAndTheArchiveFormat() throws {
    let output = try CommandRunner.run(["--version"])
    #expect(output.status == 0)
    #expect(output.standardOutput == "protocell 0.1.0 (archive format 1.15)\n")
    #expect(output.standardError.isEmpty)
  }

  @Test func helpListsTheVersionOption() throws {
    let output = try CommandRunner.run(["--help"])
    #expect(output.status == 0)
    #expect(output.standardOutput.contains("  --version               Show the version.\n"))
  }
}
