import Cassowary

// Views' widths and heights are restricted to values at or above zero (UIKitLayoutRules.md,
// "Sizes are never below zero"). A conflict that only the restriction makes is named with it,
// so that `'a.bottom == margins.top + 10' conflicts with 'a.top == margins.top + 20'` reads
// as it is: `a` would be −10 tall.

extension LayoutSession {
  /// The views' sizes that would have to go below zero for `constraints` to hold together,
  /// each named `id.height >= 0`; none when the constraints conflict by themselves.
  ///
  /// - Parameter constraints: A set of required constraints that cannot hold together (a
  ///   conflict the solver reported).
  /// - Returns: The restrictions the conflict involves, in the views' order.
  /// - Complexity: One scratch solve of the constraints, over unrestricted copies of their
  ///   variables.
  func sizeFloors(neededBy constraints: [Constraint]) -> [ConstraintOrigin] {
    var copies: [ObjectIdentifier: Variable] = [:]
    let scratch = Solver()
    for constraint in constraints {
      let terms = constraint.terms.map { term -> Term in
        let key = ObjectIdentifier(term.variable)
        let copy = copies[key] ?? Variable(term.variable.name)
        copies[key] = copy
        return Term(copy, coefficient: term.coefficient)
      }
      let copy = Constraint(
        Expression(terms, constant: -constraint.constant), constraint.relation)
      guard (try? scratch.addConstraint(copy)) != nil else { return [] }
    }
    var floors: [ConstraintOrigin] = []
    for slot in structure.slots {
      for (variable, name) in [(slot.width, "width"), (slot.height, "height")] {
        guard let copy = copies[ObjectIdentifier(variable)],
          scratch.value(of: copy) < -Self.sizeTolerance
        else { continue }
        floors.append(.generated("\(slot.id).\(name) >= 0"))
      }
    }
    return floors
  }
}
