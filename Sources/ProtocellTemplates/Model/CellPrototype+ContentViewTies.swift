import Cassowary

extension CellPrototype {
  /// Whether a constraint of the cell ties `viewID`'s `attribute` to the same attribute of the
  /// content view or its margins (`title.centerY == superview.centerY`, `line.top ==
  /// margins.top - 10`), with `relation` when one is given, whichever item is written first.
  ///
  /// - Parameters:
  ///   - viewID: The view.
  ///   - attribute: The attribute on both sides.
  ///   - relation: The relation the constraint must have, or `nil` for any.
  /// - Returns: Whether such a constraint exists.
  package func ties(
    _ viewID: String, _ attribute: LayoutAttribute, toContentViewWith relation: Relation? = nil
  ) -> Bool {
    constraints.contains { constraint in
      guard let second = constraint.second, constraint.first.attribute == attribute,
        second.attribute == attribute, relation.map({ $0 == constraint.relation }) ?? true
      else { return false }
      let items = [constraint.first.item, second.item]
      return items.contains(.view(viewID)) && items.contains { $0 == .superview || $0 == .margins }
    }
  }
}
