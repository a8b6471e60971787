import ProtocellArchive
import ProtocellTemplates
import _ProtocellConcurrency

/// The idle layout engines of one prototype, so that each thread measuring rows has an engine
/// of its own and no engine is built when an idle one can be reused.
///
/// The pool is read by every thread for every row, so it is kept free of writes: idle engines
/// sit in shards, one picked by the calling thread, each with its own lock and on cache lines of
/// its own. Two threads then take and return engines without moving a cache line (a lock word,
/// a reference count, a dictionary) between their cores, as one shared list would for every
/// row. A thread whose shard is empty takes an idle engine from another shard before building
/// one.
final class EnginePool: @unchecked Sendable {
  /// The prototype the engines lay out.
  let prototype: CellPrototype
  let measurer: any LabelMeasuring
  let maximumLayoutWork: Int
  /// The shards, allocated once; their addresses never change.
  private let shards: UnsafeMutablePointer<Shard>
  private static let shardCount = 8

  /// Idle engines and the lock that guards them; see ``EnginePool``.
  private final class Shard {
    /// The lock, whose mutex sits on cache lines of its own (see ``Lock``).
    private let lock = Lock()
    var idle: [LayoutEngine] = []
    /// Keeps the next shard's header and engines off this one's cache lines.
    private let padding = SIMD16<UInt64>()

    func withLock<Result>(_ body: (Shard) -> Result) -> Result {
      lock.withLock { body(self) }
    }
  }

  /// Creates an empty pool for a prototype's engines, built with the given measurer and work
  /// limit.
  init(prototype: CellPrototype, measurer: any LabelMeasuring, maximumLayoutWork: Int) {
    self.prototype = prototype
    self.measurer = measurer
    self.maximumLayoutWork = maximumLayoutWork
    shards = .allocate(capacity: Self.shardCount)
    for index in 0..<Self.shardCount { (shards + index).initialize(to: Shard()) }
  }

  deinit {
    shards.deinitialize(count: Self.shardCount)
    shards.deallocate()
  }

  /// The shard of the calling thread: by its ``ThreadIndex``, so that the first threads each
  /// have a shard of their own (a hash of the thread's id put two threads on one shard now and
  /// then).
  private var homeShard: Int { ThreadIndex.current % Self.shardCount }

  /// Takes an idle engine, from the calling thread's shard first, or builds one.
  func checkOut() -> (engine: LayoutEngine, shard: Int) {
    let home = homeShard
    for step in 0..<Self.shardCount {
      let index = (home + step) % Self.shardCount
      if let engine = shards[index].withLock({ $0.idle.popLast() }) { return (engine, home) }
    }
    let engine = LayoutEngine(
      prototype: prototype, measurer: measurer, maximumLayoutWork: maximumLayoutWork)
    return (engine, home)
  }

  /// Returns an engine for reuse, to the shard of the thread that took it.
  func checkIn(_ engine: LayoutEngine, shard: Int) {
    shards[shard].withLock { $0.idle.append(engine) }
  }

  /// Runs `body` with an engine checked out, and checks it back in.
  func withEngine<Result>(_ body: (LayoutEngine) throws(LayoutError) -> Result)
    throws(LayoutError) -> Result
  {
    let (engine, shard) = checkOut()
    defer { checkIn(engine, shard: shard) }
    return try body(engine)
  }
}
