extension CellPrototype {
  /// Whether the content view's layout margins place any view.
  ///
  /// They do when a constraint names them (`margins.leading`, Interface Builder's Leading
  /// Margin) or a built-in style places its labels by them. A cell that uses none is laid out
  /// alike with any margins.
  public var usesContentMargins: Bool {
    style != .custom
      || constraints.contains { $0.first.item == .margins || $0.second?.item == .margins }
  }
}
