import ProtocellDiagnostics

/// A rule that checks a whole file against what its source records beside the cells (such as
/// the frames an Interface Builder document stores), after the cell rules have run.
///
/// ``TemplateChecker`` runs its ``TemplateChecker/fileRules`` on every file that parsed without
/// errors; their diagnostics are filtered by `.protocell.json` like any other.
public protocol FileValidationRule: Sendable {
  /// The codes this rule can report.
  var codes: [DiagnosticCode] { get }

  /// The rule's findings about `file`.
  ///
  /// - Parameters:
  ///   - file: The parsed file.
  ///   - source: Its text.
  ///   - diagnostics: What the other rules found in the file, for the rule to refer to.
  ///   - limits: The limits in force for the file.
  /// - Returns: The findings.
  func check(
    _ file: TemplateFile, source: SourceFile, diagnostics: [Diagnostic], limits: TemplateLimits
  ) -> [Diagnostic]
}
