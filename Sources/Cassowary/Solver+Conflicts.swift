// The conflict set of an unsatisfiable required constraint, found with QuickXplain over the
// required constraints that share variables with it.

extension Solver {
  /// A minimal set of required constraints that cannot hold together with `constraint` at
  /// `constant`, with `constraint` first.
  ///
  /// Only required constraints linked to `constraint` through shared variables can take part.
  /// QuickXplain (Junker, 2004) then narrows them down with feasibility probes on scratch solvers:
  /// O(*k*·log(*n*/*k*)) probes for a conflict of *k* among *n* candidates.
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
    guard isInfeasible([(probe, constant)] + entries) else { return [constraint] }
    let found = quickXplain(background: [(probe, constant)], candidates: entries, hasDelta: false)
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

  /// QuickXplain: a minimal subset of `candidates` that is infeasible together with `background`.
  private func quickXplain(
    background: [(Constraint, Double)], candidates: [(Constraint, Double)], hasDelta: Bool
  ) -> [(Constraint, Double)] {
    if hasDelta && isInfeasible(background) { return [] }
    if candidates.count <= 1 { return candidates }
    let half = candidates.count / 2
    let first = Array(candidates[..<half])
    let second = Array(candidates[half...])
    let fromSecond = quickXplain(
      background: background + first, candidates: second, hasDelta: !first.isEmpty)
    let fromFirst = quickXplain(
      background: background + fromSecond, candidates: first, hasDelta: !fromSecond.isEmpty)
    return fromFirst + fromSecond
  }

  /// Whether a set of required constraints cannot all hold, tested on a scratch solver whose work
  /// is added to this solver's.
  ///
  /// Past the work limit it answers `true` without probing.
  private func isInfeasible(_ entries: [(Constraint, Double)]) -> Bool {
    let scratch = Solver(computesConflicts: false)
    defer { tableau.work &+= scratch.tableau.work }
    for (constraint, constant) in entries {
      if let limit = maximumWork, tableau.work &+ scratch.tableau.work > limit { return true }
      do {
        try scratch.add(constraint, constant: constant)
      } catch {
        return true
      }
    }
    return false
  }

  /// Whether ``work`` has passed ``maximumWork``.
  private var isOverWorkLimit: Bool {
    maximumWork.map { tableau.work > $0 } ?? false
  }
}
