import ProtocellLayout
import ProtocellTemplates

/// The trait combination a snapshot was laid out with: the table's width, the device scale and
/// the Dynamic Type size.
public struct SnapshotTraits: Sendable, Hashable {
  /// The table width in points.
  public var width: Double
  /// The device scale (1, 2 or 3) sizes and frames align to.
  public var scale: Double
  /// The Dynamic Type size text styles were laid out at.
  public var category: ContentSizeCategory

  /// Creates traits.
  public init(width: Double, scale: Double, category: ContentSizeCategory) {
    self.width = width
    self.scale = scale
    self.category = category
  }

  /// `width 375, scale 2, large`: the traits for people.
  public var summary: String {
    "width \(width.pixelDescription(scale: 100)), scale \(scale.pixelDescription(scale: 1)), "
      + category.rawValue
  }
}
