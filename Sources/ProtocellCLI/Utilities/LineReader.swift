import Foundation

/// Reads a file line by line in fixed-size chunks, so that input of any size streams in bounded
/// memory. A line longer than `maximumLineLength` is reported rather than buffered without end.
final class LineReader {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var isAtEnd = false
  let maximumLineLength: Int

  /// Opens a file.
  init(path: String, maximumLineLength: Int = 64 << 20) throws {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    self.handle = handle
    self.maximumLineLength = maximumLineLength
  }

  deinit { try? handle.close() }

  /// Where the unread part of `buffer` starts.
  private var start = 0

  /// The next line without its terminator, `nil` at the end; throws for an overlong line.
  func nextLine() throws -> String? {
    var searchFrom = start
    while true {
      if let newline = buffer[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        return line
      }
      if isAtEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return String(decoding: buffer[start...], as: UTF8.self)
      }
      guard buffer.count - start <= maximumLineLength else {
        throw CocoaError(
          .fileReadTooLarge,
          userInfo: [NSLocalizedDescriptionKey: "a line is longer than \(maximumLineLength) bytes"])
      }
      // Drop what was read before appending, so the buffer holds at most one line and a chunk.
      buffer.removeSubrange(..<start)
      start = 0
      searchFrom = buffer.count
      let chunk = try handle.read(upToCount: 1 << 16) ?? Data()
      if chunk.isEmpty { isAtEnd = true } else { buffer.append(contentsOf: chunk) }
    }
  }
}
