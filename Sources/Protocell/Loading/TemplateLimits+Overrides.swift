/// A project's own limits: the `limits` object of its `.protocell.json`, applied over the
/// limits a checker was given.
extension TemplateLimits {
  /// These limits with the ones in `overrides` put in their place.
  ///
  /// ``TemplateChecker`` combines its parser's limits with a ``ConfigurationFile``'s `limits`
  /// this way, for the templates the file governs.
  ///
  /// - Parameter overrides: Limits by name, as a configuration file gives them.
  /// - Returns: The combined limits.
  public func overriding(with overrides: [Key: Int]) -> TemplateLimits {
    var result = self
    for (key, value) in overrides { result[key] = value }
    return result
  }
}
