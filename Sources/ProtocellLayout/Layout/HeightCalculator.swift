import Foundation
import ProtocellArchive
import ProtocellDiagnostics
import ProtocellTemplates
import _ProtocellConcurrency

/// Answers a table view's height callback: the height Auto Layout gives a prototype's cell for a
/// row's content at a width, with a cache and batch measurement over all cores.
///
/// ```swift
/// let calculator = try HeightCalculator(prototypes: file.cells, measurer: FontTextMeasurer())
/// let height = try calculator.height(forReuseIdentifier: "TextPost", width: 375,
///                                    content: CellContent(row: row, for: template), cacheKey: "post-42")
/// ```
///
/// Each prototype's solver is built once (per thread) and reused for every row; see
/// ``LayoutEngine``. The calculator is `Sendable`: call it from any task.
public final class HeightCalculator: Sendable {
  /// The prototypes, by reuse identifier.
  public let prototypes: [String: CellPrototype]
  /// How labels are measured.
  public let measurer: any LabelMeasuring
  /// Scale and separator.
  public let options: LayoutOptions
  /// The scale of each prototype laid out at a scale of its own rather than `options`' (an
  /// Interface Builder document's `<device>` among documents of several), by reuse identifier.
  public let scales: [String: Double]
  /// The most solver work building one prototype's engine may take (``LayoutEngine/maximumLayoutWork``).
  public let maximumLayoutWork: Int
  /// The heights measured with a cache key.
  public let cache: HeightCache
  /// The errors of the prototypes left out of the registry the calculator was made from, by
  /// reuse identifier: asking for one throws ``LayoutError/leftOut(_:errors:)``, which says why.
  public let leftOut: [String: [Diagnostic]]
  /// Each prototype's pool of idle engines, by reuse identifier, held unretained (``pools``
  /// keeps them): a row's lookup then writes no reference count that other threads' rows write
  /// too.
  private let unretainedPools: [String: Unmanaged<EnginePool>]
  /// The pools, one per prototype, retained for as long as the calculator lives.
  private let pools: [EnginePool]

  /// Creates a calculator for a set of prototypes; a later prototype with the same identifier
  /// replaces an earlier one.
  ///
  /// - Parameters:
  ///   - prototypes: The prototypes.
  ///   - measurer: How labels are measured.
  ///   - options: Scale and separator.
  ///   - scales: The scale of each prototype, by reuse identifier, that is laid out at a scale
  ///     of its own; the others use `options`' scale.
  ///   - maximumLayoutWork: The most solver work building one prototype's engine may take; a prototype
  ///     that needs more throws ``LayoutError/tooComplex(reuseIdentifier:maximumLayoutWork:)``.
  ///   - cacheCapacity: The most heights the ``cache`` holds (at least 1); the least recently
  ///     used are forgotten first.
  public convenience init(
    prototypes: [CellPrototype], measurer: any LabelMeasuring,
    options: LayoutOptions = LayoutOptions(), scales: [String: Double] = [:],
    maximumLayoutWork: Int = TemplateLimits.default.maximumLayoutWork,
    cacheCapacity: Int = HeightCache.defaultCapacity
  ) {
    self.init(
      prototypes: prototypes, measurer: measurer, options: options, scales: scales,
      maximumLayoutWork: maximumLayoutWork, cacheCapacity: cacheCapacity, leftOut: [:])
  }

  /// The designated initializer, with the errors of prototypes left out (``leftOut``).
  private init(
    prototypes: [CellPrototype], measurer: any LabelMeasuring, options: LayoutOptions,
    scales: [String: Double], maximumLayoutWork: Int, cacheCapacity: Int,
    leftOut: [String: [Diagnostic]]
  ) {
    self.leftOut = leftOut
    cache = HeightCache(capacity: cacheCapacity)
    // A pack's cells carry the line metrics their documents taught (fonts an app bundles).
    (measurer as? FontTextMeasurer)?.adoptLineMetrics(of: prototypes)
    var byIdentifier: [String: CellPrototype] = [:]
    for prototype in prototypes { byIdentifier[prototype.reuseIdentifier] = prototype }
    self.prototypes = byIdentifier
    self.measurer = measurer
    self.options = options
    self.scales = scales
    self.maximumLayoutWork = maximumLayoutWork
    pools = byIdentifier.values.map {
      EnginePool(prototype: $0, measurer: measurer, maximumLayoutWork: maximumLayoutWork)
    }
    unretainedPools = Dictionary(
      uniqueKeysWithValues: pools.map {
        ($0.prototype.reuseIdentifier, Unmanaged.passUnretained($0))
      })
  }

  /// The options a prototype is laid out with: ``options``, at the prototype's own scale when
  /// ``scales`` has one.
  public func layoutOptions(forReuseIdentifier reuseIdentifier: String) -> LayoutOptions {
    guard let scale = scales[reuseIdentifier] else { return options }
    var options = options
    options.scale = scale
    return options
  }

