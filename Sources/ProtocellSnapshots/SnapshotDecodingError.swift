/// Why a snapshot file could not be read: the 1-based line, and what was wrong with it.
public struct SnapshotDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based line of the file.
  public var line: Int
  /// What was wrong.
  public var message: String

  /// Creates an error.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line 4: expected …`.
  public var description: String { "line \(line): \(message)" }
}
