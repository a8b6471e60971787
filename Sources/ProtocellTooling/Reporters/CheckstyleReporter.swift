import ProtocellDiagnostics
import ProtocellTemplates

/// Writes diagnostics as a Checkstyle XML report, which Jenkins' Warnings plug-in, reviewdog,
/// GitLab and many code-review tools read.
///
/// Every checked file gets a `<file>` element, so that a clean file shows as checked; each
/// diagnostic is an `<error>` in its file with `line`, `column`, `severity` (`error`, `warning`
/// or `info`), `message` (with the fix-its and notes on further lines) and `source`
/// (`protocell.` followed by the rule code). Diagnostics without a place go in a `<file>` with
/// an empty name.
public struct CheckstyleReporter: DiagnosticReporter {
  /// Creates the reporter.
  public init() {}

  /// The whole Checkstyle document.
  public func report(_ diagnostics: [Diagnostic], checkedFiles files: [String]) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for group in DiagnosticsByFile(diagnostics, checkedFiles: files).groups {
      let name = XMLEscaping.escape(group.file ?? "", inAttribute: true)
      if group.diagnostics.isEmpty {
        output += "  <file name=\"\(name)\"/>\n"
        continue
      }
      output += "  <file name=\"\(name)\">\n"
      for diagnostic in group.diagnostics {
        output += "    <error"
        if let location = diagnostic.location {
          output += " line=\"\(location.line)\" column=\"\(location.column)\""
        }
        output += " severity=\"\(Self.severity(diagnostic.severity))\""
        output += " message=\"\(XMLEscaping.escape(diagnostic.fullText, inAttribute: true))\""
        output += " source=\"protocell.\(XMLEscaping.escape(diagnostic.code.rawValue))\"/>\n"
      }
      output += "  </file>\n"
    }
    return output + "</checkstyle>\n"
  }

  private static func severity(_ severity: DiagnosticSeverity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "info"
    }
  }
}
