import Testing

@testable import Cassowary

struct SolverTests {
  @Test func unknownVariableReadsZero() {
    #expect(Solver().value(of: Variable()) == 0)
  }

  @Test func constraintsAreListedInInsertionOrderWithoutEdits() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x >= 0
    let second = x <= 10
    try solver.addConstraint(second)
    try solver.addConstraint(first)
    try solver.addEditVariable(x, priority: 500)
    #expect(
      solver.constraints.map { ObjectIdentifier($0) }
        == [second, first].map { ObjectIdentifier($0) })
  }

  @Test func duplicateAndUnknownConstraintsCarryTheConstraint() throws {
    let solver = Solver()
    let x = Variable("x")
    let constraint = x == 3
    try solver.addConstraint(constraint)
    let duplicate = solverError { () throws(SolverError) in try solver.addConstraint(constraint) }
    #expect(duplicate?.code == "duplicateConstraint")
    #expect(duplicate?.culprit === constraint)
    let other = x == 4
    let unknown = solverError { () throws(SolverError) in try solver.removeConstraint(other) }
    #expect(unknown?.code == "unknownConstraint")
    #expect(unknown?.culprit === other)
  }

  @Test(arguments: [Float(0), -5, 1001, .nan, .infinity])
  func invalidPrioritiesAreRejected(value: Float) throws {
    let solver = Solver()
    let constraint = (Variable() == 1).priority(Priority(value))
    let error = solverError { () throws(SolverError) in try solver.addConstraint(constraint) }
    #expect(error?.code == "invalidPriority")
    #expect(error?.culprit === constraint)
    #expect(!solver.hasConstraint(constraint))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteConstraintsAreRejected(value: Double) throws {
    let solver = Solver()
    let x = Variable()
    for constraint in [x == value, x * value >= 1] {
      let error = solverError { () throws(SolverError) in try solver.addConstraint(constraint) }
      #expect(error?.code == "nonFiniteConstraint")
      #expect(error?.culprit === constraint)
    }
  }

  @Test func resetForgetsEverything() throws {
    let solver = Solver()
    let x = Variable("x")
    let constraint = x == 7
    try solver.addConstraint(constraint)
    try solver.addEditVariable(x, priority: 100)
    solver.reset()
    #expect(!solver.hasConstraint(constraint))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 0)
    try solver.addConstraint(constraint)
    #expect(solver.value(of: x) == 7)
  }

  @Test func layoutOfTwoViewsSideBySide() throws {
    let solver = Solver()
    let left = Variable("left")
    let leftWidth = Variable("leftWidth")
    let right = Variable("right")
    let rightWidth = Variable("rightWidth")
    try solver.addConstraint(left == 0)
    try solver.addConstraint(right == left + leftWidth + 8)
    try solver.addConstraint(right + rightWidth == 320)
    try solver.addConstraint(leftWidth == rightWidth * 0.5)
    #expect(solver.value(of: leftWidth) == 104)
    #expect(solver.value(of: rightWidth) == 208)
    #expect(solver.value(of: right) == 112)
  }

  @Test func requiredInequalityNeedingTheArtificialVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == 10)
    try solver.addConstraint(y == 20)
    // Both variables are basic, so the row has no external subject and a positive slack.
    try solver.addConstraint(x + y >= 25)
    try solver.addConstraint(x + y <= 30)
    #expect(throws: SolverError.self) { try solver.addConstraint(x + y >= 31) }
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 20)
  }

  @Test func redundantRequiredEqualityIsAcceptedAndRemovable() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == 10)
    try solver.addConstraint(y == x + 5)
    let redundant = y == 15
    try solver.addConstraint(redundant)
    try solver.removeConstraint(redundant)
    #expect(solver.value(of: y) == 15)
    #expect(throws: SolverError.self) { try solver.addConstraint(y == 16) }
  }

  @Test func removingTheLastConstraintOnAVariableReleasesIt() throws {
    let solver = Solver()
    let x = Variable("x")
    let constraint = x == 5
    try solver.addConstraint(constraint)
    try solver.removeConstraint(constraint)
    #expect(solver.value(of: x) == 0)
    #expect(solver.isAmbiguous(x))
    try solver.addConstraint(x == 6)
    #expect(solver.value(of: x) == 6)
  }

  @Test func longRandomAddRemoveSequenceKeepsTheInvariants() throws {
    var rng = SplitMix64(state: 7)
    let solver = Solver()
    let variables = (0..<12).map { Variable("x\($0)") }
    var live: [Constraint] = []
    for step in 0..<1_000 {
      if live.count > 40 || (step % 3 == 2 && !live.isEmpty) {
        let constraint = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
        try solver.removeConstraint(constraint)
      } else {
        let a = variables.randomElement(using: &rng)!
        let b = variables.randomElement(using: &rng)!
        let constant = Double(Int.random(in: -50...50, using: &rng))
        let priority: Priority = [.required, 750, 500, 1].randomElement(using: &rng)!
        let constraint =
          Bool.random(using: &rng)
          ? (a <= b + constant).priority(priority) : (a == b * 0.5 + constant).priority(priority)
        let addition = { () throws(SolverError) in try solver.addConstraint(constraint) }
        if let error = solverError(addition) {
          #expect(error.code == "unsatisfiableConstraint")
          #expect(!solver.hasConstraint(constraint))
        } else {
          live.append(constraint)
        }
      }
      solver._checkInvariants()
    }
    for constraint in live { try solver.removeConstraint(constraint) }
    #expect(solver.constraints.isEmpty)
    #expect(solver.tableau.rows.allSatisfy { $0.basic == Row.released || $0.basic == Row.noBasic })
  }
}
