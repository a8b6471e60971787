import ProtocellArchive
import ProtocellTemplates

/// A view's frame in its cell's content view, in points.
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

  /// `(x, y, width, height)`.
  public var description: String {
    "(\(x.compactDescription), \(y.compactDescription), \(width.compactDescription), \(height.compactDescription))"
  }

  /// The frame with every edge moved to the nearest device pixel, as UIKit places views.
  func alignedToPixels(scale: Double) -> Rect {
    func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
    let left = snap(x)
    let top = snap(y)
    return Rect(x: left, y: top, width: snap(x + width) - left, height: snap(y + height) - top)
  }
}
