extension CellPrototype {
  /// The template without any source location: what an archive written without locations, or
  /// decoded without them, holds.
  ///
  /// - Returns: A copy whose cell, views, attributes, constraints and anchors have no location.
  /// - Complexity: O(*n*) in the number of views and constraints.
  public func strippingSourceLocations() -> CellPrototype {
    var copy = self
    copy.location = nil
    copy.reuseIdentifierLocation = nil
    copy.views = views.map { $0.strippingSourceLocations() }
    copy.constraints = constraints.map { constraint in
      var constraint = constraint
      constraint.location = nil
      constraint.first.location = nil
      constraint.second?.location = nil
      return constraint
    }
    return copy
  }
}

extension ViewNode {
  /// The view and its subviews without any source location.
  ///
  /// - Returns: A copy with no element or attribute locations, at any depth.
  public func strippingSourceLocations() -> ViewNode {
    var copy = self
    copy.location = nil
    copy.attributeLocations = [:]
    copy.subviews = subviews.map { $0.strippingSourceLocations() }
    return copy
  }
}
