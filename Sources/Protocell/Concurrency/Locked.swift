import Foundation

/// A value guarded by a lock: the registry's, the layout caches' and the loader's shared state.
///
/// `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15 while the package
/// supports macOS 13.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
