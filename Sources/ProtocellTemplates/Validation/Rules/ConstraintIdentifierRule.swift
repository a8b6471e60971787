import ProtocellDiagnostics

/// Checks that constraint ids are unique within their cell; the constraints an autoresizing
/// mask makes share one id (``LayoutConstraint/autoresizingMaskIdentifier``) and are not checked.
struct ConstraintIdentifierRule: CellValidationRule {
  var codes: [DiagnosticCode] { [.duplicateConstraintID] }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    // Where each id is first used, by index: most constraints have no id and are not copied.
    var firstSeen: [String: Int] = [:]
    for index in cell.constraints.indices {
      guard let id = cell.constraints[index].identifier,
        !cell.constraints[index].isFromAutoresizingMask
      else { continue }
      if let first = firstSeen[id] {
        diagnostics.append(
          Diagnostic(
            .duplicateConstraintID(id, cell: cell.reuseIdentifier),
            at: cell.constraints[index].location,
            notes: [
              .firstUsed(id, location: cell.constraints[first].location)
            ]))
      } else {
        firstSeen[id] = index
      }
    }
  }
}
