#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A small number for each thread, given on its first use: 0 for the first thread that asks,
/// then 1, 2 and so on, never reused.
///
/// Per-thread structures (engines, text caches) are indexed by it, so that threads working at
/// the same time never write to the same memory: a hash of the thread's id would put two of a
/// handful of threads on the same index now and then.
package enum ThreadIndex {
  /// The calling thread's index.
  package static var current: Int {
    if let value = pthread_getspecific(key) { return Int(bitPattern: value) - 1 }
    let index = next.withLock { next in
      defer { next += 1 }
      return next
    }
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: index + 1))
    return index
  }

  /// The thread-specific slot holding each thread's index plus one (0 is no value yet).
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private static let next = Locked(0)
}
