extension PrototypeRegistry {
  /// Parses, checks and registers every template file named and found under the folders named.
  ///
  /// The check is `protocell validate`'s, configuration files and layout rules included. With
  /// the default loader every prototype UIKit could instantiate is registered, as UIKit loads a
  /// nib whose layout it must recover from, and the report lists the errors and the prototypes
  /// left out; a loader with ``PrototypeLoader/ErrorPolicy/strict`` registers nothing if any
  /// template has an error. Pass a loader with ``PrototypeLoader/checksLayout`` off to skip
  /// laying cells out.
  ///
  /// - Parameters:
  ///   - paths: Template files or folders (searched recursively), or compiled packs.
  ///   - loader: How templates are loaded and checked.
  ///   - replacing: Whether prototypes already registered are replaced.
  /// - Returns: The report: the templates' diagnostics and the prototypes left out.
  /// - Throws: ``RegistryError/unreadableFile(path:reason:)`` for a path that names nothing (a
  ///   relative one is looked up from the working directory) or a file named without a template
  ///   extension that is no compiled pack, ``RegistryError/invalidTemplates(_:)`` with the read
  ///   errors for a file that cannot be read, or with every diagnostic if any is an error and
  ///   the policy is strict, ``RegistryError/duplicateReuseIdentifier(_:existing:new:)`` for a
  ///   prototype already in the registry, or a pack's error. Nothing is registered then.
  @discardableResult
  public func registerTemplates(
    atPaths paths: [String], loader: PrototypeLoader = PrototypeLoader(), replacing: Bool = false
  ) throws(RegistryError) -> PrototypeLoadReport {
    let report = loader.load(paths: paths, into: self, replacing: replacing)
    if let error = report.registryError { throw error }
    return report
  }
}
