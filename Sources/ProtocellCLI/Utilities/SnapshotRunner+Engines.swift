import Protocell

extension SnapshotRunner {
  /// One worker's built layout engines, one per layouts (trait set) and prototype, each built
  /// once and never laid out on: every snapshot lays its row out on a copy
  /// (``LayoutEngine/copy(forLayingOut:)``), which copies the session for the row's hidden
  /// arranged views built once too.
  ///
  /// A copy of a freshly built engine starts from the same state as a fresh build, so each
  /// snapshot still depends on its own row alone, not on the rows before it, the worker or
  /// `--jobs`; but the prototype is turned into solver constraints once per worker rather than
  /// once per snapshot. Each worker keeps its own engines, so no engine is read by two threads.
  struct Engines {
    private struct Key: Hashable {
      var layouts: Int
      var prototype: String
    }

    private var built: [Key: (prototype: CellPrototype, engine: LayoutEngine)] = [:]

    /// A prototype and a fresh copy of its built engine, for one snapshot's row (see
    /// ``LayoutEngine/copy(forLayingOut:)``).
    ///
    /// - Parameters:
    ///   - content: The row the copy lays out.
    ///   - width: The width it lays it out at.
    ///   - prototype: The reuse identifier.
    ///   - layouts: The plan's layouts (trait set) index.
    ///   - calculator: The layouts' calculator, which holds the prototype.
    /// - Returns: The prototype and an engine to lay one row out on.
    /// - Throws: The calculator's error for an unknown prototype.
    /// - Complexity: A build of the prototype's solver the first time, and of a session the
    ///   first time a set of hidden arranged views is met; then O(*v*) for *v* views.
    mutating func engine(
      laying content: CellContent, at width: Double, for prototype: String, layouts: Int,
      calculator: HeightCalculator
    ) throws -> (prototype: CellPrototype, engine: LayoutEngine) {
      let key = Key(layouts: layouts, prototype: prototype)
      let entry: (prototype: CellPrototype, engine: LayoutEngine)
      if let existing = built[key] {
        entry = existing
      } else {
        let found = try calculator.prototype(forReuseIdentifier: prototype)
        entry = (
          found,
          LayoutEngine(
            prototype: found, measurer: calculator.measurer,
            maximumLayoutWork: calculator.maximumLayoutWork)
        )
        built[key] = entry
      }
      return (entry.prototype, entry.engine.copy(forLayingOut: content, width: width))
    }
  }
}