  /// Runs `body` with an engine of the prototype, checked out of its pool and back in.
  private func withEngine<Value>(
    forReuseIdentifier reuseIdentifier: String,
    _ body: (LayoutEngine) throws(LayoutError) -> Value
  ) throws(LayoutError) -> Value {
    let lease = try checkOut(forReuseIdentifier: reuseIdentifier)
    defer { checkIn(lease) }
    return try body(lease.engine)
  }

  /// An engine checked out of a prototype's pool, and where to return it.
  private struct Lease {
    let pool: Unmanaged<EnginePool>
    let engine: LayoutEngine
    let shard: Int
  }

  /// Checks an engine of the prototype out of its pool.
  ///
  /// The pool is reached through `_withUnsafeGuaranteedRef` (``pools`` keeps it alive as long
  /// as `self`, which the caller holds), in closures that capture nothing of the row: wrapping
  /// the row's work in such a closure would retain the row's content for it.
  private func checkOut(forReuseIdentifier reuseIdentifier: String) throws(LayoutError) -> Lease {
    guard let pool = unretainedPools[reuseIdentifier] else {
      // `prototypes` has the pools' keys, so this throws the error that lists the known ones.
      _ = try prototype(forReuseIdentifier: reuseIdentifier)
      throw .unknownReuseIdentifier(reuseIdentifier, known: prototypes.keys.sorted())
    }
    let (engine, shard) = pool._withUnsafeGuaranteedRef { $0.checkOut() }
    return Lease(pool: pool, engine: engine, shard: shard)
  }

  /// Returns a checked-out engine to its pool.
  private func checkIn(_ lease: Lease) {
    lease.pool._withUnsafeGuaranteedRef { $0.checkIn(lease.engine, shard: lease.shard) }
  }

  /// Creates a calculator for every prototype of a registry.
  ///
  /// The calculator copies the prototypes registered now: prototypes registered or replaced
  /// (`replacing: true`) later are not seen by it; make another. Templates loaded from
  /// Interface Builder documents are measured as `protocell measure` measures them (line heights
  /// learned from IB's frames, each document at its device's scale) by the umbrella module's
  /// `HeightCalculator(registry:report:options:)`, made from the load's report.
  ///
  /// - Parameters:
  ///   - registry: The registry.
  ///   - measurer: How labels are measured.
  ///   - options: Scale and separator.
  ///   - scales: The scale of prototypes laid out at another than `options.scale`, by reuse
  ///     identifier (``scales``); `nil` (the default): each prototype's design scale where it
  ///     has one (an Interface Builder document's `<device>`'s, which a compiled pack keeps:
  ///     ``CellPrototype/designScales(of:differingFrom:defaultScale:)``), `options.scale` for
  ///     the others.
  ///   - maximumLayoutWork: The most solver work building one prototype's engine may take.
  ///   - cacheCapacity: The most heights the ``cache`` holds (at least 1).
  /// - Throws: ``RegistryError/malformedArchive(_:source:)`` when a prototype of a pack is corrupt.
  public convenience init(
    registry: PrototypeRegistry, measurer: any LabelMeasuring,
    options: LayoutOptions = LayoutOptions(), scales: [String: Double]? = nil,
    maximumLayoutWork: Int = TemplateLimits.default.maximumLayoutWork,
    cacheCapacity: Int = HeightCache.defaultCapacity
  ) throws(RegistryError) {
    var prototypes: [CellPrototype] = []
    for identifier in registry.reuseIdentifiers {
      prototypes.append(try registry.prototype(forReuseIdentifier: identifier))
    }
    self.init(
      prototypes: prototypes, measurer: measurer, options: options,
      scales: scales
        ?? CellPrototype.designScales(
          of: prototypes, differingFrom: options.scale, defaultScale: options.scale),
      maximumLayoutWork: maximumLayoutWork, cacheCapacity: cacheCapacity,
      leftOut: registry.leftOutPrototypes)
  }

  /// The prototype for an identifier, or an error listing the known ones nearest first.
  public func prototype(forReuseIdentifier reuseIdentifier: String) throws(LayoutError)
    -> CellPrototype
  {
    guard let prototype = prototypes[reuseIdentifier] else {
      if let errors = leftOut[reuseIdentifier] { throw .leftOut(reuseIdentifier, errors: errors) }
      throw .unknownReuseIdentifier(
        reuseIdentifier,
        known: Suggestions.ordered(byDistanceTo: reuseIdentifier, prototypes.keys.sorted()))
    }
    return prototype
  }

