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
    // As many distinct ids as views: no id is declared twice, and nothing need be remembered.
    let mayRepeat = context.viewIDs.count != context.views.count
    for index in context.views.indices where !context.views[index].id.isEmpty {
      let id = context.views[index].id
      var location: SourceLocation? { context.views[index].location(ofAttribute: "id") }
      if LayoutItem.reservedNames.contains(id) {
        diagnostics.append(
          Diagnostic(
            .reservedViewID(id), at: location,
            fixIts: [
              .replacing(
                "rename the view, e.g. '\(id)View'", with: "\(id)View", at: location,
                length: id.unicodeScalars.count)
            ]))
      } else if !Self.isIdentifier(id) {
        diagnostics.append(
          Diagnostic(.invalidViewID(id), at: location))
      }
      guard mayRepeat else { continue }
      if let first = firstSeen[id] {
        diagnostics.append(
          Diagnostic(
            .duplicateViewID(id, cell: cell.reuseIdentifier), at: location,
            notes: [
              .firstDeclared(id, location: context.views[first].location(ofAttribute: "id"))
            ]))
      } else {
        firstSeen[id] = index
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
