import Cassowary
import ProtocellArchive
import ProtocellTemplates

// Queries the validator asks of a laid-out session (through its ``LayoutEngine``, which asks the
// session that laid out the last row): which views are ambiguous, and whether the content decides the
// cell's height.

extension LayoutSession {
  /// One view's undetermined attributes after the last layout.
  struct Ambiguity {
    var viewID: String
    var horizontalPosition: Bool
    var width: Bool
    var verticalPosition: Bool
    var height: Bool
    /// How the layout sizes the view's width against its content, when the width is open.
    var widthSqueeze: ContentSqueeze = .none
    /// How the layout sizes the view's height against its content, when the height is open.
    var heightSqueeze: ContentSqueeze = .none
  }

  /// How a laid-out view's size on one axis stands to its content's (its intrinsic size): which
  /// of its priorities gave way, and so which one equal to a neighbour's leaves the size open.
  enum ContentSqueeze: Equatable {
    /// At its content's size, or with no content size.
    case none
    /// Smaller than its content: compression resistance gave way.
    case compressed
    /// Larger than its content: hugging gave way.
    case stretched
  }

  /// How far a size may differ from the content's and still count as at it: solver round-off.
  static let contentSizeTolerance = 0.001

  /// How `slot`'s size on `axis` stands to its applied intrinsic size.
  private func squeeze(of slot: ViewSlot, axis: LayoutAxis) -> ContentSqueeze {
    let applied = axis == .horizontal ? slot.appliedIntrinsicWidth : slot.appliedIntrinsicHeight
    guard let applied else { return .none }
    let size = solver.value(of: axis == .horizontal ? slot.width : slot.height)
    if size < applied - Self.contentSizeTolerance { return .compressed }
    if size > applied + Self.contentSizeTolerance { return .stretched }
    return .none
  }

  /// The visible views whose position or size the constraints do not determine.
  ///
  /// A view named by a constraint the layout broke is left out: breaking a constraint can leave
  /// its views undetermined, and the conflict, already reported, is the cause (UIKit logs the
  /// conflict alone). So are a built-in style's own views (`textLabel`, `detailTextLabel`,
  /// `imageView`): UITableViewCell places them itself, whatever the constraints leave open.
  func ambiguities() -> [Ambiguity] {
    var exempt = viewsOfBrokenConstraints()
    if prototype.style != .custom {
      exempt.formUnion([
        CellStyle.textLabelID, CellStyle.detailTextLabelID, CellStyle.imageViewID,
      ])
    }
    return structure.slots.compactMap { slot in
      guard !slot.isHidden, !exempt.contains(slot.node.id) else { return nil }
      var result = Ambiguity(
        viewID: slot.node.id, horizontalPosition: solver.isAmbiguous(slot.left),
        width: solver.isAmbiguous(slot.width),
        verticalPosition: solver.isAmbiguous(slot.top), height: solver.isAmbiguous(slot.height))
      if result.width { result.widthSqueeze = squeeze(of: slot, axis: .horizontal) }
      if result.height { result.heightSqueeze = squeeze(of: slot, axis: .vertical) }
      return result.horizontalPosition || result.width || result.verticalPosition || result.height
        ? result : nil
    }
  }

  /// What the content view's height does when pulled below the fitting height, and how the views
  /// outside stacks follow (see ``probeFittingHeight()``).
  struct FittingHeightProbe: Equatable {
    /// Whether the height stays: the constraints above the fitting priority hold it.
    var isDetermined: Bool
    /// The lowest view that kept its frame while the cell shrank: where the chain of
    /// constraints from the top ends.
    var lowestAnchored: String?
    /// The highest view that moved with the bottom, keeping its height: where the chain from
    /// the bottom ends.
    var highestDragged: String?
    /// A view whose top stayed while its bottom moved: a height nothing above the fitting
    /// priority holds.
    var stretched: String?
    /// Every view outside stacks whose top or bottom moved.
    var moved: Set<String> = []
    /// The fitting height when the cell keeps it and only ``stretched`` gives way (laid out 0
    /// tall, and growing with the cell); `nil` when the cell's own height gives way.
    var heightKept: Double?
  }

  /// How far below the fitting height the probe pulls the content view, in points.
  static let probeDepth = 1.0
  /// How far a value may move in the probe and still count as held: solver round-off.
  static let probeTolerance = 0.001

