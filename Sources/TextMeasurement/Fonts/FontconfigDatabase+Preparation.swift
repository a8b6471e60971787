internal import CFontconfig
import Dispatch
import _ProtocellConcurrency

extension FontconfigDatabase {
  /// fontconfig's configuration read ahead by ``prepare()``, waiting to be taken.
  private final class Preparation: @unchecked Sendable {
    /// Left once ``configuration`` is written.
    let done = DispatchGroup()
    /// Written on the reading thread before ``done`` is left; read only after waiting for it.
    var configuration: OpaquePointer?
  }

  /// The one preparation of this process: `nil` until ``prepare()``, then taken once.
  private static let preparation = Locked<(preparation: Preparation, isTaken: Bool)?>(nil)

  /// Starts reading the default configuration and font list on another thread (about 4 ms
  /// of parsing fontconfig's XML files and mapping its caches), once per process.
  static func prepare() {
    let preparation = Preparation()
    let isFirst = Self.preparation.withLock { current -> Bool in
      guard current == nil else { return false }
      current = (preparation, false)
      return true
    }
    guard isFirst else { return }
    preparation.done.enter()
    DispatchQueue.global().async {
      preparation.configuration = FcInitLoadConfigAndFonts()
      preparation.done.leave()
    }
  }

  /// The configuration ``prepare()`` read, waiting for it if it is still being read; `nil` if
  /// none was prepared, or it was already taken (each ``FontconfigDatabase`` owns its own).
  static func takePreparedConfiguration() -> OpaquePointer? {
    let preparation = Self.preparation.withLock { current -> Preparation? in
      guard let found = current, !found.isTaken else { return nil }
      current = (found.preparation, true)
      return found.preparation
    }
    guard let preparation else { return nil }
    preparation.done.wait()
    return preparation.configuration
  }
}
