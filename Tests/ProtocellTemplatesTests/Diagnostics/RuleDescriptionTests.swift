import Foundation
import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

struct RuleDescriptionTests {
  @Test func everyCodeHasADescriptionAndASnapshotFindingHasNone() {
    for code in DiagnosticCode.all {
      #expect(code.ruleDescription != nil, "\(code.rawValue)")
    }
    #expect(DiagnosticCode(rawValue: "truncated-text").ruleDescription == nil)
  }

  /// The "Rule codes" table of TemplateLanguage.md names every code once, in the order of
  /// ``DiagnosticCode/all``.
  @Test func theDocumentationTableListsExactlyTheCodes() throws {
    let codes = try RuleCodesTable.rows().map(\.code)
    #expect(codes == DiagnosticCode.all.map(\.rawValue))
  }

  /// Each row of the table says what the code's description says, word for word, and gives
  /// its default severity (alone, or among the severities of a code whose severity varies).
  @Test func theDocumentationTableSaysWhatTheDescriptionsSay() throws {
    let rows = try RuleCodesTable.rows()
    for code in DiagnosticCode.all {
      guard let row = rows.first(where: { $0.code == code.rawValue }),
        let description = code.ruleDescription
      else {
        Issue.record("no row or no description for \(code.rawValue)")
        continue
      }
      #expect(row.reportedWhen == description.reportedWhen, "\(code.rawValue)")
      #expect(row.fix == description.fix, "\(code.rawValue)")
      let severities = row.severity.replacingOccurrences(of: " or ", with: ", ")
        .components(separatedBy: ", ")
      #expect(severities.contains(description.defaultSeverity.rawValue), "\(code.rawValue)")
    }
  }

  /// A font family that is not installed is measured with a stand-in and reported as a warning,
  /// as Interface Builder reports it; only a text that cannot be measured at all is an error.
  @Test func anUnknownFontIsAWarningByDefault() throws {
    let description = try #require(DiagnosticCode.unknownFont.ruleDescription)
    #expect(description.defaultSeverity == .warning)
    #expect(DiagnosticCode.skippedFile.ruleDescription?.defaultSeverity == .note)
    #expect(DiagnosticCode.unsupportedFeature.ruleDescription?.defaultSeverity == .warning)
    #expect(DiagnosticCode.ambiguousLayout.ruleDescription?.defaultSeverity == .error)
  }

  @Test(arguments: [
    ("Rename one.", "Rename one."),
    ("No full stop", "No full stop"),
    ("One (a. b. c) two. Three.", "One (a. b. c) two."),
    ("Code `a. b` ends. Next.", "Code `a. b` ends."),
    ("Version 1.5 of it. Next.", "Version 1.5 of it."),
  ])
  func theSummaryIsTheFirstSentence(text: String, summary: String) {
    let description = RuleDescription(defaultSeverity: .error, reportedWhen: text, fix: "")
    #expect(description.summary == summary)
  }
}

/// The "Rule codes" table of `Sources/Protocell/Protocell.docc/TemplateLanguage.md`.
private enum RuleCodesTable {
  struct Row {
    var code: String
    var severity: String
    var reportedWhen: String
    var fix: String
  }

  /// The table's rows, in its order.
  static func rows() throws -> [Row] {
    try DocumentationTable.rows(
      in: "Sources/Protocell/Protocell.docc/TemplateLanguage.md",
      header: "| Code | Severity | Reported when | Fix |", columns: 4
    ).map { cells in
      Row(
        code: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
        severity: cells[1], reportedWhen: cells[2], fix: cells[3])
    }
  }
}
