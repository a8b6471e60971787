/// Checks that constraint ids are unique within their cell.
struct ConstraintIdentifierRule: CellValidationRule {
  var codes: [DiagnosticCode] { [.duplicateConstraintID] }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    var firstSeen: [String: LayoutConstraint] = [:]
    for constraint in cell.constraints {
      guard let id = constraint.identifier else { continue }
      if let first = firstSeen[id] {
        diagnostics.append(
          Diagnostic(
            code: .duplicateConstraintID,
            message: "duplicate constraint id '\(id)' in cell '\(cell.reuseIdentifier)'",
            location: constraint.location,
            notes: [
              DiagnosticNote(message: "'\(id)' is first used here", location: first.location)
            ],
            fixIts: [FixIt(message: "give each constraint of a cell its own id")]))
      } else {
        firstSeen[id] = constraint
      }
    }
  }
}
