#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text of one template file and a table of its line starts.
///
/// It turns byte offsets (what libxml2 reports) into ``SourceLocation``s and gives back the text of
/// a line for diagnostic snippets.
public struct SourceFile: Sendable {
  /// The path of the file, as it appears in locations.
  public let path: String
  /// The file's bytes (UTF-8).
  public let bytes: [UInt8]
  /// The byte offset at which each line starts; `lineStarts[0] == 0`.
  package let lineStarts: [Int]

  /// Creates a source file from its path and bytes.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      starts.reserveCapacity(buffer.count / 32 + 1)
      var offset = 0
      while offset < buffer.count,
        let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
      {
        offset = base.distance(to: UnsafeRawPointer(found)) + 1
        starts.append(offset)
      }
    }
    self.lineStarts = starts
  }

  /// Creates a source file from text.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The number of lines in the file.
  public var lineCount: Int { lineStarts.count }

  /// The location of a byte offset; offsets past the end clamp to the end.
  ///
  /// - Complexity: O(log *l* + *c*) for *l* lines and a column of *c* bytes.
  public func location(ofByteOffset offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    // A continuation byte at the offset itself belongs to the scalar already counted.
    if offset < bytes.count, offset > lineStarts[low], bytes[offset] & 0xC0 == 0x80 { column -= 1 }
    return SourceLocation(file: path, line: low + 1, column: column)
  }

  /// The byte offset of a 1-based line and column, or `nil` if the line does not exist.
  public func byteOffset(line: Int, column: Int) -> Int? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    var index = lineStarts[line - 1]
    var remaining = column - 1
    while remaining > 0, index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      remaining -= 1
    }
    return index
  }

  /// The text of a 1-based line without its line terminator, or `nil` if there is no such line.
  public func text(ofLine line: Int) -> String? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }
}
