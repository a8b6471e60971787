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
        Diagnostic(
          code: .labelWithoutText, severity: .warning,
          message: "label '\(view.id)' has neither text nor a binding, so it is always empty",
          location: view.location,
          fixIts: [FixIt(message: "add text=\"…\" or bind=\"key\"")]))
    }
  }
}
