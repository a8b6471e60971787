import _ProtocellConcurrency

/// A text's entry in the text cache: its shaped form, and the layout last computed from it, so
/// that measuring the same text under the same constraints again is a lookup.
///
/// Keeping one layout per text (rather than a cache keyed by every request) costs no extra
/// hashing and stays bounded by the text cache.
final class TextEntry: @unchecked Sendable {
  /// The constraints a layout was computed for.
  struct Request: Equatable, Sendable {
    var size: Double
    /// -1 for no maximum width.
    var maxWidth: Double
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var lineSpacing: Double
    var scale: Double
  }

  let shaped: ShapedText
  /// The lock of this entry's remembered layout, one of ``locks``: most entries are made for a
  /// text measured once, so a lock of their own would cost two allocations each.
  private var lock: Lock {
    Self.locks[Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(self)) >> 4) & 63]
  }
  /// The locks entries share, chosen by address: 64, so that threads seldom share one.
  private static let locks = (0..<64).map { _ in Lock() }
  // Only touched under the lock, one access at a time: no dynamic exclusivity checks.
  @exclusivity(unchecked) private var lastRequest: Request?
  @exclusivity(unchecked) private var lastLayout: TextLayout?

  init(shaped: ShapedText) {
    self.shaped = shaped
  }

  /// The layout last remembered, if it was computed for `request`.
  func layout(for request: Request) -> TextLayout? {
    lock.withLock { lastRequest == request ? lastLayout : nil }
  }

  /// Remembers `layout` as the answer for `request`.
  func remember(_ layout: TextLayout, for request: Request) {
    lock.withLock {
      lastRequest = request
      lastLayout = layout
    }
  }
}
