/// A rectangle in points: a view's frame in its cell's content view, as the layout computes it or
/// as Interface Builder recorded it (`<rect key="frame" x= y= width= height=>`).
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a frame.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }

  /// The rectangle moved by another's origin (from a superview's coordinates to its superview's).
  package func offset(by origin: Rect) -> Rect {
    Rect(x: x + origin.x, y: y + origin.y, width: width, height: height)
  }

  /// `(x, y, width, height)`.
  public var description: String {
    "(\(x.compactDescription), \(y.compactDescription), \(width.compactDescription), \(height.compactDescription))"
  }
}
