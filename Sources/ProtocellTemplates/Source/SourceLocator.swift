import ProtocellDiagnostics

/// Turns byte offsets of one file into ``SourceLocation``s, quickly when they arrive roughly in
/// file order, as they do while a parser walks a document.
///
/// It remembers the line and column of the last offset it located: a later offset on the same
/// line only counts the bytes in between, and one a few lines further on steps forward instead
/// of searching. Any other offset falls back to ``SourceFile/location(ofByteOffset:)``'s binary
/// search, so the results are always the same as that method's.
///
/// A locator is a mutable cache for one parse on one thread; it is not `Sendable`.
final class SourceLocator {
  /// The file whose offsets are located.
  let source: SourceFile
  /// The index in `lineStarts` of the line of the last offset located.
  private var line = 0
  /// The last offset located (clamped), on `line`.
  private var lastOffset = 0
  /// How many scalars start in `lineStarts[line]..<lastOffset`.
  private var scalarsBeforeLastOffset = 0

  /// Creates a locator for `source`.
  init(source: SourceFile) {
    self.source = source
  }

  /// The location of a byte offset; offsets past the end clamp to the end.
  ///
  /// - Complexity: amortised O(*d*) for an offset *d* bytes after the previous one on the same
  ///   or a nearby line; O(log *l* + *c*) otherwise.
  func location(ofByteOffset offset: Int) -> SourceLocation {
    source.bytes.withUnsafeBufferPointer { bytes in
      let lineStarts = source.lineStarts
      let offset = max(0, min(offset, bytes.count))
      if offset < lineStarts[line] {
        return restart(at: offset, bytes: bytes)
      }
      var nextLine = line + 1
      var steps = 0
      while nextLine < lineStarts.count, lineStarts[nextLine] <= offset {
        nextLine += 1
        steps += 1
        if steps > 8 { return restart(at: offset, bytes: bytes) }
      }
      if steps > 0 {
        line = nextLine - 1
        lastOffset = lineStarts[line]
        scalarsBeforeLastOffset = 0
      } else if offset < lastOffset {
        lastOffset = lineStarts[line]
        scalarsBeforeLastOffset = 0
      }
      return advance(to: offset, bytes: bytes)
    }
  }

  private func restart(at offset: Int, bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    let lineStarts = source.lineStarts
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    line = low
    lastOffset = lineStarts[low]
    scalarsBeforeLastOffset = 0
    return advance(to: offset, bytes: bytes)
  }

  /// Counts the scalars from `lastOffset` to `offset` (on `line`) and makes the location.
  private func advance(to offset: Int, bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    var count = scalarsBeforeLastOffset
    for index in lastOffset..<max(lastOffset, offset) where bytes[index] & 0xC0 != 0x80 {
      count += 1
    }
    lastOffset = offset
    scalarsBeforeLastOffset = count
    var column = count + 1
    // A continuation byte at the offset itself belongs to the scalar already counted.
    if offset < bytes.count, offset > source.lineStarts[line], bytes[offset] & 0xC0 == 0x80 {
      column -= 1
    }
    return SourceLocation(file: source.path, line: line + 1, column: column)
  }
}
