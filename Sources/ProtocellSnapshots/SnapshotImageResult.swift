/// What the image page made of one snapshot: its PNG and, when a recorded image was given, how
/// far the two differ.
public struct SnapshotImageResult: Sendable, Hashable {
  /// How a new image compares with the recorded one.
  public struct Comparison: Sendable, Hashable {
    /// How many pixels differ by more than the channel tolerance.
    public var differingPixels: Int
    /// The largest difference of a channel of any pixel, 0–255.
    public var largestDifference: Int
    /// The difference image, as PNG bytes, when more pixels differ than the tolerance allows.
    public var differencePNG: [UInt8]?

    /// Creates a comparison.
    public init(differingPixels: Int, largestDifference: Int, differencePNG: [UInt8]? = nil) {
      self.differingPixels = differingPixels
      self.largestDifference = largestDifference
      self.differencePNG = differencePNG
    }

    /// Whether the images match: no difference image was drawn, so no more pixels differ
    /// than the tolerance allows.
    public var isMatch: Bool { differencePNG == nil }
  }

  /// The snapshot's ``SnapshotImagePage/Cell/id``.
  public var id: Int
  /// The new image, as PNG bytes; `nil` when it matches the recorded one (it is then not
  /// encoded).
  public var png: [UInt8]?
  /// The comparison with the recorded image; `nil` when none was given.
  public var comparison: Comparison?

  /// Creates a result.
  public init(id: Int, png: [UInt8]?, comparison: Comparison? = nil) {
    self.id = id
    self.png = png
    self.comparison = comparison
  }
}

/// Why a batch of images could not be drawn: the browser failed, or its page did not finish.
public struct SnapshotImageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, as a sentence for standard error.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The ``message``.
  public var description: String { message }
}
