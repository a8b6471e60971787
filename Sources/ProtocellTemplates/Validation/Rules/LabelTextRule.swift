import ProtocellDiagnostics

/// Warns about labels with neither text nor a binding: they are always empty.
struct LabelTextRule: CellValidationRule {
  var codes: [DiagnosticCode] { [.labelWithoutText] }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    for view in context.views {
      guard case .label(let content) = view.kind, content.text.isEmpty, view.binding == nil else {
        continue
      }
      diagnostics.append(
        Diagnostic(.labelWithoutText(viewID: view.id), at: view.location))
    }
  }
}
