import ProtocellArchive
import ProtocellTemplates

// One solver per set of hidden arranged views.
//
// Hiding or showing an arranged view changes which constraints bind: the view's size along the
// stack's axis goes to zero, the gaps beside it close, its containment across the axis is
// relaxed. Made in place (see `LayoutEngine+StackVisibility.swift`) that costs the solver several
// pivots every time a row's hidden flags differ from the previous row's, which in a feed of
// mixed rows is most rows. So an engine keeps a few sibling engines, one per set of hidden
// arranged views it has met: each stays in its set, and a row goes to the engine already in the
// row's set, where only intrinsic sizes move. Hidden views outside stacks change no constraint
// and take no part in the choice.

extension LayoutEngine {
  /// The most sibling engines kept for other sets of hidden arranged views; rows in further
  /// sets are laid out in place by this engine.
  static let maximumVariants = 7

  /// The engine to lay a row out on: `nil` for this one, else a sibling engine whose arranged
  /// views are hidden as the row hides them (``rowHidden``, read for the row), built on first use.
  ///
  /// - Complexity: O(*a*) in the number of arranged views, plus a build of the prototype's solver
  ///   the first time a set is met.
  func variant() -> LayoutEngine? {
    // An engine whose build failed throws for every row: no sibling would build either.
    guard allowsVariants, buildFailure == nil, !arrangedSlots.isEmpty else { return nil }
    var wanted: UInt64 = 0
    var current: UInt64 = 0
    for (bit, index) in arrangedSlots.enumerated() {
      if rowHidden[index] { wanted |= 1 << UInt64(bit) }
      if slots[index].isHidden { current |= 1 << UInt64(bit) }
    }
    if wanted == current { return nil }
    if let engine = variants[wanted] { return engine }
    guard variants.count < Self.maximumVariants else { return nil }
    let engine = LayoutEngine(
      prototype: prototype, measurer: measurer, maximumLayoutWork: maximumLayoutWork)
    engine.allowsVariants = false
    variants[wanted] = engine
    return engine
  }
}
