/// The properties of a stack view, with UIStackView's defaults.
public struct StackConfiguration: Sendable, Hashable {
  /// The axis along which the arranged subviews are laid out.
  public var axis: LayoutAxis
  /// The space between adjacent arranged subviews, in points.
  public var spacing: Double
  /// How arranged subviews are placed across the axis.
  public var alignment: StackAlignment
  /// How arranged subviews share the space along the axis.
  public var distribution: StackDistribution

  /// Creates a stack configuration.
  public init(
    axis: LayoutAxis = .horizontal,
    spacing: Double = 0,
    alignment: StackAlignment = .fill,
    distribution: StackDistribution = .fill
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.distribution = distribution
  }
}

/// UIStackView.Alignment.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  /// Arranged views fill the stack across its axis.
  case fill
  /// Leading edges aligned (top in a horizontal stack).
  case leading
  /// Trailing edges aligned (bottom in a horizontal stack).
  case trailing
  /// Centred across the axis.
  case center
  /// First baselines aligned (horizontal stacks).
  case firstBaseline
  /// Last baselines aligned (horizontal stacks).
  case lastBaseline
}

/// UIStackView.Distribution.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable, Codable {
  /// Fill the axis, resizing by hugging and compression resistance.
  case fill
  /// Every arranged view the same size.
  case fillEqually
  /// Sizes proportional to intrinsic sizes.
  case fillProportionally
  /// Equal space between arranged views.
  case equalSpacing
  /// Equal distance between arranged views' centres.
  case equalCentering
}
