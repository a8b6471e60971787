import Cassowary
import ProtocellArchive
import ProtocellTemplates

// UIStackView's hiding wins: when an arranged view is hidden and one of its own required
// constraints (a fixed height, say) conflicts with the stack's `UISV-hiding` size == 0, UIKit
// logs the conflict and breaks the view's constraint, so the hidden view takes no room
// (UIKitLayoutRules.md, "Recovering as UIKit does"). A hidden nested stack's own spacing gives
// way the same: UIKit breaks its 'UISV-spacing' and the stack collapses.

extension LayoutSession {
  /// Takes the template constraints among `conflicts` (and stacks' spacing,
  /// ``SessionConstraints/yieldingToHiding``) out of the solver, one at a time, until
  /// `constraint` can be added; each one taken out is reported broken, conflicting with
  /// `origin`.
  ///
  /// - Returns: Whether `constraint` was added; when it was not, every constraint taken out is
  ///   put back and `constraint` is the one broken, as for any other.
  func yieldTemplateConstraints(
    to constraint: Constraint, origin: ConstraintOrigin, conflicts: [Constraint]
  ) -> Bool {
    var taken: [(constraint: Constraint, origin: ConstraintOrigin)] = []
    for conflict in conflicts {
      guard let conflictOrigin = constraints.origins[ObjectIdentifier(conflict)],
        conflictOrigin.templateConstraint != nil
          || constraints.yieldingToHiding.contains(ObjectIdentifier(conflict)),
        solver.hasConstraint(conflict),
        (try? solver.removeConstraint(conflict)) != nil
      else { continue }
      taken.append((conflict, conflictOrigin))
      if (try? solver.addConstraint(constraint)) != nil {
        constraints.origins[ObjectIdentifier(constraint)] = origin
        for entry in taken {
          row.broken.append(BrokenConstraint(constraint: entry.origin, conflicts: [origin]))
        }
        constraints.yielded += taken.map { ($0.constraint, $0.origin, [origin]) }
        return true
      }
    }
    for entry in taken { try? solver.addConstraint(entry.constraint) }
    return false
  }

  /// Puts back the constraints that gave way to a hiding constraint and can hold again (their
  /// view shows, say); the others stay out and are reported broken for the row.
  func restoreYieldedConstraints() {
    guard !constraints.yielded.isEmpty else { return }
    let waiting = constraints.yielded
    constraints.yielded = []
    for entry in waiting {
      guard (try? solver.addConstraint(entry.constraint)) == nil else { continue }
      constraints.yielded.append(entry)
      // Reported once a row: at the build (every row), or when it gave way during this row.
      let isEntry = { (broken: BrokenConstraint) in broken.constraint == entry.origin }
      if !buildBroken.contains(where: isEntry) && !row.broken.contains(where: isEntry) {
        row.broken.append(BrokenConstraint(constraint: entry.origin, conflicts: entry.conflicts))
      }
    }
  }
}
