import _ProtocellConcurrency

/// An open-addressing hash table from a word's UTF-8 bytes (in one face, with a number of
/// context bytes) to its shaped metrics, storing the bytes in one arena.
///
/// The word cache is looked up once per word of every new text, so it avoids what a
/// `Dictionary<String, …>` costs there: a `String` per lookup, SipHash over every byte, and an
/// array of optionals per batch. Not thread-safe: ``WordCache`` guards it.
struct WordTable {
  private struct Slot {
    /// 0 marks an empty slot (real hashes are forced non-zero).
    var hash: UInt64 = 0
    var start: Int32 = 0
    var length: Int32 = 0
    var face: Int32 = 0
    var context: Int32 = 0
    var metrics = WordMetrics(advance: 0, trailingAdvance: 0, fallbackExtent: .zero)
  }

  private var slots: [Slot]
  private var arena: [UInt8] = []
  private(set) var count = 0

  /// Creates an empty table; it grows as words arrive, keeping a load of at most ½.
  init() {
    slots = Array(repeating: Slot(), count: 16)
  }

  /// The metrics stored for `word`, if any.
  func metrics(for word: UnsafeBufferPointer<UInt8>, face: Int, context: Int, hash: UInt64)
    -> WordMetrics?
  {
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while true {
      let slot = slots[index]
      if slot.hash == 0 { return nil }
      if slot.hash == hash, slot.face == Int32(truncatingIfNeeded: face),
        slot.context == Int32(context),
        slot.length == Int32(word.count), matches(slot, word)
      {
        return slot.metrics
      }
      index = (index + 1) & mask
    }
  }

  /// Stores `metrics` for `word` (which must not be stored yet).
  mutating func insert(
    _ metrics: WordMetrics, for word: UnsafeBufferPointer<UInt8>, face: Int, context: Int,
    hash: UInt64
  ) {
    if (count + 1) * 2 > slots.count { grow() }
    let start = arena.count
    arena.append(contentsOf: word)
    place(
      Slot(
        hash: hash, start: Int32(start), length: Int32(word.count),
        face: Int32(truncatingIfNeeded: face),
        context: Int32(context), metrics: metrics))
    count += 1
  }

  private mutating func place(_ slot: Slot) {
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: slot.hash) & mask
    while slots[index].hash != 0 { index = (index + 1) & mask }
    slots[index] = slot
  }

  private mutating func grow() {
    let previous = slots
    slots = Array(repeating: Slot(), count: previous.count * 2)
    for slot in previous where slot.hash != 0 { place(slot) }
  }

  private func matches(_ slot: Slot, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
    arena.withUnsafeBufferPointer { arena in
      let start = Int(slot.start)
      for offset in 0..<word.count where arena[start + offset] != word[offset] { return false }
      return true
    }
  }

  /// A fast 64-bit hash of `bytes` mixed with `seed` (8 bytes at a time, multiply–xorshift),
  /// never 0.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
    var state = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
    var index = 0
    let raw = UnsafeRawBufferPointer(bytes)
    while index + 8 <= bytes.count {
      state =
        (state ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      state ^= state >> 32
      index += 8
    }
    var tail: UInt64 = 0
    while index < bytes.count {
      tail = tail << 8 | UInt64(bytes[index])
      index += 1
    }
    state = (state ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    state ^= state >> 29
    return state == 0 ? 1 : state
  }
}

/// The bounded, thread-safe word cache: two generations of ``WordTable``, the young one
/// replacing the old one when full; a hit in the old generation is copied to the young one.
final class WordCache: @unchecked Sendable {
  /// The longest segment kept, in UTF-8 bytes.
  static let longestCachedWord: Int32 = 256

  private let lock = Lock()
  private let capacity: Int
  private var young: WordTable
  private var old: WordTable

  /// - Parameter capacity: words per generation (at most twice as many are held).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    young = WordTable()
    old = WordTable()
  }

  /// The number of words held in both generations.
  var count: Int { lock.withLock { young.count + old.count } }

  /// Looks up the word of each segment, `text[segment.start ..< contextEnd(index, segment.end)]`,
  /// in one critical section, writing the metrics of hits into the segments and returning the
  /// indices of the misses.
  func lookUp(
    _ text: UnsafeBufferPointer<UInt8>, into segments: inout [TextSegment],
    contextEnd: (Int, Int) -> Int, face: Int
  ) -> [Int] {
    var misses: [Int] = []
    lock.withLock {
      for index in segments.indices {
        let segment = segments[index]
        let (word, context, hash) = Self.key(
          text, segment, contextEnd: contextEnd(index, Int(segment.end)), face: face)
        if let metrics = young.metrics(for: word, face: face, context: context, hash: hash) {
          segments[index].apply(metrics)
        } else if let metrics = old.metrics(for: word, face: face, context: context, hash: hash) {
          segments[index].apply(metrics)
          lockedInsert(metrics, for: word, face: face, context: context, hash: hash)
        } else {
          misses.append(index)
        }
      }
    }
    return misses
  }

  /// Stores the metrics of the segments at `indices` in one critical section.
  func store(
    _ text: UnsafeBufferPointer<UInt8>, segments: [TextSegment], contextEnd: (Int, Int) -> Int,
    face: Int, at indices: [Int]
  ) {
    lock.withLock {
      for index in indices {
        let segment = segments[index]
        // Long segments (a text without break opportunities) seldom recur, and the cache is
        // bounded by its number of words: kept, they would make its memory unbounded.
        guard segment.end - segment.start <= Self.longestCachedWord else { continue }
        let (word, context, hash) = Self.key(
          text, segment, contextEnd: contextEnd(index, Int(segment.end)), face: face)
        guard young.metrics(for: word, face: face, context: context, hash: hash) == nil else {
          continue
        }
        lockedInsert(segment.metrics, for: word, face: face, context: context, hash: hash)
      }
    }
  }

  /// A segment's word with its context bytes, how many those are, and its hash.
  private static func key(
    _ text: UnsafeBufferPointer<UInt8>, _ segment: TextSegment, contextEnd: Int, face: Int
  ) -> (word: UnsafeBufferPointer<UInt8>, context: Int, hash: UInt64) {
    let word = UnsafeBufferPointer(rebasing: text[Int(segment.start)..<contextEnd])
    let context = contextEnd - Int(segment.end)
    return (
      word, context, WordTable.hash(word, seed: UInt64(truncatingIfNeeded: face &* 31 &+ context))
    )
  }

  /// Drops every word.
  func removeAll() {
    lock.withLock {
      young = WordTable()
      old = WordTable()
    }
  }

  private func lockedInsert(
    _ metrics: WordMetrics, for word: UnsafeBufferPointer<UInt8>, face: Int, context: Int,
    hash: UInt64
  ) {
    if young.count >= capacity {
      old = young
      young = WordTable()
    }
    young.insert(metrics, for: word, face: face, context: context, hash: hash)
  }
}
