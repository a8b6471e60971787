import Dispatch
import Foundation
import _ProtocellConcurrency

/// Runs the built `protocell` executable and captures what it prints, for end-to-end tests.
public struct CommandRunner: Sendable {
  /// What a run printed and how it exited.
  public struct Output: Sendable {
    /// Standard output.
    public var standardOutput: String
    /// Standard error.
    public var standardError: String
    /// The exit status.
    public var status: Int32
  }

  /// The path of the `protocell` executable beside the test bundle.
  public static var executablePath: String? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("protocell").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// The package's root folder (where Templates/ lives).
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// Runs `protocell` with `arguments` in `directory` (the package root by default).
  public static func run(_ arguments: [String], in directory: String = packageRoot) throws -> Output
  {
    guard let executable = executablePath else {
      throw CocoaError(
        .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "protocell was not built"])
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes at once, before waiting: a child that fills one pipe while the other is
    // being read to its end would block for ever.
    let errorData = Locked(Data())
    let errorRead = DispatchSemaphore(value: 0)
    Thread {
      let data = error.fileHandleForReading.readDataToEndOfFile()
      errorData.withLock { $0 = data }
      errorRead.signal()
    }.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    return Output(
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.withLock { $0 }, as: UTF8.self),
      status: process.terminationStatus)
  }
}
