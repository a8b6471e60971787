import Cassowary
import ProtocellTemplates
import TextMeasurement

extension CellPrototype {
  /// The prototype whose left-to-right layout, mirrored, is its right-to-left layout.
  ///
  /// In a right-to-left layout UIKit puts `leading` on the right and `trailing` on the left and
  /// counts their constants from the right; `left`, `right` and `centerX` stay absolute. A
  /// mirrored left-to-right layout gets the directional attributes right as they are: every
  /// edge, constant and horizontal stack goes to the other side. An absolute attribute must not
  /// move, so in each horizontal constraint that has one, `left` and `right` are swapped, the
  /// constant negated and an inequality reversed: `pin.left >= superview.left + 10` becomes
  /// `pin.right <= superview.right − 10`, which the mirror puts back at least 10 points from
  /// the left.
  ///
  /// A label aligned `left` or `right` keeps its alignment absolute the same way: it is aligned
  /// to the other side here. A view whose
  /// ``ProtocellTemplates/ViewNode/semanticContentAttribute`` forces a direction keeps it
  /// absolute too: its attribute becomes the opposite one
  /// (``SemanticContentAttribute/mirrored``, beside this), so
  /// that a `forceLeftToRight` view's contents are laid out right to left here and come out
  /// left to right in the mirror.
  ///
  /// An absolute position held to its superview's size (an autoresizing mask's flexible
  /// margin, `view.left == superview.width × k + c`, measured from the superview's left edge)
  /// is held from the other edge: `view.right == superview.width × (1 − k) − c`, which the
  /// mirror puts back `k × width + c` from the left. Views placed by autoresizing masks, whose
  /// constraints are all absolute, so keep their frames in a right-to-left layout, as UIKit
  /// keeps them.
  ///
  /// Exact for multipliers of 1 otherwise. With another multiplier between two positions the
  /// absolute position depends on the cell's width (`a.centerX == superview.centerX × 0.5`
  /// stays a quarter from the left), which this width-independent form cannot say: such a
  /// constraint is mirrored with the rest.
  ///
  /// - Returns: The prototype to lay out left to right and mirror.
  /// - Complexity: O(*c* + *v*) for *c* constraints and *v* views.
  public func mirroringAbsoluteAttributes() -> CellPrototype {
    var copy = self
    copy.constraints = constraints.map { constraint in
      if constraint.first.attribute.isAbsoluteHorizontalPosition,
        constraint.second?.attribute.isSize == true
      {
        var mirrored = constraint
        mirrored.first.attribute = constraint.first.attribute.swappingLeftAndRight
        mirrored.multiplier = 1 - constraint.multiplier
        mirrored.constant = -constraint.constant
        mirrored.relation = constraint.relation.reversed
        return mirrored
      }
      guard constraint.multiplier == 1,
        constraint.anchors.contains(where: { $0.attribute.isAbsoluteHorizontalPosition })
      else { return constraint }
      var mirrored = constraint
      mirrored.first.attribute = mirrored.first.attribute.swappingLeftAndRight
      if let second = mirrored.second?.attribute {
        mirrored.second?.attribute = second.swappingLeftAndRight
      }
      mirrored.constant = -constraint.constant
      mirrored.relation = constraint.relation.reversed
      return mirrored
    }
    copy.updateEachView { view in
      view.semanticContentAttribute = view.semanticContentAttribute.mirrored
      if case .label(var label) = view.kind {
        label.textAlignment = label.textAlignment.swappingLeftAndRight
        view.kind = .label(label)
      }
    }
    return copy
  }
}

extension SemanticContentAttribute {
  /// The attribute that forces the opposite direction, for a layout laid out left to right and
  /// mirrored: `forceRightToLeft` for the attributes that never flip, `forceLeftToRight` for
  /// `forceRightToLeft`, and `unspecified` itself.
  public var mirrored: SemanticContentAttribute {
    switch self {
    case .unspecified: .unspecified
    case .forceRightToLeft: .forceLeftToRight
    case .playback, .spatial, .forceLeftToRight: .forceRightToLeft
    }
  }
}

extension Relation {
  /// The relation that holds when both sides are negated: `<=` for `>=`, `>=` for `<=`, `==`
  /// itself.
  fileprivate var reversed: Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}

extension LayoutAttribute {
  /// `right` for `left`, `left` for `right`, any other attribute itself.
  public var swappingLeftAndRight: LayoutAttribute {
    switch self {
    case .left: .right
    case .right: .left
    default: self
    }
  }

  /// Whether the attribute is a horizontal position that a right-to-left layout keeps where it
  /// is: `left`, `right` and `centerX`.
  public var isAbsoluteHorizontalPosition: Bool {
    self == .left || self == .right || self == .centerX
  }
}
