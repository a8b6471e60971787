/// Shaped grapheme clusters, for breaking inside words and for truncation.
enum Graphemes {
  /// The grapheme clusters of `text[range]`, each with its advance in ems.
  ///
  /// The range is shaped as a whole (so ligatures, kerning and joining are those of the full
  /// text) and each glyph's advance goes to the grapheme holding its cluster.
  ///
  /// - Complexity: O(*n*) in the length of the range, plus shaping.
  static func segments(of text: UnsafeBufferPointer<UInt8>, in range: Range<Int>, face: FontFace)
    -> [TextSegment]
  {
    guard !range.isEmpty else { return [] }
    let shaped = Shaper.clusterAdvances(of: text, in: range, face: face)
    let string = String(decoding: text[range], as: UTF8.self)
    var segments: [TextSegment] = []
    var start = string.startIndex
    for end in string.indices.dropFirst() + [string.endIndex] {
      let lower = string.utf8.distance(from: string.startIndex, to: start)
      let upper = string.utf8.distance(from: string.startIndex, to: end)
      let advance = shaped.advances[lower..<upper].reduce(0, +)
      let isSpace = string[start].unicodeScalars.first.map(Whitespace.hangs) ?? false
      segments.append(
        TextSegment(
          start: Int32(range.lowerBound + lower), end: Int32(range.lowerBound + upper),
          advance: advance,
          trailingAdvance: isSpace ? advance : 0, endsWithSoftHyphen: false,
          fallbackExtent: shaped.fallbackExtent))
      start = end
    }
    return segments
  }
}
