import ProtocellDiagnostics

/// Why a template file could not be read as XML at all.
struct XMLParseFailure: Error, Sendable {
  /// What went wrong, from the catalogue.
  var message: DiagnosticMessage
  /// Where, when known.
  var location: SourceLocation?
  /// How to fix it, when this failure knows better than the message's usual fix-it.
  var fixIt: String?

  /// The failure as a diagnostic.
  var diagnostic: Diagnostic {
    Diagnostic(message, at: location, fixIts: fixIt.map { [FixIt(message: $0)] } ?? [])
  }
}
