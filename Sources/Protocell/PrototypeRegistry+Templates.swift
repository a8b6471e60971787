extension PrototypeRegistry {
  /// Parses, checks and registers every template file named and found under the folders named,
  /// or nothing if any template has an error or any identifier clashes.
  ///
  /// The check is `protocell validate`'s, configuration files and layout rules included: a
  /// template with errors is never registered. Pass a loader with
  /// ``PrototypeLoader/checksLayout`` off to skip laying cells out.
  ///
  /// - Parameters:
  ///   - paths: Template files or folders (searched recursively), or compiled packs.
  ///   - loader: How templates are loaded and checked.
  ///   - replacing: Whether prototypes already registered are replaced.
  /// - Returns: The report, whose diagnostics are the templates' warnings.
  /// - Throws: ``RegistryError/invalidTemplates(_:)`` with every diagnostic if any is an error,
  ///   ``RegistryError/duplicateReuseIdentifier(_:existing:new:)``, or a pack's error.
  @discardableResult
  public func registerTemplates(
    atPaths paths: [String], loader: PrototypeLoader = PrototypeLoader(), replacing: Bool = false
  ) throws(RegistryError) -> PrototypeLoadReport {
    let report = loader.load(paths: paths, into: self, replacing: replacing)
    if let error = report.registryError { throw error }
    return report
  }
}
