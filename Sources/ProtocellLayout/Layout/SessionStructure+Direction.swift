import Cassowary
import ProtocellTemplates

// Right-to-left contents within a left-to-right layout. The engine lays every cell out left to
// right (a right-to-left cell is laid out from its mirroring prototype and mirrored); a view
// whose semanticContentAttribute forces a direction other than its superview's lays its own
// contents out the other way. UIKit counts a right-to-left `leading` leftwards: its position is
// −maxX, `trailing`'s −minX, and a constraint's constant and inequality read in that
// direction. Negating every horizontal position of such a constraint says exactly that.

extension SessionStructure {
  /// The views' superviews and directions: per view (in ``ProtocellTemplates/CellPrototype/allViews``
  /// order, a repeated id keeping its first view), the slot of its superview (`nil` for the
  /// content view) and whether it lays its contents out right to left.
  ///
  /// - Complexity: O(*v*) for *v* views.
  static func directions(
    of prototype: CellPrototype, slotIndex: [String: Int]
  ) -> (superviews: [Int?], isRightToLeft: [Bool]) {
    var superviews = [Int?](repeating: nil, count: slotIndex.count)
    var isRightToLeft = [Bool](repeating: false, count: slotIndex.count)
    var seen = Set<Int>()
    func visit(_ view: ViewNode, superview: Int?, inheriting inherited: Bool) {
      let direction = view.semanticContentAttribute.isRightToLeft(inheriting: inherited)
      guard let index = slotIndex[view.id], seen.insert(index).inserted else { return }
      superviews[index] = superview
      isRightToLeft[index] = direction
      for subview in view.subviews { visit(subview, superview: index, inheriting: direction) }
    }
    for view in prototype.views { visit(view, superview: nil, inheriting: false) }
    return (superviews, isRightToLeft)
  }

  /// Whether a template constraint reads right to left: it relates `leading` or `trailing`,
  /// and the view that holds it (the nearest common ancestor of its views, as Interface
  /// Builder installs it; the content view when it names `superview` or `margins`) lays its
  /// contents out right to left.
  ///
  /// - Complexity: O(*d*) for a hierarchy *d* views deep.
  func readsRightToLeft(_ constraint: LayoutConstraint) -> Bool {
    guard constraint.anchors.contains(where: { $0.attribute.isDirectional }) else { return false }
    return holder(of: constraint).map { isRightToLeft[$0] } ?? false
  }

  /// The view that holds a constraint: the nearest common ancestor of its views (either
  /// itself when it holds the other; the view, for a constraint of one), or `nil` for the
  /// content view, when it names `superview` or `margins` or no other view holds them.
  ///
  /// - Complexity: O(*d*) for a hierarchy *d* views deep.
  func holder(of constraint: LayoutConstraint) -> Int? {
    var holder: Int?
    for (position, anchor) in constraint.anchors.enumerated() {
      guard case .view(let id) = anchor.item, let index = slotIndex[id] else { return nil }
      holder = position == 0 ? index : holder.flatMap { commonAncestor(of: $0, and: index) }
      if holder == nil { return nil }
    }
    return holder
  }

  /// The nearest view that is `first` or an ancestor of it and `second` or an ancestor of it,
  /// or `nil` when only the content view is.
  private func commonAncestor(of first: Int, and second: Int) -> Int? {
    var ancestors = Set<Int>()
    var current: Int? = first
    while let view = current {
      ancestors.insert(view)
      current = superviews[view]
    }
    current = second
    while let view = current, !ancestors.contains(view) { current = superviews[view] }
    return current
  }

  /// The expression of an attribute of the view in slot `index`, read right to left when
  /// `isRightToLeft`: a horizontal position is negated and its edges swapped (`leading` is
  /// −maxX); other attributes are as ``expression(for:of:)`` makes them.
  func expression(for attribute: LayoutAttribute, of index: Int, isRightToLeft: Bool)
    -> Expression
  {
    guard isRightToLeft, let opposite = attribute.oppositeHorizontalPosition else {
      return expression(for: attribute, of: index)
    }
    return Linear.scaled(expression(for: opposite, of: index), by: -1)
  }

  /// The expression of an item's attribute, read right to left when `isRightToLeft` (see
  /// ``expression(for:of:isRightToLeft:)``).
  func expression(for anchor: LayoutAnchor, isRightToLeft: Bool) -> Expression? {
    guard isRightToLeft, let opposite = anchor.attribute.oppositeHorizontalPosition else {
      return expression(for: anchor)
    }
    var mirrored = anchor
    mirrored.attribute = opposite
    return expression(for: mirrored).map { Linear.scaled($0, by: -1) }
  }
}

extension LayoutAttribute {
  /// For a horizontal position, the position on the other side (`trailing` for `leading`,
  /// `right` for `left`, `centerX` itself); `nil` for sizes and vertical attributes.
  fileprivate var oppositeHorizontalPosition: LayoutAttribute? {
    switch self {
    case .leading: .trailing
    case .trailing: .leading
    case .left: .right
    case .right: .left
    case .centerX: .centerX
    case .top, .bottom, .width, .height, .centerY, .firstBaseline, .lastBaseline: nil
    }
  }
}
