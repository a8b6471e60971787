import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

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

  /// A height measured while its row was invalidated is of the row's old content: stored with
  /// the ticket taken before measuring, a lookup does not return it; an invalidation made
  /// before the ticket, or one of another row, leaves it current (the library review: 103.5,
  /// the old content's height, answered after `invalidate(key:)`).
  @Test func anInvalidationWhileMeasuringDropsTheHeightMeasured() {
    let cache = HeightCache()
    let during = cache.ticket()
    cache.invalidate(key: "1")
    cache.store(103.5, forReuseIdentifier: "A", width: 375, key: "1", measuredSince: during)
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "1") == nil)
    cache.invalidate(reuseIdentifier: "B")
    let after = cache.ticket()
    cache.invalidate(key: "2")
    cache.store(42.5, forReuseIdentifier: "A", width: 375, key: "1", measuredSince: after)
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "1") == 42.5)
    let everything = cache.ticket()
    cache.invalidateAll()
    cache.store(7, forReuseIdentifier: "A", width: 375, key: "3", measuredSince: everything)
    #expect(cache.height(forReuseIdentifier: "A", width: 375, key: "3") == nil)
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

  /// Rows of a batch with cache keys are answered from the cache and fill it: heights measured
  /// ahead answer the table's callbacks later (the library's review: batches bypassed it).
  @Test func aBatchUsesAndFillsTheCache() async throws {
    let calculator = try HeightCalculatorTests.calculator()
    let rows: [HeightCalculator.Row] = [
      .init(
        reuseIdentifier: "Body", content: CellContent(texts: ["body": "aaa bbb ccc ddd"]),
        cacheKey: "row-1"),
      .init(reuseIdentifier: "Other", content: CellContent(texts: ["body": "aaa"])),
    ]
    let results = await calculator.heights(for: rows, width: 40, concurrency: 2)
    #expect(try results.map { try $0.get() } == [66, 28.5])
    #expect(calculator.cache.count == 1)
    #expect(calculator.cache.height(forReuseIdentifier: "Body", width: 40, key: "row-1") == 66)
    // A stored height answers the key, whatever the content now says (as one row's does).
    calculator.cache.store(12, forReuseIdentifier: "Body", width: 40, key: "row-1")
    let again = await calculator.heights(for: rows, width: 40, concurrency: 1)
    #expect(try again.map { try $0.get() } == [12, 28.5])
  }

  /// A calculator's cache holds as many heights as it is made to.
  @Test func aCalculatorsCacheHasTheCapacityAskedFor() throws {
    #expect(try HeightCalculatorTests.calculator().cache.capacity == 100_000)
    let small = HeightCalculator(
      prototypes: [CellPrototype(reuseIdentifier: "a")], measurer: FixedAdvanceMeasurer(),
      cacheCapacity: 2)
    #expect(small.cache.capacity == 2)
    for key in ["1", "2", "3"] {
      _ = try small.height(forReuseIdentifier: "a", width: 100, cacheKey: key)
    }
    #expect(small.cache.count == 2)
    #expect(small.cache.height(forReuseIdentifier: "a", width: 100, key: "1") == nil)
  }

}
