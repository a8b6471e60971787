/// A thread-safe dictionary that holds at most about `capacity` entries.
///
/// Eviction is generational rather than strictly least-recently-used: entries live in a young
/// generation; when it fills up it becomes the old generation (dropping the previous old one) and
/// a hit in the old generation is promoted back. Entries used within the last `capacity`
/// insertions therefore survive, memory stays below `2 × capacity` entries, and neither lookups
/// nor insertions ever walk the cache.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  // Only touched under the lock, one access at a time: no dynamic exclusivity checks.
  @exclusivity(unchecked) private var young: [Key: Value] = [:]
  @exclusivity(unchecked) private var old: [Key: Value] = [:]
  let capacity: Int

  /// - Parameter capacity: the size of one generation; at least 1.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The number of entries currently held (both generations).
  var count: Int { lock.withLock { young.count + old.count } }

  /// The cached value for `key`, if any.
  func value(forKey key: Key) -> Value? {
    lock.withLock { lockedValue(forKey: key) }
  }

  /// Stores `value` for `key`.
  func setValue(_ value: Value, forKey key: Key) {
    lock.withLock { lockedInsert(value, forKey: key) }
  }

  /// Drops every entry.
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
