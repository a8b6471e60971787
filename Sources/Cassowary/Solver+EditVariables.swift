// Edit variables: optional equalities `variable == value` whose value changes cheaply.

extension Solver {
  /// Makes a variable editable, so that ``suggestValue(_:for:)`` can move it.
  ///
  /// The edit starts as the optional constraint `variable == 0` at `priority`, as in kiwi.
  ///
  /// - Parameters:
  ///   - variable: The variable.
  ///   - priority: How strongly suggestions should hold; valid and below ``Priority/required``.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` or
  ///   ``SolverError/invalidEditPriority(_:_:)``.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    if edits[id] != nil { throw .duplicateEditVariable(variable) }
    if !priority.isValid || priority.isRequired {
      throw .invalidEditPriority(variable, priority)
    }
    let constraint = Constraint(
      terms: [Term(variable)], constant: 0, relation: .equal, priority: priority)
    try add(constraint, constant: 0, isEdit: true)
    edits[id] = records.slot(of: ObjectIdentifier(constraint))
    checkInvariants()
  }

  /// Stops a variable from being editable and drops its suggestion.
  ///
  /// - Parameter variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard let slot = edits[id], let record = records[slot: slot] else {
      throw .unknownEditVariable(variable)
    }
    edits[id] = nil
    try remove(record)
    checkInvariants()
  }

  /// Whether a variable is an edit variable.
  ///
  /// - Parameter variable: A variable.
  /// - Returns: `true` when it was added with ``addEditVariable(_:priority:)`` and not removed.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable; the solution follows at once.
  ///
  /// - Parameters:
  ///   - value: The value to move the variable to, as far as its priority allows.
  ///   - variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteSuggestion(_:_:)``.
  /// - Complexity: Proportional to the rows that depend on the edit, plus dual simplex pivots.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let slot = edits[ObjectIdentifier(variable)] else {
      throw .unknownEditVariable(variable)
    }
    if !value.isFinite { throw .nonFiniteSuggestion(variable, value) }
    try change(slot: slot, to: value)
    checkInvariants()
  }
}
