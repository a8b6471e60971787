/// A text split into paragraphs and break-separated segments, each segment shaped: everything
/// about a text in a face that does not depend on the width it is laid out in.
///
/// Advances are in ems (multiply by the point size), offsets in UTF-8 bytes of the text.
struct ShapedText: Sendable {
  var paragraphs: [ShapedParagraph]
  /// Whether any segment ends with a soft hyphen.
  var hasSoftHyphen: Bool
  /// Whether the text is all ASCII (UTF-8 and UTF-16 offsets then coincide).
  var isASCII: Bool
}

/// One paragraph (text between hard breaks).
struct ShapedParagraph: Sendable {
  /// The paragraph's bytes, without its terminator.
  var range: Range<Int>
  /// The segments between consecutive break opportunities, in order, covering `range`.
  var segments: [TextSegment]
  /// The advance of the whole paragraph without its trailing whitespace, in ems.
  var contentAdvance: Double
  /// The advance of the whole paragraph with its trailing whitespace, in ems.
  var advance: Double
  /// The extent of all fallback faces the paragraph uses.
  var fallbackExtent: VerticalExtent
  /// Whether the paragraph's first strong character is right-to-left (its base direction).
  var isRightToLeft: Bool

  init(range: Range<Int>, segments: [TextSegment], isRightToLeft: Bool) {
    self.range = range
    self.segments = segments
    self.isRightToLeft = isRightToLeft
    var total = 0.0
    var content = 0.0
    var extent = VerticalExtent.zero
    for segment in segments {
      if segment.contentAdvance > 0 { content = total + segment.contentAdvance }
      total += segment.advance
      extent.formUnion(segment.fallbackExtent)
    }
    contentAdvance = content
    advance = total
    fallbackExtent = extent
  }
}

/// A stretch of text with a break opportunity at its end: a word with its trailing spaces, a
/// CJK character, a grapheme (when breaking within words).
struct TextSegment: Sendable {
  /// First byte.
  var start: Int32
  /// One past the last byte.
  var end: Int32
  /// The advance of the whole segment, in ems.
  var advance: Double
  /// The advance of its trailing whitespace, in ems (it hangs at a line end).
  var trailingAdvance: Double
  /// Whether the segment ends with a soft hyphen (a line ending here shows a hyphen).
  var endsWithSoftHyphen: Bool
  /// The extent of the fallback faces the segment uses; zero if none.
  var fallbackExtent: VerticalExtent

  /// The advance without the trailing whitespace.
  var contentAdvance: Double { advance - trailingAdvance }
}

/// The shaped advances of one word, as the word cache stores them.
struct WordMetrics: Sendable {
  var advance: Double
  var trailingAdvance: Double
  var fallbackExtent: VerticalExtent
}

extension TextSegment {
  /// A segment not shaped yet: zero advances, no soft hyphen, no fallback face.
  init(start: Int32, end: Int32) {
    self.init(
      start: start, end: end, advance: 0, trailingAdvance: 0, endsWithSoftHyphen: false,
      fallbackExtent: .zero)
  }

  /// The segment's shaped metrics.
  var metrics: WordMetrics {
    WordMetrics(
      advance: advance, trailingAdvance: trailingAdvance, fallbackExtent: fallbackExtent)
  }

  /// Takes the shaped metrics of its word.
  mutating func apply(_ metrics: WordMetrics) {
    advance = metrics.advance
    trailingAdvance = metrics.trailingAdvance
    fallbackExtent = metrics.fallbackExtent
  }
}

extension WordMetrics {
  /// Measures `text[range]` in `face`, shaped together with the context that follows it up to
  /// `contextEnd` (whose own advances are left out).
  static func measure(
    _ text: UnsafeBufferPointer<UInt8>, in range: Range<Int>, contextEnd: Int, face: FontFace
  ) -> WordMetrics {
    let shaped = Shaper.clusterAdvances(
      of: text, in: range.lowerBound..<contextEnd, face: face, measuredEnd: range.upperBound)
    let contentEnd = Whitespace.contentEnd(of: text, in: range)
    var total = 0.0
    var trailing = 0.0
    for (offset, advance) in shaped.advances.prefix(range.count).enumerated() {
      total += advance
      if range.lowerBound + offset >= contentEnd { trailing += advance }
    }
    return WordMetrics(
      advance: total, trailingAdvance: trailing, fallbackExtent: shaped.fallbackExtent)
  }
}

/// Whitespace that hangs at the end of a line.
enum Whitespace {
  /// Whether `scalar` is breaking whitespace (Unicode White_Space less the no-break spaces),
  /// or a zero-width space.
  static func hangs(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    // White_Space in ASCII: TAB, LF, VT, FF, CR and SPACE (answered without a property lookup).
    case 0x09...0x0D, 0x20: return true
    case 0..<0x80: return false
    case 0x00A0, 0x2007, 0x202F: return false
    case 0x200B: return true
    default: return scalar.properties.isWhitespace
    }
  }

  /// The offset where the trailing whitespace of `text[range]` starts (`range.upperBound` if none).
  static func contentEnd(of text: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int {
    var end = range.upperBound
    while end > range.lowerBound {
      if text[end - 1] == 0x20 {
        end -= 1
        continue
      }
      var start = end - 1
      while start > range.lowerBound && text[start] & 0xC0 == 0x80 { start -= 1 }
      guard let scalar = decode(text, start..<end), hangs(scalar) else { break }
      end = start
    }
    return end
  }

  /// The scalar encoded by `text[range]`.
  static func decode(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Unicode.Scalar? {
    var iterator = text[range].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
    return Unicode.UTF8.decode(encoded)
  }
}
