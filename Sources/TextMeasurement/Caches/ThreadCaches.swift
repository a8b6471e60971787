import _ProtocellConcurrency

/// A measurer's caches, one per thread for the first ``count`` threads of the process (by
/// ``ThreadIndex``) and one shared by any others, each made on its thread's first measurement.
///
/// Threads measuring at the same time then share no lock, no cache entry and no reference
/// count: with one shared cache, two threads' lookups queued on its locks and every hit on a
/// common text (a like count, a timestamp) moved the entry's cache line between the cores,
/// which cost a two-thread run up to two fifths more time per row than one thread. Each thread
/// warms its own caches, so a word is shaped once per thread rather than once.
final class ThreadCaches: @unchecked Sendable {
  /// How many threads get caches of their own.
  static let count = 8

  private let wordCapacity: Int
  private let textCapacity: Int
  /// Slot `i` is written only by thread `i` (under `lock`, so that ``removeAll()`` reads it
  /// safely) and read without the lock by that thread alone.
  private let slots: UnsafeMutablePointer<ShapingCache?>
  private let lock = Lock()
  private var shared: ShapingCache?

  init(wordCapacity: Int, textCapacity: Int) {
    self.wordCapacity = wordCapacity
    self.textCapacity = textCapacity
    slots = .allocate(capacity: Self.count)
    slots.initialize(repeating: nil, count: Self.count)
  }

  deinit {
    slots.deinitialize(count: Self.count)
    slots.deallocate()
  }

  /// The calling thread's caches.
  var current: ShapingCache {
    let index = ThreadIndex.current
    guard index < Self.count else {
      return lock.withLock {
        if let shared { return shared }
        let cache = makeCache()
        shared = cache
        return cache
      }
    }
    if let cache = slots[index] { return cache }
    let cache = makeCache()
    lock.withLock { slots[index] = cache }
    return cache
  }

  /// Empties every thread's caches.
  func removeAll() {
    lock.withLock {
      for index in 0..<Self.count { slots[index]?.removeAll() }
      shared?.removeAll()
    }
  }

  private func makeCache() -> ShapingCache {
    ShapingCache(wordCapacity: wordCapacity, textCapacity: textCapacity)
  }
}
