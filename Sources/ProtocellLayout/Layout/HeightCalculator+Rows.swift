import Foundation

extension HeightCalculator {
  /// One row of a table with mixed prototypes: which prototype, the row's content, and the
  /// key its height is cached under.
  public struct Row: Sendable {
    /// The prototype's reuse identifier.
    public var reuseIdentifier: String
    /// The row's content.
    public var content: CellContent
    /// A key for the row (an index path, a model id) whose height the calculator's ``cache``
    /// answers from and keeps, as ``height(forReuseIdentifier:width:content:cacheKey:)`` does;
    /// `nil` measures without caching.
    public var cacheKey: String?

    /// A row of the prototype `reuseIdentifier`.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: The prototype.
    ///   - content: The row's content.
    ///   - cacheKey: A key to cache the row's height under, or `nil`.
    public init(
      reuseIdentifier: String, content: CellContent = CellContent(), cacheKey: String? = nil
    ) {
      self.reuseIdentifier = reuseIdentifier
      self.content = content
      self.cacheKey = cacheKey
    }
  }

  /// The heights of many rows of any prototypes, measured on all cores; one result per row, in
  /// input order, so that a bad row (an unknown identifier, a layout that fails) does not stop
  /// the others.
  ///
  /// A row with a ``Row/cacheKey`` is answered from the ``cache`` when measured
  /// before at this width, and its height kept there: a table's heights measured ahead, in a
  /// batch, answer its height callbacks later.
  ///
  /// - Parameters:
  ///   - rows: The rows.
  ///   - width: The table's width.
  ///   - concurrency: How many engines work at once (default: the active processor count).
  /// - Returns: Each row's height or the ``LayoutError`` that stopped it.
  /// - Complexity: O(*n*) layouts for *n* rows, spread over `concurrency` threads.
  public func heights(
    for rows: [Row], width: Double,
    concurrency: Int = HeightCalculator.defaultConcurrency
  ) async -> [Result<Double, LayoutError>] {
    let workers = max(1, min(concurrency, rows.count))
    let chunkSize = (rows.count + workers - 1) / workers
    return await withTaskGroup(of: (Int, [Result<Double, LayoutError>]).self) { group in
      for worker in 0..<workers {
        let start = worker * chunkSize
        let end = min(rows.count, start + chunkSize)
        guard start < end else { continue }
        let chunk = rows[start..<end]
        group.addTask {
          let results = chunk.map { row in
            Result { () throws(LayoutError) -> Double in
              try self.height(
                forReuseIdentifier: row.reuseIdentifier, width: width, content: row.content,
                cacheKey: row.cacheKey)
            }
          }
          return (worker, results)
        }
      }
      var parts = [[Result<Double, LayoutError>]](repeating: [], count: workers)
      for await (worker, results) in group { parts[worker] = results }
      return parts.flatMap { $0 }
    }
  }
}
