/// Limits on what a template file may hold, so that hostile input cannot exhaust memory or time.
///
/// Each limit, when exceeded, produces a diagnostic rather than a crash. libxml2 adds its own
/// limits on top: elements nest at most 256 deep and a text node holds at most 10 MB.
public struct TemplateLimits: Sendable, Hashable {
  /// The largest file read, in bytes. Default: 16 MiB.
  public var maximumFileSize: Int
  /// The most views one cell may declare. Default: 1,000.
  public var maximumViewsPerCell: Int
  /// The most constraints one cell may declare. Default: 5,000.
  public var maximumConstraintsPerCell: Int
  /// The longest label text, in characters. Default: 100,000.
  public var maximumTextLength: Int

  /// Creates limits.
  public init(
    maximumFileSize: Int = 16 << 20,
    maximumViewsPerCell: Int = 1_000,
    maximumConstraintsPerCell: Int = 5_000,
    maximumTextLength: Int = 100_000
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumViewsPerCell = maximumViewsPerCell
    self.maximumConstraintsPerCell = maximumConstraintsPerCell
    self.maximumTextLength = maximumTextLength
  }

  /// The default limits.
  public static let `default` = TemplateLimits()
}
