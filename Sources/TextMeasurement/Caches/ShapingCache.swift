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
/// same word recurs (at any point size: advances are kept in ems), from a ``WordCache``. The
/// split of a whole text into paragraphs and segments is cached too (a ``TextEntry``, which
/// also remembers the last layout), so measuring the same text again — at another width, line
/// limit or size — skips break iteration and lookups altogether.
final class ShapingCache: @unchecked Sendable {
  /// A text in a face, the key of the text cache, compared and hashed by its UTF-8 bytes:
  /// cheaper than `String`'s canonical-equivalence hashing, and right for shaping, where NFC and
  /// NFD spellings are different glyph sequences.
  struct Key: Hashable, Sendable {
    var face: Int
    var text: String
    /// A hash of `text`'s bytes and `face`, computed once when the key is made.
    private(set) var bytesHash: UInt64

    init(face: Int, text: String) {
      self.face = face
      self.text = text
      var copy = text
      bytesHash = copy.withUTF8 { WordTable.hash($0, seed: UInt64(truncatingIfNeeded: face)) }
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.bytesHash == rhs.bytesHash && lhs.face == rhs.face
        && lhs.text.hasSameUTF8Bytes(as: rhs.text)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(bytesHash)
    }
  }

  typealias TextKey = Key

  let words: WordCache
  let texts: BoundedCache<TextKey, TextEntry>
  private let breaker = LineBreaker()

  init(wordCapacity: Int, textCapacity: Int) {
    words = WordCache(capacity: wordCapacity)
    texts = BoundedCache(capacity: textCapacity)
  }

  /// The cache entry of `text` in `face`, from the cache or built now.
  ///
  /// A text longer than ``longestCachedText`` is built and not kept: the cache is bounded by its
  /// number of texts, so long texts would make its memory unbounded, and they seldom recur.
  func entry(for text: String, face: FontFace) -> TextEntry {
    let make = {
      var copy = text
      return TextEntry(shaped: copy.withUTF8 { self.build($0, face: face) })
    }
    guard text.utf8.count <= Self.longestCachedText else { return make() }
    let key = TextKey(face: face.id, text: text)
    return texts.value(forKey: key, hash: Int(truncatingIfNeeded: key.bytesHash), orMake: make)
  }

  /// The longest text kept in the text cache, in UTF-8 bytes.
  static let longestCachedText = 8 << 10

  /// Empties both caches.
  func removeAll() {
    words.removeAll()
    texts.removeAll()
  }

  /// The advance of one string (an ellipsis, a hyphen) in ems.
  func advance(of string: String, face: FontFace) -> Double {
    var copy = string
    return copy.withUTF8 { text in
      var segments = [TextSegment(start: 0, end: Int32(text.count))]
      fillMetrics(of: &segments, in: text, paragraphEnd: text.count, face: face)
      return segments[0].advance
    }
  }

  // MARK: - Building

  private func build(_ text: UnsafeBufferPointer<UInt8>, face: FontFace) -> ShapedText {
    var paragraphs: [ShapedParagraph] = []
    // Room for a break every five bytes (a short word and its space) from the start: growing it
    // one doubling at a time would cost more allocations than the rest of the build.
    var offsets: [Int] = []
    offsets.reserveCapacity(text.count / 5 + 4)
    HardBreaks.forEachParagraph(in: text) { paragraph in
      offsets.removeAll(keepingCapacity: true)
      breaker.opportunities(in: UnsafeBufferPointer(rebasing: text[paragraph]), into: &offsets)
      var segments: [TextSegment] = []
      segments.reserveCapacity(offsets.count)
      var start = paragraph.lowerBound
      for offset in offsets {
        let end = paragraph.lowerBound + offset
        var segment = TextSegment(start: Int32(start), end: Int32(end))
        segment.endsWithSoftHyphen =
          end - start >= 2 && text[end - 2] == 0xC2 && text[end - 1] == 0xAD
        segments.append(segment)
        start = end
      }
      fillMetrics(of: &segments, in: text, paragraphEnd: paragraph.upperBound, face: face)
      paragraphs.append(
        ShapedParagraph(
          range: paragraph, segments: segments,
          isRightToLeft: TextMeasurer.startsRightToLeft(text[paragraph])))
    }
    let hasSoftHyphen = paragraphs.contains { $0.segments.contains(where: \.endsWithSoftHyphen) }
    return ShapedText(
      paragraphs: paragraphs, hasSoftHyphen: hasSoftHyphen, isASCII: text.allSatisfy { $0 < 0x80 })
  }

  /// Fills in the shaped metrics of a paragraph's segments: looked up in one critical section;
  /// misses are shaped outside the lock and stored in a second one.
  private func fillMetrics(
    of segments: inout [TextSegment], in text: UnsafeBufferPointer<UInt8>, paragraphEnd: Int,
    face: FontFace
  ) {
    let count = segments.count
    let spaceTakesPart = face.spaceTakesPartInLayout
    // Kerning such as "space A" ties a word ending in a space to the next character: shape that
    // character as context (and key the cache by it) in fonts where it matters.
    let contextEnd = { (index: Int, end: Int) -> Int in
      guard spaceTakesPart, index + 1 < count, text[end - 1] == 0x20 else { return end }
      let lead = text[end]
      return min(end + (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4), paragraphEnd)
    }
    let misses = words.lookUp(text, into: &segments, contextEnd: contextEnd, face: face.id)
    guard !misses.isEmpty else { return }
    for index in misses {
      let segment = segments[index]
      segments[index].apply(
        WordMetrics.measure(
          text, in: Int(segment.start)..<Int(segment.end),
          contextEnd: contextEnd(index, Int(segment.end)), face: face))
    }
    words.store(text, segments: segments, contextEnd: contextEnd, face: face.id, at: misses)
  }
}
