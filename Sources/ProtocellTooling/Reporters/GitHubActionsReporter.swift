import ProtocellDiagnostics
import ProtocellTemplates

/// Writes diagnostics as GitHub Actions workflow commands, which GitHub shows as annotations on
/// the lines of a pull request's changed files.
///
/// Each diagnostic is one line:
///
/// ```
/// ::error file=Templates/Broken.xml,line=4,col=5,title=unknown-element::unknown element <lable> [unknown-element]%0Afix-it: did you mean 'label'?
/// ```
///
/// Errors are `error` commands, warnings `warning` and notes `notice`. The title is the rule code.
/// The text carries the message, the fix-its and the notes on separate lines. Values are escaped as
/// GitHub's toolkit escapes them: `%`, carriage return and line feed everywhere, and `:` and `,`
/// in properties too. Paths are printed as given, so run the check from the repository's root.
public struct GitHubActionsReporter: DiagnosticReporter {
  /// Creates the reporter.
  public init() {}

  /// One workflow command per diagnostic; files without findings print nothing.
  public func report(_ diagnostics: [Diagnostic], checkedFiles files: [String]) -> String {
    diagnostics.map { command(for: $0) + "\n" }.joined()
  }

  /// The workflow command for one diagnostic, without the line end.
  func command(for diagnostic: Diagnostic) -> String {
    var properties: [(String, String)] = []
    if let location = diagnostic.location {
      properties.append(("file", location.file))
      properties.append(("line", String(location.line)))
      properties.append(("col", String(location.column)))
    } else if let file = diagnostic.wholeFile {
      properties.append(("file", file))
    }
    properties.append(("title", diagnostic.code.rawValue))
    let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
    return
      "::\(Self.command(for: diagnostic.severity)) \(list)::\(Self.escapeData(diagnostic.fullText))"
  }

  private static func command(for severity: DiagnosticSeverity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// A command's message, escaped: `%`, CR and LF.
  static func escapeData(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// A command's property value, escaped: as a message, and `:` and `,` too.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
