/// Finds where a start tag and each of its attributes begin in the raw bytes of a file.
///
/// libxml2 tells where a start tag ends; this scanner walks back to its `<` and then forward over
/// the attributes, which it can do simply because libxml2 has already checked that the tag is
/// well-formed (so `<` cannot occur inside it, and every value is quoted).
struct StartTagScanner {
  /// The raw offsets of one attribute.
  struct AttributeOffsets: Equatable {
    /// The offset of the name's first byte.
    var nameOffset: Int
    /// The offset just past the name's last byte.
    var nameEnd: Int
    /// The offset of the value's first byte, just inside the opening quote.
    var valueOffset: Int
  }

  let bytes: UnsafeBufferPointer<UInt8>

  /// The offset of the `<` that opens the tag whose end is at `endOffset`.
  func startOfTag(endingAt endOffset: Int) -> Int {
    var index = min(endOffset, bytes.count - 1)
    while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
    return max(index, 0)
  }

  /// The position just past the element name of the tag that opens at `start`, from which
  /// ``nextAttribute(from:)`` reads the attributes.
  func attributesStart(ofTagAt start: Int) -> Int {
    var index = start + 1
    skipName(&index)
    return index
  }

  /// The next attribute at or after `index`, moving `index` past its value; `nil` at the end of
  /// the tag.
  func nextAttribute(from index: inout Int) -> AttributeOffsets? {
    skipSpace(&index)
    guard index < bytes.count, !isTagEnd(bytes[index]) else { return nil }
    let nameStart = index
    skipName(&index)
    guard index > nameStart else { return nil }
    let nameEnd = index
    skipSpace(&index)
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
    index += 1
    skipSpace(&index)
    guard index < bytes.count else { return nil }
    let quote = bytes[index]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
    index += 1
    let valueOffset = index
    while index < bytes.count, bytes[index] != quote { index += 1 }
    index += 1
    return AttributeOffsets(nameOffset: nameStart, nameEnd: nameEnd, valueOffset: valueOffset)
  }

  /// Whether the raw name of `attribute` is `prefix:local` (or `local` without a prefix), given
  /// as NUL-terminated UTF-8.
  func name(
    of attribute: AttributeOffsets, equals local: UnsafePointer<UInt8>,
    prefix: UnsafePointer<UInt8>?
  ) -> Bool {
    var index = attribute.nameOffset
    if let prefix {
      guard matchPrefix(prefix, at: &index, end: attribute.nameEnd), index < attribute.nameEnd,
        bytes[index] == UInt8(ascii: ":")
      else { return false }
      index += 1
    }
    guard matchPrefix(local, at: &index, end: attribute.nameEnd) else { return false }
    return index == attribute.nameEnd
  }

  /// Matches the C string `text` at `index` (moving it past the match) without passing `end`.
  private func matchPrefix(_ text: UnsafePointer<UInt8>, at index: inout Int, end: Int) -> Bool {
    var character = text
    while character.pointee != 0 {
      guard index < end, bytes[index] == character.pointee else { return false }
      index += 1
      character += 1
    }
    return true
  }

  private func isTagEnd(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private func skipSpace(_ index: inout Int) {
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
  }

  private func skipName(_ index: inout Int) {
    while index < bytes.count, !isSpace(bytes[index]), !isTagEnd(bytes[index]),
      bytes[index] != UInt8(ascii: "=")
    {
      index += 1
    }
  }
}
