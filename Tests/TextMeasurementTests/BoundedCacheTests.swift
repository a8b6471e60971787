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

  @Test func aValueIsKeptOnlyWhenItsKeyIsAskedForAgain() {
    let counted = CountingCache<String>(capacity: 8)
    // The first request makes the value and leaves it on probation, outside the generations.
    #expect(counted.value("once") == 4)
    #expect(counted.cache.count == 0)
    // The second finds it on probation (not made again) and admits it.
    #expect(counted.value("once") == 4)
    #expect(counted.made == 1)
    #expect(counted.cache.count == 1)
    #expect(counted.cache.value(forKey: "once") == 4)
  }

  @Test func aKeyRequestedBeforeIsAdmittedAfterItsValueLeftProbation() {
    // One shard (below the sharding threshold) with 4 × 4,095 → 16,384 fingerprint slots.
    let counted = CountingCache<Int>(capacity: 4_095)
    #expect(counted.value(1) == 1)
    // Nine other keys (whose fingerprints are not in key 1's bucket of four slots: hashes are
    // seeded per process) push key 1's value off the probation ring (8 places)…
    let bucket = 1.hashValue & 0x3FFC
    for key in (100..<200).filter({ $0.hashValue & 0x3FFC != bucket }).prefix(9) {
      _ = counted.value(key)
    }
    #expect(counted.made == 10)
    // …but its fingerprint stays: it is made again and, this time, kept.
    #expect(counted.value(1) == 1)
    #expect(counted.made == 11)
    #expect(counted.cache.value(forKey: 1) == 1)
    #expect(counted.value(1) == 1)
    #expect(counted.made == 11)
  }

  @Test func keysSharingAFingerprintBucketAreAllAdmitted() throws {
    // 16,384 fingerprint slots in buckets of four: find four keys whose hashes pick key 0's
    // bucket (hashes are seeded per process), then nine more to push them off probation.
    let counted = CountingCache<Int>(capacity: 4_095)
    let bucket = 0.hashValue & 0x3FFC
    let sharing = [0] + (1..<1_000_000).lazy.filter { $0.hashValue & 0x3FFC == bucket }.prefix(3)
    try #require(sharing.count == 4)
    let others = (1_000_000..<1_001_000).filter { $0.hashValue & 0x3FFC != bucket }.prefix(9)
    for key in sharing { _ = counted.value(key) }
    for key in others { _ = counted.value(key) }
    // Each was seen once; its fingerprint is still there, so the second request admits it
    // (a direct-mapped table would have kept only the last of the four).
    for key in sharing { _ = counted.value(key) }
    #expect(counted.cache.count == 4)
  }

  @Test func keysThatNeverRecurLeaveTheGenerationsEmpty() {
    let cache = BoundedCache<Int, Int>(capacity: 4_096)
    for key in 0..<20_000 { _ = cache.value(forKey: key) { key } }
    #expect(cache.count == 0)
  }
}

/// A cache of each key's description length that counts how often it made a value.
private final class CountingCache<Key: Hashable & Sendable & CustomStringConvertible> {
  let cache: BoundedCache<Key, Int>
  private(set) var made = 0

  init(capacity: Int) {
    cache = BoundedCache(capacity: capacity)
  }

  func value(_ key: Key) -> Int {
    cache.value(forKey: key) {
      made += 1
      return key.description.count
    }
  }
}
