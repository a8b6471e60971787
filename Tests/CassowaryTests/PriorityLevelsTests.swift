import Testing

@testable import Cassowary

/// Optional priorities are lexicographic levels, not weights.
struct PriorityLevelsTests {
  @Test(arguments: [1, 2, 10, 300])
  func one750BeatsAnyNumberOf749s(count: Int) throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 100).priority(750))
    for _ in 0..<count {
      try solver.addConstraint((x == 0).priority(749))
    }
    #expect(solver.value(of: x) == 100)
  }

  @Test func the749sWinOnceThe750IsRemoved() throws {
    let solver = Solver()
    let x = Variable("x")
    let strong = (x == 100).priority(750)
    try solver.addConstraint(strong)
    for _ in 0..<3 { try solver.addConstraint((x == 0).priority(749)) }
    try solver.addConstraint((x == 50).priority(1))
    #expect(solver.value(of: x) == 100)
    try solver.removeConstraint(strong)
    #expect(solver.value(of: x) == 0)
  }

  @Test func lowerLevelsBreakTiesOfHigherOnes() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x >= 10).priority(750))
    try solver.addConstraint((x <= 20).priority(750))
    try solver.addConstraint((x == 15).priority(1))
    #expect(solver.value(of: x) == 15)
    try solver.addConstraint((x == 30).priority(2))
    #expect(solver.value(of: x) == 20)
  }

  @Test func aWeakEditYieldsToAStrongerConstraint() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, priority: 749)
    try solver.addConstraint((x <= 10).priority(750))
    try solver.suggestValue(500, for: x)
    #expect(solver.value(of: x) == 10)
    try solver.suggestValue(5, for: x)
    #expect(solver.value(of: x) == 5)
  }
}
