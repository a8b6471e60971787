extension Font {
  /// One character of a text and the width it is given.
  public struct CharacterAdvance: Hashable, Sendable {
    /// The character (a grapheme cluster).
    public var character: String
    /// Its advance in points: its glyphs' advances with kerning, as the text is shaped whole.
    public var width: Double
  }

  /// The width each character of `text` is given when the text is shaped as one line: with
  /// this font's advances (adjusted by ``advanceAdjustment`` if any), kerning and fallback
  /// faces, as labels measure it.
  ///
  /// - Parameter text: the text.
  /// - Returns: one entry per grapheme cluster, in order.
  /// - Complexity: O(*n*) in the text's length, plus shaping.
  public func characterAdvances(of text: String) -> [CharacterAdvance] {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      Graphemes.segments(of: UnsafeBufferPointer(buffer), in: 0..<buffer.count, face: face).map {
        let character = String(decoding: buffer[Int($0.start)..<Int($0.end)], as: UTF8.self)
        return CharacterAdvance(character: character, width: $0.advance * size)
      }
    }
  }
}
