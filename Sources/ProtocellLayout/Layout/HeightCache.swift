import ProtocellArchive
import ProtocellTemplates
import _ProtocellConcurrency

/// Row heights remembered by reuse identifier, width and a caller's key (an index path, a row
/// id), like UITableView+FDTemplateLayoutCell's cache; safe to use from many threads.
public final class HeightCache: Sendable {
  private struct Key: Hashable {
    var reuseIdentifier: String
    var width: Double
    var rowKey: String
  }

  private let heights = Locked<[Key: Double]>([:])

  /// Creates an empty cache.
  public init() {}

  /// The cached height, if any.
  public func height(forReuseIdentifier reuseIdentifier: String, width: Double, key: String)
    -> Double?
  {
    heights.withLock { $0[Key(reuseIdentifier: reuseIdentifier, width: width, rowKey: key)] }
  }

  /// Remembers a height.
  public func store(
    _ height: Double, forReuseIdentifier reuseIdentifier: String, width: Double, key: String
  ) {
    heights.withLock {
      $0[Key(reuseIdentifier: reuseIdentifier, width: width, rowKey: key)] = height
    }
  }

  /// Forgets the heights of one row key, at every identifier and width.
  public func invalidate(key: String) {
    heights.withLock { $0 = $0.filter { $0.key.rowKey != key } }
  }

  /// Forgets every height of one prototype.
  public func invalidate(reuseIdentifier: String) {
    heights.withLock { $0 = $0.filter { $0.key.reuseIdentifier != reuseIdentifier } }
  }

  /// Forgets everything.
  public func invalidateAll() {
    heights.withLock { $0.removeAll() }
  }

  /// The number of heights held.
  public var count: Int { heights.withLock { $0.count } }
}
