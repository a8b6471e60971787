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
      let isBound = context.views[index].binding != nil
      guard
        isBound
          ? context.views[index].binding?.key.isEmpty == true
            || !context.views[index].kind.acceptsBinding
          : context.views[index].attributeLocations["hideWhenEmpty"] != nil
      else { continue }
      let view = context.views[index]
      if let binding = view.binding, binding.key.isEmpty {
        diagnostics.append(
          Diagnostic(.emptyBindingKey(viewID: view.id), at: view.location(ofAttribute: "bind")))
      }
      if view.binding != nil, !view.kind.acceptsBinding {
        diagnostics.append(
          Diagnostic(
            .bindingNotSupported(element: view.kind.elementName, viewID: view.id),
            at: view.location(ofAttribute: "bind")))
      }
      if view.binding == nil, view.attributeLocations["hideWhenEmpty"] != nil {
        diagnostics.append(
          Diagnostic(
            .hideWhenEmptyWithoutBinding(viewID: view.id),
            at: view.location(ofAttribute: "hideWhenEmpty")))
      }
    }
  }
}
