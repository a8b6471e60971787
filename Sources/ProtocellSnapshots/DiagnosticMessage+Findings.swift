import ProtocellDiagnostics
import ProtocellTemplates

// The messages of `protocell snapshot --findings`: what a snapshot shows that a team would not
// want to ship, on the line of the view concerned.

extension DiagnosticCode {
  /// A label's text does not fit its lines at some trait combination.
  public static let truncatedText: Self = "truncated-text"
  /// A label is shorter than its lines at some trait combination.
  public static let clippedText: Self = "clipped-text"
  /// A view reaches outside its cell at some trait combination.
  public static let viewOutsideCell: Self = "view-outside-cell"
}

extension DiagnosticMessage {
  /// A finding of the snapshots, where it first occurs and how often.
  ///
  /// - Parameters:
  ///   - finding: What was found, first.
  ///   - prototype: The prototype.
  ///   - combination: The first trait combination and row that show it.
  ///   - count: How many of the `total` snapshots of the prototype show it.
  ///   - total: The prototype's snapshots.
  /// - Returns: A warning, with the usual fix as its fix-it.
  package static func snapshotFinding(
    _ finding: SnapshotFinding, prototype: String, combination: String, count: Int, total: Int
  ) -> Self {
    let what: String
    let code: DiagnosticCode
    let fixIt: String
    switch finding.kind {
    case .truncatedText:
      what = "the text of '\(finding.view)' is truncated"
      code = .truncatedText
      fixIt = "let it wrap (numberOfLines 0), or give it room at narrow widths and large type"
    case .clippedText:
      what = "the text of '\(finding.view)' is cut off"
      code = .clippedText
      fixIt =
        finding.hasFixedHeight
        ? "let the label grow with its text: remove the constraint that fixes its height"
        : "let the label grow with its text: raise its vertical compression resistance above the "
          + "constraints that squeeze it, or fix the size of a view whose size follows the row's "
          + "height"
    case .viewOutsideCell:
      what = "'\(finding.view)' reaches outside the cell"
      code = .viewOutsideCell
      fixIt = "constrain it inside the content view, or let the row grow"
    }
    let share =
      total == 1
      ? "in its only snapshot"
      : count == total ? "in all \(total) snapshots" : "in \(count) of \(total) snapshots"
    return Self(
      "\(what) in '\(prototype)' at \(combination): \(finding.detail) (\(share))",
      code: code, severity: .warning, fixIt: fixIt)
  }
}

extension SnapshotFinding {
  /// The warning that reports this finding on the line of its view.
  ///
  /// - Parameters:
  ///   - prototype: The prototype.
  ///   - combination: The first trait combination and row that show it.
  ///   - count: How many of the `total` snapshots of the prototype show it.
  ///   - total: The prototype's snapshots.
  ///   - location: Where the view is declared, if known.
  ///   - terms: For a cell of an Interface Builder document, its terms, which word the fix-it
  ///     in Xcode's words; `nil` for a template's.
  /// - Returns: A warning (``DiagnosticMessage/snapshotFinding(_:prototype:combination:count:total:)``).
  package func diagnostic(
    prototype: String, combination: String, count: Int, total: Int, at location: SourceLocation?,
    terms: InterfaceBuilderTerms? = nil
  ) -> Diagnostic {
    Diagnostic(
      .snapshotFinding(
        self, prototype: prototype, combination: combination, count: count, total: total),
      at: location, fixIts: terms.map { [FixIt(message: $0.fixIt(for: self))] } ?? [])
  }
}
