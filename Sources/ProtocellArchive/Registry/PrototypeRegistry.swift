import ProtocellDiagnostics
import ProtocellTemplates
import _ProtocellConcurrency

/// The prototypes of a table, by reuse identifier: register once, dequeue fresh cells.
///
/// Every prototype is archived once, when a cell of it is first dequeued (a pack's already
/// is). ``dequeueCell(forReuseIdentifier:)`` unarchives the archive into a
/// new, fully independent ``Cell``, as UIKit unarchives a nib per dequeue; the archive format
/// makes that about as cheap as copying the model. ``prototype(forReuseIdentifier:)`` gives the
/// shared template the layout pass measures with.
///
/// The registry is `Sendable`: register at start-up, then dequeue from any number of tasks.
///
/// ```swift
/// let registry = PrototypeRegistry()
/// try registry.register(PrototypePack(bytes: packBytes))
/// let cell = try registry.dequeueCell(forReuseIdentifier: "photo-post")
/// try cell.label("title").text = "Hello"
/// ```
public final class PrototypeRegistry: Sendable {
  /// One registered prototype.
  struct Entry: Sendable {
    /// Where it came from.
    var source: RegistrationSource
    /// The bytes holding its cell message: a whole pack's, or empty for a model registered in
    /// code or from a template (archived on first dequeue, into ``runtime``).
    var storage: [UInt8]
    /// Where its cell message lies in ``storage``.
    var range: Range<Int>
    /// Tells this registration from a later one under the same identifier, so that a cache
    /// filled outside the lock is stored only in the entry it was made for.
    var serial: UInt64 = 0
    /// The prototype: given up front for models, decoded on first use for packs.
    var prototype: CellPrototype?
    /// The archive cells are unarchived from, made on first dequeue.
    var runtime: RuntimeArchive?
  }

  /// The registry's state, behind its lock.
  struct State {
    var entries: [String: Entry] = [:]
    var nextSerial: UInt64 = 0
    /// The errors of prototypes a load left out, by reuse identifier, until one of that
    /// identifier is registered (``RegistryError/leftOut(_:errors:)``).
    var leftOut: [String: [Diagnostic]] = [:]
  }

  /// What dequeues unarchive: the prototype's cell message without source locations.
  ///
  /// A pack's prototypes have locations, and skipping them on every dequeue would cost more
  /// than decoding the rest. The string table comes decoded: strings are immutable values, so
  /// every cell of the prototype shares them, as copies of an immutable `NSString` share its
  /// storage.
  struct RuntimeArchive: Sendable {
    var bytes: [UInt8]
    var range: Range<Int>
    var strings: [String]
  }

  private let state = Locked(State())

  /// How dequeued cells are decoded: without locations; the checksum was checked on entry.
  private static let cellOptions: ArchiveDecodingOptions = {
    var options = ArchiveDecodingOptions(decodesSourceLocations: false)
    options.verifiesChecksum = false
    return options
  }()

  /// Creates an empty registry.
  public init() {}

  // MARK: - Registering

  /// Registers a prototype built in code or parsed from a template.
  ///
  /// - Parameters:
  ///   - prototype: The prototype; it is archived when a cell of it is first dequeued.
  ///   - source: Where it came from; by default its template location, or ``RegistrationSource/code``.
  ///   - replacing: Whether a prototype already registered under the same reuse identifier is
  ///     replaced (`true`) or an error (`false`, the default).
  /// - Throws: ``RegistryError/duplicateReuseIdentifier(_:existing:new:)``.
  public func register(
    _ prototype: CellPrototype, source: RegistrationSource? = nil, replacing: Bool = false
  ) throws(RegistryError) {
    let entry = Self.entry(for: prototype, source: source ?? .of(prototype))
    try insert([(prototype.reuseIdentifier, entry)], replacing: replacing, isUnique: true)
  }

