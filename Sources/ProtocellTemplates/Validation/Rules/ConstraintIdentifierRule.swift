import ProtocellDiagnostics

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
            .duplicateConstraintID(id, cell: cell.reuseIdentifier), at: constraint.location,
            notes: [
              .firstUsed(id, location: first.location)
            ]))
      } else {
        firstSeen[id] = constraint
      }
    }
  }
}
