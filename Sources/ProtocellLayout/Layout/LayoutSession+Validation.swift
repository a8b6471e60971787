import Cassowary
import ProtocellArchive
import ProtocellTemplates

// Queries the validator asks of a laid-out session (through its engine, which asks the session
// that laid out the last row): which views are ambiguous, and whether the
// content decides the cell's height.

extension LayoutSession {
  /// One view's undetermined attributes after the last layout.
  struct Ambiguity {
    var viewID: String
    var horizontalPosition: Bool
    var width: Bool
    var verticalPosition: Bool
    var height: Bool
  }

  /// The visible views whose position or size the constraints do not determine.
  func ambiguities() -> [Ambiguity] {
    return slots.compactMap { slot in
      guard !slot.isHidden else { return nil }
      let result = Ambiguity(
        viewID: slot.node.id, horizontalPosition: solver.isAmbiguous(slot.left),
        width: solver.isAmbiguous(slot.width),
        verticalPosition: solver.isAmbiguous(slot.top), height: solver.isAmbiguous(slot.height))
      return result.horizontalPosition || result.width || result.verticalPosition || result.height
        ? result : nil
    }
  }

  /// Whether the constraints decide the content view's height without the fitting constraint.
  ///
  /// That is, whether a chain of vertical constraints runs from its top to its bottom.
  func isHeightDeterminedByContent() -> Bool {
    guard let fitting = origins.first(where: { $0.value == Self.fittingOrigin })?.key,
      let constraint = solver.constraints.first(where: { ObjectIdentifier($0) == fitting })
    else { return true }
    do {
      try solver.removeConstraint(constraint)
    } catch {
      return true
    }
    let determined = !solver.isAmbiguous(contentHeight)
    try? solver.addConstraint(constraint)
    return determined
  }

  /// The visible view whose bottom edge is lowest, where a broken vertical chain usually ends.
  func lowestVisibleViewID() -> String? {
    return slots.filter { !$0.isHidden && $0.arrangingStack == nil }
      .max {
        solver.value(of: $0.top) + solver.value(of: $0.height) < solver.value(of: $1.top)
          + solver.value(of: $1.height)
      }?
      .node.id
  }

  /// The origin recorded for the fitting-height constraint.
  static let fittingOrigin = ConstraintOrigin.generated(
    "contentView.height == 0 @50 (fitting size)")
}
