import Protocell

extension PrototypeSource.Loaded {
  /// The file each prototype was read from, by key, as the paths named it.
  ///
  /// Standard input's is `<stdin>`; a compiled pack's prototypes have the pack's path (a pack
  /// keeps the templates' paths only as it was compiled, which `inspect` lists).
  /// `measure` prints it so that a folder run's rows map back to their files.
  var fileOfPrototype: [String: String] {
    var found: [String: String] = [:]
    for file in files {
      let path = standardInput?.named(file.path) ?? file.path
      for cell in file.cells where found[cell.reuseIdentifier] == nil {
        found[cell.reuseIdentifier] = path
      }
    }
    for key in registry.reuseIdentifiers where found[key] == nil {
      if case .pack(let path?, _)? = registry.source(forReuseIdentifier: key) {
        found[key] = standardInput?.named(path) ?? path
      }
    }
    return found
  }

  /// The file column of `measure`'s table for rows of `prototypes`: each one's file, or none
  /// at all (an empty dictionary) when they come from one file or fewer, where the command line
  /// already names it.
  ///
  /// Given one folder, a file is named relative to it (`Cells/Feed.xib` for `measure App`);
  /// given several paths, as the paths named it, as JSON's `"file"` names it.
  func tableFiles(forPrototypes prototypes: some Sequence<String>) -> [String: String] {
    let all = fileOfPrototype
    var chosen: [String: String] = [:]
    for key in prototypes { chosen[key] = all[key] }
    guard Set(chosen.values).count > 1 else { return [:] }
    guard paths.count == 1, let folder = paths.first, !folder.isEmpty else { return chosen }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return chosen.mapValues { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
  }

  /// What an unknown `--id` error adds when prototypes come from compiled packs.
  ///
  /// A pack keeps each prototype's key, not the Interface Builder object id or custom class
  /// `--id` takes for a document's cells. Empty when no prototype comes from a pack.
  var packKeysNote: String {
    let fromPacks = registry.reuseIdentifiers.contains { key in
      if case .pack? = registry.source(forReuseIdentifier: key) { return true }
      return false
    }
    guard fromPacks else { return "" }
    return "; a compiled pack keeps each prototype's key, which 'protocell inspect' lists, not "
      + "the object id or class of an Interface Builder cell"
  }
}
