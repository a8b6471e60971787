import ProtocellDiagnostics

/// Where the value of each attribute of a view's element starts in its file, by attribute name:
/// what a diagnostic about one attribute points at.
///
/// A short list in the order the names were set rather than a dictionary: a view has a handful
/// of attributes, so a lookup compares a few names without hashing any, setting a name appends
/// it without comparing names' order, and the list takes a fraction of a hash table's memory (a
/// template file of 10,000 cells holds tens of thousands of these). Two values are equal when
/// they hold the same names at the same locations, in whatever order they were set; ``keys``
/// are sorted.
public struct AttributeLocations: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// One attribute's name and where its value starts.
  private struct Entry: Sendable, Hashable {
    var name: String
    var location: SourceLocation
  }

  /// The entries, in the order their names were first set, each name once.
  private var entries: [Entry] = []

  /// No locations.
  public init() {}

  /// The locations of a literal's names (a later duplicate name replaces an earlier one).
  ///
  /// - Parameter elements: Each attribute name and its value's location.
  public init(dictionaryLiteral elements: (String, SourceLocation)...) {
    entries.reserveCapacity(elements.count)
    for (name, location) in elements { self[name] = location }
  }

  /// The location of the attribute `name`'s value, if it has one; setting `nil` removes it.
  ///
  /// - Complexity: O(*n*) in the number of attributes, a handful.
  public subscript(name: String) -> SourceLocation? {
    get {
      position(of: name).map { entries[$0].location }
    }
    set {
      switch (newValue, position(of: name)) {
      case (let location?, let position?): entries[position].location = location
      case (let location?, nil): entries.append(Entry(name: name, location: location))
      case (nil, let position?): entries.remove(at: position)
      case (nil, nil): break
      }
    }
  }

  /// The names that have a location, sorted.
  public var keys: [String] { entries.map(\.name).sorted() }

  /// Whether no attribute has a location.
  public var isEmpty: Bool { entries.isEmpty }

  /// How many attributes have a location.
  public var count: Int { entries.count }

  /// Where `name` is in the entries, if it is there.
  private func position(of name: String) -> Int? {
    entries.firstIndex { $0.name == name }
  }

  /// The same names, each location transformed.
  ///
  /// - Parameter transform: The new location of each attribute, given its location.
  /// - Returns: The locations transformed, in the order the names were set.
  /// - Complexity: O(*n*) in the number of attributes.
  public func mapLocations(_ transform: (SourceLocation) -> SourceLocation) -> Self {
    var copy = self
    for index in copy.entries.indices {
      copy.entries[index].location = transform(copy.entries[index].location)
    }
    return copy
  }

  /// Whether both hold the same names at the same locations, in any order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.count == rhs.entries.count
      && lhs.entries.allSatisfy { rhs[$0.name] == $0.location }
  }

  /// Hashes the entries in name order, so that equal values hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries.sorted { $0.name < $1.name })
  }
}
