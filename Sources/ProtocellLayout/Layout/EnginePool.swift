import ProtocellArchive
import ProtocellTemplates
import _ProtocellConcurrency

/// Idle layout engines per prototype, so that each thread measuring rows has an engine of its
/// own and no engine is built twice when it can be reused.
final class EnginePool: @unchecked Sendable {
  private let idle = Locked<[String: [LayoutEngine]]>([:])

  /// Takes an idle engine for the prototype, or builds one with the given work limit.
  func checkOut(_ prototype: CellPrototype, measurer: any LabelMeasuring, maximumLayoutWork: Int)
    -> LayoutEngine
  {
    if let engine = idle.withLock({ $0[prototype.reuseIdentifier]?.popLast() }) { return engine }
    return LayoutEngine(
      prototype: prototype, measurer: measurer, maximumLayoutWork: maximumLayoutWork)
  }

  /// Returns an engine for reuse.
  func checkIn(_ engine: LayoutEngine) {
    idle.withLock { $0[engine.prototype.reuseIdentifier, default: []].append(engine) }
  }

  /// Runs `body` with an engine checked out, and checks it back in.
  func withEngine<Result>(
    _ prototype: CellPrototype, measurer: any LabelMeasuring, maximumLayoutWork: Int,
    _ body: (LayoutEngine) throws(LayoutError) -> Result
  ) throws(LayoutError) -> Result {
    let engine = checkOut(prototype, measurer: measurer, maximumLayoutWork: maximumLayoutWork)
    defer { checkIn(engine) }
    return try body(engine)
  }
}
