/// The horizontal alignment of lines, for previews: UIKit's `NSTextAlignment` less `justified`.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
  /// Left for left-to-right text, right for right-to-left text.
  case natural
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
}
