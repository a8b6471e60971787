extension CellPrototype {
  /// The prototype with each label's design text replaced where `text` gives one, as a
  /// localised app shows it when no row fills the label (a row's values still win).
  ///
  /// - Parameter text: The new text for a label, or `nil` to keep its own.
  /// - Returns: The localised prototype; views, constraints and bindings are unchanged.
  /// - Complexity: O(*v*) for *v* views.
  public func localized(_ text: (ViewNode, LabelContent) -> String?) -> CellPrototype {
    var copy = self
    copy.updateEachView { view in
      if case .label(var content) = view.kind, let new = text(view, content) {
        content.text = new
        view.kind = .label(content)
      }
    }
    return copy
  }
}
