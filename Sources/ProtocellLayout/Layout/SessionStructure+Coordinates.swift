import Cassowary
import ProtocellTemplates

// The coordinates a constraint's positions are measured in. The engine's positions are the
// content view's; UIKit measures a constraint's positions in the bounds of its items' nearest
// common ancestor (either item itself when it holds the other). With a multiplier of 1 the
// two agree, the ancestor's origin cancelling out; with another multiplier, or a position held
// to a size (UIKit's autoresizing constraints, `minX == k × superview.width + c`), they do not.

extension SessionStructure {
  /// The start of the coordinates a constraint's positions are measured in, along its first
  /// attribute's axis, or `nil` when they are the content view's (whose start is every
  /// expression's origin) or the constraint relates no position.
  ///
  /// The view is the items' nearest common ancestor: for `icon.centerX == box.centerX × 0.5`
  /// with the icon inside the box, the box, so that the icon is centred a quarter of the way
  /// across the box wherever the box is (the Stack Overflow answer to "When using
  /// NSLayoutAttributeCenterX, what scale does the multiplier use?", from experiments in
  /// Xcode 6: find the closest common ancestor of the two views, and apply the multiplier and
  /// constant in its coordinate system).
  /// Only a constraint with a multiplier other than 1, or one holding a position to a size,
  /// depends on it.
  ///
  /// - Complexity: O(*d*) for a hierarchy *d* views deep.
  func coordinateStart(of constraint: LayoutConstraint, isRightToLeft: Bool) -> Expression? {
    guard let second = constraint.second, !constraint.first.attribute.isSize,
      constraint.multiplier != 1 || second.attribute.isSize,
      let ancestor = holder(of: constraint)
    else { return nil }
    let start: LayoutAttribute =
      switch constraint.first.attribute.axis {
      case .horizontal: constraint.first.attribute.isAbsoluteHorizontal ? .left : .leading
      case .vertical: .top
      }
    return expression(for: start, of: ancestor, isRightToLeft: isRightToLeft)
  }
}
