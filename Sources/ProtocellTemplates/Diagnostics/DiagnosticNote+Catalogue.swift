// The notes diagnostics attach, declared once as the messages are, sorted by name.

extension DiagnosticNote {
  /// Where an attribute misplaced on one element belongs.
  package static func attributeBelongs(_ attribute: String, to elements: [String]) -> Self {
    let list = elements.map { "<\($0)>" }.joined(separator: ", ")
    return Self(message: "'\(attribute)' is an attribute of \(list)", location: nil)
  }

  /// Where a vertical chain stops short of the content view's bottom.
  package static func chainEnds(at viewID: String, location: SourceLocation?) -> Self {
    Self(
      message:
        "the chain ends at '\(viewID)': nothing ties its bottom to the content view's bottom",
      location: location)
  }

  /// A constraint that conflicts with the one the layout breaks.
  package static func conflictingConstraint(_ constraint: String, location: SourceLocation?)
    -> Self
  {
    Self(message: "conflicting constraint \(constraint)", location: location)
  }

  /// Where a view of another cell is declared.
  package static func declared(_ name: String, location: SourceLocation?) -> Self {
    Self(message: "'\(name)' is declared here", location: location)
  }

  /// Where a duplicated name is first declared.
  package static func firstDeclared(_ name: String, location: SourceLocation?) -> Self {
    Self(message: "'\(name)' is first declared here", location: location)
  }

  /// Where a duplicated constraint id is first used.
  package static func firstUsed(_ id: String, location: SourceLocation?) -> Self {
    Self(message: "'\(id)' is first used here", location: location)
  }
}
