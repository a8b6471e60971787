/// Where bytes begin as JSON text does: a `{` or `[` after any white space.
///
/// Rows of data given where templates or packs go (`validate rows.jsonl`) are told so in words
/// by the template reader and the pack loader alike, not by libxml2's message or the file's first
/// bytes.
package enum JSONStart {
  /// The index of the `{` or `[` that `bytes` begin with after white space, or `nil` when they
  /// begin otherwise.
  package static func index<Bytes: Collection<UInt8>>(in bytes: Bytes) -> Bytes.Index? {
    guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
      bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[")
    else { return nil }
    return first
  }
}