  /// Registers every prototype of a template file, or none if one clashes.
  ///
  /// - Parameters:
  ///   - file: The parsed file.
  ///   - replacing: Whether prototypes already registered are replaced.
  /// - Throws: ``RegistryError/duplicateReuseIdentifier(_:existing:new:)``, also for two cells
  ///   of the file that share an identifier.
  public func register(_ file: TemplateFile, replacing: Bool = false) throws(RegistryError) {
    try register(file.cells, replacing: replacing)
  }

  /// Registers several prototypes at once: all of them, or none if one clashes.
  func register(_ templates: [CellPrototype], replacing: Bool) throws(RegistryError) {
    let batch = templates.map { prototype in
      (prototype.reuseIdentifier, Self.entry(for: prototype, source: .of(prototype)))
    }
    try insert(batch, replacing: replacing, isUnique: false)
  }

  /// Registers every prototype of a compiled pack, or none if one clashes.
  ///
  /// The pack's prototypes are decoded when first dequeued, not now.
  ///
  /// - Parameters:
  ///   - pack: The loaded pack.
  ///   - path: The pack's file, for error messages.
  ///   - replacing: Whether prototypes already registered are replaced.
  /// - Throws: ``RegistryError/duplicateReuseIdentifier(_:existing:new:)``.
  public func register(
    _ pack: PrototypePack, path: String? = nil, replacing: Bool = false
  ) throws(RegistryError) {
    let batch = pack.entries.map { packEntry in
      let source = RegistrationSource.pack(path: path, compiledFrom: packEntry.source)
      let entry = Entry(source: source, storage: pack.bytes, range: packEntry.byteRange)
      return (packEntry.reuseIdentifier, entry)
    }
    // A pack's index has no duplicates (its decoder checks).
    try insert(batch, replacing: replacing, isUnique: true)
  }

  /// Records that a load left out the prototype `reuseIdentifier` for `errors`.
  ///
  /// Asking for it then throws ``RegistryError/leftOut(_:errors:)``, which says why, rather
  /// than that no such prototype exists. Registering one of that identifier forgets the record.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier of the prototype left out.
  ///   - errors: Its errors.
  public func recordLeftOut(_ reuseIdentifier: String, errors: [Diagnostic]) {
    state.withLock { state in
      guard state.entries[reuseIdentifier] == nil else { return }
      state.leftOut[reuseIdentifier] = errors
    }
  }

  /// The errors of each prototype a load left out, by reuse identifier
  /// (``recordLeftOut(_:errors:)``): what asking for one of them throws.
  public var leftOutPrototypes: [String: [Diagnostic]] {
    state.withLock { $0.leftOut }
  }

  /// Registers every prototype of another registry, or none if one clashes.
  ///
  /// Entries are shared, not recompiled: the other registry's archives and decoded prototypes
  /// come along, in the order the other registry registered them
  /// (``reuseIdentifiersInRegistrationOrder``).
  ///
  /// - Parameters:
  ///   - other: The registry whose prototypes are added.
  ///   - replacing: Whether prototypes already registered are replaced.
  /// - Throws: ``RegistryError/duplicateReuseIdentifier(_:existing:new:)``.
  public func register(contentsOf other: PrototypeRegistry, replacing: Bool = false)
    throws(RegistryError)
  {
    let batch = other.state.withLock { state in
      state.entries.sorted { $0.value.serial < $1.value.serial }
    }
    try insert(batch.map { ($0.key, $0.value) }, replacing: replacing, isUnique: true)
  }

  /// A model's entry: archived when first dequeued (``makeRuntimeArchive(of:reuseIdentifier:)``),
  /// as most prototypes of a large document are measured, never dequeued.
  private static func entry(for prototype: CellPrototype, source: RegistrationSource) -> Entry {
    Entry(source: source, storage: [], range: 0..<0, prototype: prototype)
  }

