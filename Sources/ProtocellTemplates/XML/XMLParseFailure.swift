import ProtocellDiagnostics

/// Why a template file could not be read as XML at all.
struct XMLParseFailure: Error, Sendable {
  /// What went wrong, from the catalogue.
  var message: DiagnosticMessage
  /// Where, when known.
  var location: SourceLocation?
  /// The file, for a failure with the whole of it and no `location` (too large to parse).
  var wholeFile: String?
  /// How to fix it, when this failure knows better than the message's usual fix-it.
  var fixIt: String?

  /// The failure as a diagnostic.
  var diagnostic: Diagnostic {
    var diagnostic = Diagnostic(
      message, at: location, fixIts: fixIt.map { [FixIt(message: $0)] } ?? [])
    if location == nil { diagnostic.wholeFile = wholeFile }
    return diagnostic
  }
}
