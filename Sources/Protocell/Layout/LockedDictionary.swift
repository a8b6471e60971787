import Foundation

/// A dictionary behind a lock, for caches shared between threads.
final class LockedDictionary<Key: Hashable, Value>: @unchecked Sendable {
  private var storage: [Key: Value] = [:]
  private let lock = NSLock()

  subscript(key: Key) -> Value? {
    get { lock.withLock { storage[key] } }
    set { lock.withLock { storage[key] = newValue } }
  }

  /// Removes every entry for which `predicate` holds.
  func removeAll(where predicate: (Key) -> Bool) {
    lock.withLock { storage = storage.filter { !predicate($0.key) } }
  }

  /// Removes every entry.
  func removeAll() {
    lock.withLock { storage.removeAll() }
  }

  /// The number of entries.
  var count: Int { lock.withLock { storage.count } }
}
