import ProtocellDiagnostics

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
    copy.updateEachView { view in
      view.location = nil
      view.attributeLocations = [:]
    }
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

extension CellPrototype {
  /// The template with its source locations in `file` naming `newName` instead: what a
  /// template read from a temporary copy (of standard input) records as `<stdin>`.
  ///
  /// - Parameters:
  ///   - file: The path the locations name.
  ///   - newName: What they name instead.
  /// - Returns: A copy whose cell, views, attributes, constraints and anchors in `file` name
  ///   `newName`; locations in other files are kept.
  /// - Complexity: O(*n*) in the number of views and constraints.
  public func renamingSourceFile(_ file: String, to newName: String) -> CellPrototype {
    let rename = { (location: SourceLocation) in location.renamingFile(file, to: newName) }
    var copy = self
    copy.location = location.map(rename)
    copy.reuseIdentifierLocation = reuseIdentifierLocation.map(rename)
    copy.updateEachView { view in
      view.location = view.location.map(rename)
      view.attributeLocations = view.attributeLocations.mapLocations(rename)
    }
    copy.constraints = constraints.map { constraint in
      var constraint = constraint
      constraint.location = constraint.location.map(rename)
      constraint.first.location = constraint.first.location.map(rename)
      if let location = constraint.second?.location {
        constraint.second?.location = rename(location)
      }
      return constraint
    }
    return copy
  }
}
