/// One line chosen by the ``LineFitter``, in UTF-8 offsets and ems.
struct LineSpan: Sendable {
  var start: Int
  var end: Int
  /// The width in ems, hyphen included: without trailing whitespace where the line breaks
  /// within its paragraph, with it (up to the line width) where the paragraph ends.
  var width: Double
  var isHyphenated: Bool
  var paragraph: Int
  /// The extent of the fallback faces on the line; zero if none.
  var fallbackExtent: VerticalExtent
}

/// Greedy line filling, as UIKit's typesetter does it: put segments on the line while they fit
/// (trailing whitespace may hang past the edge); a segment that does not fit starts the next
/// line; a segment wider than an empty line is broken between grapheme clusters.
///
/// White space at a soft break hangs and does not count in the line's width; white space that
/// ends a paragraph counts, up to the line width, as it does in a label's intrinsic size
/// (Interface Builder records "Version: " a space wider than "Version:").
struct LineFitter {
  /// The text's bytes.
  let text: UnsafeBufferPointer<UInt8>
  let face: FontFace
  /// The line width in ems; `.infinity` for no wrapping.
  let maxWidth: Double
  let breaksCharacters: Bool
  /// The advance of the hyphen shown at a soft hyphen, in ems.
  let hyphenAdvance: Double

  /// Tolerance for rounding in sums of advances, in ems.
  static let tolerance = 1e-7

  private var line = OpenLine()
  private var lineLimit = Int.max

  private struct OpenLine {
    var start = 0
    var end = 0
    var advance = 0.0
    var content = 0.0
    var isHyphenated = false
    var isEmpty = true
    var fallbackExtent = VerticalExtent.zero
  }

  init(
    text: UnsafeBufferPointer<UInt8>, face: FontFace, maxWidth: Double, breaksCharacters: Bool,
    hyphenAdvance: Double
  ) {
    self.text = text
    self.face = face
    self.maxWidth = maxWidth
    self.breaksCharacters = breaksCharacters
    self.hyphenAdvance = hyphenAdvance
  }

  /// Appends the lines of `paragraph` to `lines`, stopping once `lines` holds `limit` lines.
  ///
  /// - Complexity: O(*s*) in the number of segments; a segment broken into characters is
  ///   shaped again (O(*n*) in its length).
  mutating func fit(
    _ paragraph: ShapedParagraph, index: Int, limit: Int, into lines: inout [LineSpan]
  ) {
    guard lines.count < limit else { return }
    if !breaksCharacters && paragraph.contentAdvance <= maxWidth + Self.tolerance {
      // The common case of a paragraph that fits on one line.
      lines.append(
        LineSpan(
          start: paragraph.range.lowerBound, end: paragraph.range.upperBound,
          width: endingWidth(content: paragraph.contentAdvance, advance: paragraph.advance),
          isHyphenated: false, paragraph: index, fallbackExtent: paragraph.fallbackExtent))
      return
    }
    line = OpenLine(start: paragraph.range.lowerBound, end: paragraph.range.lowerBound)
    lineLimit = limit
    for segment in paragraph.segments {
      if lines.count >= limit { return }
      if breaksCharacters && segment.contentAdvance > 0 && !fits(segment) {
        placeCharacters(of: segment, paragraph: index, into: &lines)
      } else if fits(segment) || line.isEmpty && segment.contentAdvance <= maxWidth + Self.tolerance
      {
        append(segment)
      } else if !line.isEmpty {
        close(paragraph: index, into: &lines)
        if segment.contentAdvance <= maxWidth + Self.tolerance {
          append(segment)
        } else {
          placeCharacters(of: segment, paragraph: index, into: &lines)
        }
      } else {
        placeCharacters(of: segment, paragraph: index, into: &lines)
      }
    }
    // A soft hyphen at the very end of a paragraph shows nothing.
    line.isHyphenated = false
    if lines.count < limit { close(paragraph: index, into: &lines, endsParagraph: true) }
  }

  /// The width of a paragraph's last line: its trailing white space counts, up to the line
  /// width (never less than its content).
  private func endingWidth(content: Double, advance: Double) -> Double {
    max(content, min(advance, maxWidth))
  }

  private func width(ifEndingWith segment: TextSegment) -> Double {
    let content = segment.contentAdvance > 0 ? line.advance + segment.contentAdvance : line.content
    return content + (segment.endsWithSoftHyphen ? hyphenAdvance : 0)
  }

  private func fits(_ segment: TextSegment) -> Bool {
    // Whitespace always fits: it hangs past the edge, even after an overlong character.
    (segment.contentAdvance <= 0 && !segment.endsWithSoftHyphen)
      || width(ifEndingWith: segment) <= maxWidth + Self.tolerance
  }

  private mutating func append(_ segment: TextSegment) {
    if segment.contentAdvance > 0 { line.content = line.advance + segment.contentAdvance }
    line.advance += segment.advance
    line.end = Int(segment.end)
    line.isHyphenated = segment.endsWithSoftHyphen
    line.isEmpty = false
    line.fallbackExtent.formUnion(segment.fallbackExtent)
  }

  private mutating func close(
    paragraph: Int, into lines: inout [LineSpan], endsParagraph: Bool = false
  ) {
    guard lines.count < lineLimit else { return }
    let width =
      endsParagraph
      ? endingWidth(content: line.content, advance: line.advance)
      : line.content + (line.isHyphenated ? hyphenAdvance : 0)
    lines.append(
      LineSpan(
        start: line.start, end: line.end, width: width, isHyphenated: line.isHyphenated,
        paragraph: paragraph,
        fallbackExtent: line.fallbackExtent))
    line = OpenLine(start: line.end, end: line.end)
  }

  private mutating func placeCharacters(
    of segment: TextSegment, paragraph: Int, into lines: inout [LineSpan]
  ) {
    for grapheme in Graphemes.segments(
      of: text, in: Int(segment.start)..<Int(segment.end), face: face)
    {
      var piece = grapheme
      piece.endsWithSoftHyphen = segment.endsWithSoftHyphen && grapheme.end == segment.end
      if !fits(piece) && !line.isEmpty { close(paragraph: paragraph, into: &lines) }
      append(piece)
    }
  }
}
