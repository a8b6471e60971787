#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``FileReader`` did not read a file.
public struct FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What a path names when it is not a regular file.
  public enum FileKind: String, Sendable, Hashable {
    /// A folder.
    case directory = "a folder"
    /// A FIFO, whose `open` waits for a writer.
    case namedPipe = "a named pipe"
    /// A character or block device.
    case device = "a device"
    /// A Unix socket.
    case socket = "a socket"
    /// Anything else.
    case other = "not a regular file"
  }

  /// The reasons a file is not read.
  public enum Reason: Sendable, Hashable {
    /// The path names no regular file.
    case notRegularFile(FileKind)
    /// The file is larger than the limit.
    case tooLarge(size: Int, limit: Int)
    /// The system refused (the `errno` value): missing, permission denied, I/O error.
    case system(Int32)
    /// The file grew between `fstat` and the end of the read.
    case grewWhileRead
  }

  /// The file.
  public var path: String
  /// Why it was not read.
  public var reason: Reason

  /// Creates an error.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// Why, in a few words: `it is a named pipe`, `permission denied`, `it is 20 bytes; the limit is 10`.
  public var reasonDescription: String {
    switch reason {
    case .notRegularFile(let kind):
      kind == .other ? "it is not a regular file" : "it is \(kind.rawValue)"
    case .tooLarge(let size, let limit): "it is \(size) bytes; the limit is \(limit)"
    case .system(let code):
      Self.lowercasingFirst(String(cString: strerror(code)))
    case .grewWhileRead: "it grew while it was read"
    }
  }

  /// `cannot read 'a.xml': permission denied`.
  public var description: String { "cannot read '\(path)': \(reasonDescription)" }

  /// `Permission denied` → `permission denied`, to continue a sentence.
  private static func lowercasingFirst(_ message: String) -> String {
    message.prefix(1).lowercased() + message.dropFirst()
  }
}
