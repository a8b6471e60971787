import Cassowary
import ProtocellArchive
import ProtocellTemplates

// The constraints UIStackView generates for its arranged subviews, regenerated when the set of
// hidden arranged views changes (and, for fillProportionally, when intrinsic sizes change).

extension LayoutSession {
  /// Replaces the generated constraints of the stack in slot `index` with ones for its current
  /// hidden arranged views and intrinsic sizes (see ``StackConstraintGenerator``).
  ///
  /// - Complexity: O(*a*) constraints removed and added for *a* arranged views.
  func rebuildStack(at index: Int) {
    guard let configuration = structure.slots[index].stack else { return }
    for constraint in constraints.stacks[index] ?? [] { remove(constraint) }
    var generator = StackConstraintGenerator(
      structure: structure, stack: index, configuration: configuration)
    var toggles: StackToggles?
    // With nothing shown the chain would pin the stack's length to 0 (required); the stack
    // built for its visible views holds it there at 51 only, as an emptied UIStackView does.
    if supportsIncrementalHiding(configuration),
      structure.arrangedViews[index].contains(where: { !structure.slots[$0].isHidden })
    {
      toggles = generator.generateWithToggles()
    } else {
      generator.generateForVisibleViews()
    }
    constraints.toggles[index] = toggles
    constraints.stacks[index] = add(generator.steps)
  }

  /// Takes a generator's steps in order: pins the baselines its constraints use and adds the
  /// constraints, breaking those that cannot hold.
  ///
  /// - Returns: The constraints added, for the next rebuild to remove.
  private func add(_ steps: [StackConstraintGenerator.Step]) -> [Constraint] {
    var added: [Constraint] = []
    for step in steps {
      switch step {
      case .pinBaselines(let label):
        pinBaselines(of: structure.slots[label])
      case .add(let constraint, let description, let prevails, let yields):
        if add(constraint, origin: .generated(description), prevails: prevails) {
          added.append(constraint)
          if yields { constraints.yieldingToHiding.insert(ObjectIdentifier(constraint)) }
        } else if constraints.softened[ObjectIdentifier(constraint)] != nil {
          // Broken: its softened copy stands in the solver, and the next rebuild takes it out
          // with the rest (kept here, the constraint also keeps its identity, the copy's key).
          added.append(constraint)
        }
      }
    }
    return added
  }

  /// The fillProportionally stack that arranges a slot, if any: its proportions come from the
  /// slot's intrinsic size, so it is rebuilt when a re-measured label changes that size.
  func proportionalStack(arranging slot: ViewSlot) -> Int? {
    guard let stack = slot.arrangingStack,
      structure.slots[stack].stack?.distribution == .fillProportionally
    else { return nil }
    return stack
  }
}
