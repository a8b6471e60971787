import Foundation

/// Runs generated systems on kiwisolver through `Tests/CassowaryOracle/kiwi_oracle.py`, all in
/// one Python process.
enum KiwiOracle {
  /// What kiwisolver did with one system: per operation, the error it raised (or `nil`) and the
  /// values of all variables after it.
  struct Result: Decodable {
    var errors: [String?]
    var values: [[Double]]
  }

  /// Why the oracle could not run.
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  /// The oracle script, found next to this file.
  static var scriptURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("CassowaryOracle/kiwi_oracle.py")
  }

  /// Runs the systems and returns kiwisolver's results in order.
  ///
  /// - Parameter request: JSON `{"systems": [...]}` in the oracle's format.
  /// - Returns: kiwisolver's result for each system, in order.
  /// - Throws: ``Unavailable`` when python3 or kiwisolver is missing, or the oracle fails.
  static func run(_ request: Data) throws -> [Result] {
    let requestURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("kiwi-oracle-\(UUID().uuidString).json")
    try request.write(to: requestURL)
    defer { try? FileManager.default.removeItem(at: requestURL) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", scriptURL.path]
    process.standardInput = try FileHandle(forReadingFrom: requestURL)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw Unavailable(description: "cannot start python3 (\(error)); run Scripts/bootstrap")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Unavailable(
        description: "the kiwisolver oracle failed (status \(process.terminationStatus)): "
          + "\(message) python3 and kiwisolver are needed: run Scripts/bootstrap")
    }
    struct Response: Decodable { var results: [Result] }
    return try JSONDecoder().decode(Response.self, from: data).results
  }
}
