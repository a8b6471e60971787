import Protocell

/// One row as `measure` prints it: the row's line (and frames), then, in the table, the
/// warnings under it, which later rows of the same prototype shorten (``RepeatedWarnings``).
struct MeasuredRow: Sendable {
  /// The row's number, as printed.
  var number: Int
  /// The prototype measured.
  var prototype: String
  /// The height printed.
  var height: Double
  /// The row's text without its warnings, line breaks included.
  var line: String
  /// The warnings printed under the row in the table; none in CSV and JSON, where a row's
  /// warnings (JSON's `brokenConstraints` and `warnings`) are in ``line``.
  var warnings: [RowWarning] = []

  /// The row's text with every warning in full.
  var text: String { line + warnings.map(\.text).joined() }
}

/// A warning under a row in `measure`'s table: in full, and in a few words for a row that
/// repeats it.
struct RowWarning: Sendable, Hashable {
  /// The warning's lines in full, indented, line breaks included.
  var text: String
  /// What it is about, in a few words: `the content view fits at 0 points`.
  var summary: String

  /// The most conflicting constraints a warning names on its own line; a longer list is
  /// printed one constraint a line, as UIKit's log lists them.
  static let conflictsOnOneLine = 3

  /// The warning for a broken constraint.
  ///
  /// - Parameters:
  ///   - broken: The constraint broken, and what it conflicted with.
  ///   - placeholders: The IB ids of the prototype's design-time constraints
  ///     (`placeholder="YES"`), which the canvas keeps and the app never has: one broken, or
  ///     among the conflicts, is said to be one in a note.
  init(_ broken: BrokenConstraint, placeholders: Set<String> = []) {
    let conflicts = broken.conflictDescriptions
    summary = "broke \(broken.constraint)"
    text =
      conflicts.count > Self.conflictsOnOneLine
      ? "  warning: broke \(broken.constraint), which conflicts with \(conflicts.count) "
        + "constraints:\n" + conflicts.map { "      \($0)\n" }.joined()
      : "  warning: \(broken)\n"
    let distinct = BrokenConstraint.distinctDescriptions(
      of: ([broken.constraint] + broken.conflicts).filter { origin in
        origin.templateConstraint?.identifier.map(placeholders.contains) == true
      })
    if !distinct.isEmpty {
      let one = distinct.count == 1
      text +=
        "    note: \(distinct.joined(separator: ", ")) \(one ? "is a placeholder" : "are placeholders") "
        + "(placeholder=\"YES\", Interface Builder's \"Remove at build time\"): the canvas has "
        + "\(one ? "it" : "them"), the app does not; rows given with --data are laid out "
        + "without \(one ? "it" : "them")\n"
    }
  }

  /// The warning for something else the layout answered for, worded for an Interface
  /// Builder cell when `isInterfaceBuilder` (``LayoutWarning/description(isInterfaceBuilder:)``).
  init(
    _ warning: LayoutWarning, isInterfaceBuilder: Bool = false,
    recordedHeight: LayoutWarning.RecordedHeight? = nil
  ) {
    text =
      "  warning: "
      + warning.description(isInterfaceBuilder: isInterfaceBuilder, recordedHeight: recordedHeight)
      + "\n"
    switch warning {
    case .ambiguousLayout(let viewIDs):
      summary =
        "the layout of \(PrototypeSource.quoted(viewIDs)) is ambiguous"
    case .zeroFittingHeight:
      summary = "the content view fits at 0 points"
    case .invalidSize(let viewID, _, _, _):
      summary = "'\(viewID)' is laid out at a size below zero"
    case .emptyImageView(let viewID, _):
      summary = "'\(viewID)' has no image"
    case .squeezedLabel(let viewID, _, _, _, _):
      summary = "'\(viewID)' is shorter than its text"
    case .narrowedLabel(let viewID, _):
      summary = "'\(viewID)' is 0 points wide"
    case .viewsOutsideFittedRow(let viewIDs, _, _), .viewsOutsideFixedRow(let viewIDs, _, _, _):
      summary = "\(PrototypeSource.quoted(viewIDs.prefix(3))) reach outside the cell"
    }
  }
}

extension RowWarning {
  /// A warning the command finds itself, not the layout: `text` in full (indented, line break
  /// included) and `summary` for rows that repeat it.
  init(text: String, summary: String) {
    self.text = text
    self.summary = summary
  }
}
