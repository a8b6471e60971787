import ProtocellDiagnostics

/// Checks view ids: unique within the cell, not a built-in item name, and spelled as an identifier.
struct ViewIdentifierRule: CellValidationRule {
  var codes: [DiagnosticCode] { [.duplicateViewID, .reservedViewID, .invalidIdentifier] }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    // Where each id is first declared, by its view's place in `context.views`: no view is
    // copied, and no location is worked out unless a diagnostic needs it.
    var firstSeen: [String: Int] = [:]
    for (index, view) in context.views.enumerated() where !view.id.isEmpty {
      var location: SourceLocation? { view.location(ofAttribute: "id") }
      if LayoutItem.reservedNames.contains(view.id) {
        diagnostics.append(
          Diagnostic(
            .reservedViewID(view.id), at: location,
            fixIts: [
              .replacing(
                "rename the view, e.g. '\(view.id)View'", with: "\(view.id)View", at: location,
                length: view.id.unicodeScalars.count)
            ]))
      } else if !Self.isIdentifier(view.id) {
        diagnostics.append(
          Diagnostic(.invalidViewID(view.id), at: location))
      }
      if let first = firstSeen[view.id] {
        diagnostics.append(
          Diagnostic(
            .duplicateViewID(view.id, cell: cell.reuseIdentifier), at: location,
            notes: [
              .firstDeclared(view.id, location: context.views[first].location(ofAttribute: "id"))
            ]))
      } else {
        firstSeen[view.id] = index
      }
    }
  }

  /// Whether `text` is `[A-Za-z_][A-Za-z0-9_]*`, the spelling constraints can refer to.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ConstraintLexer.isIdentifierStart(first) else {
      return false
    }
    return text.unicodeScalars.allSatisfy(ConstraintLexer.isIdentifierContinuation)
  }
}
