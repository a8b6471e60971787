import Cassowary

/// The constraints a ``LayoutSession`` put in its solver, with where each came from: what it
/// needs to change, remove or report them later.
struct SessionConstraints {
  /// Where each constraint in the solver came from, by the constraint's identity.
  var origins: [ObjectIdentifier: ConstraintOrigin] = [:]
  /// The content view's width, `>= w` and `<= w`, whose constant each row moves.
  let widthPins: (atLeast: Constraint, atMost: Constraint)
  /// The template constraints in the solver, by index into the template's constraints.
  var template: [Int: Constraint] = [:]
  /// Generated constraints of each stack slot, by slot index.
  var stacks: [Int: [Constraint]] = [:]
  /// The adjustable constraints of stacks that hide views in place, by slot index.
  var toggles: [Int: StackToggles] = [:]
  /// Template constraints, and stacks' spacing, taken out of the solver because a hiding
  /// constraint prevailed over them, with their origins and the hiding constraint's (what a row
  /// names them broken with); put back when their views show again.
  var yielded: [(constraint: Constraint, origin: ConstraintOrigin, conflicts: [ConstraintOrigin])] =
    []
  /// The generated constraints in the solver that give way to a hiding constraint as the
  /// template's do: stacks' spacing (``StackConstraintGenerator/yieldingRoles``).
  var yieldingToHiding: Set<ObjectIdentifier> = []
  /// The copy, just below required, that stands in the solver for each required constraint
  /// broken, by the broken constraint's identity (``LayoutSession/brokenPriority``).
  var softened: [ObjectIdentifier: Constraint] = [:]

  /// The same constraints with copies of the stacks' adjustable constraints (the only part a
  /// row changes in place), for a session started from another's state.
  ///
  /// - Complexity: O(*c*) for *c* adjustable constraints.
  func copyingToggles() -> SessionConstraints {
    var copy = self
    copy.toggles = toggles.mapValues { $0.copy() }
    return copy
  }

  /// No constraints yet but the content view's width pins, made for a width.
  init(contentWidth: Variable, width: Double) {
    widthPins = (
      Constraint(Linear.variable(contentWidth, plus: -width), .greaterThanOrEqual),
      Constraint(Linear.variable(contentWidth, plus: -width), .lessThanOrEqual)
    )
  }
}
