/// One line of a measured text.
public struct TextLine: Hashable, Sendable {
  /// The source text the line shows, as UTF-16 offsets (`NSRange` units), trailing
  /// whitespace included; for a truncated line, everything the ellipsis stands for too.
  public var range: Range<Int>
  /// The line's advance width in points: trailing whitespace excluded where the line breaks
  /// within its paragraph (it hangs past the edge), included, up to the width laid out in,
  /// where the paragraph ends (as in UILabel's intrinsic size).
  public var width: Double
  /// The baseline's distance from the top of the text, in points.
  public var baseline: Double
  /// The line's height in points: the font's line height, or more when characters from taller
  /// fallback fonts are on the line (the line grows to fit their ascent and descent).
  public var height: Double
  /// The line's ascent (tallest ascender of the fonts on it), in points.
  public var ascent: Double
  /// The line's descent (deepest descender of the fonts on it, positive), in points.
  public var descent: Double
  /// Whether the line ends at a soft hyphen and shows a hyphen there.
  public var isHyphenated: Bool
  /// Whether the line was truncated (ellipsis) or clipped.
  public var isTruncated: Bool
  /// Whether the line's paragraph is right-to-left (its first strong character is Arabic,
  /// Hebrew, …), which is what natural alignment follows.
  public var isRightToLeft: Bool

  let content: Content

  /// What the line displays: its text without the line terminator, with an inserted hyphen
  /// after a soft hyphen and the ellipsis of a truncated line.
  ///
  /// - Complexity: O(*n*) in the line's length: the string is made on demand, so that measuring
  ///   does not pay for line strings nobody reads.
  public var text: String {
    switch content {
    case .slice(let source, let bytes):
      let utf8 = source.utf8
      let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
      let end = utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)
      let text = String(source[start..<end])
      return isHyphenated ? text + "-" : text
    case .string(let string):
      return string
    }
  }

  /// The displayed text, kept as a slice of the measured string where possible.
  enum Content: Hashable, Sendable {
    /// UTF-8 offsets into the measured string.
    case slice(String, Range<Int>)
    /// A text of its own (a truncated line).
    case string(String)
  }
}
