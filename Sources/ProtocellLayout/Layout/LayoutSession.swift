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
/// What the session holds is in three parts beside its solver: the ``SessionStructure``, built
/// once for the prototype and never changed (slots, indices, arranged views, the content view's
/// variables); the ``SessionConstraints`` in the solver, with their origins; and the
/// ``SessionRowState`` each row overwrites (hidden flags, stacks to rebuild, broken constraints,
/// applied width). Constraint generators (``StackConstraintGenerator``) read the structure and
/// return what they make; the session alone adds it to the solver.
///
/// A session is not thread-safe.
package final class LayoutSession {
  /// The slots, indices and variables built once for the prototype.
  let structure: SessionStructure
  /// How labels are measured.
  let measurer: any LabelMeasuring
  let solver: Solver
  /// The most solver work building the prototype may take (see ``Cassowary/Solver/work``).
  package let maximumLayoutWork: Int
  // The state read or written for every row is marked `@exclusivity(unchecked)`: the session's
  // methods never overlap accesses to it, and the dynamic checks would cost more than the work
  // they guard (the session is not thread-safe in any case).
  /// The constraints in the solver and their origins.
  @exclusivity(unchecked) var constraints: SessionConstraints
  /// What the row being applied (or the last one) changes.
  @exclusivity(unchecked) var row: SessionRowState
  /// Constraints broken while the prototype was built, reported with every row's.
  private(set) var buildBroken: [BrokenConstraint] = []
  /// Why the prototype could not be built, thrown by every layout of this session.
  private(set) var buildFailure: LayoutError?

  /// How many sessions (solvers) have been built in this process, by prototype: what a test
  /// counts to check that a command builds each prototype's solver once.
  package static let builds = Locked<[String: Int]>([:])

  /// The prototype laid out.
  package var prototype: CellPrototype { structure.prototype }
  /// The measurer when it is a ``FontTextMeasurer``, whose fonts the slots resolve once.
  var fontMeasurer: FontTextMeasurer? { measurer as? FontTextMeasurer }
  /// The solver work done so far, building the prototype and laying out rows, to compare with
  /// ``maximumLayoutWork``.
  package var solverWork: Int { solver.work }

  /// Builds the solver for a prototype at its default width.
  ///
  /// Required constraints that conflict are broken (left out) as UIKit breaks them, and reported
  /// in every ``CellLayout`` of this session. Building stops once the solver has done
  /// `maximumLayoutWork` work; every layout then throws
  /// ``LayoutError/tooComplex(reuseIdentifier:maximumLayoutWork:)``.
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
    let structure = SessionStructure(
      prototype: prototype, fontMeasurer: measurer as? FontTextMeasurer)
    self.structure = structure
    self.measurer = measurer
    self.maximumLayoutWork = maximumLayoutWork
    solver = Solver()
    // The content view's width: the cell's, less an accessory (at the default scale, 2).
    let width = CellChrome.contentViewWidth(
      accessory: prototype.accessory, cellWidth: prototype.width, scale: 2)
    constraints = SessionConstraints(contentWidth: structure.content.width, width: width)
    row = SessionRowState(structure: structure, appliedWidth: width)
    build()
  }

  /// A session in `other`'s state, sharing no mutable state with it (see ``copy()``).
  private init(copying other: LayoutSession) {
    structure = other.structure.copyingSlots()
    measurer = other.measurer
    solver = other.solver.copy()
    maximumLayoutWork = other.maximumLayoutWork
    constraints = other.constraints.copyingToggles()
    row = other.row
    buildBroken = other.buildBroken
    buildFailure = other.buildFailure
  }

  /// A session that starts where this one stands and lays rows out as this one would from here,
  /// without building the prototype again.
  ///
  /// The copy has its own solver (``Cassowary/Solver/copy()``), slots and adjustable
  /// constraints, so that a row laid out on either leaves the other as it was; the variables,
  /// constraints and the measurer are shared (immutable, or shared by every session already).
  /// It is not counted in ``builds``. Use it on one thread, and do not lay rows out on this
  /// session while it is being copied.
  ///
  /// - Returns: The copy.
  /// - Complexity: O(*v* + *c*) for *v* views and *c* adjustable stack constraints; the solver's
  ///   arrays are copied as either session first changes them.
  package func copy() -> LayoutSession { LayoutSession(copying: self) }

  private func build() {
    solver.maximumWork = maximumLayoutWork
    defer { solver.maximumWork = nil }
    let widthOrigin = ConstraintOrigin.generated(
      "contentView.width == \(row.appliedWidth.compactDescription)")
    add(constraints.widthPins.atLeast, origin: widthOrigin)
    add(constraints.widthPins.atMost, origin: widthOrigin)
    let contentHeight = structure.content.height
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
        constraints.template[index] = solverConstraint
      }
    }
    // Innermost stacks first: UIKit updates constraints from the bottom up, so where a nested
    // stack's generated constraints conflict with its enclosing stack's, the enclosing stack's
    // are met last and broken (`UIKitLayoutRules.md`, "Unsatisfiable constraints"). Slots are
    // in document order, a view before its subviews, so the reverse puts subviews first.
    for index in structure.slots.indices.reversed() where structure.slots[index].stack != nil {
      rebuildStack(at: index)
    }
    buildBroken = row.broken
    row.broken = []
    // Before any intrinsic size is known: a wrapping label whose width is already determined
    // gets that width whatever its text.
    for slot in structure.slots where slot.label.map({ $0.numberOfLines != 1 }) == true {
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
      constraints.origins[ObjectIdentifier(constraint)] = origin
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
        row.broken.append(
          BrokenConstraint(
            constraint: origin,
            conflicts: sizeFloors(neededBy: conflicts)
              + conflicts.compactMap { constraints.origins[ObjectIdentifier($0)] }.filter {
                $0 != origin
              }))
        // UIKit's engine keeps a broken constraint as nearly required as it can: it yields to
        // every required one and prevails over every optional one. A row height IB's canvas
        // breaks is dropped: the canvas lays the content out at the height it needs.
        if origin.templateConstraint?.identifier != CellPrototype.fixedHeightIdentifier {
          let softened = constraint.priority(Self.brokenPriority)
          if (try? solver.addConstraint(softened)) != nil {
            constraints.softened[ObjectIdentifier(constraint)] = softened
          }
        }
      } else {
        row.broken.append(BrokenConstraint(constraint: origin, conflicts: []))
      }
      return false
    }
  }

  /// Removes a constraint the session added, or the softened copy of one that was broken.
  func remove(_ constraint: Constraint) {
    if solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
    if let softened = constraints.softened.removeValue(forKey: ObjectIdentifier(constraint)) {
      try? solver.removeConstraint(softened)
    }
    constraints.origins[ObjectIdentifier(constraint)] = nil
    // A stack's spacing that gave way to a hiding constraint is not put back once its stack
    // is rebuilt: the rebuild makes its own.
    if constraints.yieldingToHiding.remove(ObjectIdentifier(constraint)) != nil {
      constraints.yielded.removeAll { $0.constraint === constraint }
    }
  }

  /// The constraints broken for the row: the build's, then the row's own, each once.
  ///
  /// A stack the row rebuilds (a fillProportionally one whose labels changed) breaks the same
  /// constraint again, with the same conflicts; the row names it once.
  ///
  /// - Complexity: O(*b*) for *b* entries; nothing is allocated when neither list has any.
  var brokenForRow: [BrokenConstraint] {
    if row.broken.isEmpty { return buildBroken }
    var seen = Set<BrokenConstraint>()
    return (buildBroken + row.broken).filter { seen.insert($0).inserted }
  }

  /// The priority a broken required constraint keeps: just below required.
  static let brokenPriority = Priority(rawValue: Float(1000).nextDown)

  // MARK: - Anchors

  /// The solver constraint for a template constraint, or `nil` when it names an unknown item.
  ///
  /// The baseline offsets of a label it names are pinned in the solver first.
  func makeConstraint(_ constraint: LayoutConstraint) -> Constraint? {
    let isRightToLeft = structure.readsRightToLeft(constraint)
    guard var lhs = expression(for: constraint.first, isRightToLeft: isRightToLeft) else {
      return nil
    }
    var rhs = Linear.constant(constraint.constant)
    if let second = constraint.second {
      guard var secondExpression = expression(for: second, isRightToLeft: isRightToLeft) else {
        return nil
      }
      // Positions measured from the items' nearest common ancestor `g`, as UIKit measures them:
      // first − g == multiplier × (second − g) + constant, or, for a position held to a size,
      // first − g == multiplier × size + constant.
      if let start = structure.coordinateStart(of: constraint, isRightToLeft: isRightToLeft) {
        lhs = Linear.difference(lhs, start)
        if !second.attribute.isSize {
          secondExpression = Linear.difference(secondExpression, start)
        }
      }
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

  /// The linear expression of an item's attribute, read right to left or not (see
  /// ``SessionStructure/expression(for:isRightToLeft:)``), with the baseline offsets it uses
  /// pinned.
  private func expression(for anchor: LayoutAnchor, isRightToLeft: Bool) -> Expression? {
    if let label = structure.baselineLabel(for: anchor) { pinBaselines(of: structure.slots[label]) }
    return structure.expression(for: anchor, isRightToLeft: isRightToLeft)
  }

  /// Pins a label's first and last baseline offsets (at its current measurement) in the solver,
  /// the first time a constraint needs them; later rows move them (``apply(_:to:)``).
  ///
  /// Each is an offset from an edge (``LabelBaselines``), pinned by two required inequalities
  /// (cheap to change, unlike required equalities).
  func pinBaselines(of slot: ViewSlot) {
    guard slot.isLabel, slot.baselinePins.isEmpty, let shifts = slot.baselineShifts else {
      return
    }
    var values: [Double] = [0, 0]
    if let measurement = slot.measurement {
      let offsets = LabelBaselines.offsets(of: measurement)
      values = [offsets.first, offsets.last]
    }
    addBaselinePins(of: slot, shifts: shifts, at: values)
  }

  /// Adds the two inequalities that pin each of a label's baseline shifts (first, last) at
  /// `values`, and records them on the slot.
  func addBaselinePins(
    of slot: ViewSlot, shifts: (first: Variable, last: Variable), at values: [Double]
  ) {
    for (variable, value) in zip([shifts.first, shifts.last], values) {
      let atLeast = Constraint(Linear.variable(variable, plus: -value), .greaterThanOrEqual)
      let atMost = Constraint(Linear.variable(variable, plus: -value), .lessThanOrEqual)
      add(atLeast, origin: .generated("\(slot.node.id) baseline offset"))
      add(atMost, origin: .generated("\(slot.node.id) baseline offset"))
      slot.baselinePins += [atLeast, atMost]
    }
    slot.appliedBaselineShifts = values
  }
}
