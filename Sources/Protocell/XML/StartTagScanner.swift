/// Finds where a start tag and each of its attributes begin in the raw bytes of a file.
///
/// libxml2 tells where a start tag ends; this scanner walks back to its `<` and then forward over
/// the attributes, which it can do simply because libxml2 has already checked that the tag is
/// well-formed (so `<` cannot occur inside it, and every value is quoted).
struct StartTagScanner {
  /// The raw offsets of one attribute.
  struct AttributeOffsets: Equatable {
    /// The attribute's qualified name as written.
    var name: String
    /// The offset of the name's first byte.
    var nameOffset: Int
    /// The offset of the value's first byte, just inside the opening quote.
    var valueOffset: Int
  }

  let bytes: [UInt8]

  /// The offset of the `<` that opens the tag whose end is at `endOffset`.
  func startOfTag(endingAt endOffset: Int) -> Int {
    var index = min(endOffset, bytes.count - 1)
    while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
    return max(index, 0)
  }

  /// The attributes of the tag that opens at `start`, in order.
  func attributes(ofTagAt start: Int) -> [AttributeOffsets] {
    var result: [AttributeOffsets] = []
    var index = start + 1
    skipName(&index)
    while true {
      skipSpace(&index)
      guard index < bytes.count, !isTagEnd(bytes[index]) else { break }
      let nameStart = index
      skipName(&index)
      guard index > nameStart else { break }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      skipSpace(&index)
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { break }
      index += 1
      skipSpace(&index)
      guard index < bytes.count else { break }
      let quote = bytes[index]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { break }
      index += 1
      result.append(AttributeOffsets(name: name, nameOffset: nameStart, valueOffset: index))
      while index < bytes.count, bytes[index] != quote { index += 1 }
      index += 1
    }
    return result
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
