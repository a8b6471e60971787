import _ProtocellConcurrency

/// A thread-safe dictionary that holds at most about `capacity` entries, and keeps through
/// ``value(forKey:orMake:)`` only what is asked for more than once.
///
/// Eviction is generational rather than strictly least-recently-used: entries live in a young
/// generation; when it fills up it becomes the old generation (dropping the previous old one) and
/// a hit in the old generation is promoted back. Entries used within the last `capacity`
/// insertions therefore survive, memory stays below `2 × capacity` entries, and neither lookups
/// nor insertions ever walk the cache.
///
/// Admission is by second request, as browsers' shaping caches and TinyLFU's doorkeeper do: a
/// key's first request only records a fingerprint of its hash (in a four-way set-associative
/// table of `4 × capacity` fingerprints, see ``Shard``), and its value is kept on probation, in a
/// short ring, rather than in the generations; a request that finds the fingerprint (the key was
/// asked for within about `4 × capacity` other requests) or the value on probation stores it in
/// the young generation. A stream of keys that never recur (the
/// unique texts of a feed) therefore costs neither insertions nor evictions, and does not push
/// the recurring keys out.
///
/// A cache of at least ``shardingThreshold`` entries is spread over ``shardCount`` shards by
/// hash, each with its own lock, generations, fingerprints and probation ring (of
/// `capacity / shardCount` entries), so that threads measuring text at the same time seldom wait
/// for each other. Smaller caches have one.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  /// The number of independently locked parts of a large cache.
  static var shardCount: Int { 16 }
  /// The capacity from which a cache is sharded.
  static var shardingThreshold: Int { 4_096 }

  private let shards: [Shard]
  let capacity: Int

  /// - Parameter capacity: the size of one generation; at least 1.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    let count = self.capacity >= Self.shardingThreshold ? Self.shardCount : 1
    let perShard = (self.capacity + count - 1) / count
    shards = (0..<count).map { _ in Shard(capacity: perShard) }
  }

  /// The number of entries currently held (both generations; not those on probation).
  var count: Int { shards.reduce(0) { $0 + $1.count } }

  /// The cached value for `key`, if any.
  func value(forKey key: Key) -> Value? {
    let hash = key.hashValue
    return shard(for: hash).value(forKey: key, hash: hash)
  }

  /// Stores `value` for `key` in the young generation, whether or not it was asked for before.
  func setValue(_ value: Value, forKey key: Key) {
    let hash = key.hashValue
    shard(for: hash).setValue(value, forKey: key, hash: hash)
  }

  /// The value for `key`: cached, or made by `make` (outside the lock) and kept if the key was
  /// asked for before (see the admission rule above).
  ///
  /// - Complexity: O(1) besides `make`, and O(*r*) for the *r* = ``Shard/probationCount``
  ///   entries on probation.
  func value(forKey key: Key, orMake make: () -> Value) -> Value {
    value(forKey: key, hash: key.hashValue, orMake: make)
  }

  /// The value for `key`, as ``value(forKey:orMake:)`` finds or makes it, by the caller's hash.
  ///
  /// For a key whose well-mixed hash the caller already has (equal keys must give equal
  /// hashes): no hashing at all. A cache is used either always with the caller's hashes or
  /// never: the two hashes of a key differ.
  func value(forKey key: Key, hash: Int, orMake make: () -> Value) -> Value {
    let shard = shard(for: hash)
    let seen: Bool
    switch shard.lookUp(key, hash: hash) {
    case .hit(let value): return value
    case .miss(let wasSeen): seen = wasSeen
    }
    let value = make()
    shard.store(value, forKey: key, hash: hash, admitting: seen)
    return value
  }

  /// Drops every entry.
  func removeAll() {
    for shard in shards { shard.removeAll() }
  }

  private func shard(for hash: Int) -> Shard {
    // The low bits choose the fingerprint slot inside a shard; the high ones choose the shard.
    shards.count == 1
      ? shards[0] : shards[Int(UInt(bitPattern: hash) >> 60) % shards.count]
  }
}
