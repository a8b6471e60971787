import Testing

@testable import Cassowary

/// The behaviours kiwisolver's own test suite checks, written afresh for this solver.
struct KiwiSuiteTests {
  @Test func editVariablesAreManagedWithKiwisErrors() throws {
    let solver = Solver()
    let foo = Variable("foo")
    let bar = Variable("bar")
    #expect(!solver.hasEditVariable(foo))
    try solver.addEditVariable(foo, priority: .defaultLow)
    #expect(solver.hasEditVariable(foo))
    #expect(throws: SolverError.self) { try solver.addEditVariable(foo, priority: 500) }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(bar) }
    try solver.removeEditVariable(foo)
    #expect(!solver.hasEditVariable(foo))
    #expect(throws: SolverError.self) { try solver.addEditVariable(foo, priority: .required) }
    try solver.addEditVariable(bar, priority: .defaultHigh)
    #expect(solver.hasEditVariable(bar))
    #expect(throws: SolverError.self) { try solver.suggestValue(10, for: foo) }
    solver.reset()
    #expect(!solver.hasEditVariable(bar))
  }

  @Test func suggestionOverridesAWeakerEquality() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addEditVariable(v, priority: 500)
    try solver.addConstraint((v == 1).priority(250))
    try solver.suggestValue(2, for: v)
    #expect(solver.value(of: v) == 2)
  }

  @Test func suggestionEnteringSeveralRowsYieldsToRequiredBound() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let v2 = Variable("v2")
    try solver.addEditVariable(v2, priority: 250)
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v2 <= -1)
    try solver.addConstraint((v2 >= 0).priority(250))
    try solver.suggestValue(0, for: v2)
    #expect(solver.value(of: v2) == -1)
    #expect(solver.value(of: v1) == 1)
  }

  @Test func constraintsAreManagedWithKiwisErrors() throws {
    let solver = Solver()
    let v = Variable("v")
    let atLeastOne = v >= 1
    let atMostZero = v <= 0
    #expect(!solver.hasConstraint(atLeastOne))
    try solver.addConstraint(atLeastOne)
    #expect(solver.hasConstraint(atLeastOne))
    #expect(throws: SolverError.self) { try solver.addConstraint(atLeastOne) }
    #expect(throws: SolverError.self) { try solver.removeConstraint(atMostZero) }
    #expect(throws: SolverError.self) { try solver.addConstraint(atMostZero) }
    #expect(!solver.hasConstraint(atMostZero))
    try solver.removeConstraint(atLeastOne)
    #expect(!solver.hasConstraint(atLeastOne))
    try solver.addConstraint(atMostZero)
    #expect(solver.hasConstraint(atMostZero))
    #expect(solver.value(of: v) == 0)
    solver.reset()
    #expect(!solver.hasConstraint(atMostZero))
  }

  @Test func underConstrainedSystemFollowsTheEdit() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addEditVariable(v, priority: 250)
    try solver.addConstraint(2 * v + 1 >= 0)
    try solver.suggestValue(10, for: v)
    #expect(solver.value(of: v) == 10)
    #expect(2 * solver.value(of: v) + 1 == 21)
  }

  @Test func requiredConstraintsBeatOptionalOnes() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let v2 = Variable("v2")
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v1 == 10)
    try solver.addConstraint((v2 >= 0).priority(250))
    #expect(solver.value(of: v1) == 10)
    #expect(solver.value(of: v2) == -10)
  }

  @Test func strongerOptionalConstraintWins() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let v2 = Variable("v2")
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint((v1 >= 10).priority(500))
    try solver.addConstraint((v2 == 2).priority(750))
    #expect(solver.value(of: v1) == -2)
    #expect(solver.value(of: v2) == 2)
  }

  /// The Cassowary paper's midpoint example: suggesting 90 for the midpoint pushes the right end
  /// against its bound, which the dual simplex resolves.
  @Test func midpointExampleUsesTheDualSimplex() throws {
    let solver = Solver()
    let left = Variable("left")
    let middle = Variable("middle")
    let right = Variable("right")
    try solver.addEditVariable(middle, priority: 750)
    try solver.addEditVariable(left, priority: 250)
    try solver.addEditVariable(right, priority: 250)
    try solver.addConstraint(2 * middle == left + right)
    try solver.addConstraint(left + 20 <= right)
    try solver.addConstraint(left >= -10)
    try solver.addConstraint(right <= 100)
    try solver.suggestValue(40, for: middle)
    try solver.suggestValue(50, for: right)
    try solver.suggestValue(30, for: left)
    #expect(solver.value(of: middle) == 40)
    #expect(solver.value(of: left) == 30)
    #expect(solver.value(of: right) == 50)
    try solver.suggestValue(60, for: middle)
    #expect(solver.value(of: middle) == 60)
    #expect(solver.value(of: left) + solver.value(of: right) == 120)
    try solver.suggestValue(90, for: middle)
    #expect(solver.value(of: left) + solver.value(of: right) == 2 * solver.value(of: middle))
    #expect(solver.value(of: left) == 80)
    #expect(solver.value(of: right) == 100)
  }

  @Test func infeasibleRequiredConstraintIsRejectedAndSolverStaysUsable() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addConstraint(v >= 10)
    let conflicting = v <= 5
    #expect(throws: SolverError.self) { try solver.addConstraint(conflicting) }
    #expect(!solver.hasConstraint(conflicting))
    #expect(solver.value(of: v) == 10)
    try solver.addConstraint(v <= 20)
    #expect(solver.value(of: v) == 10)
  }
}