  /// Pulls the content view's height one point below the fitting height, just above the fitting
  /// priority, and reports whether it moved and which views moved with it.
  ///
  /// UIKit's self-sizing pass (`systemLayoutSizeFitting` at `fittingSizeLevel`) makes the height
  /// as small as the constraints above priority 50 allow. The height is *determined by the
  /// content* when those constraints stop it — a chain of equalities, an inequality that binds
  /// (`title.bottom <= margins.bottom`), an optional constraint above 50 (an aspect ratio @750) —
  /// and not when only the pass's own pull, the content view's `height >= 0`, or constraints at
  /// 50 or below hold it. So the probe lowers the `height >= 0` floor out of the way, pulls the
  /// height down at a priority just above 50 and looks: held, or moved. The solver is left as it
  /// was (the same constraints and constants; for an ambiguous layout possibly another of its
  /// equally good solutions).
  ///
  /// A view's own height cannot go below zero (its variable is restricted, as in UIKit), so a
  /// plain view with no height of its own, squeezed to zero between the top and the bottom, holds
  /// the cell at the space around it: the height held, but by nothing of the content's. So when
  /// the height holds, the probe pushes the height one point *above* the fitting height: a view
  /// outside stacks with no intrinsic height, laid out 0 tall, that grows with it counts as one
  /// that shrank with the cell (a view named by a broken constraint is left out: the conflict is
  /// its cause).
  ///
  /// - Returns: What moved, or a determined height when the session could not be built.
  /// - Complexity: An edit variable added and removed and three constant changes of the solver
  ///   (dual simplex pivots each), plus O(*v*) for *v* views and O(*c* log *c*) to find the
  ///   floor among *c* constraints.
  func probeFittingHeight() -> FittingHeightProbe {
    let determined = FittingHeightProbe(isDetermined: true)
    guard buildFailure == nil, let floor = constraint(withOrigin: Self.heightFloorOrigin) else {
      return determined
    }
    let fitting = solver.value(of: structure.content.height)
    let candidates = structure.slots.filter { $0.arrangingStack == nil }
    let before = candidates.map(verticalExtent(of:))
    let probe = Priority(Priority.fittingSizeLevel.rawValue.nextUp)
    do {
      try solver.setConstant(fitting - 2 * Self.probeDepth, for: floor)
      try solver.addEditVariable(structure.content.height, priority: probe)
      try solver.suggestValue(fitting - Self.probeDepth, for: structure.content.height)
    } catch {
      restore(floor: floor)
      return determined
    }
    let moved = abs(solver.value(of: structure.content.height) - fitting) > Self.probeTolerance
    let after = candidates.map(verticalExtent(of:))
    restore(floor: floor)
    guard moved else { return squeezedToZero(among: candidates, fitting: fitting) ?? determined }
    var result = FittingHeightProbe(isDetermined: false)
    var lowest = -Double.infinity
    var highest = Double.infinity
    for (slot, (old, new)) in zip(candidates, zip(before, after)) {
      let topStays = abs(new.top - old.top) <= Self.probeTolerance
      let bottomStays = abs(new.bottom - old.bottom) <= Self.probeTolerance
      if !topStays || !bottomStays { result.moved.insert(slot.node.id) }
      if topStays, bottomStays {
        if old.bottom > lowest { (lowest, result.lowestAnchored) = (old.bottom, slot.node.id) }
      } else if topStays, result.stretched == nil {
        result.stretched = slot.node.id
      } else if !topStays, old.top < highest {
        (highest, result.highestDragged) = (old.top, slot.node.id)
      }
    }
    return result
  }

  /// The ids of the views the template constraints this layout broke name.
  private func viewsOfBrokenConstraints() -> Set<String> {
    var views = Set<String>()
    for broken in brokenForRow {
      for anchor in broken.constraint.templateConstraint?.anchors ?? [] {
        if case .view(let id) = anchor.item { views.insert(id) }
      }
    }
    return views
  }

  /// The undetermined probe result for the first of `candidates` that is a plain view (no
  /// intrinsic height) laid out 0 tall and growing when the content view is pushed one point above
  /// the `fitting` height, or `nil`.
  private func squeezedToZero(among candidates: [ViewSlot], fitting: Double) -> FittingHeightProbe?
  {
    let brokenViews = viewsOfBrokenConstraints()
    let squeezed = candidates.filter { slot in
      guard case .view = slot.node.kind, !slot.isHidden,
        slot.templateIntrinsicSize.height == nil, !brokenViews.contains(slot.node.id)
      else { return false }
      return abs(solver.value(of: slot.height)) <= Self.probeTolerance
    }
    guard !squeezed.isEmpty else { return nil }
    let probe = Priority(Priority.fittingSizeLevel.rawValue.nextUp)
    defer {
      if solver.hasEditVariable(structure.content.height) {
        try? solver.removeEditVariable(structure.content.height)
      }
    }
    do {
      try solver.addEditVariable(structure.content.height, priority: probe)
      try solver.suggestValue(fitting + Self.probeDepth, for: structure.content.height)
    } catch {
      return nil
    }
    guard
      let grown = squeezed.first(where: {
        solver.value(of: $0.height) > Self.probeTolerance
      })
    else { return nil }
    var result = FittingHeightProbe(isDetermined: false)
    result.stretched = grown.node.id
    result.moved = [grown.node.id]
    result.heightKept = fitting
    return result
  }

  /// A view's top and bottom in the current solution.
  private func verticalExtent(of slot: ViewSlot) -> (top: Double, bottom: Double) {
    let top = solver.value(of: slot.top)
    return (top, top + solver.value(of: slot.height))
  }

  /// Ends a probe: drops the pull and puts the content view's `height >= 0` back.
  private func restore(floor: Constraint) {
    if solver.hasEditVariable(structure.content.height) {
      try? solver.removeEditVariable(structure.content.height)
    }
    try? solver.setConstant(0, for: floor)
  }

  /// The solver constraint the session added with an origin.
  private func constraint(withOrigin origin: ConstraintOrigin) -> Constraint? {
    guard let key = constraints.origins.first(where: { $0.value == origin })?.key else {
      return nil
    }
    return solver.constraints.first { ObjectIdentifier($0) == key }
  }

  /// The origin recorded for the fitting-height constraint.
  static let fittingOrigin = ConstraintOrigin.generated(
    "contentView.height == 0 @50 (fitting size)")
  /// The origin recorded for the content view's `height >= 0`.
  static let heightFloorOrigin = ConstraintOrigin.generated("contentView.height >= 0")
}
