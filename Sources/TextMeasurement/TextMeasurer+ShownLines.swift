extension TextMeasurer {
  /// Texts longer than this, in UTF-8 bytes, are laid out from a prefix of this length first
  /// when a line limit cuts them.
  static let shownPrefixLength = 8 << 10
  /// How many bytes the prefix must run past the first line a limit hides, so that line
  /// breaking and shaping near the prefix's end cannot change the lines before it.
  static let shownPrefixMargin = 1 << 10

  /// The layout of a long text that a line limit cuts, from the shortest prefix (8 KiB, then
  /// doubled) whose lines are those of the whole text; `nil` when the whole text must be laid
  /// out: a short text, no line limit, a mode that shows the rest of the cut paragraph (a
  /// truncation, a clip), or a text that fits in its lines.
  ///
  /// So a label of 3 lines given a 20 MB text shapes and breaks about 8 KiB of it, not 20 MB.
  ///
  /// - Complexity: O(*m*) in the bytes the shown lines hold (at least 8 KiB); a text that fits,
  ///   at most twice the work of laying it out whole.
  func layoutOfShownLines(_ text: String, font: Font, request: Request) -> TextLayout? {
    guard request.numberOfLines < .max, request.maxWidth.isFinite,
      request.lineBreakMode == .wordWrap || request.lineBreakMode == .charWrap
    else { return nil }
    let utf8 = text.utf8
    var length = Self.shownPrefixLength
    // Once the prefix is half the text, laying out the whole text costs no more than that.
    while length * 2 <= utf8.count {
      var end = utf8.index(utf8.startIndex, offsetBy: length)
      while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) {
        end = utf8.index(before: end)
      }
      let prefix = String(decoding: utf8[..<end], as: UTF8.self)
      let shaped = cache.entry(for: prefix, face: font.face).shaped
      if let layout = layout(
        ofPrefix: prefix, shaped, request, font: font,
        linesEndingBefore: prefix.utf8.count - Self.shownPrefixMargin)
      {
        return layout
      }
      length *= 2
    }
    return nil
  }
}
