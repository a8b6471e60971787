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

  /// Where the lines sit for a paragraph of the given direction: ``left`` or ``right`` for
  /// ``natural`` (and for ``justified``, whose lines but the last fill the width and whose last
  /// line is natural), the alignment itself otherwise.
  ///
  /// - Parameter isRightToLeft: Whether the label lays its contents out right to left.
  /// - Returns: ``left``, ``center`` or ``right``.
  public func resolvingNatural(isRightToLeft: Bool) -> TextAlignment {
    switch self {
    case .natural, .justified: isRightToLeft ? .right : .left
    case .left, .center, .right: self
    }
  }

  /// ``right`` for ``left``, ``left`` for ``right``, any other alignment itself: the alignment
  /// of a mirrored label.
  public var swappingLeftAndRight: TextAlignment {
    switch self {
    case .left: .right
    case .right: .left
    case .natural, .center, .justified: self
    }
  }
}
