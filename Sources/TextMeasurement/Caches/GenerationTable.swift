/// One generation of a ``BoundedCache`` shard: an open-addressing hash table of fixed size,
/// keyed by a hash its caller computed once per request.
///
/// A `Dictionary` would hash every key again on each lookup and insertion (SipHash through
/// `Hasher`, twice for a miss in both generations), which cost more than the rest of a lookup.
/// Entries are never removed: a generation is dropped whole when the next one replaces it. Not
/// thread-safe: the shard's lock guards it.
struct GenerationTable<Key: Equatable, Value> {
  /// Each slot's hash, 0 for an empty slot (stored hashes are forced non-zero).
  private var hashes: [Int]
  private var keys: [Key?]
  private var values: [Value?]
  /// The most entries it takes.
  let capacity: Int
  /// The entries it holds.
  private(set) var count = 0

  /// An empty table for at most `capacity` entries (its slots are kept at most half full).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    var slots = 8
    while slots < 2 * self.capacity { slots *= 2 }
    hashes = Array(repeating: 0, count: slots)
    keys = Array(repeating: nil, count: slots)
    values = Array(repeating: nil, count: slots)
  }

  /// Whether it holds `capacity` entries.
  var isFull: Bool { count >= capacity }

  /// The value stored for `key`, whose hash is `hash`.
  func value(forKey key: Key, hash: Int) -> Value? {
    let stored = Self.stored(hash)
    let mask = hashes.count - 1
    var index = stored & mask
    while hashes[index] != 0 {
      if hashes[index] == stored, keys[index] == key { return values[index] }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Stores `value` for `key`, replacing the value stored for it if any; the table must not be
  /// full unless `key` is in it.
  mutating func insert(_ value: Value, forKey key: Key, hash: Int) {
    let stored = Self.stored(hash)
    let mask = hashes.count - 1
    var index = stored & mask
    while hashes[index] != 0 {
      if hashes[index] == stored, keys[index] == key {
        values[index] = value
        return
      }
      index = (index + 1) & mask
    }
    precondition(count < capacity, "GenerationTable is full")
    hashes[index] = stored
    keys[index] = key
    values[index] = value
    count += 1
  }

  /// The hash as stored: never 0, which marks an empty slot.
  private static func stored(_ hash: Int) -> Int { hash == 0 ? 1 : hash }
}
