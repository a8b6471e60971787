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
    // What is kept before and after the ellipsis: `rest` up to `head`, and from `tail` on.
    var head: Int
    var headWidth: Double
    var tail = rest.upperBound
    var tailWidth = 0.0
    if request.lineBreakMode == .truncateTail, !paragraph.isRightToLeft,
      let line = truncateTail(rest, of: paragraph, bytes: bytes, budget: budget, face: face)
    {
      (head, headWidth) = line
    } else {
      let graphemes = Graphemes.segments(of: bytes, in: rest, face: face)
      var mode = request.lineBreakMode
      if Self.contentWidth(graphemes[...]) <= budget { mode = .truncateTail }
      var prefix = 0
      var suffix = graphemes.count
      switch mode {
      case .truncateHead:
        (prefix, headWidth) = (0, 0)
        while suffix > 0, tailWidth + graphemes[suffix - 1].advance <= budget {
          suffix -= 1
          tailWidth += graphemes[suffix].advance
        }
      case .truncateMiddle:
        (prefix, headWidth) = Self.fittingPrefix(of: graphemes, within: budget / 2)
        while suffix > prefix, headWidth + tailWidth + graphemes[suffix - 1].advance <= budget {
          suffix -= 1
          tailWidth += graphemes[suffix].advance
        }
      default:
        (prefix, headWidth) = Self.fittingPrefix(of: graphemes, within: budget)
      }
      head = prefix > 0 ? Int(graphemes[prefix - 1].end) : rest.lowerBound
      if suffix < graphemes.count { tail = Int(graphemes[suffix].start) }
    }
    return VisibleLine(
      range: rest,
      content: .string(string(rest.lowerBound..<head) + "…" + string(tail..<rest.upperBound)),
      width: headWidth + ellipsis + tailWidth, isHyphenated: false, isTruncated: true,
      fallbackExtent: Self.fallbackExtent(
        of: [rest.lowerBound..<head, tail..<rest.upperBound], in: bytes, face: face))
  }

  /// How many of `graphemes`, from the first, fit in `budget`, and their width.
  static func fittingPrefix(of graphemes: [TextSegment], within budget: Double)
    -> (count: Int, width: Double)
  {
    var count = 0
    var width = 0.0
    while count < graphemes.count, width + graphemes[count].advance <= budget {
      width += graphemes[count].advance
      count += 1
    }
    return (count, width)
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
    let (prefix, width) = Self.fittingPrefix(of: graphemes, within: budget)
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
