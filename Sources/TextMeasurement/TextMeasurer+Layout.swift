extension TextMeasurer {
  /// Fits, limits, truncates and sizes `text`.
  func layout(_ text: String, _ request: Request) -> TextLayout {
    let font = request.font
    let metrics = font.metrics
    let shaped = cache.shapedText(text, face: font.face)
    var copy = text
    let lines = copy.withUTF8 { bytes in
      var fitter = LineFitter(
        text: bytes, face: font.face, maxWidth: request.maxWidth,
        breaksCharacters: request.lineBreakMode == .charWrap,
        hyphenAdvance: shaped.hasSoftHyphen ? cache.advance(of: "-", face: font.face) : 0)
      let wanted = request.numberOfLines == .max ? Int.max : request.numberOfLines + 1
      var spans: [LineSpan] = []
      for (index, paragraph) in shaped.paragraphs.enumerated() where spans.count < wanted {
        fitter.fit(paragraph, index: index, limit: wanted, into: &spans)
      }
      var lines = spans.prefix(request.numberOfLines).map { span in
        VisibleLine(
          range: span.start..<span.end, text: String(decoding: bytes[span.start..<span.end], as: UTF8.self)
            + (span.isHyphenated ? "-" : ""), width: span.width, isHyphenated: span.isHyphenated,
          isTruncated: false, fallbackExtent: span.fallbackExtent)
      }
      if spans.count > request.numberOfLines, let last = spans.prefix(request.numberOfLines).last,
        request.lineBreakMode.truncates || request.lineBreakMode == .clip
      {
        lines[lines.count - 1] = truncate(last, in: shaped, bytes: bytes, request: request)
      } else if spans.count > request.numberOfLines, !lines.isEmpty {
        lines[lines.count - 1].isTruncated = true
      }
      return lines
    }
    var textLines: [TextLine] = []
    textLines.reserveCapacity(lines.count)
    var utf16 = UTF16OffsetConverter(text)
    var top = 0.0
    for line in lines {
      let ascent = max(metrics.ascender, line.fallbackExtent.ascent * font.size)
      let descent = max(-metrics.descender, line.fallbackExtent.descent * font.size)
      textLines.append(
        TextLine(
          range: utf16.offset(ofByte: line.range.lowerBound)..<utf16.offset(ofByte: line.range.upperBound),
          text: line.text, width: line.width * font.size, baseline: top + ascent,
          height: ascent + descent + metrics.leading, ascent: ascent, descent: descent, isHyphenated: line.isHyphenated,
          isTruncated: line.isTruncated, isRightToLeft: Self.startsRightToLeft(line.text)))
      top += ascent + descent + metrics.leading + request.lineSpacing
    }
    let height = textLines.isEmpty ? 0 : top - request.lineSpacing
    let width = textLines.map(\.width).max() ?? 0
    return TextLayout(
      size: TextSize(width: Self.ceil(width, scale: request.scale), height: Self.ceil(height, scale: request.scale)),
      lines: textLines, lineHeight: metrics.lineHeight, lineSpacing: request.lineSpacing, scale: request.scale,
      isTruncated: textLines.contains(where: \.isTruncated))
  }

  /// A line before conversion to points and UTF-16 offsets.
  struct VisibleLine {
    var range: Range<Int>
    var text: String
    var width: Double
    var isHyphenated: Bool
    var isTruncated: Bool
    var fallbackExtent: VerticalExtent
  }

  /// Rounds `value` up to a multiple of `1 / scale`, forgiving 10⁻⁶ pixel of rounding noise.
  static func ceil(_ value: Double, scale: Double) -> Double {
    max(0, (value * scale - 1e-6).rounded(.up) / scale)
  }

  /// Whether the first strong letter of `text` is from a right-to-left script.
  static func startsRightToLeft(_ text: String) -> Bool {
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
      default: return false
      }
    }
    return false
  }
}

/// Converts UTF-8 offsets of a string to UTF-16 offsets, for increasing offsets in O(total).
struct UTF16OffsetConverter {
  private let text: String
  private let isASCII: Bool
  private var lastByte = 0
  private var lastUTF16 = 0

  init(_ text: String) {
    self.text = text
    self.isASCII = text.utf8.count == text.utf16.count
  }

  mutating func offset(ofByte byte: Int) -> Int {
    if isASCII { return byte }
    let start = text.utf8.index(text.utf8.startIndex, offsetBy: byte < lastByte ? 0 : lastByte)
    let end = text.utf8.index(text.utf8.startIndex, offsetBy: byte)
    let base = byte < lastByte ? 0 : lastUTF16
    lastUTF16 = base + text.utf16.distance(from: start, to: end)
    lastByte = byte
    return lastUTF16
  }
}
