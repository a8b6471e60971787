import ProtocellDiagnostics

/// What one rule reports and how to satisfy it, in plain text.
///
/// These are the words of the "Rule codes" table of the template language's documentation (a test
/// keeps the two the same) and of the rules of a SARIF log. Text in backticks is code, as in the
/// table; there is no other markup.
public struct RuleDescription: Hashable, Sendable {
  /// The severity the rule's diagnostics have in a template file.
  ///
  /// Some rules report some problems at another severity (in an Interface Builder document, or
  /// a stand-in font as a warning where an unmeasurable text is an error); this is the one most
  /// of its messages have.
  public var defaultSeverity: DiagnosticSeverity

  /// When the rule reports a problem: one or more sentences.
  public var reportedWhen: String

  /// How to satisfy the rule.
  public var fix: String

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - defaultSeverity: The severity most of the rule's diagnostics have.
  ///   - reportedWhen: When the rule reports a problem.
  ///   - fix: How to satisfy the rule.
  public init(defaultSeverity: DiagnosticSeverity, reportedWhen: String, fix: String) {
    self.defaultSeverity = defaultSeverity
    self.reportedWhen = reportedWhen
    self.fix = fix
  }

  /// The first sentence of ``reportedWhen``.
  ///
  /// A sentence ends at a full stop followed by a space or the end of the text, outside
  /// parentheses and backticks.
  public var summary: String {
    var depth = 0
    var isInCode = false
    var index = reportedWhen.startIndex
    while index < reportedWhen.endIndex {
      let character = reportedWhen[index]
      let next = reportedWhen.index(after: index)
      switch character {
      case "`": isInCode.toggle()
      case "(" where !isInCode: depth += 1
      case ")" where !isInCode: depth = max(0, depth - 1)
      case "." where !isInCode && depth == 0:
        if next == reportedWhen.endIndex || reportedWhen[next] == " " {
          return String(reportedWhen[..<next])
        }
      default: break
      }
      index = next
    }
    return reportedWhen
  }
}
