import Cassowary
import ProtocellDiagnostics

extension CellPrototype {
  /// The identifier of the constraint that holds a cell's content view at a fixed height: the
  /// one the Interface Builder importer adds to cells whose height the table or collection sets,
  /// and the one ``fixingHeight(_:prevails:location:)`` adds.
  public static let fixedHeightIdentifier = "IB-fixed-height"

  /// The content view's fixed height (the constant of its ``fixedHeightIdentifier``
  /// constraint), or `nil` when the prototype has none.
  public var fixedHeight: Double? {
    constraints.first { $0.identifier == Self.fixedHeightIdentifier }?.constant
  }

  /// Whether the content view's fixed height (``fixedHeightIdentifier``) holds against the
  /// cell's own constraints (``fixingHeight(_:prevails:location:)``), or `nil` when the
  /// prototype has none.
  public var fixedHeightPrevails: Bool? {
    guard let index = constraints.firstIndex(where: { $0.identifier == Self.fixedHeightIdentifier })
    else { return nil }
    // A prevailing height is the first constraint; one that gives way, the last (alone, it
    // counts as prevailing: nothing conflicts with it).
    return index == 0
  }

  /// The prototype with its content view held at `height` points by a required constraint
  /// (`superview.height == height`): laid out at a row height the table gives it, instead of at
  /// its fitting height.
  ///
  /// A fixed height the prototype already has (``fixedHeightIdentifier``) is replaced, not
  /// added to, so that the two never conflict. When the prototype's own constraints need
  /// another height, `prevails` says which gives way: at run time the row height prevails and
  /// one of the cell's constraints is broken, as UIKit keeps `UIView-Encapsulated-Layout-Height`
  /// (the default); on Interface Builder's canvas (`prevails: false`) the row height is the one
  /// broken, and the content laid out at the height its constraints need, as IB records it.
  ///
  /// - Parameters:
  ///   - height: The content view's height in points.
  ///   - prevails: Whether the height holds against the cell's own constraints.
  ///   - location: Where the height comes from in a file (the Interface Builder cell whose row
  ///     height or item size it is), for the notes of a conflict; `nil` for a height given
  ///     otherwise.
  /// - Returns: The prototype with its one fixed-height constraint.
  public func fixingHeight(
    _ height: Double, prevails: Bool = true, location: SourceLocation? = nil
  ) -> CellPrototype {
    var copy = self
    copy.constraints.removeAll { $0.identifier == Self.fixedHeightIdentifier }
    let fixed = LayoutConstraint(
      identifier: Self.fixedHeightIdentifier,
      first: LayoutAnchor(item: .superview, attribute: .height), relation: .equal,
      constant: height, location: location)
    // The engine breaks the required constraint met last (UIKitLayoutRules.md).
    if prevails {
      copy.constraints.insert(fixed, at: 0)
    } else {
      copy.constraints.append(fixed)
    }
    return copy
  }
}

extension CellPrototype {
  /// The views a constant constraint gives a height of their own (`title.height == 20`, or
  /// `<=`): what a label cut off by its height is told to let go of, where one squeezed by other
  /// constraints is told to resist them.
  public var viewsWithFixedHeights: Set<String> {
    Set(constraints.compactMap(\.viewWithFixedHeight))
  }
}

extension LayoutConstraint {
  /// The view this constraint gives a constant height of its own (`title.height == 20`, or
  /// `<=`), whatever its priority; `nil` for any other constraint.
  public var viewWithFixedHeight: String? { view(withFixed: .height) }

  /// The view this constraint gives a constant width of its own (`title.width == 0`, or `<=`),
  /// whatever its priority; `nil` for any other constraint.
  public var viewWithFixedWidth: String? { view(withFixed: .width) }

  /// The view this constraint gives a constant `attribute` (a width or a height) of its own.
  private func view(withFixed attribute: LayoutAttribute) -> String? {
    guard second == nil, first.attribute == attribute, relation != .greaterThanOrEqual,
      case .view(let id) = first.item
    else { return nil }
    return id
  }
}
