import ProtocellDiagnostics
import ProtocellTemplates

// What each finding of `protocell snapshot --findings` reports and how to satisfy it. The
// "Findings" table of Snapshots.md says the same words; `SnapshotRuleDescriptionTests` reads it
// and fails where the two differ.

extension DiagnosticCode {
  /// What the snapshots' findings report and how to satisfy them, by code: the rules a SARIF
  /// log of `snapshot --findings` describes (``ruleDescription`` describes the template
  /// checker's codes, and has none for these).
  public static let snapshotRuleDescriptions: [DiagnosticCode: RuleDescription] = [
    .truncatedText: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "A label's line is truncated at some trait combination: its text needs more lines than `numberOfLines` allow, or constraints squeezed the label below its text's width, where UILabel lays the text out again at the label's width and truncates it.",
      fix: "Let it wrap (`numberOfLines` 0), or give it room at narrow widths and large type."),
    .clippedText: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "A line's baseline lies below the label's bottom edge at some trait combination: the label is shorter than its text, and those lines are not drawn.",
      fix:
        "Let the label grow with its text: remove the constraint that fixes its height, or, where none does, raise its vertical compression resistance above the constraints that squeeze it."
    ),
    .viewOutsideCell: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "A visible view reaches more than a quarter point past an edge of the content view at some trait combination (UIKit clips it).",
      fix: "Constrain it inside the content view, or let the row grow."),
  ]
}
