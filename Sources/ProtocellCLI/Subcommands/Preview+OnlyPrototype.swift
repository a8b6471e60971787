import Protocell

extension ProtocellCommand.Preview {
  /// Refuses to guess which prototype to draw when neither `--id` nor `--all` names it and
  /// the templates hold other than one.
  static func requireOnePrototype(_ keys: [String]) throws {
    guard keys.count != 1 else { return }
    throw CommandFailure.usage(
      "name a prototype with --id, or pass --all: the templates hold "
        + ProtocellCommand.Validate.plural(keys.count, "prototype")
        + PrototypeSource.listing(keys))
  }

  /// Refuses a gallery of several prototypes that neither `--id` nor `--all` names before the
  /// templates are checked, so the usage error comes alone, not after their diagnostics, as
  /// `measure --data` without `--id` gives it.
  ///
  /// The files are read without the layout check; what cannot be read, and standard input
  /// (which can be read once), is left to the gallery's own loading, which still refuses.
  func requireNamedPrototypeBeforeChecking() throws {
    guard !all, id == nil, !paths.contains("-") else { return }
    let registry = PrototypeRegistry()
    let loader = PrototypeLoader(
      checker: TemplateChecker(loader: contentSizeOptions.templateLoader(canvas: data == nil)),
      checksLayout: false)
    let report = loader.load(paths: paths, into: registry)
    let files = report.check?.files ?? []
    // The gallery's prototypes, in its order: every cell of the files, then the packs'.
    let declared = PrototypeSource.keysInFileOrder(of: files)
    let seen = Set(declared)
    let keys = declared + registry.reuseIdentifiers.filter { !seen.contains($0) }
    if keys.count > 1 { try Self.requireOnePrototype(keys) }
  }
}
