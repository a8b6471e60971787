extension TextMeasurer {
  /// Fits, limits, truncates and sizes `text`.
  func layout(_ text: String, _ shaped: ShapedText, _ request: Request, font: Font) -> TextLayout {
    var copy = text
    return copy.withUTF8 { bytes in
      let spans = fit(bytes, shaped, request, font: font)
      return assemble(text, shaped, request, font: font, bytes: bytes, spans: spans)
    }
  }

  /// The layout of `prefix`, the start of a longer text, if its lines are those of the text.
  ///
  /// They are when the prefix has one line more than the request's limit (so the whole text is
  /// cut too), and that line ends no later than byte `end`, far enough before the prefix ends
  /// that line breaking and shaping cannot tell the prefix from the text. Only for modes that
  /// drop the lines they cut (``LineBreakMode/wordWrap`` and ``LineBreakMode/charWrap``): the
  /// others show the rest of the cut paragraph.
  func layout(
    ofPrefix prefix: String, _ shaped: ShapedText, _ request: Request, font: Font,
    linesEndingBefore end: Int
  ) -> TextLayout? {
    var copy = prefix
    return copy.withUTF8 { bytes in
      let spans = fit(bytes, shaped, request, font: font)
      guard spans.count > request.numberOfLines, let last = spans.last, last.end <= end else {
        return nil
      }
      return assemble(prefix, shaped, request, font: font, bytes: bytes, spans: spans)
    }
  }

  /// The lines of `bytes`, one more than the request's limit when there are that many.
  private func fit(
    _ bytes: UnsafeBufferPointer<UInt8>, _ shaped: ShapedText, _ request: Request, font: Font
  ) -> [LineSpan] {
    var fitter = LineFitter(
      text: bytes, face: font.face, maxWidth: request.maxWidth,
      breaksCharacters: request.lineBreakMode == .charWrap,
      hyphenAdvance: shaped.hasSoftHyphen ? cache.advance(of: "-", face: font.face) : 0)
    let wanted = request.numberOfLines == .max ? Int.max : request.numberOfLines + 1
    var spans: [LineSpan] = []
    spans.reserveCapacity(min(wanted, 8))
    for (index, paragraph) in shaped.paragraphs.enumerated() where spans.count < wanted {
      fitter.fit(paragraph, index: index, limit: wanted, into: &spans)
    }
    return spans
  }

  /// Limits, truncates and sizes the fitted lines of `text`.
  private func assemble(
    _ text: String, _ shaped: ShapedText, _ request: Request, font: Font,
    bytes: UnsafeBufferPointer<UInt8>, spans: [LineSpan]
  ) -> TextLayout {
    let metrics = font.metrics
    var spans = spans
    let isCut = spans.count > request.numberOfLines
    if isCut { spans.removeLast(spans.count - request.numberOfLines) }
    var truncated: VisibleLine?
    if isCut, let last = spans.last,
      request.lineBreakMode.truncates || request.lineBreakMode == .clip
    {
      truncated = truncate(
        last, of: text, in: shaped, bytes: bytes, request: request, face: font.face)
    }
    var lines: [TextLine] = []
    lines.reserveCapacity(spans.count)
    var utf16 = UTF16OffsetConverter(bytes, isASCII: shaped.isASCII)
    var top = 0.0
    for (index, span) in spans.enumerated() {
      let isLast = index == spans.count - 1
      var line = VisibleLine(
        range: span.start..<span.end, content: .slice(text, span.start..<span.end),
        width: span.width,
        isHyphenated: span.isHyphenated, isTruncated: isCut && isLast,
        fallbackExtent: span.fallbackExtent)
      if isLast, let truncated { line = truncated }
      let ascent = max(metrics.ascender, line.fallbackExtent.ascent * font.size)
      let descent = max(-metrics.descender, line.fallbackExtent.descent * font.size)
      lines.append(
        TextLine(
          range: utf16.offset(
            ofByte: line.range.lowerBound)..<utf16.offset(ofByte: line.range.upperBound),
          width: line.width * font.size, baseline: top + ascent,
          height: ascent + descent + metrics.leading,
          ascent: ascent, descent: descent, isHyphenated: line.isHyphenated,
          isTruncated: line.isTruncated,
          isRightToLeft: shaped.paragraphs[span.paragraph].isRightToLeft,
          content: line.content))
      top += ascent + descent + metrics.leading + request.lineSpacing
    }
    let height = lines.isEmpty ? 0 : top - request.lineSpacing
    var width = 0.0
    for line in lines { width = max(width, line.width) }
    return TextLayout(
      size: TextSize(
        width: Self.ceil(width, scale: request.scale),
        height: Self.ceil(height, scale: request.scale)),
      lines: lines, lineHeight: metrics.lineHeight, lineSpacing: request.lineSpacing,
      scale: request.scale,
      isTruncated: isCut)
  }

  /// A line before conversion to points and UTF-16 offsets.
  struct VisibleLine {
    var range: Range<Int>
    var content: TextLine.Content
    var width: Double
    var isHyphenated: Bool
    var isTruncated: Bool
    var fallbackExtent: VerticalExtent
  }

  /// Rounds `value` up to a multiple of `1 / scale`, forgiving 10⁻⁶ pixel of rounding noise
  /// (never below zero): how a label's size reaches the device's pixels.
  package static func ceil(_ value: Double, scale: Double) -> Double {
    let rounded = (value * scale - 1e-6).rounded(.up) / scale
    return rounded > 0 ? rounded : 0
  }

  /// Whether the first strong letter of the UTF-8 `bytes` is from a right-to-left script.
  static func startsRightToLeft(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while case .valid(let encoded) = parser.parseScalar(from: &iterator) {
      let scalar = Unicode.UTF8.decode(encoded)
      switch scalar.value {
      case 0x41...0x5A, 0x61...0x7A: return false
      case 0..<0x80: continue
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
        return true
      // Letters of common left-to-right scripts (Latin, Greek, Cyrillic, Thai, kana, CJK): skip
      // the property lookup.
      case 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0xE01...0xE30, 0x3041...0x30FF,
        0x4E00...0x9FFF:
        return false
      default: if scalar.properties.isAlphabetic { return false }
      }
    }
    return false
  }
}

/// Converts UTF-8 offsets of a text to UTF-16 offsets by counting code units in the bytes;
/// increasing offsets cost O(total length).
struct UTF16OffsetConverter {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let isASCII: Bool
  private var lastByte = 0
  private var lastUTF16 = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
    self.bytes = bytes
    self.isASCII = isASCII
  }

  mutating func offset(ofByte byte: Int) -> Int {
    if isASCII { return byte }
    if byte < lastByte { (lastByte, lastUTF16) = (0, 0) }
    var units = lastUTF16
    for index in lastByte..<byte {
      let lead = bytes[index]
      // Every scalar's lead byte counts one UTF-16 unit; four-byte scalars need a surrogate pair.
      if lead & 0xC0 != 0x80 { units += lead >= 0xF0 ? 2 : 1 }
    }
    (lastByte, lastUTF16) = (byte, units)
    return units
  }
}
