import Testing

@testable import Cassowary

struct SolverConflictsTests {
  @Test func conflictSetNamesOnlyTheConstraintsInvolved() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let floor = x >= 10
    let unrelated = z == 3
    let link = y == x + 5
    let loose = y <= 100
    let linkedButIrrelevant = z + y >= -1000
    for constraint in [floor, unrelated, link, loose, linkedButIrrelevant] {
      try solver.addConstraint(constraint)
    }
    let ceiling = y <= 12
    let error = solverError { () throws(SolverError) in try solver.addConstraint(ceiling) }
    #expect(error?.code == "unsatisfiableConstraint")
    #expect(error?.conflictIDs == [ceiling, floor, link].map { ObjectIdentifier($0) })
    #expect(!solver.hasConstraint(ceiling))
    #expect(solver.value(of: y) == 15)
  }

  @Test func contradictoryEqualitiesConflictPairwise() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x == 10
    try solver.addConstraint(first)
    try solver.addConstraint((x == 50).priority(750))
    let second = x == 20
    let error = solverError { () throws(SolverError) in try solver.addConstraint(second) }
    #expect(error?.conflictIDs == [second, first].map { ObjectIdentifier($0) })
  }

  @Test func constraintWithoutVariablesConflictsAlone() throws {
    let solver = Solver()
    try solver.addConstraint(Variable("x") == 1)
    let impossible = Expression(constant: 1) == 0
    let error = solverError { () throws(SolverError) in try solver.addConstraint(impossible) }
    #expect(error?.conflictIDs == [ObjectIdentifier(impossible)])
    try solver.addConstraint(Expression(constant: 0) <= 5)
  }

  @Test func optionalConstraintsNeverConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    try solver.addConstraint((x == 20).priority(999))
    #expect(solver.value(of: x) == 10)
  }

  @Test func conflictInALongChainIsFoundMinimal() throws {
    let solver = Solver()
    let xs = (0..<60).map { Variable("x\($0)") }
    var chain: [Constraint] = []
    let start = xs[0] == 0
    try solver.addConstraint(start)
    for index in 1..<xs.count {
      let link = xs[index] >= xs[index - 1] + 1
      chain.append(link)
      try solver.addConstraint(link)
      try solver.addConstraint(xs[index] <= 10_000)
    }
    let tooShort = xs[20] <= 19
    let error = solverError { () throws(SolverError) in try solver.addConstraint(tooShort) }
    #expect(
      error?.conflictIDs == ([tooShort, start] + chain.prefix(20)).map { ObjectIdentifier($0) })
  }
}
