extension ViewNode {
  /// The view and its subviews at any depth, each passed through `update`, parents before
  /// children: the one walk that every whole-tree rewrite (localising text, mirroring
  /// directions, stripping locations, …) is written with.
  ///
  /// `update` sees a view before its subviews are rewritten, so it may change them too; the
  /// walk then goes on into the subviews `update` left.
  ///
  /// - Parameter update: What to change in one view.
  /// - Returns: The rewritten tree.
  /// - Complexity: O(*v*) calls of `update` for *v* views.
  public func updatingEachView(_ update: (inout ViewNode) throws -> Void) rethrows -> ViewNode {
    var copy = self
    try update(&copy)
    copy.subviews = try copy.subviews.map { try $0.updatingEachView(update) }
    return copy
  }
}

extension CellPrototype {
  /// Passes each view of the cell, at any depth, through `update`, parents before children
  /// (``ViewNode/updatingEachView(_:)``).
  ///
  /// - Parameter update: What to change in one view.
  /// - Complexity: O(*v*) calls of `update` for *v* views.
  public mutating func updateEachView(_ update: (inout ViewNode) throws -> Void) rethrows {
    views = try views.map { try $0.updatingEachView(update) }
  }
}
