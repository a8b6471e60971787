extension TextMeasurer {
  /// The last visible line when more text follows: the rest of its paragraph, clipped at the
  /// edge or with an ellipsis at its head, middle or tail.
  ///
  /// When the rest of the paragraph fits and only later paragraphs are hidden, the ellipsis is
  /// appended at the end whatever the mode.
  func truncate(
    _ span: LineSpan, of text: String, in shaped: ShapedText, bytes: UnsafeBufferPointer<UInt8>,
    request: Request, face: FontFace
  ) -> VisibleLine {
    let paragraph = shaped.paragraphs[span.paragraph]
    let rest = span.start..<paragraph.range.upperBound
    let available = request.maxWidth
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    if request.lineBreakMode == .clip {
      let graphemes = Graphemes.segments(of: bytes, in: rest, face: face)
      return VisibleLine(
        range: rest, content: .slice(text, rest),
        width: min(available, Self.contentWidth(graphemes[...])), isHyphenated: false,
        isTruncated: true,
        fallbackExtent: graphemes.first?.fallbackExtent ?? .zero)
    }
    let ellipsis = cache.advance(of: "…", face: face)
    let budget = available - ellipsis + LineFitter.tolerance
    if request.lineBreakMode == .truncateTail, !paragraph.isRightToLeft,
      let line = truncateTail(rest, of: paragraph, bytes: bytes, budget: budget, face: face)
    {
      return VisibleLine(
        range: rest, content: .string(string(rest.lowerBound..<line.head) + "…"),
        width: line.width + ellipsis, isHyphenated: false, isTruncated: true,
        fallbackExtent: Self.fallbackExtent(
          of: [rest.lowerBound..<line.head], in: bytes, face: face))
    }
    let graphemes = Graphemes.segments(of: bytes, in: rest, face: face)
    let contentWidth = Self.contentWidth(graphemes[...])
    var mode = request.lineBreakMode
    if contentWidth <= budget { mode = .truncateTail }
    var prefix = 0
    var prefixWidth = 0.0
    var suffix = graphemes.count
    var suffixWidth = 0.0
    switch mode {
    case .truncateHead:
      while suffix > 0, suffixWidth + graphemes[suffix - 1].advance <= budget {
        suffix -= 1
        suffixWidth += graphemes[suffix].advance
      }
    case .truncateMiddle:
      while prefix < graphemes.count, prefixWidth + graphemes[prefix].advance <= budget / 2 {
        prefixWidth += graphemes[prefix].advance
        prefix += 1
      }
      while suffix > prefix, prefixWidth + suffixWidth + graphemes[suffix - 1].advance <= budget {
        suffix -= 1
        suffixWidth += graphemes[suffix].advance
      }
    default:
      while prefix < graphemes.count, prefixWidth + graphemes[prefix].advance <= budget {
        prefixWidth += graphemes[prefix].advance
        prefix += 1
      }
    }
    let head = prefix > 0 ? Int(graphemes[prefix - 1].end) : rest.lowerBound
    let tail = suffix < graphemes.count ? Int(graphemes[suffix].start) : rest.upperBound
    return VisibleLine(
      range: rest,
      content: .string(string(rest.lowerBound..<head) + "…" + string(tail..<rest.upperBound)),
      width: prefixWidth + ellipsis + suffixWidth, isHyphenated: false, isTruncated: true,
      fallbackExtent: Self.fallbackExtent(
        of: [rest.lowerBound..<head, tail..<rest.upperBound], in: bytes, face: face))
  }

  /// Where a tail truncation of `rest` cuts, and the width it keeps, from shaping its start.
  ///
  /// The start shaped runs two segments past the one that overflows `budget` by the cached word
  /// advances. The answer is `nil` when that start fits whole or when its last segments decide
  /// the cut (shaping context at its end could then matter): the caller shapes all of `rest`.
  /// A truncated label's last line is usually a short stretch of a long paragraph (a caption
  /// cut at its third line), so shaping the whole rest of the paragraph would dominate.
  private func truncateTail(
    _ rest: Range<Int>, of paragraph: ShapedParagraph, bytes: UnsafeBufferPointer<UInt8>,
    budget: Double, face: FontFace
  ) -> (head: Int, width: Double)? {
    var total = 0.0
    var overflowEnd: Int?
    var end = rest.upperBound
    var extra = 0
    for segment in paragraph.segments where Int(segment.end) > rest.lowerBound {
      total += segment.advance
      if overflowEnd != nil {
        extra += 1
        if extra == 2 {
          end = Int(segment.end)
          break
        }
      } else if total > budget {
        overflowEnd = Int(segment.end)
      }
    }
    guard let overflowEnd, end < rest.upperBound else { return nil }
    let graphemes = Graphemes.segments(of: bytes, in: rest.lowerBound..<end, face: face)
    var prefix = 0
    var width = 0.0
    while prefix < graphemes.count, width + graphemes[prefix].advance <= budget {
      width += graphemes[prefix].advance
      prefix += 1
    }
    guard prefix < graphemes.count, Int(graphemes[prefix].end) <= overflowEnd else { return nil }
    return (prefix > 0 ? Int(graphemes[prefix - 1].end) : rest.lowerBound, width)
  }

  /// The extent of the fallback faces the visible `ranges` use (the ellipsis is in the font):
  /// the faces of their runs, as shaping each range would find them, without shaping.
  static func fallbackExtent(
    of ranges: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>, face: FontFace
  )
    -> VerticalExtent
  {
    var extent = VerticalExtent.zero
    for range in ranges where !range.isEmpty {
      for run in Shaper.runs(of: bytes, in: range, face: face) where run.face !== face {
        extent.formUnion(VerticalExtent(run.face.metrics))
      }
    }
    return extent
  }

  /// The advance of `graphemes` without their trailing whitespace.
  static func contentWidth(_ graphemes: ArraySlice<TextSegment>) -> Double {
    var total = 0.0
    var content = 0.0
    for grapheme in graphemes {
      total += grapheme.advance
      if grapheme.contentAdvance > 0 { content = total }
    }
    return content
  }
}
