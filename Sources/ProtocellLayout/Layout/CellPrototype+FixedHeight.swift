import Cassowary
import ProtocellTemplates

extension CellPrototype {
  /// The prototype with its content view held at `height` points by a required constraint
  /// (`superview.height == height`): laid out as Interface Builder's canvas lays a prototype out
  /// at its row height, instead of at its fitting height.
  ///
  /// - Parameter height: The content view's height in points.
  /// - Returns: The prototype with one more constraint.
  public func fixingHeight(_ height: Double) -> CellPrototype {
    var copy = self
    copy.constraints.append(
      LayoutConstraint(
        first: LayoutAnchor(item: .superview, attribute: .height), relation: .equal,
        constant: height))
    return copy
  }
}