  /// Inserts a batch: all of it, or nothing if an identifier clashes.
  ///
  /// - Parameters:
  ///   - batch: Identifiers and their entries.
  ///   - replacing: Whether registered identifiers are replaced rather than refused.
  ///   - isUnique: Whether the batch is known to hold each identifier once.
  /// - Throws: ``RegistryError/duplicateReuseIdentifier(_:existing:new:)``.
  private func insert(_ batch: [(String, Entry)], replacing: Bool, isUnique: Bool)
    throws(RegistryError)
  {
    if !isUnique {
      var batchSources: [String: RegistrationSource] = [:]
      for (identifier, entry) in batch {
        if let existing = batchSources.updateValue(entry.source, forKey: identifier) {
          throw .duplicateReuseIdentifier(identifier, existing: existing, new: entry.source)
        }
      }
    }
    try state.withLock { state throws(RegistryError) in
      if !replacing {
        for (identifier, entry) in batch {
          if let existing = state.entries[identifier]?.source {
            throw .duplicateReuseIdentifier(identifier, existing: existing, new: entry.source)
          }
        }
      }
      state.entries.reserveCapacity(state.entries.count + batch.count)
      for (identifier, entry) in batch {
        var entry = entry
        entry.serial = state.nextSerial
        state.nextSerial += 1
        state.entries[identifier] = entry
        state.leftOut[identifier] = nil
      }
    }
  }

  // MARK: - Reading

  /// The registered reuse identifiers, sorted.
  public var reuseIdentifiers: [String] {
    state.withLock { $0.entries.keys.sorted() }
  }

  /// The registered reuse identifiers in the order they were registered: a pack's in the
  /// pack's order (the order `protocell compile` read them from the documents), a template
  /// file's in the file's; one registered again in place of another comes last.
  ///
  /// - Complexity: O(*n* log *n*) in the number of prototypes.
  public var reuseIdentifiersInRegistrationOrder: [String] {
    state.withLock { state in
      state.entries.sorted { $0.value.serial < $1.value.serial }.map(\.key)
    }
  }

  /// Where the prototype with a reuse identifier came from, if one is registered.
  ///
  /// - Parameter reuseIdentifier: The reuse identifier.
  /// - Returns: Its source, or `nil`.
  public func source(forReuseIdentifier reuseIdentifier: String) -> RegistrationSource? {
    state.withLock { $0.entries[reuseIdentifier]?.source }
  }

  /// Unarchives a fresh cell of a prototype.
  ///
  /// The cell shares nothing mutable with the prototype or with other cells. Source locations
  /// are not decoded: cells are for run time, locations for diagnostics.
  ///
  /// - Parameter reuseIdentifier: The prototype's reuse identifier.
  /// - Returns: A new cell in its prototype's state.
  /// - Throws: ``RegistryError/unknownReuseIdentifier(_:known:)``, or
  ///   ``RegistryError/malformedArchive(_:source:)`` for a corrupt prototype of a pack.
  /// - Complexity: O(*n*) in the size of the prototype's archive.
  public func dequeueCell(forReuseIdentifier reuseIdentifier: String) throws(RegistryError) -> Cell
  {
    let entry = try entry(forReuseIdentifier: reuseIdentifier)
    let runtime: RuntimeArchive
    if let cached = entry.runtime {
      runtime = cached
    } else {
      runtime = try makeRuntimeArchive(of: entry, reuseIdentifier: reuseIdentifier)
    }
    do throws(ArchiveDecodingError) {
      let model = try runtime.bytes.withUnsafeBufferPointer { buffer throws(ArchiveDecodingError) in
        try ArchiveDecoder.decodeCell(
          in: buffer, range: runtime.range, options: Self.cellOptions,
          cachedStrings: runtime.strings)
      }
      return Cell(model: model)
    } catch {
      throw .malformedArchive(error, source: entry.source)
    }
  }

