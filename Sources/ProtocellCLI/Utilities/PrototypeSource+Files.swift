import Protocell

extension PrototypeSource.Loaded {
  /// The file each prototype was read from, by key, as the paths named it.
  ///
  /// Standard input's is `<stdin>`; a compiled pack's prototypes, which keep no file, have none.
  /// `measure` prints it so that a folder run's rows map back to their files.
  var fileOfPrototype: [String: String] {
    var found: [String: String] = [:]
    for file in files {
      let path = standardInput?.named(file.path) ?? file.path
      for cell in file.cells where found[cell.reuseIdentifier] == nil {
        found[cell.reuseIdentifier] = path
      }
    }
    return found
  }
}
