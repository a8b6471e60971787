/// A value guarded by a ``Lock``: the registry's, the layout caches' and the loader's shared state.
///
/// The value is reached only inside ``withLock(_:)``, so no access can forget the lock.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var value: Value

  /// Creates a box holding `value`.
  ///
  /// - Parameter value: The initial value.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// - Parameter body: The work to do on the value; it must not use this box again.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the lock is released first.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try lock.withLock { () throws(Failure) -> Result in try body(&value) }
  }
}
