import Testing

@testable import Cassowary

struct SolverConstantTests {
  @Test func requiredEqualityMovesItsDependants() throws {
    let solver = Solver()
    let top = Variable("top")
    let bottom = Variable("bottom")
    let height = bottom == top + 44
    try solver.addConstraint(top == 8)
    try solver.addConstraint(height)
    #expect(solver.value(of: bottom) == 52)
    try solver.setConstant(100, for: height)
    #expect(solver.value(of: bottom) == 108)
    try solver.setConstant(-8, for: height)
    #expect(solver.value(of: bottom) == 0)
  }

  @Test func inequalityConstantTriggersTheDualSimplex() throws {
    let solver = Solver()
    let x = Variable("x")
    let bound = x <= 50
    try solver.addConstraint(bound)
    try solver.addConstraint((x == 100).priority(500))
    #expect(solver.value(of: x) == 50)
    try solver.setConstant(80, for: bound)
    #expect(solver.value(of: x) == 80)
    try solver.setConstant(120, for: bound)
    #expect(solver.value(of: x) == 100)
    let floor = x >= 0
    try solver.addConstraint(floor)
    try solver.setConstant(110, for: floor)
    #expect(solver.value(of: x) == 110)
  }

  @Test func optionalConstraintsChangeTheirPull() throws {
    let solver = Solver()
    let x = Variable("x")
    let weak = (x == 10).priority(250)
    let strong = (x >= 20).priority(750)
    try solver.addConstraint(weak)
    try solver.addConstraint(strong)
    #expect(solver.value(of: x) == 20)
    try solver.setConstant(30, for: weak)
    #expect(solver.value(of: x) == 30)
    try solver.setConstant(40, for: strong)
    #expect(solver.value(of: x) == 40)
  }

  @Test func unsatisfiableConstantIsRefusedAndTheOldOneKept() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let floor = x >= 10
    let link = y == x + 5
    let ceiling = y <= 30
    try solver.addConstraint(floor)
    try solver.addConstraint(link)
    try solver.addConstraint(ceiling)
    let error = solverError { () throws(SolverError) in try solver.setConstant(40, for: floor) }
    #expect(error?.culprit === floor)
    #expect(error?.conflictIDs == [floor, link, ceiling].map { ObjectIdentifier($0) })
    #expect(solver.value(of: x) == 10)
    try solver.setConstant(25, for: floor)
    #expect(solver.value(of: y) == 30)
  }

  @Test func redundantEqualityThatStopsHoldingIsRefused() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x == 10
    try solver.addConstraint(first)
    try solver.addConstraint(x == 10)
    #expect(throws: SolverError.self) { try solver.setConstant(20, for: first) }
    #expect(solver.value(of: x) == 10)
  }

  @Test func unknownAndNonFiniteConstantsAreRejected() throws {
    let solver = Solver()
    let x = Variable("x")
    let constraint = x == 1
    let unknown = solverError { () throws(SolverError) in try solver.setConstant(2, for: constraint)
    }
    #expect(unknown?.code == "unknownConstraint")
    #expect(unknown?.culprit === constraint)
    try solver.addConstraint(constraint)
    let nonFinite = solverError { () throws(SolverError) in
      try solver.setConstant(.nan, for: constraint)
    }
    #expect(nonFinite?.code == "nonFiniteConstant")
    #expect(nonFinite?.culprit === constraint)
    #expect(solver.value(of: x) == 1)
  }

  @Test func droppedDummyFallsBackToARebuild() throws {
    let solver = Solver()
    let xs = (0..<60).map { Variable("x\($0)") }
    try solver.addConstraint(xs[0] == 0)
    var links: [Constraint] = []
    for index in 1..<xs.count {
      let link = xs[index] == xs[index - 1] + 10
      links.append(link)
      try solver.addConstraint(link)
    }
    #expect(solver.records[ObjectIdentifier(links[0])]?.marker == -1)
    try solver.setConstant(20, for: links[0])
    #expect(solver.value(of: xs[59]) == 600)
    try solver.removeConstraint(links[0])
    #expect(solver.value(of: xs[0]) == 0)
    #expect(solver.isAmbiguous(xs[59]))
    #expect(solver.value(of: xs[59]) - solver.value(of: xs[1]) == 580)
  }
}
