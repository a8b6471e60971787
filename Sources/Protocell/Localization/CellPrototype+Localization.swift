extension CellPrototype {
  /// The prototype with each label's design text replaced where `text` gives one, as a
  /// localised app shows it when no row fills the label (a row's values still win).
  ///
  /// - Parameter text: The new text for a label, or `nil` to keep its own.
  /// - Returns: The localised prototype; views, constraints and bindings are unchanged.
  /// - Complexity: O(*v*) for *v* views.
  public func localized(_ text: (ViewNode, LabelContent) -> String?) -> CellPrototype {
    var copy = self
    copy.views = views.map { $0.localized(text) }
    return copy
  }
}

extension ViewNode {
  /// The view and its subviews with their labels' texts replaced where `text` gives one.
  fileprivate func localized(_ text: (ViewNode, LabelContent) -> String?) -> ViewNode {
    var copy = self
    if case .label(var content) = kind, let new = text(self, content) {
      content.text = new
      copy.kind = .label(content)
    }
    copy.subviews = subviews.map { $0.localized(text) }
    return copy
  }
}
