/// One way a snapshot differs from the recorded one, as a reviewer reads it:
/// `view 'title' y 12 → 14.5`.
public struct SnapshotDifference: Sendable, Hashable, CustomStringConvertible {
  /// The view the difference is about, if it is about one.
  public var viewName: String?
  /// What changed, from the recorded value to the new one.
  public var summary: String

  /// Creates a difference.
  public init(viewName: String? = nil, summary: String) {
    self.viewName = viewName
    self.summary = summary
  }

  /// The ``summary``.
  public var description: String { summary }
}
