/// Splitting text into paragraphs at mandatory breaks (UAX #14 classes BK, CR, LF, NL).
enum HardBreaks {
  /// The byte ranges of the paragraphs of `text`, without their terminators.
  ///
  /// LF, CR, CR LF, VT, FF, NEL (U+0085), LINE SEPARATOR and PARAGRAPH SEPARATOR each end a
  /// paragraph. A terminator at the very end of the text does not open an empty last paragraph
  /// (a label shows no extra line for it); empty text has no paragraphs.
  ///
  /// - Complexity: O(*n*).
  static func paragraphs(in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var paragraphs: [Range<Int>] = []
    forEachParagraph(in: text) { paragraphs.append($0) }
    return paragraphs
  }

  /// Calls `body` with the byte range of each paragraph of `text`, as
  /// ``paragraphs(in:)`` lists them, without making the list.
  static func forEachParagraph(
    in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void
  ) {
    var start = 0
    var index = 0
    let count = text.count
    while index < count {
      let byte = text[index]
      var terminator = 0
      switch byte {
      case 0x0A, 0x0B, 0x0C: terminator = 1
      case 0x0D: terminator = index + 1 < count && text[index + 1] == 0x0A ? 2 : 1
      case 0xC2 where index + 1 < count && text[index + 1] == 0x85: terminator = 2
      case 0xE2
      where index + 2 < count && text[index + 1] == 0x80
        && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
        terminator = 3
      default: break
      }
      if terminator > 0 {
        body(start..<index)
        index += terminator
        start = index
      } else {
        index += 1
      }
    }
    if start < count { body(start..<count) }
  }
}
