import _ProtocellConcurrency

/// A thread-safe dictionary that holds at most about `capacity` entries.
///
/// Eviction is generational rather than strictly least-recently-used: entries live in a young
/// generation; when it fills up it becomes the old generation (dropping the previous old one) and
/// a hit in the old generation is promoted back. Entries used within the last `capacity`
/// insertions therefore survive, memory stays below `2 × capacity` entries, and neither lookups
/// nor insertions ever walk the cache.
///
/// A cache of at least ``shardingThreshold`` entries is spread over ``shardCount`` shards by
/// hash, each with its own lock and generations (of `capacity / shardCount` entries), so that
/// threads measuring text at the same time seldom wait for each other. Smaller caches have one.
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

  /// The number of entries currently held (both generations).
  var count: Int { shards.reduce(0) { $0 + $1.count } }

  /// The cached value for `key`, if any.
  func value(forKey key: Key) -> Value? {
    shard(for: key).value(forKey: key)
  }

  /// Stores `value` for `key`.
  func setValue(_ value: Value, forKey key: Key) {
    shard(for: key).setValue(value, forKey: key)
  }

  /// Drops every entry.
  func removeAll() {
    for shard in shards { shard.removeAll() }
  }

  private func shard(for key: Key) -> Shard {
    shards.count == 1
      ? shards[0] : shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
  }

  /// One locked part of the cache, with its two generations.
  private final class Shard: @unchecked Sendable {
    private let lock = Lock()
    // Only touched under the lock, one access at a time: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var young: [Key: Value] = [:]
    @exclusivity(unchecked) private var old: [Key: Value] = [:]
    private let capacity: Int

    init(capacity: Int) {
      self.capacity = max(1, capacity)
    }

    var count: Int { lock.withLock { young.count + old.count } }

    func value(forKey key: Key) -> Value? {
      lock.withLock { lockedValue(forKey: key) }
    }

    func setValue(_ value: Value, forKey key: Key) {
      lock.withLock { lockedInsert(value, forKey: key) }
    }

    func removeAll() {
      lock.withLock {
        young = [:]
        old = [:]
      }
    }

    private func lockedValue(forKey key: Key) -> Value? {
      if let value = young[key] { return value }
      guard let value = old[key] else { return nil }
      lockedInsert(value, forKey: key)
      return value
    }

    private func lockedInsert(_ value: Value, forKey key: Key) {
      if young.count >= capacity {
        old = young
        young = Dictionary(minimumCapacity: capacity)
      }
      young[key] = value
    }
  }
}
