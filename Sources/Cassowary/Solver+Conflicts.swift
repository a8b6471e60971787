// The conflict set of an unsatisfiable required constraint, found with QuickXplain over the
// required constraints that share variables with it.

extension Solver {
  /// A minimal set of required constraints that cannot hold together with `constraint` at
  /// `constant`, with `constraint` first.
  ///
  /// Only required constraints linked to `constraint` through shared variables can take part.
  /// QuickXplain (Junker, 2004) then narrows them down with feasibility probes on scratch solvers:
  /// O(*k*·log(*n*/*k*)) probes for a conflict of *k* among *n* candidates, each adding only its
  /// own constraints to a copy of its caller's solver.
  ///
  /// The probes' work counts towards ``work``; when it reaches ``maximumWork`` the search stops and
  /// the set is `constraint` alone.
  ///
  /// - Complexity: O(*k*·log(*n*/*k*)) solver builds of at most *n* constraints.
  func conflicts(for constraint: Constraint, constant: Double) -> [Constraint] {
    guard computesConflicts else { return [] }
    let probe = Constraint(
      terms: constraint.terms, constant: constant, relation: constraint.relation,
      priority: .required)
    let candidates = linkedRequiredConstraints(to: constraint)
    let entries = candidates.map { ($0, self.constant(of: $0)) }
    let empty = Solver(computesConflicts: false)
    let background = extended(empty, with: [(probe, constant)])
    guard background.flatMap({ extended($0, with: entries) }) == nil else { return [constraint] }
    let found = quickXplain(background: background, delta: [], candidates: entries)
    if isOverWorkLimit { return [constraint] }
    return [constraint] + found.map(\.0)
  }

  /// The required constraints, other than `constraint` itself, connected to it by shared variables.
  func linkedRequiredConstraints(to constraint: Constraint) -> [Constraint] {
    var byVariable: [ObjectIdentifier: [Record]] = [:]
    for record in records.values
    where record.constraint.priority.isRequired && record.constraint !== constraint {
      for term in record.constraint.terms {
        byVariable[ObjectIdentifier(term.variable), default: []].append(record)
      }
    }
    var seenVariables = Set<ObjectIdentifier>()
    var seenRecords = Set<ObjectIdentifier>()
    var found: [Record] = []
    var pending = constraint.terms.map { ObjectIdentifier($0.variable) }
    while let variable = pending.popLast() {
      guard seenVariables.insert(variable).inserted else { continue }
      for record in byVariable[variable] ?? []
      where seenRecords.insert(ObjectIdentifier(record.constraint)).inserted {
        found.append(record)
        pending.append(contentsOf: record.constraint.terms.map { ObjectIdentifier($0.variable) })
      }
    }
    return found.sorted { $0.sequence < $1.sequence }.map(\.constraint)
  }

  /// QuickXplain: a minimal subset of `candidates` that is infeasible together with the
  /// constraints of `background` and `delta`.
  ///
  /// `background` is a scratch solver holding the constraints below this call (`nil` when they
  /// cannot all hold); `delta` is what this call adds to them. Each probe extends a copy of its
  /// caller's solver by its own constraints (``Solver/copy()``, copy on write) instead of building
  /// the whole set again, in the same order, so a probe's answer is the one a fresh solver of the
  /// same constraints gives.
  private func quickXplain(
    background: Solver?, delta: [(Constraint, Double)], candidates: [(Constraint, Double)]
  ) -> [(Constraint, Double)] {
    let solver = delta.isEmpty ? background : background.flatMap { extended($0, with: delta) }
    if !delta.isEmpty && solver == nil { return [] }
    if candidates.count <= 1 { return candidates }
    let half = candidates.count / 2
    let first = Array(candidates[..<half])
    let second = Array(candidates[half...])
    let fromSecond = quickXplain(background: solver, delta: first, candidates: second)
    let fromFirst = quickXplain(background: solver, delta: fromSecond, candidates: first)
    return fromFirst + fromSecond
  }

  /// A scratch solver holding `base`'s constraints and then `entries`, or `nil` when they cannot
  /// all hold; `base` is left as it was, and the work of adding `entries` is added to this
  /// solver's.
  ///
  /// Past the work limit it answers `nil` without probing further.
  private func extended(_ base: Solver, with entries: [(Constraint, Double)]) -> Solver? {
    let scratch = base.copy()
    let start = scratch.tableau.work
    defer { tableau.work &+= scratch.tableau.work &- start }
    for (constraint, constant) in entries {
      if let limit = maximumWork, tableau.work &+ (scratch.tableau.work &- start) > limit {
        return nil
      }
      do {
        try scratch.add(constraint, constant: constant)
      } catch {
        return nil
      }
    }
    return scratch
  }

  /// Whether ``work`` has passed ``maximumWork``.
  private var isOverWorkLimit: Bool {
    maximumWork.map { tableau.work > $0 } ?? false
  }
}
