import Protocell

extension PrototypeSource.Loaded {
  /// The key of every prototype, registered or left out, in the order of the files that
  /// declare them (qualified keys such as `Cell@abc-12-xyz` where a bare reuse identifier is not
  /// unique), then those of packs, which have no file order, sorted.
  var prototypeKeysInFileOrder: [String] {
    let registered = registry.reuseIdentifiers
    let measurable = Set(registered)
    var seen = Set<String>()
    var keys: [String] = []
    for file in files {
      for cell in file.cells where seen.insert(cell.reuseIdentifier).inserted {
        keys.append(cell.reuseIdentifier)
      }
    }
    // Only prototypes that can be measured, or that were left out (and are reported so).
    keys = keys.filter { measurable.contains($0) || skipped.contains(reuseIdentifier: $0) }
    for key in registered where seen.insert(key).inserted { keys.append(key) }
    return keys
  }
}
