import Foundation
import ProtocellDiagnostics
import ProtocellSnapshots
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// The snapshots' findings are described once, in Swift, and the "Findings" table of
/// Snapshots.md says the same words.
struct SnapshotRuleDescriptionTests {
  /// The codes of the kinds of finding, in their order.
  static let codes = SnapshotFinding.Kind.allCases.map { DiagnosticCode(rawValue: $0.rawValue) }

  /// One code per kind of finding, each described, none of them one of the template checker's.
  @Test func everyFindingHasADescription() {
    for code in Self.codes {
      #expect(DiagnosticCode.snapshotRuleDescriptions[code]?.defaultSeverity == .warning)
      #expect(code.ruleDescription == nil, "\(code.rawValue)")
      #expect(!DiagnosticCode.all.contains(code), "\(code.rawValue)")
    }
    #expect(DiagnosticCode.snapshotRuleDescriptions.count == 3)
  }

  /// The table lists the codes in order, each row saying what its description says.
  @Test func theDocumentationTableSaysWhatTheDescriptionsSay() throws {
    let rows = try FindingsTable.rows()
    #expect(rows.map(\.code) == ["truncated-text", "clipped-text", "view-outside-cell"])
    #expect(rows.map(\.code) == Self.codes.map(\.rawValue))
    for row in rows {
      let description = try #require(
        DiagnosticCode.snapshotRuleDescriptions[DiagnosticCode(rawValue: row.code)])
      #expect(row.foundWhen == description.reportedWhen, "\(row.code)")
      #expect(row.fix == description.fix, "\(row.code)")
    }
  }

  /// The short description is the first sentence: for `clipped-text`, up to its first full
  /// stop (the colon does not end it).
  @Test func theSummaryOfClippedTextIsItsFirstSentence() throws {
    let description = try #require(DiagnosticCode.snapshotRuleDescriptions[.clippedText])
    #expect(
      description.summary
        == "A line's baseline lies below the label's bottom edge at some trait combination: the "
        + "label is shorter than its text, and those lines are not drawn.")
  }
}

/// The "Findings" table of `Documentation/Snapshots.md`.
private enum FindingsTable {
  struct Row {
    var code: String
    var foundWhen: String
    var fix: String
  }

  /// The table's rows, in its order.
  static func rows() throws -> [Row] {
    try DocumentationTable.rows(
      in: "Documentation/Snapshots.md", header: "| Code | Found when | Fix |", columns: 3
    ).map { cells in
      Row(
        code: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
        foundWhen: cells[1], fix: cells[2])
    }
  }
}