  /// The shared prototype the layout pass measures with, source locations included.
  ///
  /// - Parameter reuseIdentifier: The prototype's reuse identifier.
  /// - Returns: The prototype (a value: changing the copy changes nothing registered).
  /// - Throws: ``RegistryError/unknownReuseIdentifier(_:known:)``, or
  ///   ``RegistryError/malformedArchive(_:source:)`` for a corrupt prototype of a pack.
  public func prototype(forReuseIdentifier reuseIdentifier: String) throws(RegistryError)
    -> CellPrototype
  {
    let entry = try entry(forReuseIdentifier: reuseIdentifier)
    if let prototype = entry.prototype { return prototype }
    let prototype = try Self.decode(
      entry, reuseIdentifier: reuseIdentifier, options: ArchiveDecodingOptions())
    updateEntry(reuseIdentifier, serial: entry.serial) { $0.prototype = prototype }
    return prototype
  }

  private func entry(forReuseIdentifier reuseIdentifier: String) throws(RegistryError) -> Entry {
    let (entry, leftOut) = state.withLock {
      ($0.entries[reuseIdentifier], $0.leftOut[reuseIdentifier])
    }
    guard let entry else {
      if let leftOut { throw .leftOut(reuseIdentifier, errors: leftOut) }
      let known = state.withLock { Array($0.entries.keys) }
      throw .unknownReuseIdentifier(
        reuseIdentifier, known: Suggestions.ordered(byDistanceTo: reuseIdentifier, known))
    }
    return entry
  }

  /// Changes an entry under the lock, unless it has been replaced meanwhile.
  private func updateEntry(_ reuseIdentifier: String, serial: UInt64, _ body: (inout Entry) -> Void)
  {
    state.withLock { state in
      guard var entry = state.entries[reuseIdentifier], entry.serial == serial else { return }
      state.entries[reuseIdentifier] = nil  // so that `entry` is the only reference while changed
      body(&entry)
      state.entries[reuseIdentifier] = entry
    }
  }

  /// Makes the archive an entry's cells are unarchived from, and keeps it for next time.
  private func makeRuntimeArchive(of entry: Entry, reuseIdentifier: String)
    throws(RegistryError) -> RuntimeArchive
  {
    var bytes = entry.storage
    var range = entry.range
    if let prototype = entry.prototype, bytes.isEmpty {
      // A model's prototype, archived once, now.
      bytes = ArchiveEncoder(includesSourceLocations: false).cellPayload(prototype)
      range = 0..<bytes.count
    } else if entry.prototype == nil {
      // A pack's prototype: check it in full once, and keep it without source locations.
      let prototype = try Self.decode(
        entry, reuseIdentifier: reuseIdentifier, options: Self.cellOptions)
      bytes = ArchiveEncoder(includesSourceLocations: false).cellPayload(prototype)
      range = 0..<bytes.count
    }
    do throws(ArchiveDecodingError) {
      let strings = try bytes.withUnsafeBufferPointer { buffer throws(ArchiveDecodingError) in
        try ArchiveDecoder.decodeStringTable(in: buffer, range: range, options: Self.cellOptions)
      }
      let runtime = RuntimeArchive(bytes: bytes, range: range, strings: strings)
      updateEntry(reuseIdentifier, serial: entry.serial) { $0.runtime = runtime }
      return runtime
    } catch {
      throw .malformedArchive(error, source: entry.source)
    }
  }

  private static func decode(
    _ entry: Entry, reuseIdentifier: String, options: ArchiveDecodingOptions
  ) throws(RegistryError) -> CellPrototype {
    do throws(ArchiveDecodingError) {
      let model = try entry.storage.withUnsafeBufferPointer { buffer throws(ArchiveDecodingError) in
        try ArchiveDecoder.decodeCell(in: buffer, range: entry.range, options: options)
      }
      guard model.reuseIdentifier == reuseIdentifier else {
        throw ArchiveDecodingError(
          .entryMismatch(indexed: reuseIdentifier, archived: model.reuseIdentifier),
          at: entry.range.lowerBound)
      }
      return model
    } catch {
      throw .malformedArchive(error, source: entry.source)
    }
  }
}
