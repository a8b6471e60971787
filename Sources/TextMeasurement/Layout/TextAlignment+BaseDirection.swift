internal import CICU

extension TextAlignment {
  /// Whether a paragraph of `text` reads right to left: its first strong character is
  /// right-to-left (Hebrew, Arabic…), as Unicode's bidirectional algorithm (rules P2 and P3,
  /// ICU's `ubidi_getBaseDirection`) decides a paragraph's direction and as Core Text does for a
  /// label's natural writing direction.
  ///
  /// The direction says in which order a line's runs are drawn; it changes neither where lines
  /// break nor how wide they are. A text without a strong character (digits, punctuation) is
  /// left to right.
  ///
  /// - Parameter text: The paragraph.
  /// - Returns: `true` when the first strong character is right to left.
  /// - Complexity: O(*n*) in the length of the text up to its first strong character.
  public static func isRightToLeftParagraph(_ text: String) -> Bool {
    let units = Array(text.utf16)
    return units.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, buffer.count <= Int(Int32.max) else { return false }
      return protocell_ubidi_base_direction(base, Int32(buffer.count)) == PROTOCELL_UBIDI_RTL
    }
  }
}
