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
    guard let configuration = slots[index].stack else { return }
    for constraint in stackConstraints[index] ?? [] { remove(constraint) }
    var generator = StackConstraintGenerator(
      engine: self, stack: index, configuration: configuration)
    stackToggles[index] = nil
    // With nothing shown the chain would pin the stack's length to 0 (required); the stack
    // built for its visible views holds it there at 51 only, as an emptied UIStackView does.
    if supportsIncrementalHiding(configuration),
      generator.arranged.contains(where: { !slots[$0].isHidden })
    {
      stackToggles[index] = generator.generateWithToggles()
    } else {
      generator.generateForVisibleViews()
    }
    stackConstraints[index] = generator.made
  }

  /// The fillProportionally stack that arranges a slot, if any: its proportions come from the
  /// slot's intrinsic size, so it is rebuilt when a re-measured label changes that size.
  func proportionalStack(arranging slot: ViewSlot) -> Int? {
    guard let stack = slot.arrangingStack,
      slots[stack].stack?.distribution == .fillProportionally
    else { return nil }
    return stack
  }

  /// The intrinsic size of a slot along an axis, as last applied.
  func intrinsicSize(of index: Int, along axis: LayoutAxis) -> Double? {
    axis == .horizontal ? slots[index].appliedIntrinsicWidth : slots[index].appliedIntrinsicHeight
  }
}
