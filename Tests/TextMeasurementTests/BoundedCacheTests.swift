import Testing

@testable import TextMeasurement

struct BoundedCacheTests {
  @Test func holdsAtMostTwoGenerations() {
    let cache = BoundedCache<Int, Int>(capacity: 3)
    for key in 0..<10 { cache.setValue(key * 10, forKey: key) }
    #expect(cache.count <= 6)
    #expect(cache.value(forKey: 9) == 90)
    #expect(cache.value(forKey: 0) == nil)
  }

  @Test func recentlyUsedEntriesSurviveAGenerationChange() {
    let cache = BoundedCache<String, Int>(capacity: 2)
    cache.setValue(1, forKey: "a")
    cache.setValue(2, forKey: "b")
    cache.setValue(3, forKey: "c")  // "a" and "b" become the old generation
    #expect(cache.value(forKey: "a") == 1)  // promoted
    cache.setValue(4, forKey: "d")  // "c", "a" become old; "b" is dropped
    #expect(["a", "b", "c", "d"].map { cache.value(forKey: $0) } == [1, nil, 3, 4])
  }

  @Test func removeAllEmptiesTheCache() {
    let cache = BoundedCache<Int, Int>(capacity: 8)
    cache.setValue(1, forKey: 1)
    cache.setValue(2, forKey: 2)
    cache.removeAll()
    #expect(cache.count == 0)
  }

  @Test func aLargeCacheIsShardedAndStillBounded() {
    let cache = BoundedCache<Int, Int>(capacity: 4_096)
    for key in 0..<20_000 { cache.setValue(key, forKey: key) }
    #expect(cache.count <= 2 * 4_096)
    #expect(cache.count >= 4_096)
    #expect(cache.value(forKey: 19_999) == 19_999)
    #expect(cache.value(forKey: 0) == nil)
    cache.removeAll()
    #expect(cache.count == 0)
  }
}
