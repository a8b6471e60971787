import Protocell

// The floor: a plain in-memory deep copy of the model. Every node, array and dictionary is
// rebuilt with fresh storage (a Swift value copy alone would share it); strings, immutable, are
// shared, as `-copy` shares an immutable NSString.

func deepCopy(_ prototype: CellPrototype) -> CellPrototype {
  CellPrototype(
    reuseIdentifier: prototype.reuseIdentifier, width: prototype.width,
    estimatedHeight: prototype.estimatedHeight, layoutMargins: prototype.layoutMargins,
    separator: prototype.separator, views: prototype.views.map(deepCopy),
    constraints: prototype.constraints.map { $0 }, location: prototype.location,
    reuseIdentifierLocation: prototype.reuseIdentifierLocation)
}

func deepCopy(_ node: ViewNode) -> ViewNode {
  ViewNode(
    id: node.id, kind: node.kind, isHidden: node.isHidden, contentHugging: node.contentHugging,
    compressionResistance: node.compressionResistance, intrinsicSize: node.intrinsicSize,
    backgroundColor: node.backgroundColor, binding: node.binding,
    subviews: node.subviews.map(deepCopy), location: node.location,
    attributeLocations: copy(of: node.attributeLocations))
}

/// The attribute locations rebuilt entry by entry, so that no storage is shared.
func copy(of locations: AttributeLocations) -> AttributeLocations {
  var copy = AttributeLocations()
  for name in locations.keys { copy[name] = locations[name] }
  return copy
}
