import Foundation

/// Runs `Benchmarks/Scripts/kiwi_peer.py`, the kiwisolver side of each workload.
enum KiwiPeer {
  static var scriptURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scripts/kiwi_peer.py")
  }

  /// Sends one request and returns the decoded JSON answer.
  static func run(_ request: [String: Any]) throws -> [String: Any] {
    let requestURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("kiwi-peer-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: request).write(to: requestURL)
    defer { try? FileManager.default.removeItem(at: requestURL) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", scriptURL.path]
    process.standardInput = try FileHandle(forReadingFrom: requestURL)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let answer = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw CocoaError(
        .fileReadCorruptFile,
        userInfo: [
          NSLocalizedDescriptionKey:
            "kiwi_peer.py failed; python3 and kiwisolver come from Scripts/bootstrap"
        ])
    }
    return answer
  }
}
