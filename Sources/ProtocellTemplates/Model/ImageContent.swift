/// The properties of an image view: the size of its image, which is its intrinsic size.
public struct ImageContent: Sendable, Hashable {
  /// The image's size in points, or `nil` when there is no image (no intrinsic size).
  public var imageSize: Size?

  /// Creates image content.
  public init(imageSize: Size? = nil) {
    self.imageSize = imageSize
  }
}

/// A width and a height in points.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `width×height`.
  public var description: String { "\(width.compactDescription)×\(height.compactDescription)" }
}
