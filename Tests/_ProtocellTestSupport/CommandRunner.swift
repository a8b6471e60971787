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
  ///
  /// - Parameters:
  ///   - arguments: The command line after `protocell`.
  ///   - directory: The working directory.
  ///   - standardInput: When given, writes standard input on a thread of its own through the
  ///     file descriptor it is passed (the write end of a pipe, closed after it returns), so that
  ///     a generator can stream more than would fit in a file; a write after `protocell` exits
  ///     fails with `EPIPE` rather than a signal. Without it, standard input is inherited.
  /// - Returns: What the run printed and its exit status.
  /// - Throws: When `protocell` was not built or could not be started.
  public static func run(
    _ arguments: [String], in directory: String = packageRoot,
    standardInput: (@Sendable (Int32) -> Void)? = nil
  ) throws -> Output {
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
    let input = standardInput.map { _ in Pipe() }
    if let input { process.standardInput = input }
    try process.run()
    let inputWritten = DispatchSemaphore(value: 0)
    if let input, let standardInput {
      signal(SIGPIPE, SIG_IGN)
      let descriptor = input.fileHandleForWriting.fileDescriptor
      Thread {
        standardInput(descriptor)
        try? input.fileHandleForWriting.close()
        inputWritten.signal()
      }.start()
    } else {
      inputWritten.signal()
    }
    defer { inputWritten.wait() }
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
