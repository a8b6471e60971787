import ProtocellDiagnostics

extension SourceFile {
  /// The byte offset, in this file, of each Unicode scalar of a text run that libxml2 decoded.
  ///
  /// Walks the raw bytes from `offset`, stepping over what decoding collapsed: entity and
  /// character references (`&lt;`, `&#x2264;`), CDATA markers and `\r\n` line ends. The result has
  /// one entry per scalar of `text`, plus one for the position just past its end, so that a
  /// diagnostic can point at any character of, say, a constraint expression.
  ///
  /// - Complexity: O(*n*) in the length of the raw text.
  public func byteOffsets(ofDecodedText text: String, startingAt offset: Int) -> [Int] {
    var offsets: [Int] = []
    offsets.reserveCapacity(text.unicodeScalars.count + 1)
    var index = offset
    let cdataOpen = Array("<![CDATA[".utf8)
    let cdataClose = Array("]]>".utf8)
    var inCDATA = false
    for _ in text.unicodeScalars {
      // Skip markup that produced no characters.
      while index < bytes.count {
        if !inCDATA, matches(cdataOpen, at: index) {
          index += cdataOpen.count
          inCDATA = true
        } else if inCDATA, matches(cdataClose, at: index) {
          index += cdataClose.count
          inCDATA = false
        } else if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "\n")
        {
          index += 1
        } else {
          break
        }
      }
      offsets.append(index)
      guard index < bytes.count else { continue }
      if !inCDATA, bytes[index] == UInt8(ascii: "&") {
        while index < bytes.count, bytes[index] != UInt8(ascii: ";") { index += 1 }
        index += 1
      } else {
        index += 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      }
    }
    offsets.append(min(index, bytes.count))
    return offsets
  }

  /// Whether the ASCII text `text`, decoded from the raw bytes at `offset`, sits there verbatim:
  /// its *n* bytes cover raw bytes with no `<`, `&` or `\r`, so no markup was collapsed and
  /// ``byteOffsets(ofDecodedText:startingAt:)`` would be `offset + i` for each `i` in `0...n`.
  ///
  /// - Complexity: O(*n*).
  func isVerbatimASCII(_ text: String, at offset: Int) -> Bool {
    isVerbatimASCII(count: text.utf8.count, at: offset)
  }

  /// Whether a decoded text of `count` UTF-8 bytes sits verbatim at `offset`, as
  /// ``isVerbatimASCII(_:at:)`` tells for a text of that length.
  ///
  /// - Complexity: O(*n*).
  func isVerbatimASCII(count: Int, at offset: Int) -> Bool {
    // Raw bytes that are ASCII and hold no markup decode to themselves, so the decoded text is
    // those bytes: only the raw ones need looking at.
    bytes.withUnsafeBufferPointer { raw in
      guard offset >= 0, count <= raw.count - offset,
        var byte = raw.baseAddress.map({ $0 + offset })
      else { return count == 0 && offset >= 0 && offset <= raw.count }
      let end = byte + count
      while byte < end {
        let value = byte.pointee
        if value >= 0x80 || value == UInt8(ascii: "<") || value == UInt8(ascii: "&")
          || value == UInt8(ascii: "\r")
        {
          return false
        }
        byte += 1
      }
      return true
    }
  }

  /// Whether the `count` raw bytes from `offset` hold no line feed (a verbatim run: see
  /// ``isVerbatimASCII(_:at:)``, which has ruled out `\r`), so that they sit on one line.
  ///
  /// - Complexity: O(*n*).
  func isOnOneLine(from offset: Int, count: Int) -> Bool {
    bytes.withUnsafeBufferPointer { bytes in
      guard offset >= 0, offset + count <= bytes.count else { return false }
      for index in offset..<(offset + count) where bytes[index] == UInt8(ascii: "\n") {
        return false
      }
      return true
    }
  }

  private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
    guard index + pattern.count <= bytes.count else { return false }
    for (position, byte) in pattern.enumerated() where bytes[index + position] != byte {
      return false
    }
    return true
  }
}
