import Testing

@testable import Cassowary

/// The solver's work count and the limit that stops hostile systems from taking unbounded time.
struct SolverWorkLimitTests {
  /// `bottom - top >= k` for k = 1…count, in increasing order: each new inequality binds and
  /// every earlier row is rewritten, so the work grows with the square of `count`.
  static func addParallelInequalities(_ count: Int, to solver: Solver) throws(SolverError) {
    let top = Variable("top")
    let bottom = Variable("bottom")
    try solver.addConstraint(top == 8)
    try solver.addConstraint((bottom == 0).priority(50))
    for k in 1...count { try solver.addConstraint(bottom - top >= Double(k)) }
  }

  @Test func workStartsAtZeroAndGrows() throws {
    let solver = Solver()
    #expect(solver.work == 0)
    try Self.addParallelInequalities(10, to: solver)
    #expect(solver.work > 0)
  }

  @Test func workGrowsFasterThanLinearlyForParallelInequalities() throws {
    let small = Solver()
    try Self.addParallelInequalities(100, to: small)
    let large = Solver()
    try Self.addParallelInequalities(400, to: large)
    #expect(large.work > 12 * small.work)
  }

  @Test func workIsDeterministic() throws {
    let first = Solver()
    try Self.addParallelInequalities(50, to: first)
    let second = Solver()
    try Self.addParallelInequalities(50, to: second)
    #expect(first.work == second.work)
  }

  @Test func resetClearsTheWork() throws {
    let solver = Solver()
    try Self.addParallelInequalities(10, to: solver)
    solver.reset()
    #expect(solver.work == 0)
  }

  @Test func operationsPastTheLimitThrowAndChangeNothing() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x >= 10
    solver.maximumWork = 0
    try solver.addConstraint(first)  // starts at zero work: allowed, and crosses the limit
    #expect(solver.work > 0)
    let second = x >= 20
    let addError = solverError { () throws(SolverError) in try solver.addConstraint(second) }
    #expect(addError?.code == "workLimitExceeded")
    #expect(!solver.hasConstraint(second))
    #expect(solver.value(of: x) == 10)
    let removeError = solverError { () throws(SolverError) in try solver.removeConstraint(first) }
    #expect(removeError?.code == "workLimitExceeded")
    #expect(solver.hasConstraint(first))
    solver.maximumWork = nil
    try solver.addConstraint(second)
    #expect(solver.value(of: x) == 20)
  }

  @Test func theLimitStopsAHostileSystemEarly() throws {
    let solver = Solver()
    solver.maximumWork = 100_000
    let error = solverError { () throws(SolverError) in
      try Self.addParallelInequalities(10_000, to: solver)
    }
    guard case .workLimitExceeded(let limit) = error else {
      Issue.record("expected workLimitExceeded, got \(String(describing: error))")
      return
    }
    #expect(limit == 100_000)
    // The operation that crossed the limit completed; no operation ran after it.
    #expect(solver.work > 100_000)
    #expect(solver.constraints.count < 1_000)
  }

  @Test func theConflictSearchStopsAtTheLimit() throws {
    let x = Variable("x")
    let y = Variable("y")
    func conflicts(limit: Int?) throws -> [ObjectIdentifier] {
      let solver = Solver()
      let floor = x >= 10
      let link = y == x + 5
      try solver.addConstraint(floor)
      try solver.addConstraint(link)
      solver.maximumWork = limit.map { solver.work + $0 }
      let ceiling = y <= 12
      let error = solverError { () throws(SolverError) in try solver.addConstraint(ceiling) }
      #expect(error?.code == "unsatisfiableConstraint")
      return error?.conflictIDs ?? []
    }
    let full = try conflicts(limit: nil)
    #expect(full.count == 3)
    let cut = try conflicts(limit: 0)
    #expect(cut.count == 1)
  }
}
