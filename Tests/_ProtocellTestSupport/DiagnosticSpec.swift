import Protocell

/// An expected diagnostic: its code, the marker where it points, and optionally its message and severity.
public struct DiagnosticSpec: Sendable, CustomStringConvertible {
  /// The expected code.
  public var code: DiagnosticCode
  /// The marker (1️⃣ …) at the expected location.
  public var locationMarker: String
  /// The expected message, if the test pins it.
  public var message: String?
  /// The expected severity.
  public var severity: DiagnosticSeverity
  /// The expected message of the first fix-it, if the test pins it.
  public var fixIt: String?

  /// Creates an expectation.
  public init(
    _ code: DiagnosticCode, at locationMarker: String, message: String? = nil,
    severity: DiagnosticSeverity = .error, fixIt: String? = nil
  ) {
    self.code = code
    self.locationMarker = locationMarker
    self.message = message
    self.severity = severity
    self.fixIt = fixIt
  }

  /// A readable form for failure messages.
  public var description: String {
    "\(severity) [\(code)] at \(locationMarker)\(message.map { ": \($0)" } ?? "")"
  }
}

/// Parses and validates a marked template and compares its diagnostics with the expected ones.
///
/// - Parameters:
///   - source: The marked template.
///   - expected: The diagnostics expected.
///   - validator: The validator to run after parsing.
/// - Returns: What was expected but missing, and what was found but not expected, each as a
///   readable line; both are empty when the diagnostics match.
public func mismatchedDiagnostics(
  in source: MarkedSource, expected: [DiagnosticSpec],
  validator: TemplateValidator = TemplateValidator()
) -> (missing: [String], unexpected: [String]) {
  let parsed = TemplateParser().parse(text: source.text, path: source.path)
  var actual = parsed.diagnostics + validator.validate(parsed.file)
  var missing: [String] = []
  for spec in expected {
    let location = source.location(spec.locationMarker)
    if let index = actual.firstIndex(where: {
      $0.code == spec.code && $0.location == location && $0.severity == spec.severity
        && (spec.message == nil || $0.message == spec.message)
        && (spec.fixIt == nil || $0.fixIts.first?.message == spec.fixIt)
    }) {
      actual.remove(at: index)
    } else {
      missing.append("\(spec) (\(location))")
    }
  }
  return (missing, actual.map(\.description))
}
