import ProtocellDiagnostics

/// Where the value of each attribute of a view's element starts in its file, by attribute name:
/// what a diagnostic about one attribute points at.
///
/// A short list kept sorted by name rather than a dictionary: a view has a handful of
/// attributes, so a lookup compares a few names without hashing any, and the list takes a
/// fraction of a hash table's memory (a template file of 10,000 cells holds tens of thousands
/// of these). Two values are equal when they hold the same names at the same locations, in
/// whatever order they were set.
public struct AttributeLocations: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// One attribute's name and where its value starts.
  private struct Entry: Sendable, Hashable {
    var name: String
    var location: SourceLocation
  }

  /// The entries, sorted by name, each name once.
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
      let (position, found) = place(of: name)
      return found ? entries[position].location : nil
    }
    set {
      let (position, found) = place(of: name)
      switch (newValue, found) {
      case (let location?, true): entries[position].location = location
      case (let location?, false):
        entries.insert(Entry(name: name, location: location), at: position)
      case (nil, true): entries.remove(at: position)
      case (nil, false): break
      }
    }
  }

  /// The names that have a location, sorted.
  public var keys: [String] { entries.map(\.name) }

  /// Whether no attribute has a location.
  public var isEmpty: Bool { entries.isEmpty }

  /// How many attributes have a location.
  public var count: Int { entries.count }

  /// Where `name` is in the sorted entries, or would go, and whether it is there.
  private func place(of name: String) -> (position: Int, found: Bool) {
    for (position, entry) in entries.enumerated() {
      if entry.name == name { return (position, true) }
      if name < entry.name { return (position, false) }
    }
    return (entries.count, false)
  }
}
