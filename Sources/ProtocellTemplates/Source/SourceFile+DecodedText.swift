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

  /// How a decoded run of raw bytes sits in the file, as ``verbatimASCIIRun(count:at:)`` tells.
  enum VerbatimRun { case oneLine, severalLines }

  /// Whether a decoded ASCII text of `count` bytes sits verbatim at the raw bytes from `offset`,
  /// and if so on how many lines; `nil` when it does not.
  ///
  /// Verbatim: the bytes hold no `<`, `&` or `\r`, so no markup was collapsed and
  /// ``byteOffsets(ofDecodedText:startingAt:)`` would be `offset + i` for each `i` in `0...count`;
  /// a line feed among them spreads the text over several lines. One pass over the bytes.
  ///
  /// - Complexity: O(*n*).
  func verbatimASCIIRun(count: Int, at offset: Int) -> VerbatimRun? {
    // Raw bytes that are ASCII and hold no markup decode to themselves: only they need a look.
    bytes.withUnsafeBufferPointer { raw in
      guard offset >= 0, count <= raw.count - offset else { return nil }
      var run = VerbatimRun.oneLine
      for index in offset..<(offset + count) {
        let byte = raw[index]
        if byte >= 0x80 || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")
          || byte == UInt8(ascii: "\r")
        {
          return nil
        }
        if byte == UInt8(ascii: "\n") { run = .severalLines }
      }
      return run
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
