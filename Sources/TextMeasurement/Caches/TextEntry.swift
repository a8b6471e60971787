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
  private let lock = Lock()
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
