import ProtocellLayout
import Testing

struct HeightCacheTests {
  @Test func theLeastRecentlyUsedHeightIsForgottenFirst() {
    let cache = HeightCache(capacity: 2)
    cache.store(10, forReuseIdentifier: "A", width: 375, key: "1")
    cache.store(20, forReuseIdentifier: "A", width: 375, key: "2")
    // Using row 1 makes row 2 the least recently used.
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "1") == 10)
    cache.store(30, forReuseIdentifier: "A", width: 375, key: "3")
    #expect(cache.count == 2)
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "2") == nil)
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "1") == 10)
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "3") == 30)
    // Storing again replaces the height without growing the cache.
    cache.store(11, forReuseIdentifier: "A", width: 375, key: "1")
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "1") == 11)
    #expect(cache.count == 2)
  }

  @Test func widthsAndIdentifiersAreSeparateEntries() {
    let cache = HeightCache()
    cache.store(10, forReuseIdentifier: "A", width: 375, key: "1")
    cache.store(12, forReuseIdentifier: "A", width: 320, key: "1")
    cache.store(14, forReuseIdentifier: "B", width: 375, key: "1")
    #expect(cache.height(forReuseIdentifier: "A", width: 320, key: "1") == 12)
    #expect(cache.height(forReuseIdentifier: "B", width: 375, key: "1") == 14)
    #expect(cache.count == 3)
  }

  @Test func invalidationForgetsOnlyWhatItNames() {
    let cache = HeightCache()
    cache.store(10, forReuseIdentifier: "A", width: 375, key: "1")
    cache.store(12, forReuseIdentifier: "A", width: 320, key: "1")
    cache.store(14, forReuseIdentifier: "B", width: 375, key: "2")
    cache.store(16, forReuseIdentifier: "A", width: 375, key: "3")
    cache.invalidate(key: "1")
    #expect(cache.count == 2)
    #expect(cache.height(forReuseIdentifier: "A", width: 320, key: "1") == nil)
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "3") == 16)
    // A height stored after the invalidation is kept.
    cache.store(18, forReuseIdentifier: "A", width: 375, key: "1")
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "1") == 18)
    cache.invalidate(reuseIdentifier: "A")
    #expect(cache.count == 1)
    #expect(cache.height(forReuseIdentifier: "B", width: 375, key: "2") == 14)
    cache.invalidateAll()
    #expect(cache.count == 0)
    #expect(cache.height(forReuseIdentifier: "B", width: 375, key: "2") == nil)
  }

  @Test func manyInvalidationsKeepMemoryBounded() {
    let cache = HeightCache(capacity: 4)
    cache.store(10, forReuseIdentifier: "A", width: 375, key: "kept")
    for index in 0..<4 { cache.invalidate(key: "gone-\(index)") }
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "kept") == 10)
    // The fifth record outgrows the capacity: the cache starts afresh.
    cache.invalidate(key: "gone-4")
    #expect(cache.count == 0)
  }

  @Test func heightsOverMixedPrototypesGiveOneResultPerRow() async throws {
    let calculator = try HeightCalculatorTests.calculator()
    let rows: [HeightCalculator.Row] = [
      .init(reuseIdentifier: "Body", content: CellContent(texts: ["body": "aaa bbb ccc ddd"])),
      .init(reuseIdentifier: "Missing"),
      .init(reuseIdentifier: "Other", content: CellContent(texts: ["body": "aaa"])),
    ]
    let results = await calculator.heights(for: rows, width: 40, concurrency: 2)
    #expect(results.count == 3)
    #expect(try results[0].get() == 66)
    #expect(throws: LayoutError.unknownReuseIdentifier("Missing", known: ["Body", "Other"])) {
      try results[1].get()
    }
    #expect(try results[2].get() == 28.5)
  }
}
