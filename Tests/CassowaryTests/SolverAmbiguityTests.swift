import Testing

@testable import Cassowary

struct SolverAmbiguityTests {
  @Test func unconstrainedVariableIsAmbiguous() {
    #expect(Solver().isAmbiguous(Variable()))
  }

  @Test func fixedVariableIsDetermined() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    #expect(!solver.isAmbiguous(x))
  }

  @Test func lowerBoundAloneLeavesTheVariableFree() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    #expect(solver.isAmbiguous(x))
    try solver.addConstraint((x == 5).priority(1))
    #expect(!solver.isAmbiguous(x))
  }

  @Test func sharedWidthIsAmbiguousUntilOneSideIsPinned() throws {
    let solver = Solver()
    let left = Variable("left")
    let right = Variable("right")
    try solver.addConstraint(left + right == 100)
    #expect(solver.isAmbiguous(left))
    #expect(solver.isAmbiguous(right))
    try solver.addConstraint((left == 30).priority(250))
    #expect(!solver.isAmbiguous(left))
    #expect(!solver.isAmbiguous(right))
    #expect(solver.value(of: right) == 70)
  }

  @Test func equalPullsAtOneLevelLeaveARangeOfOptima() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 10).priority(250))
    let pull = (x == 20).priority(250)
    try solver.addConstraint(pull)
    #expect(solver.isAmbiguous(x))
    try solver.removeConstraint(pull)
    try solver.addConstraint((x == 20).priority(251))
    #expect(!solver.isAmbiguous(x))
    #expect(solver.value(of: x) == 20)
  }

  @Test func heightFromAChainOfRequiredEqualitiesIsDetermined() throws {
    let solver = Solver()
    let top = Variable("top")
    let label = Variable("label")
    let bottom = Variable("bottom")
    let height = Variable("height")
    try solver.addConstraint(top == 0)
    try solver.addConstraint(label == top + 11)
    try solver.addConstraint(bottom == label + 20.5)
    try solver.addConstraint(height == bottom + 11)
    #expect(!solver.isAmbiguous(height))
    #expect(solver.value(of: height) == 42.5)
  }
}
