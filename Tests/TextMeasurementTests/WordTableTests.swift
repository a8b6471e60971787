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
      let ranges = [0..<3, 3..<6, 6..<9, 9..<12]
      let ends = ranges.map(\.upperBound)
      var results = ranges.map { _ in metrics(0) }
      #expect(
        cache.lookUp(bytes, ranges: ranges, contextEnds: ends, face: 7, into: &results) == [
          0, 1, 2, 3,
        ])
      cache.store(
        bytes, ranges: ranges, contextEnds: ends, face: 7, metrics: [1, 2, 3, 4].map(metrics),
        at: [0, 1, 2, 3])
      #expect(cache.count <= 4)
      // Capacity 2: "aa", "bb" were pushed to the old generation by "cc", "dd". Looking up "aa"
      // promotes it (pushing "cc", "dd" to the old generation and dropping "bb"), and so on.
      #expect(
        cache.lookUp(bytes, ranges: ranges, contextEnds: ends, face: 7, into: &results) == [1])
      #expect(results.map(\.advance) == [1, 0, 3, 4])
    }
  }
}
