#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The caches behind ``TextMeasurer``: shaped words per face and shaped texts per face.
///
/// Shaping dominates measuring, and a feed repeats words far more than texts, so every segment
/// between break opportunities is shaped once per face and its advances are reused wherever the
/// same word recurs (at any point size: advances are kept in ems). The split of a whole text
/// into paragraphs and segments is cached too, so measuring the same text again — at another
/// width, line limit or size — skips break iteration and lookups altogether.
final class ShapingCache: @unchecked Sendable {
  /// A text in a face, compared and hashed by its UTF-8 bytes: cheaper than `String`'s
  /// canonical-equivalence hashing, and right for shaping, where NFC and NFD spellings of a word
  /// are different glyph sequences.
  struct Key: Hashable, Sendable {
    var face: Int
    var text: String
    /// How many bytes at the end of `text` are context only (shaped, not measured).
    var context: Int = 0

    static func == (lhs: Key, rhs: Key) -> Bool {
      guard lhs.face == rhs.face, lhs.context == rhs.context else { return false }
      var left = lhs.text
      var right = rhs.text
      return left.withUTF8 { a in
        right.withUTF8 { b in
          a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
        }
      }
    }

    func hash(into hasher: inout Hasher) {
      var copy = text
      hasher.combine(copy.withUTF8 { Self.mix($0, seed: UInt64(truncatingIfNeeded: face &* 31 &+ context)) })
    }

    /// A fast 64-bit hash of bytes (8 at a time, multiply–xorshift mixing); `Hasher` then
    /// finishes it with its per-process seed, so only 8 bytes go through SipHash.
    private static func mix(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
      var state = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
      var index = 0
      let raw = UnsafeRawBufferPointer(bytes)
      while index + 8 <= bytes.count {
        state = (state ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 32
        index += 8
      }
      var tail: UInt64 = 0
      while index < bytes.count {
        tail = tail << 8 | UInt64(bytes[index])
        index += 1
      }
      state = (state ^ tail) &* 0xC4CE_B9FE_1A85_EC53
      return state ^ (state >> 29)
    }
  }

  typealias WordKey = Key
  typealias TextKey = Key

  let words: BoundedCache<WordKey, WordMetrics>
  let texts: BoundedCache<TextKey, ShapedText>
  private let breaker = LineBreaker()

  init(wordCapacity: Int, textCapacity: Int) {
    words = BoundedCache(capacity: wordCapacity)
    texts = BoundedCache(capacity: textCapacity)
  }

  /// The shaped form of `text` in `face`, from the cache or built now.
  func shapedText(_ text: String, face: FontFace) -> ShapedText {
    let key = TextKey(face: face.id, text: text)
    if let cached = texts.value(forKey: key) { return cached }
    var copy = text
    let shaped = copy.withUTF8 { build($0, face: face) }
    texts.setValue(shaped, forKey: key)
    return shaped
  }

  /// The advance of one string (an ellipsis, a hyphen) in ems.
  func advance(of string: String, face: FontFace) -> Double {
    var copy = string
    return copy.withUTF8 { wordMetrics(in: $0, ranges: [0..<$0.count], contextEnds: [$0.count], face: face)[0].advance }
  }

  // MARK: - Building

  private func build(_ text: UnsafeBufferPointer<UInt8>, face: FontFace) -> ShapedText {
    var paragraphs: [ShapedParagraph] = []
    var offsets: [Int] = []
    var ranges: [Range<Int>] = []
    var contextEnds: [Int] = []
    for paragraph in HardBreaks.paragraphs(in: text) {
      offsets.removeAll(keepingCapacity: true)
      ranges.removeAll(keepingCapacity: true)
      contextEnds.removeAll(keepingCapacity: true)
      breaker.opportunities(in: UnsafeBufferPointer(rebasing: text[paragraph]), into: &offsets)
      var start = paragraph.lowerBound
      for offset in offsets {
        ranges.append(start..<(paragraph.lowerBound + offset))
        start = paragraph.lowerBound + offset
      }
      for (index, range) in ranges.enumerated() {
        // Kerning such as "space A" ties a word ending in a space to the next character: shape
        // that character as context (and key the cache by it) in fonts where it matters.
        var contextEnd = range.upperBound
        if face.spaceTakesPartInLayout, index + 1 < ranges.count, text[range.upperBound - 1] == 0x20 {
          let lead = text[range.upperBound]
          contextEnd += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }
        contextEnds.append(min(contextEnd, paragraph.upperBound))
      }
      let metrics = wordMetrics(in: text, ranges: ranges, contextEnds: contextEnds, face: face)
      var segments: [TextSegment] = []
      segments.reserveCapacity(ranges.count)
      for (range, metric) in zip(ranges, metrics) {
        let softHyphen = range.count >= 2 && text[range.upperBound - 2] == 0xC2 && text[range.upperBound - 1] == 0xAD
        segments.append(
          TextSegment(
            start: Int32(range.lowerBound), end: Int32(range.upperBound), advance: metric.advance,
            trailingAdvance: metric.trailingAdvance, endsWithSoftHyphen: softHyphen,
            fallbackExtent: metric.fallbackExtent))
      }
      paragraphs.append(ShapedParagraph(range: paragraph, segments: segments))
    }
    let hasSoftHyphen = paragraphs.contains { $0.segments.contains(where: \.endsWithSoftHyphen) }
    return ShapedText(paragraphs: paragraphs, hasSoftHyphen: hasSoftHyphen, isASCII: text.allSatisfy { $0 < 0x80 })
  }

  /// The metrics of each range, looked up in one critical section; misses are shaped outside the
  /// lock and stored in a second one.
  private func wordMetrics(
    in text: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>], contextEnds: [Int], face: FontFace
  ) -> [WordMetrics] {
    let keys = zip(ranges, contextEnds).map { range, contextEnd in
      WordKey(
        face: face.id, text: String(decoding: text[range.lowerBound..<contextEnd], as: UTF8.self),
        context: contextEnd - range.upperBound)
    }
    let cached = words.values(forKeys: keys)
    var results: [WordMetrics] = []
    results.reserveCapacity(ranges.count)
    var misses: [(WordKey, WordMetrics)] = []
    for index in ranges.indices {
      if let metrics = cached[index] {
        results.append(metrics)
      } else {
        let metrics = WordMetrics.measure(text, in: ranges[index], contextEnd: contextEnds[index], face: face)
        results.append(metrics)
        misses.append((keys[index], metrics))
      }
    }
    if !misses.isEmpty { words.setValues(misses) }
    return results
  }
}
