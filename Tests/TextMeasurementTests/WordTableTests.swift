import Testing

@testable import TextMeasurement

struct WordTableTests {
  private func metrics(_ advance: Double) -> WordMetrics {
    WordMetrics(advance: advance, trailingAdvance: 0, fallbackExtent: .zero)
  }

  @Test func storesAndFindsWordsByBytesFaceAndContext() {
    var table = WordTable()
    var words = (0..<100).map { "word\($0)" }
    for (index, word) in words.enumerated() {
      word.utf8.withContiguousStorageIfAvailable { bytes in
        table.insert(
          metrics(Double(index)), for: bytes, face: 1, context: 0,
          hash: WordTable.hash(bytes, seed: 1))
      }
    }
    #expect(table.count == 100)
    for index in words.indices {
      let found = words[index].withUTF8 { bytes in
        table.metrics(for: bytes, face: 1, context: 0, hash: WordTable.hash(bytes, seed: 1))?
          .advance
      }
      #expect(found == Double(index))
      let otherFace = words[index].withUTF8 { bytes in
        table.metrics(for: bytes, face: 2, context: 0, hash: WordTable.hash(bytes, seed: 1))
      }
      #expect(otherFace == nil)
    }
  }

  @Test func hashesAreNonZeroAndDependOnEveryByte() {
    var a = "abcdefghijk"
    var b = "abcdefghijl"
    let hashA = a.withUTF8 { WordTable.hash($0, seed: 0) }
    let hashB = b.withUTF8 { WordTable.hash($0, seed: 0) }
    #expect(hashA != hashB)
    var empty = ""
    #expect(empty.withUTF8 { WordTable.hash($0, seed: 0) } != 0)
  }

  @Test func theCacheKeepsTwoGenerationsAndPromotesHits() {
    let cache = WordCache(capacity: 2)
    var text = "aa bb cc dd "
    text.withUTF8 { bytes in
      let words = [0..<3, 3..<6, 6..<9, 9..<12].map {
        TextSegment(start: Int32($0.lowerBound), end: Int32($0.upperBound))
      }
      let noContext = { (_: Int, end: Int) in end }
      var segments = words
      #expect(cache.lookUp(bytes, into: &segments, contextEnd: noContext, face: 7) == [0, 1, 2, 3])
      for (index, advance) in [1.0, 2, 3, 4].enumerated() {
        segments[index].apply(metrics(advance))
      }
      cache.store(bytes, segments: segments, contextEnd: noContext, face: 7, at: [0, 1, 2, 3])
      #expect(cache.count <= 4)
      // Capacity 2: "aa", "bb" were pushed to the old generation by "cc", "dd". Looking up "aa"
      // promotes it (pushing "cc", "dd" to the old generation and dropping "bb"), and so on.
      segments = words
      #expect(cache.lookUp(bytes, into: &segments, contextEnd: noContext, face: 7) == [1])
      #expect(segments.map(\.advance) == [1, 0, 3, 4])
    }
  }
}
