import Cassowary

extension CellPrototype {
  /// The identifier of the constraint that holds a cell's content view at a fixed height: the
  /// one the Interface Builder importer adds to cells whose height the table or collection sets,
  /// and the one ``fixingHeight(_:)`` adds.
  public static let fixedHeightIdentifier = "IB-fixed-height"

  /// The prototype with its content view held at `height` points by a required constraint
  /// (`superview.height == height`): laid out as Interface Builder's canvas lays a prototype out
  /// at its row height, instead of at its fitting height.
  ///
  /// A fixed height the prototype already has (``fixedHeightIdentifier``) is replaced, not
  /// added to, so that the two never conflict. The constraint comes first, so that when the
  /// prototype's own constraints need another height, one of them is the one broken, as UIKit
  /// keeps the row height a table gives a cell.
  ///
  /// - Parameter height: The content view's height in points.
  /// - Returns: The prototype with its one fixed-height constraint.
  public func fixingHeight(_ height: Double) -> CellPrototype {
    var copy = self
    copy.constraints.removeAll { $0.identifier == Self.fixedHeightIdentifier }
    copy.constraints.insert(
      LayoutConstraint(
        identifier: Self.fixedHeightIdentifier,
        first: LayoutAnchor(item: .superview, attribute: .height), relation: .equal,
        constant: height), at: 0)
    return copy
  }
}
