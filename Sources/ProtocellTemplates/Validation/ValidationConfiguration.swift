import ProtocellDiagnostics

/// Which diagnostics a project wants: rules switched off by code, and warnings promoted to errors.
///
/// A project keeps it in a `.protocell.json` file beside its templates (which the umbrella
/// module's `ConfigurationFile` reads); the command line can add to it (`--warnings-as-errors`).
public struct ValidationConfiguration: Sendable, Hashable {
  /// Codes whose diagnostics are dropped.
  public var disabledCodes: Set<DiagnosticCode>
  /// Whether warnings are reported as errors.
  public var warningsAsErrors: Bool

  /// Creates a configuration.
  public init(disabledCodes: Set<DiagnosticCode> = [], warningsAsErrors: Bool = false) {
    self.disabledCodes = disabledCodes
    self.warningsAsErrors = warningsAsErrors
  }

  /// The diagnostics with disabled codes removed and warnings promoted if asked.
  public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.compactMap { diagnostic in
      guard diagnostic.code.isAlwaysReported || !disabledCodes.contains(diagnostic.code) else {
        return nil
      }
      var result = diagnostic
      if warningsAsErrors, result.severity == .warning { result.severity = .error }
      return result
    }
  }
}
