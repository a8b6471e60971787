/// A constraint priority as Auto Layout means it: 1...1000, where 1000 is required.
///
/// A higher priority is satisfied before any number of lower ones.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The priority, 1...1000.
  public var rawValue: Double

  /// Creates a priority; the validator reports values outside 1...1000.
  public init(rawValue: Double) { self.rawValue = rawValue }

  /// Creates a priority.
  public init(_ value: Double) { self.rawValue = value }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: UIKit's default compression resistance.
  public static let defaultHigh = LayoutPriority(750)
  /// 251: the content hugging Interface Builder gives labels and images.
  public static let interfaceBuilderHugging = LayoutPriority(251)
  /// 250: UIKit's default content hugging.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the level at which a view fits its content as tightly as possible.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// The valid range.
  public static let validRange: ClosedRange<Double> = 1...1000

  /// Whether the priority is required.
  public var isRequired: Bool { rawValue >= 1000 }

  /// Orders priorities by value.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The value without a trailing `.0`.
  public var description: String { rawValue.compactDescription }
}

/// A pair of priorities, one for each axis (content hugging or compression resistance).
public struct AxisPriorities: Hashable, Sendable, Codable {
  /// The priority along the horizontal axis.
  public var horizontal: LayoutPriority
  /// The priority along the vertical axis.
  public var vertical: LayoutPriority

  /// Creates a pair.
  public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The priority along one axis.
  public subscript(axis: LayoutAxis) -> LayoutPriority {
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
}
