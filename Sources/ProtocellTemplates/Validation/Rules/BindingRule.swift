/// Checks data bindings: only labels and images take `bind`, and `hideWhenEmpty` needs a binding.
struct BindingRule: CellValidationRule {
  var codes: [DiagnosticCode] {
    [.bindingNotSupported, .hideWhenEmptyWithoutBinding, .invalidValue]
  }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    for view in context.views {
      if let binding = view.binding, binding.key.isEmpty {
        diagnostics.append(
          Diagnostic(
            code: .invalidValue, message: "'\(view.id)' binds to an empty key",
            location: view.location(ofAttribute: "bind"),
            fixIts: [FixIt(message: "name the row's key, e.g. bind=\"title\", or remove bind")]))
      }
      if view.binding != nil, !view.kind.acceptsBinding {
        diagnostics.append(
          Diagnostic(
            code: .bindingNotSupported,
            message:
              "a <\(view.kind.elementName)> has no content to bind; only <label> and <image> take 'bind'",
            location: view.location(ofAttribute: "bind"),
            fixIts: [FixIt(message: "move the binding to a label or image inside '\(view.id)'")]))
      }
      if view.binding == nil, view.attributeLocations["hideWhenEmpty"] != nil {
        diagnostics.append(
          Diagnostic(
            code: .hideWhenEmptyWithoutBinding, severity: .warning,
            message: "'\(view.id)' has hideWhenEmpty but no binding, so it never hides",
            location: view.location(ofAttribute: "hideWhenEmpty"),
            fixIts: [FixIt(message: "add bind=\"key\" or remove hideWhenEmpty")]))
      }
    }
  }
}