  /// The full layout (frames, broken constraints) of one row.
  public func layout(
    forReuseIdentifier reuseIdentifier: String, width: Double, content: CellContent = CellContent()
  ) throws(LayoutError) -> CellLayout {
    let options = layoutOptions(forReuseIdentifier: reuseIdentifier)
    return try withEngine(forReuseIdentifier: reuseIdentifier) { engine throws(LayoutError) in
      try engine.layout(content, width: width, options: options)
    }
  }

  /// The height of one row, from the cache when `cacheKey` was measured before at this width.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The prototype.
  ///   - width: The table's width.
  ///   - content: The row's content.
  ///   - cacheKey: A key for the row (an index path, a model id); `nil` measures without caching.
  /// - Returns: The cell's height, rounded up to the device pixel.
  /// - Throws: ``LayoutError`` for an unknown prototype, or a layout that fails.
  public func height(
    forReuseIdentifier reuseIdentifier: String, width: Double, content: CellContent = CellContent(),
    cacheKey: String? = nil
  ) throws(LayoutError) -> Double {
    try cachedHeight(forReuseIdentifier: reuseIdentifier, width: width, cacheKey: cacheKey) {
      () throws(LayoutError) in
      let options = layoutOptions(forReuseIdentifier: reuseIdentifier)
      return try withEngine(forReuseIdentifier: reuseIdentifier) { engine throws(LayoutError) in
        try engine.height(content, width: width, options: options)
      }
    }
  }

  /// The height `cacheKey` holds at `width`, else the one `measure` gives, stored under the key
  /// unless the row was invalidated while it was measured (``HeightCache/ticket()``); without
  /// a key, `measure`'s alone.
  func cachedHeight(
    forReuseIdentifier reuseIdentifier: String, width: Double, cacheKey: String?,
    measure: () throws(LayoutError) -> Double
  ) throws(LayoutError) -> Double {
    guard let cacheKey else { return try measure() }
    if let height = cache.height(forReuseIdentifier: reuseIdentifier, width: width, key: cacheKey) {
      return height
    }
    // Taken before measuring: an invalidation made meanwhile drops the height measured.
    let ticket = cache.ticket()
    let height = try measure()
    cache.store(
      height, forReuseIdentifier: reuseIdentifier, width: width, key: cacheKey,
      measuredSince: ticket)
    return height
  }

  /// How many engines a batch uses unless told: the processors this process may run on,
  /// asked of the system once (Foundation reads the cgroup's quota on every call).
  public static let defaultConcurrency = ProcessorCount.active

  /// The heights of many rows of one prototype, measured on all cores; results in input order.
  ///
  /// The ``cache`` is neither asked nor filled; give rows cache keys through
  /// ``heights(for:width:concurrency:)`` to keep their heights.
  ///
  /// - Parameters:
  ///   - rows: The rows' contents.
  ///   - reuseIdentifier: The prototype.
  ///   - width: The table's width.
  ///   - concurrency: How many engines work at once (default: the active processor count).
  /// - Returns: Each row's height, in the order of `rows`.
  /// - Throws: the ``LayoutError`` of the first row, in the order of `rows`, that fails.
  public func heights(
    of rows: [CellContent], reuseIdentifier: String, width: Double,
    concurrency: Int = HeightCalculator.defaultConcurrency
  ) async throws(LayoutError) -> [Double] {
    _ = try prototype(forReuseIdentifier: reuseIdentifier)
    let workers = max(1, min(concurrency, rows.count))
    let chunkSize = (rows.count + workers - 1) / max(workers, 1)
    let options = layoutOptions(forReuseIdentifier: reuseIdentifier)
    let outcome: Result<[Double], LayoutError> = await withTaskGroup(
      of: (Int, Result<[Double], LayoutError>).self
    ) { group in
      for worker in 0..<workers {
        let start = worker * chunkSize
        let end = min(rows.count, start + chunkSize)
        guard start < end else { continue }
        let chunk = Array(rows[start..<end])
        group.addTask {
          let result = Result { () throws(LayoutError) -> [Double] in
            try self.withEngine(forReuseIdentifier: reuseIdentifier) {
              engine throws(LayoutError) in
              var heights: [Double] = []
              heights.reserveCapacity(chunk.count)
              for content in chunk {
                heights.append(try engine.height(content, width: width, options: options))
              }
              return heights
            }
          }
          return (worker, result)
        }
      }
      var parts: [Int: [Double]] = [:]
      // Each worker stops at its chunk's first failing row: the lowest worker's error is the
      // first row's that fails, whichever worker finished first.
      var failures: [Int: LayoutError] = [:]
      for await (worker, result) in group {
        switch result {
        case .success(let heights): parts[worker] = heights
        case .failure(let error): failures[worker] = error
        }
      }
      if let first = failures.keys.min(), let error = failures[first] { return .failure(error) }
      return .success((0..<workers).flatMap { parts[$0] ?? [] })
    }
    return try outcome.get()
  }
}
