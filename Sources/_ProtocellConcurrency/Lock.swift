#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t` that lives at a stable heap address, on
/// cache lines of its own.
///
/// The mutex gets two whole cache lines (128 bytes, aligned to them): allocated bare (40
/// bytes), locks made one after another shared lines, so that threads taking different locks
/// (the shards of a cache, an engine pool's per-thread shards) still moved one line between
/// their cores.
///
/// The one lock of the package: every module's shared state is behind it, bare (where a type
/// guards several stored properties) or as ``Locked``. `Synchronization.Mutex` needs macOS 15;
/// the package supports macOS 13.
package final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates an unlocked lock.
  package init() {
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: 128, alignment: max(64, MemoryLayout<pthread_mutex_t>.alignment))
    mutex = raw.bindMemory(to: pthread_mutex_t.self, capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    UnsafeMutableRawPointer(mutex).deallocate()
  }

  /// Runs `body` while holding the lock.
  ///
  /// - Parameter body: The work to do under the lock; it must not take the lock again.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the lock is released first.
  package func withLock<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
