/// Whether a view's contents flip in a right-to-left layout: UIKit's `UISemanticContentAttribute`.
///
/// A view's attribute decides the direction of what it contains: its subviews' `leading` and
/// `trailing` constraints among themselves (those the view holds: constraints whose nearest
/// common ancestor it is), the order of a horizontal stack's arranged views, and where a
/// label's natural alignment puts its lines. The view's own frame in its superview follows the
/// superview's direction. A view left ``unspecified`` takes its superview's direction; the
/// content view takes the layout's.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable, Codable {
  /// The default: the contents flip with the layout direction.
  case unspecified
  /// Playback controls (play, rewind, a scrubber): never flipped.
  case playback
  /// Directional controls (a text-alignment control, a D-pad): never flipped.
  case spatial
  /// Always laid out left to right.
  case forceLeftToRight
  /// Always laid out right to left.
  case forceRightToLeft

  /// Whether a view with this attribute lays its contents out right to left.
  ///
  /// - Parameter superviewIsRightToLeft: Whether the superview's contents go right to left
  ///   (for a subview of the content view, whether the layout does).
  /// - Returns: The superview's direction for ``unspecified``, right to left for
  ///   ``forceRightToLeft``, left to right otherwise.
  public func isRightToLeft(inheriting superviewIsRightToLeft: Bool) -> Bool {
    switch self {
    case .unspecified: superviewIsRightToLeft
    case .forceRightToLeft: true
    case .playback, .spatial, .forceLeftToRight: false
    }
  }
}
