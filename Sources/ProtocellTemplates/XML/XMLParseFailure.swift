/// Why a template file could not be read as XML at all.
struct XMLParseFailure: Error, Sendable {
  /// The diagnostic code to report.
  var code: DiagnosticCode
  /// What went wrong, in one sentence.
  var message: String
  /// Where, when known.
  var location: SourceLocation?
  /// How to fix it.
  var hint: String?

  /// The failure as a diagnostic.
  var diagnostic: Diagnostic {
    Diagnostic(
      code: code, message: message, location: location,
      fixIts: hint.map { [FixIt(message: $0)] } ?? [])
  }
}
