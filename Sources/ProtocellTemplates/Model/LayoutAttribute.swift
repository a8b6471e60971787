/// An attribute of a view or guide that a constraint can relate, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, Codable {
  /// The leading edge (left in left-to-right languages).
  case leading
  /// The trailing edge (right in left-to-right languages).
  case trailing
  /// The left edge, whatever the writing direction.
  case left
  /// The right edge, whatever the writing direction.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The baseline of the first line of text (the bottom edge for views without text).
  case firstBaseline
  /// The baseline of the last line of text (the bottom edge for views without text).
  case lastBaseline

  /// The axis the attribute lies on.
  public var axis: LayoutAxis {
    switch self {
    case .leading, .trailing, .left, .right, .width, .centerX: .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
    }
  }

  /// Whether the attribute is a size (`width`, `height`) rather than a location.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute is `leading` or `trailing`, which follow the writing direction.
  public var isDirectional: Bool { self == .leading || self == .trailing }

  /// Whether the attribute is `left` or `right`, which ignore the writing direction.
  public var isAbsoluteHorizontal: Bool { self == .left || self == .right }

  /// Whether the attribute is a text baseline.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// A layout axis.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable, Codable {
  /// Left to right (or leading to trailing).
  case horizontal
  /// Top to bottom.
  case vertical
}
