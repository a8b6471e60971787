#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension String {
  /// Whether the two strings are spelled with the same UTF-8 bytes.
  ///
  /// Stricter than `==`, which also equates canonically equivalent spellings (`é` and `e` with a
  /// combining acute) that shaping turns into different glyph sequences, and far cheaper for
  /// strings that differ (no normalization). The text layer's caches compare texts this way, and
  /// so should anything that reuses a measurement for a text.
  ///
  /// - Parameter other: Another string.
  /// - Returns: `true` when both have the same bytes.
  /// - Complexity: O(*n*) in the strings' length.
  package func hasSameUTF8Bytes(as other: String) -> Bool {
    let same = utf8.withContiguousStorageIfAvailable { left in
      other.utf8.withContiguousStorageIfAvailable { right in
        guard left.count == right.count else { return false }
        guard let leftBytes = left.baseAddress, let rightBytes = right.baseAddress else {
          return true
        }
        return memcmp(leftBytes, rightBytes, left.count) == 0
      }
    }
    return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
  }
}
