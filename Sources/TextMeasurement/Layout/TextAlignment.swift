/// The horizontal alignment of lines: UIKit's `NSTextAlignment`.
///
/// Alignment moves lines within the label; it never changes where lines break or how tall the
/// label is.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, Codable {
  /// Left for left-to-right text, right for right-to-left text.
  case natural
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// Stretched to both edges, but for the last line of a paragraph, which is natural.
  case justified
}
