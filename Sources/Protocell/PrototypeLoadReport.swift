/// What ``PrototypeLoader/load(paths:into:replacing:)`` checked and registered.
public struct PrototypeLoadReport: Sendable {
  /// The templates' check: parsed files, sources and every diagnostic; `nil` when only packs
  /// were named.
  public var check: TemplateCheckReport?
  /// Why nothing was registered, or `nil` when everything was.
  public var registryError: RegistryError?
  /// The largest ``TemplateLimits/maximumLayoutWork`` the templates' configurations set (the
  /// default for packs), so that whatever passed the check can also be measured.
  public var maximumLayoutWork = TemplateLimits.default.maximumLayoutWork

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - check: The templates' check, if templates were named.
  ///   - registryError: Why nothing was registered, if so.
  public init(check: TemplateCheckReport?, registryError: RegistryError?) {
    self.check = check
    self.registryError = registryError
  }

  /// Whether every prototype was registered.
  public var isSuccess: Bool { registryError == nil }

  /// The diagnostics of the templates (warnings only, when the load succeeded).
  public var diagnostics: [Diagnostic] { check?.diagnostics ?? [] }
}
