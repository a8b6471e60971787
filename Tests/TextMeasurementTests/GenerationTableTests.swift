import Testing

@testable import TextMeasurement

/// The open-addressing table behind each generation of the text cache.
struct GenerationTableTests {
  @Test func findsWhatWasStoredByKeyAndHash() {
    let table = GenerationTable<String, Int>(capacity: 4)
    table.insert(1, forKey: "one", hash: 11)
    table.insert(2, forKey: "two", hash: 22)
    #expect(table.value(forKey: "one", hash: 11) == 1)
    #expect(table.value(forKey: "two", hash: 22) == 2)
    #expect(table.value(forKey: "three", hash: 33) == nil)
    // The same key under another hash is another entry: the caller's hash decides.
    #expect(table.value(forKey: "one", hash: 12) == nil)
    #expect(table.count == 2)
  }

  /// A table for 1,000 entries starts with 64 slots and doubles five times (to 2,048, twice
  /// the capacity); every entry stays findable across the moves, among them keys that share a
  /// hash (every tenth key has hash 5) and hashes that collide once the mask widens (i and
  /// i + 64 share their low six bits).
  @Test func entriesSurviveTheTableGrowing() {
    let table = GenerationTable<Int, Int>(capacity: 1_000)
    func hash(_ key: Int) -> Int { key % 10 == 0 ? 5 : key }
    for key in 1...1_000 { table.insert(key * 2, forKey: key, hash: hash(key)) }
    #expect(table.isFull)
    #expect(table.count == 1_000)
    #expect((1...1_000).allSatisfy { table.value(forKey: $0, hash: hash($0)) == $0 * 2 })
    #expect(table.value(forKey: 1_001, hash: 1_001) == nil)
  }

  @Test func keysThatShareAHashAreToldApartByEquality() {
    let table = GenerationTable<String, Int>(capacity: 8)
    for (index, key) in ["a", "b", "c", "d"].enumerated() {
      table.insert(index, forKey: key, hash: 7)
    }
    #expect(["a", "b", "c", "d"].map { table.value(forKey: $0, hash: 7) } == [0, 1, 2, 3])
    #expect(table.value(forKey: "e", hash: 7) == nil)
  }

  @Test func aHashOfZeroIsAnOrdinaryHash() {
    let table = GenerationTable<Int, String>(capacity: 2)
    table.insert("zero", forKey: 0, hash: 0)
    table.insert("one", forKey: 1, hash: 1)
    #expect(table.value(forKey: 0, hash: 0) == "zero")
    #expect(table.value(forKey: 1, hash: 1) == "one")
  }

  @Test func insertingAStoredKeyReplacesItsValueAndFillsNothing() {
    let table = GenerationTable<Int, Int>(capacity: 2)
    table.insert(1, forKey: 1, hash: 100)
    table.insert(2, forKey: 2, hash: 200)
    #expect(table.isFull)
    table.insert(10, forKey: 1, hash: 100)
    #expect(table.value(forKey: 1, hash: 100) == 10)
    #expect(table.count == 2)
  }

  @Test func wrapsAroundTheEndOfItsSlots() {
    // Capacity 4 gives 8 slots: hashes 7 and 15 both start at the last slot.
    let table = GenerationTable<Int, Int>(capacity: 4)
    table.insert(70, forKey: 7, hash: 7)
    table.insert(150, forKey: 15, hash: 15)
    #expect(table.value(forKey: 7, hash: 7) == 70)
    #expect(table.value(forKey: 15, hash: 15) == 150)
  }
}
