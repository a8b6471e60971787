import Testing

@testable import Cassowary

/// Variables restricted to values at or above zero (`Variable(_:isNonNegative:)`): the
/// restriction holds as a required condition without a constraint of its own.
struct RestrictedVariableTests {
  /// A required constraint that needs a restricted variable below zero is unsatisfiable.
  ///
  /// `top == 20`, `top + height == 10`: a height of −10, which the restriction forbids. The
  /// second constraint is unsatisfiable, its conflict set the first; without the restriction the
  /// same system solves with a height of −10.
  @Test func aRequiredConstraintNeedingANegativeValueIsUnsatisfiable() throws {
    let solver = Solver()
    let top = Variable("top")
    let height = Variable("height", isNonNegative: true)
    let first = top == 20
    try solver.addConstraint(first)
    let second = top + height == 10
    let error = solverError { () throws(SolverError) in try solver.addConstraint(second) }
    #expect(error?.code == "unsatisfiableConstraint")
    #expect(error?.conflictIDs == [ObjectIdentifier(second), ObjectIdentifier(first)])
    #expect(solver.value(of: height) == 0)
    #expect(!solver.hasConstraint(second))
    solver._checkInvariants()

    let free = Solver()
    let freeHeight = Variable("height")
    try free.addConstraint(top == 20)
    try free.addConstraint(top + freeHeight == 10)
    #expect(free.value(of: freeHeight) == -10)
  }

  /// An optional constraint is met as closely as the restriction allows.
  ///
  /// Two optional pulls: `a == -5` at 750 and `a + b == 4` at 500. Unrestricted, `a` is −5 and
  /// `b` 9; restricted, `a` stops at 0 and `b` is 4.
  @Test func anOptionalConstraintIsMetAsCloselyAsTheRestrictionAllows() throws {
    let solver = Solver()
    let a = Variable("a", isNonNegative: true)
    let b = Variable("b")
    try solver.addConstraint((a == -5).priority(750))
    try solver.addConstraint((a + b == 4).priority(500))
    #expect(solver.value(of: a) == 0)
    #expect(solver.value(of: b) == 4)
    solver._checkInvariants()
  }

  /// An edit variable pulled below zero stops at zero, and moves freely above it.
  @Test func aSuggestedValueBelowZeroStopsAtZero() throws {
    let solver = Solver()
    let width = Variable("width", isNonNegative: true)
    let right = Variable("right")
    try solver.addConstraint(right == width + 8)
    try solver.addEditVariable(width, priority: 500)
    try solver.suggestValue(-30, for: width)
    #expect(solver.value(of: width) == 0)
    #expect(solver.value(of: right) == 8)
    try solver.suggestValue(12, for: width)
    #expect(solver.value(of: width) == 12)
    #expect(solver.value(of: right) == 20)
    solver._checkInvariants()
  }

  /// A constant changed in place to one that needs a negative value fails and keeps the old one;
  /// changed back within range, it holds.
  @Test func aConstantThatNeedsANegativeValueIsRefused() throws {
    let solver = Solver()
    let top = Variable("top")
    let height = Variable("height", isNonNegative: true)
    try solver.addConstraint(top == 0)
    let bottom = top + height == 30
    try solver.addConstraint(bottom)
    #expect(solver.value(of: height) == 30)
    let error = solverError { () throws(SolverError) in try solver.setConstant(-5, for: bottom) }
    #expect(error?.code == "unsatisfiableConstraint")
    #expect(solver.value(of: height) == 30)
    try solver.setConstant(5, for: bottom)
    #expect(solver.value(of: height) == 5)
    solver._checkInvariants()
  }

  /// Removing the constraint that held a restricted variable frees it; a copy keeps the
  /// restriction.
  @Test func removalAndCopiesKeepTheRestriction() throws {
    let solver = Solver()
    let x = Variable("x", isNonNegative: true)
    let hold = x == 7
    try solver.addConstraint(hold)
    try solver.addConstraint((x == -3).priority(1))
    #expect(solver.value(of: x) == 7)
    let copy = solver.copy()
    try solver.removeConstraint(hold)
    #expect(solver.value(of: x) == 0)
    #expect(copy.value(of: x) == 7)
    try copy.removeConstraint(hold)
    #expect(copy.value(of: x) == 0)
    solver._checkInvariants()
    copy._checkInvariants()
  }
}
