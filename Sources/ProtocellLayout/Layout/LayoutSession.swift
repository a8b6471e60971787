import Cassowary
import ProtocellArchive
import ProtocellTemplates
import _ProtocellConcurrency

/// One cell prototype on one incremental Cassowary solver, laid out row after row: the
/// single-solver half of ``LayoutEngine``, which routes each row to a session.
///
/// The session turns the prototype into solver constraints once: the content view's width
/// (required) and fitting height (as small as possible, at `fittingSizeLevel` as
/// `systemLayoutSizeFitting` asks), every template constraint, the constraints UIStackView
/// generates, and each view's intrinsic-size constraints at its hugging and
/// compression-resistance priorities. Each row then changes only what the row changes —
/// intrinsic sizes, baseline offsets, hidden arranged views — through the solver's cheap
/// constant changes, and reads the frames. Hiding or showing arranged views is done in place
/// (`LayoutSession+StackVisibility.swift`); ``LayoutEngine`` keeps one session per set of hidden
/// arranged views so that this is rare.
///
/// A session is not thread-safe.
package final class LayoutSession {
  /// The prototype laid out.
  package let prototype: CellPrototype
  /// The prototype's accessory, which narrows the content view: read per row.
  let accessory: CellAccessory
  let measurer: any LabelMeasuring
  /// The measurer when it is a ``FontTextMeasurer``, whose fonts slots resolve once.
  let fontMeasurer: FontTextMeasurer?
  let solver = Solver()
  // The properties read or written for every row are marked `@exclusivity(unchecked)`: the
  // engine's methods never overlap accesses to them, and the dynamic checks would cost more
  // than the work they guard (the engine is not thread-safe in any case).
  let contentWidth = Variable("contentView.width")
  let contentHeight = Variable("contentView.height")
  private(set) var widthPins: (atLeast: Constraint, atMost: Constraint)
  @exclusivity(unchecked) var slots: [ViewSlot] = []
  @exclusivity(unchecked) var slotIndex: [String: Int] = [:]
  var origins: [ObjectIdentifier: ConstraintOrigin] = [:]
  /// How many sessions (solvers) have been built in this process, by prototype: what a test
  /// counts to check that a command builds each prototype's solver once.
  package static let builds = Locked<[String: Int]>([:])
  /// Constraints broken while the prototype was built, and the ones broken for the last row.
  var buildBroken: [BrokenConstraint] = []
  /// Template constraints taken out of the solver because a hiding constraint prevailed over
  /// them, with their origins; put back when their views show again.
  var yielded: [(constraint: Constraint, origin: ConstraintOrigin)] = []
  @exclusivity(unchecked) var rowBroken: [BrokenConstraint] = []
  /// Generated constraints of each stack slot, by slot index.
  var stackConstraints: [Int: [Constraint]] = [:]
  /// The adjustable constraints of stacks that hide views in place.
  var stackToggles: [Int: StackToggles] = [:]
  /// The content view's width the solver holds now (the cell's width less any accessory).
  @exclusivity(unchecked) var appliedWidth: Double
  /// The slots of arranged views, whose hidden flags choose the session a row is laid out on
  /// (at most 64; see ``LayoutEngine``).
  @exclusivity(unchecked) var arrangedSlots: [Int] = []
  /// Per slot: whether the row being applied hides the view.
  @exclusivity(unchecked) var rowHidden: [Bool] = []
  /// The stacks with distribution fillProportionally, rebuilt for every row.
  @exclusivity(unchecked) var proportionalStacks: [Int] = []
  /// The slots of wrapping labels, re-measured at their laid-out widths for every row.
  @exclusivity(unchecked) var wrappingLabels: [Int] = []
  /// Per slot: whether the row being applied rebuilds the stack (all `false` between rows).
  @exclusivity(unchecked) var stacksToRebuild: [Bool] = []

  /// The template constraints in the solver, by index into the template's constraints.
  private(set) var templateConstraints: [Int: Constraint] = [:]
  /// The most solver work building the prototype may take (see ``Cassowary/Solver/work``).
  package let maximumLayoutWork: Int
  /// The solver work done so far, building the prototype and laying out rows, to compare with
  /// ``maximumLayoutWork``.
  package var solverWork: Int { solver.work }
  /// The current row's ``LayoutOptions/maximumLineCount``.
  var maximumLineCount = Int.max
  /// Why the prototype could not be built, thrown by every layout of this engine.
  private(set) var buildFailure: LayoutError?

  /// Builds the solver for a prototype at its default width.
  ///
  /// Required constraints that conflict are broken (left out) as UIKit breaks them, and reported
  /// in every ``CellLayout`` of this engine. Building stops once the solver has done `maximumLayoutWork`
  /// work; every layout then throws ``LayoutError/tooComplex(reuseIdentifier:maximumLayoutWork:)``.
  ///
  /// - Parameters:
  ///   - prototype: The prototype.
  ///   - measurer: How labels are measured.
  ///   - maximumLayoutWork: The most solver work building may take; by default the template
  ///     limit's (``TemplateLimits/maximumLayoutWork``).
  /// - Complexity: Proportional to the solver work of adding every constraint once, at most
  ///   `maximumLayoutWork`.
  package init(
    prototype: CellPrototype, measurer: any LabelMeasuring,
    maximumLayoutWork: Int = TemplateLimits.default.maximumLayoutWork
  ) {
    Self.builds.withLock { $0[prototype.reuseIdentifier, default: 0] += 1 }
    self.prototype = prototype
    self.accessory = prototype.accessory
    self.measurer = measurer
    self.fontMeasurer = measurer as? FontTextMeasurer
    self.maximumLayoutWork = maximumLayoutWork
    // The content view's width: the cell's, less an accessory (at the default scale, 2).
    let width = CellChrome.contentViewWidth(
      accessory: prototype.accessory, cellWidth: prototype.width, scale: 2)
    self.appliedWidth = width
    widthPins = (
      Constraint(Linear.variable(contentWidth, plus: -width), .greaterThanOrEqual),
      Constraint(Linear.variable(contentWidth, plus: -width), .lessThanOrEqual)
    )
    for view in prototype.allViews where slotIndex[view.id] == nil {
      slotIndex[view.id] = slots.count
      slots.append(ViewSlot(node: view, fontMeasurer: fontMeasurer))
    }
    for (index, slot) in slots.enumerated() where slot.stack != nil {
      for subview in slot.node.subviews {
        if let child = slotIndex[subview.id] { slots[child].arrangingStack = index }
      }
    }
    arrangedSlots = slots.indices.filter { slots[$0].arrangingStack != nil }
    rowHidden = slots.map(\.isHidden)
    stacksToRebuild = Array(repeating: false, count: slots.count)
    wrappingLabels = slots.indices.filter { slots[$0].isWrappingLabel }
    proportionalStacks = slots.indices.filter {
      slots[$0].stack?.distribution == .fillProportionally
    }
    if arrangedSlots.count > 64 { arrangedSlots = [] }
    build()
  }

  private func build() {
    solver.maximumWork = maximumLayoutWork
    defer { solver.maximumWork = nil }
    add(
      widthPins.atLeast,
      origin: .generated("contentView.width == \(appliedWidth.compactDescription)"))
    add(
      widthPins.atMost,
      origin: .generated("contentView.width == \(appliedWidth.compactDescription)"))
    add(
      Constraint(Linear.variable(contentHeight), .greaterThanOrEqual),
      origin: Self.heightFloorOrigin)
    add(
      Constraint(
        Linear.variable(contentHeight), .equal,
        priority: Priority(Float(Priority.fittingSizeLevel.rawValue))),
      origin: Self.fittingOrigin)
    for (index, constraint) in prototype.constraints.enumerated() {
      guard let solverConstraint = makeConstraint(constraint) else { continue }
      if add(solverConstraint, origin: .template(index: index, constraint)) {
        templateConstraints[index] = solverConstraint
      }
    }
    for (index, slot) in slots.enumerated() where slot.stack != nil {
      rebuildStack(at: index)
    }
    buildBroken = rowBroken
    rowBroken = []
    // Before any intrinsic size is known: a wrapping label whose width is already determined
    // gets that width whatever its text.
    for slot in slots where slot.label.map({ $0.numberOfLines != 1 }) == true {
      slot.hasContentIndependentWidth = isFixedByConstraints(slot.width)
    }
  }

  /// Adds a constraint, breaking it (and recording why) if it cannot hold.
  ///
  /// A constraint that `prevails` (UIStackView's hiding of an arranged view) is not the one
  /// broken when it conflicts with the template's own: those give way instead
  /// (``yieldTemplateConstraints(to:origin:conflicts:)``), as UIKit breaks the view's constraint
  /// and keeps `UISV-hiding`.
  @discardableResult
  func add(_ constraint: Constraint, origin: ConstraintOrigin, prevails: Bool = false) -> Bool {
    do {
      try solver.addConstraint(constraint)
      origins[ObjectIdentifier(constraint)] = origin
      return true
    } catch {
      if prevails, case .unsatisfiableConstraint(_, let conflicts) = error,
        yieldTemplateConstraints(to: constraint, origin: origin, conflicts: conflicts)
      {
        return true
      }
      if case .workLimitExceeded(let limit) = error {
        buildFailure = .tooComplex(
          reuseIdentifier: prototype.reuseIdentifier, maximumLayoutWork: limit)
      } else if case .unsatisfiableConstraint(_, let conflicts) = error {
        rowBroken.append(
          BrokenConstraint(
            constraint: origin,
            conflicts: conflicts.compactMap { origins[ObjectIdentifier($0)] }.filter {
              $0 != origin
            }))
      } else {
        rowBroken.append(BrokenConstraint(constraint: origin, conflicts: []))
      }
      return false
    }
  }

  /// Removes a constraint the engine added, ignoring one that was broken.
  func remove(_ constraint: Constraint) {
    if solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
    origins[ObjectIdentifier(constraint)] = nil
  }

  // MARK: - Anchors

  /// The solver constraint for a template constraint, or `nil` when it names an unknown item.
  func makeConstraint(_ constraint: LayoutConstraint) -> Constraint? {
    guard let lhs = expression(for: constraint.first) else { return nil }
    var rhs = Linear.constant(constraint.constant)
    if let second = constraint.second {
      guard let secondExpression = expression(for: second) else { return nil }
      rhs = Linear.sum(Linear.scaled(secondExpression, by: constraint.multiplier), rhs)
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let priority = Priority(Float(min(max(constraint.priority.rawValue, 1), 1000)))
    let made = Constraint(Linear.difference(lhs, rhs), relation, priority: priority)
    return made.isFinite ? made : nil
  }

  /// The linear expression of an item's attribute.
  func expression(for anchor: LayoutAnchor) -> Expression? {
    switch anchor.item {
    case .superview: return contentExpression(anchor.attribute, insets: EdgeInsets(all: 0))
    case .margins: return contentExpression(anchor.attribute, insets: prototype.layoutMargins)
    case .view(let id):
      guard let index = slotIndex[id] else { return nil }
      return expression(for: anchor.attribute, of: index)
    }
  }

  private func contentExpression(_ attribute: LayoutAttribute, insets: EdgeInsets) -> Expression? {
    switch attribute {
    case .leading, .left: return Linear.constant(insets.leading)
    case .trailing, .right: return Linear.variable(contentWidth, plus: -insets.trailing)
    case .top: return Linear.constant(insets.top)
    case .bottom: return Linear.variable(contentHeight, plus: -insets.bottom)
    case .width: return Linear.variable(contentWidth, plus: -insets.leading - insets.trailing)
    case .height: return Linear.variable(contentHeight, plus: -insets.top - insets.bottom)
    case .centerX:
      return Linear.variable(contentWidth, 0.5, plus: (insets.leading - insets.trailing) / 2)
    case .centerY:
      return Linear.variable(contentHeight, 0.5, plus: (insets.top - insets.bottom) / 2)
    case .firstBaseline, .lastBaseline: return nil
    }
  }

  /// The expression of one attribute of the view in slot `index`.
  func expression(for attribute: LayoutAttribute, of index: Int) -> Expression {
    let slot = slots[index]
    switch attribute {
    case .leading, .left: return Linear.variable(slot.left)
    case .trailing, .right:
      return Linear.sum(Linear.variable(slot.left), Linear.variable(slot.width))
    case .top: return Linear.variable(slot.top)
    case .bottom: return Linear.sum(Linear.variable(slot.top), Linear.variable(slot.height))
    case .width: return Linear.variable(slot.width)
    case .height: return Linear.variable(slot.height)
    case .centerX: return Linear.sum(Linear.variable(slot.left), Linear.variable(slot.width, 0.5))
    case .centerY: return Linear.sum(Linear.variable(slot.top), Linear.variable(slot.height, 0.5))
    case .firstBaseline, .lastBaseline:
      let isFirst = attribute == .firstBaseline
      if slot.label != nil {
        let shifts = baselineShifts(of: slot)
        let shift = isFirst ? shifts.first : shifts.last
        // UILabel centres its text vertically: baseline = top + height/2 + (offset - textHeight/2).
        return Linear.sum(
          Linear.variable(slot.top), Linear.variable(slot.height, 0.5), Linear.variable(shift))
      }
      if slot.stack != nil, let child = baselineView(ofStack: index, first: isFirst) {
        return expression(for: attribute, of: child)
      }
      return expression(for: .bottom, of: index)
    }
  }

  /// The baseline shift variables of a label, made and pinned (at the label's current
  /// measurement) the first time a constraint needs them.
  func baselineShifts(of slot: ViewSlot) -> (first: Variable, last: Variable) {
    if let shifts = slot.baselineShifts { return shifts }
    let shifts = (
      Variable("\(slot.node.id).firstBaselineShift"), Variable("\(slot.node.id).lastBaselineShift")
    )
    slot.baselineShifts = shifts
    var values: [Double] = [0, 0]
    if let measurement = slot.measurement {
      let half = measurement.size.height / 2
      values = [measurement.firstBaseline - half, measurement.lastBaseline - half]
    }
    for (variable, value) in zip([shifts.0, shifts.1], values) {
      let atLeast = Constraint(Linear.variable(variable, plus: -value), .greaterThanOrEqual)
      let atMost = Constraint(Linear.variable(variable, plus: -value), .lessThanOrEqual)
      add(atLeast, origin: .generated("\(slot.node.id) baseline offset"))
      add(atMost, origin: .generated("\(slot.node.id) baseline offset"))
      slot.baselinePins += [atLeast, atMost]
    }
    slot.appliedBaselineShifts = values
    return shifts
  }

  /// The arranged view whose baseline is the stack's: the first (or last) arranged subview.
  private func baselineView(ofStack index: Int, first: Bool) -> Int? {
    let arranged = slots[index].node.subviews.compactMap { slotIndex[$0.id] }
    return first ? arranged.first : arranged.last
  }
}
