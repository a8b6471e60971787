/// Insets from the edges of a rectangle, with leading and trailing following the writing direction.
public struct EdgeInsets: Sendable, Hashable, Codable {
  /// The top inset.
  public var top: Double
  /// The leading inset.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The trailing inset.
  public var trailing: Double

  /// Creates insets.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// UIKit's default layout margins: 8 points on every edge.
  public static let defaultLayoutMargins = EdgeInsets(all: 8)

  /// No inset on any edge.
  public static let zero = EdgeInsets(all: 0)

  /// The four insets in the order the archive and the template language write them: top,
  /// leading, bottom, trailing.
  package var edges: [Double] { [top, leading, bottom, trailing] }
}
