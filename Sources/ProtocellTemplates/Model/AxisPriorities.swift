import Cassowary

extension Priority {
  /// 251: the content hugging Interface Builder gives labels and images.
  public static let interfaceBuilderHugging: Priority = 251
}

/// A pair of priorities, one for each axis (content hugging or compression resistance).
public struct AxisPriorities: Hashable, Sendable, Codable {
  /// The priority along the horizontal axis.
  public var horizontal: Priority
  /// The priority along the vertical axis.
  public var vertical: Priority

  /// Creates a pair.
  public init(horizontal: Priority, vertical: Priority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The priority along one axis.
  public subscript(axis: LayoutAxis) -> Priority {
    get { axis == .horizontal ? horizontal : vertical }
    set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
  }
}

extension Double {
  /// The number as a person writes it: `12` rather than `12.0`, `0.75` as is.
  public var compactDescription: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
    return String(self)
  }

  /// The number to the thousandth, as a person writes it: a layout's 51.00000000000001 is
  /// `51`, 106.66666666666667 `106.667` (as `measure` prints points).
  package var thousandthsDescription: String {
    ((self * 1000).rounded() / 1000).compactDescription
  }
}
