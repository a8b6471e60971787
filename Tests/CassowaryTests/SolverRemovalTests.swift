import Testing

@testable import Cassowary

struct SolverRemovalTests {
  @Test func removingAnOptionalEqualityReleasesItsErrors() throws {
    let solver = Solver()
    let x = Variable("x")
    let weak = (x == 10).priority(250)
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(weak)
    #expect(solver.value(of: x) == 10)
    try solver.removeConstraint(weak)
    #expect(solver.value(of: x) == 0)
    #expect(solver.tableau.freeSymbols.count >= 2)
  }

  @Test func removingTheActiveBoundLetsTheNextOneTakeOver() throws {
    let solver = Solver()
    let x = Variable("x")
    let tight = x <= 10
    try solver.addConstraint(tight)
    try solver.addConstraint(x <= 20)
    try solver.addConstraint((x == 100).priority(500))
    #expect(solver.value(of: x) == 10)
    try solver.removeConstraint(tight)
    #expect(solver.value(of: x) == 20)
  }

  @Test func rebuildKeepsEditVariablesAndTheirSuggestions() throws {
    let solver = Solver()
    let xs = (0..<40).map { Variable("x\($0)") }
    var links: [Constraint] = []
    for index in 1..<xs.count {
      let link = xs[index] == xs[index - 1] + 5
      links.append(link)
      try solver.addConstraint(link)
    }
    try solver.addEditVariable(xs[0], priority: 750)
    try solver.suggestValue(100, for: xs[0])
    #expect(solver.records[ObjectIdentifier(links[0])]?.marker == -1)
    try solver.removeConstraint(links[0])
    #expect(solver.hasEditVariable(xs[0]))
    #expect(solver.value(of: xs[0]) == 100)
    try solver.suggestValue(7, for: xs[0])
    #expect(solver.value(of: xs[0]) == 7)
    #expect(solver.value(of: xs[39]) - solver.value(of: xs[1]) == 190)
    try solver.removeEditVariable(xs[0])
    #expect(!solver.hasEditVariable(xs[0]))
  }

  @Test func chainRowsStayShortWhenDummiesAreDropped() throws {
    // kiwi's rows fill with dummies along a chain (cubic build time); here they stay bounded.
    // No timing is asserted (that is the benchmark's job); the row sizes are.
    let solver = Solver()
    let xs = (0..<400).map { Variable("x\($0)") }
    for index in 1..<xs.count { try solver.addConstraint(xs[index] == xs[index - 1] + 10) }
    try solver.addEditVariable(xs[0], priority: 750)
    try solver.suggestValue(3, for: xs[0])
    #expect(solver.value(of: xs[399]) == 3_993)
    let longest = solver.tableau.rows.map(\.cells.count).max() ?? 0
    #expect(longest <= Solver.dummyColumnLimit + 3)
  }
}
