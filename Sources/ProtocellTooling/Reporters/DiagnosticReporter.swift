import Protocell
import ProtocellDiagnostics
import ProtocellTemplates

/// Renders the diagnostics of a check as one document in a format that other tools read.
///
/// Reporters are for machines: continuous-integration services, code-scanning dashboards and
/// test-result viewers. People read the text of ``DiagnosticsFormatter``. A reporter sees only a
/// diagnostic's stable fields (code, severity, message, location and notes) and its fix-its, so
/// each format shows the same findings.
public protocol DiagnosticReporter: Sendable {
  /// Renders a check.
  ///
  /// - Parameters:
  ///   - diagnostics: The findings, in the order to report them.
  ///   - files: Every file checked, with or without findings, in the order to report them.
  /// - Returns: The whole document, ending with a newline (or empty when there is nothing to say).
  func report(_ diagnostics: [Diagnostic], checkedFiles files: [String]) -> String
}

extension DiagnosticReporter {
  /// Renders the outcome of ``TemplateChecker/check(paths:)``: every file read, and every finding.
  public func report(_ check: TemplateCheckReport) -> String {
    report(check.diagnostics, checkedFiles: check.checkedFiles)
  }
}

extension TemplateCheckReport {
  /// The paths of the files checked: those parsed and any other a diagnostic names, sorted.
  public var checkedFiles: [String] {
    let paths = Set(files.map(\.path)).union(diagnostics.compactMap(\.file))
    return paths.sorted()
  }
}
