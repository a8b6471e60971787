import ProtocellDiagnostics

/// Warns about labels with neither text nor a binding: they are always empty.
struct LabelTextRule: CellValidationRule {
  var codes: [DiagnosticCode] { [.labelWithoutText] }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    for index in context.views.indices {
      guard case .label(let content) = context.views[index].kind, content.text.isEmpty,
        context.views[index].binding == nil
      else { continue }
      diagnostics.append(
        Diagnostic(
          .labelWithoutText(
            viewID: context.views[index].id,
            isInterfaceBuilder: context.file.interfaceBuilder != nil),
          at: context.views[index].location))
    }
  }
}
