import Protocell

extension PrototypeSource.Loaded {
  /// The key of every prototype, registered or left out, in the order of the files that
  /// declare them (qualified keys such as `Cell@abc-12-xyz` where a bare reuse identifier is not
  /// unique), then those of packs, in the packs' order: the order they were compiled in, the
  /// documents' own.
  var prototypeKeysInFileOrder: [String] {
    let registered = registry.reuseIdentifiersInRegistrationOrder
    let measurable = Set(registered)
    let declared = PrototypeSource.keysInFileOrder(of: files)
    // Only prototypes that can be measured, or that were left out (and are reported so).
    var keys = declared.filter { measurable.contains($0) || skipped.contains(reuseIdentifier: $0) }
    let seen = Set(declared)
    keys += registered.filter { !seen.contains($0) }
    return keys
  }
}

extension PrototypeSource {
  /// Refuses inputs that declare no cell prototype at all (a storyboard of plain screens), before
  /// any note on how cells would be laid out: `nothing to measure: no cell prototype in
  /// 'Main.storyboard' (…)`, exit status 1.
  ///
  /// - Parameters:
  ///   - keys: The inputs' prototypes, registered or left out.
  ///   - verb: What the command would do with them: `measure`, `draw`, `snapshot`.
  ///   - paths: The paths the command was given (none: `Templates`).
  /// - Throws: ``CommandFailure/failure(_:)`` when `keys` is empty.
  static func requirePrototypes(_ keys: [String], toDo verb: String, paths: [String]) throws {
    guard keys.isEmpty else { return }
    throw CommandFailure.failure(noPrototypesMessage(toDo: verb, paths: paths))
  }

  /// `nothing to measure: no cell prototype in 'Main.storyboard' (…)`: what a command says of
  /// inputs that declare no cell (``requirePrototypes(_:toDo:paths:)``, `compile`'s refusal).
  static func noPrototypesMessage(toDo verb: String, paths: [String]) -> String {
    "nothing to \(verb): no cell prototype in \(quoted(paths.isEmpty ? ["Templates"] : paths)) "
      + "(Interface Builder's <tableViewCell> and <collectionViewCell>, a template's <cell>)"
  }

  /// The key of each cell of `files`, once, in the order the files declare them.
  static func keysInFileOrder(of files: [TemplateFile]) -> [String] {
    var seen = Set<String>()
    return files.flatMap(\.cells).map(\.reuseIdentifier).filter { seen.insert($0).inserted }
  }
}
