import Foundation

/// A fresh folder under the system's temporary folder, removed when the test is done with it.
public enum TemporaryFolder {
  /// Creates a folder, runs `body` with its path, then removes the folder and its contents.
  ///
  /// - Parameters:
  ///   - prefix: The start of the folder's name, to tell whose leftovers are whose.
  ///   - body: The test, given the folder's path (without a trailing slash).
  /// - Throws: What creating the folder or `body` throws.
  public static func with(
    prefix: String = "protocell-test", _ body: (String) throws -> Void
  ) throws {
    let folder = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }
}
