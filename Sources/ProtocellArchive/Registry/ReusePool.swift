import ProtocellTemplates

/// A table's queue of cells waiting for reuse, in front of a ``PrototypeRegistry``.
///
/// ``dequeueCell(forReuseIdentifier:)`` hands back a recycled cell when one is waiting, reset to
/// its prototype's state by ``Cell/prepareForReuse()`` (no unarchiving), and unarchives a new
/// one from the registry otherwise. Like a table view's queue, a pool belongs to one task.
public final class ReusePool {
  /// The registry new cells come from.
  public let registry: PrototypeRegistry
  /// The most cells kept waiting per reuse identifier; more are dropped when recycled.
  public var maximumCellsPerIdentifier: Int
  private var waiting: [String: [Cell]] = [:]

  /// Creates a pool.
  ///
  /// - Parameters:
  ///   - registry: The registry new cells come from.
  ///   - maximumCellsPerIdentifier: The most cells kept waiting per identifier; default 32.
  public init(registry: PrototypeRegistry, maximumCellsPerIdentifier: Int = 32) {
    self.registry = registry
    self.maximumCellsPerIdentifier = maximumCellsPerIdentifier
  }

  /// A cell for a reuse identifier: a recycled one reset to its prototype's state, or a new one.
  ///
  /// - Parameter reuseIdentifier: The prototype's reuse identifier.
  /// - Returns: A cell in its prototype's state.
  /// - Throws: The errors of ``PrototypeRegistry/dequeueCell(forReuseIdentifier:)``.
  public func dequeueCell(forReuseIdentifier reuseIdentifier: String) throws(RegistryError) -> Cell
  {
    if let cell = waiting[reuseIdentifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    return try registry.dequeueCell(forReuseIdentifier: reuseIdentifier)
  }

  /// Puts a cell that scrolled off screen back in the queue for its reuse identifier.
  ///
  /// - Parameter cell: A cell from this pool or its registry.
  public func recycle(_ cell: Cell) {
    var cells = waiting[cell.reuseIdentifier, default: []]
    guard cells.count < maximumCellsPerIdentifier, !cells.contains(where: { $0 === cell }) else {
      return
    }
    cells.append(cell)
    waiting[cell.reuseIdentifier] = cells
  }

  /// The number of cells waiting for a reuse identifier.
  ///
  /// - Parameter reuseIdentifier: The reuse identifier.
  /// - Returns: How many recycled cells are queued.
  public func waitingCount(forReuseIdentifier reuseIdentifier: String) -> Int {
    waiting[reuseIdentifier]?.count ?? 0
  }
}

@available(*, unavailable)
extension ReusePool: Sendable {}
