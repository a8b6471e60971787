import Foundation
import Testing
import _ProtocellTestSupport

/// Runs a shell script with `$PROTOCELL` set to the built executable, for tests of pipes,
/// standard input and terminals that ``CommandRunner`` does not set up.
enum ShellRunner {
  /// What a script printed and how it exited.
  struct Output {
    var standardOutput: String
    var standardError: String
    var status: Int32
  }

  /// Runs `/bin/sh -c script` in `directory`; standard input is empty unless the script redirects it.
  static func run(_ script: String, in directory: String) throws -> Output {
    let executable = try #require(CommandRunner.executablePath)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["PROTOCELL"] = executable
    process.environment = environment
    let folder = NSTemporaryDirectory() + "protocell-shell-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Files rather than pipes: nothing can block, whatever the script writes.
    _ = FileManager.default.createFile(atPath: folder + "/out", contents: nil)
    _ = FileManager.default.createFile(atPath: folder + "/err", contents: nil)
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/out"))
    let error = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/err"))
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    return Output(
      standardOutput: try String(contentsOfFile: folder + "/out", encoding: .utf8),
      standardError: try String(contentsOfFile: folder + "/err", encoding: .utf8),
      status: process.terminationStatus)
  }
}
