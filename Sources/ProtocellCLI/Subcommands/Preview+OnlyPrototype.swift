import Protocell

extension ProtocellCommand.Preview {
  /// Refuses to guess which prototype to draw when neither `--id` nor `--all` names it and
  /// the templates hold other than one.
  ///
  /// - Parameters:
  ///   - keys: The prototypes' keys.
  ///   - hasRows: Whether `--data` is given, where `--id-key` may pick them too.
  /// - Throws: ``CommandFailure/usage(_:)`` listing the prototypes when there are several.
  static func requireOnePrototype(_ keys: [String], hasRows: Bool = false) throws {
    guard keys.count != 1 else { return }
    throw CommandFailure.usage(
      (hasRows
        ? "name a prototype with --id, pass --all, or pass --id-key type to draw the prototypes "
          + "the rows' 'type' names: the templates hold "
        : "name a prototype with --id, or pass --all: the templates hold ")
        + ProtocellCommand.Validate.plural(keys.count, "prototype")
        + PrototypeSource.listing(keys))
  }

  /// Refuses a gallery of inputs that declare no prototype, or of several that neither `--id`
  /// nor `--all` names, before its findings are printed, so the error comes alone, as `measure
  /// --data` without `--id` gives it; a gallery whose errors leave no cell is left to
  /// ``nothingToDraw``.
  ///
  /// - Parameters:
  ///   - files: The files the gallery's load parsed.
  ///   - registry: The registry it loaded them into.
  ///   - hasErrors: Whether the load had errors (a pack that does not decode, say).
  /// - Throws: ``CommandFailure/failure(_:)`` when there is none, ``CommandFailure/usage(_:)``
  ///   listing the prototypes when there are several.
  func requireNamedPrototype(
    files: [TemplateFile], registry: PrototypeRegistry, hasErrors: Bool
  ) throws {
    guard id == nil else { return }
    // The gallery's prototypes, in its order: every cell of the files, then the packs'.
    let declared = PrototypeSource.keysInFileOrder(of: files)
    let seen = Set(declared)
    let keys =
      declared + registry.reuseIdentifiersInRegistrationOrder.filter { !seen.contains($0) }
    // Errors that leave no cell (a document cut short) are said by ``nothingToDraw``.
    if !hasErrors { try PrototypeSource.requirePrototypes(keys, toDo: "draw", paths: paths) }
    if !all, !rowsPickPrototypes, keys.count > 1 {
      try Self.requireOnePrototype(keys, hasRows: data != nil)
    }
  }
}
