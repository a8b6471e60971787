import Foundation
import Testing
import _ProtocellTestSupport

/// Output that cannot be written to standard output fails the command, as an output file that
/// cannot be written does.
@Suite(.serialized)
struct StandardOutputFailureTests {
  /// Each command with standard output on `/dev/full` (every write fails with ENOSPC) exits 2
  /// and says why; before, `convert`, `measure`, `validate`, `text` and `generate-swift -o -`
  /// exited 0 having written nothing, and `generate-swift` said it had (a robustness review).
  #if os(Linux)
    @Test(
      arguments: [
        [
          "convert",
          "Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder/xmartlabs__XLPagerTabStrip__PostCell.xib",
        ], ["validate", "Templates/Chat.xml"],
        ["measure", "Templates/Chat.xml"], ["text", "--size", "12", "hi"],
        ["generate-swift", "Templates/Chat.xml", "-o", "-"],
      ])
    func aFullStandardOutputFailsTheCommand(arguments: [String]) throws {
      let executable = try #require(CommandRunner.executablePath)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: CommandRunner.packageRoot)
      process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 2)
      #expect(
        message.split(separator: "\n").contains(
          "error: cannot write to standard output: No space left on device"))
    }
  #endif
}
