/// One line of a measured text.
public struct TextLine: Hashable, Sendable {
  /// The source text the line shows, as UTF-16 offsets (`NSRange` units), trailing
  /// whitespace included; for a truncated line, everything the ellipsis stands for too.
  public var range: Range<Int>
  /// What the line displays: its text without the line terminator, with an inserted hyphen
  /// after a soft hyphen and the ellipsis of a truncated line.
  public var text: String
  /// The line's advance width in points, trailing whitespace excluded (it hangs past the edge).
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
  /// Whether the line's first strong character is right-to-left (Arabic, Hebrew, …).
  public var isRightToLeft: Bool
}
