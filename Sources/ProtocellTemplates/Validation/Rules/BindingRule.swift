import ProtocellDiagnostics

/// Checks data bindings: only labels and images take `bind`, and `hideWhenEmpty` needs a binding.
struct BindingRule: CellValidationRule {
  var codes: [DiagnosticCode] {
    [.bindingNotSupported, .hideWhenEmptyWithoutBinding, .invalidValue]
  }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    // By index, reading fields in place: a view is copied only when it is reported.
    for index in context.views.indices {
      let binding = context.views[index].binding
      let hasEmptyKey = binding?.key.isEmpty == true
      let isUnsupported = binding != nil && !context.views[index].kind.acceptsBinding
      let hidesUnbound =
        binding == nil && context.views[index].attributeLocations["hideWhenEmpty"] != nil
      guard hasEmptyKey || isUnsupported || hidesUnbound else { continue }
      let view = context.views[index]
      if hasEmptyKey {
        diagnostics.append(
          Diagnostic(.emptyBindingKey(viewID: view.id), at: view.location(ofAttribute: "bind")))
      }
      if isUnsupported {
        diagnostics.append(
          Diagnostic(
            .bindingNotSupported(element: view.kind.elementName, viewID: view.id),
            at: view.location(ofAttribute: "bind")))
      }
      if hidesUnbound {
        diagnostics.append(
          Diagnostic(
            .hideWhenEmptyWithoutBinding(viewID: view.id),
            at: view.location(ofAttribute: "hideWhenEmpty")))
      }
    }
  }
}
