/// One generation of a ``BoundedCache`` shard: an open-addressing hash table that grows to a
/// fixed size, keyed by a hash its caller computed once per request.
///
/// A `Dictionary` would hash every key again on each lookup and insertion (SipHash through
/// `Hasher`, twice for a miss in both generations), which cost more than the rest of a lookup.
/// Each slot keeps its hash, key and value side by side, so that a probe reads one place in
/// memory (the table is far larger than a core's cache, and probes land at random). Entries are
/// never removed: a generation is dropped whole when the next one replaces it. Not thread-safe:
/// the shard's lock guards it. A class, so that reaching it through the shard copies nothing (a
/// struct there was copied, with a retain of its storage, on every lookup).
final class GenerationTable<Key: Equatable, Value> {
  private struct Slot {
    /// 0 for an empty slot (stored hashes are forced non-zero).
    var hash: Int
    var key: Key?
    var value: Value?
  }

  private var slots: [Slot]
  /// The most entries it takes.
  let capacity: Int
  /// The entries it holds.
  private(set) var count = 0
  /// How many slots it has when it holds ``capacity`` entries.
  private let fullSlotCount: Int

  /// The slots a new table starts with, doubled as it fills.
  static var initialSlotCount: Int { 64 }

  /// An empty table for at most `capacity` entries (its slots are kept at most half full).
  ///
  /// It starts small and doubles as entries arrive: a process that measures a few hundred
  /// texts (a cold `validate`) then neither writes nor faults in the megabytes a full
  /// generation takes.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    var slotCount = 8
    while slotCount < 2 * self.capacity { slotCount *= 2 }
    fullSlotCount = slotCount
    slots = Array(
      repeating: Slot(hash: 0, key: nil, value: nil),
      count: min(slotCount, Self.initialSlotCount))
  }

  /// Whether it holds `capacity` entries.
  var isFull: Bool { count >= capacity }

  /// The value stored for `key`, whose hash is `hash`.
  func value(forKey key: Key, hash: Int) -> Value? {
    let stored = Self.stored(hash)
    // Through a pointer, so that comparing a slot's key borrows it rather than copying it out
    // (a retain and release of the stored text per probe).
    return slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var index = stored & mask
      while slots[index].hash != 0 {
        if slots[index].hash == stored, slots[index].key == key { return slots[index].value }
        index = (index + 1) & mask
      }
      return nil
    }
  }

  /// Stores `value` for `key`, replacing the value stored for it if any; the table must not be
  /// full unless `key` is in it.
  func insert(_ value: Value, forKey key: Key, hash: Int) {
    let stored = Self.stored(hash)
    // Grown before the probe (a replaced key may find it grown a little early), so that one
    // probe finds the key or the empty slot.
    if 2 * (count + 1) > slots.count, slots.count < fullSlotCount { grow() }
    let mask = slots.count - 1
    var index = stored & mask
    while slots[index].hash != 0 {
      if slots[index].hash == stored, slots[index].key == key {
        slots[index].value = value
        return
      }
      index = (index + 1) & mask
    }
    precondition(count < capacity, "GenerationTable is full")
    slots[index] = Slot(hash: stored, key: key, value: value)
    count += 1
  }

  /// Doubles the slots, placing each entry again by its stored hash.
  private func grow() {
    let previous = slots
    slots = Array(repeating: Slot(hash: 0, key: nil, value: nil), count: previous.count * 2)
    let mask = slots.count - 1
    for slot in previous where slot.hash != 0 {
      var index = slot.hash & mask
      while slots[index].hash != 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
  }

  /// The hash as stored: never 0, which marks an empty slot.
  private static func stored(_ hash: Int) -> Int { hash == 0 ? 1 : hash }
}
