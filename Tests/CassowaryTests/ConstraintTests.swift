import Testing

@testable import Cassowary

struct ConstraintTests {
  @Test func inequalityIsStoredInNormalForm() {
    let x = Variable("x")
    let y = Variable("y")
    let constraint = x + 10 <= y
    #expect(constraint.terms.map(\.coefficient) == [1, -1])
    #expect(constraint.terms[0].variable === x)
    #expect(constraint.constant == -10)
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.priority == .required)
  }

  @Test func equalityWithScaledTerms() {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let constraint = 2 * a == b + c
    #expect(constraint.terms.map(\.coefficient) == [2, -1, -1])
    #expect(constraint.constant == 0)
    #expect(constraint.relation == .equal)
  }

  @Test func constantsOnEitherSide() {
    let x = Variable("x")
    #expect((x >= 5).constant == 5)
    #expect((5 >= x).relation == .greaterThanOrEqual)
    #expect((5 >= x).terms.map(\.coefficient) == [-1])
    #expect((5 >= x).constant == -5)
    #expect((x == x * 2 + 3).terms.map(\.coefficient) == [-1])
  }

  @Test func priorityMakesANewConstraint() {
    let x = Variable("x")
    let required = x == 1
    let optional = required.priority(.defaultHigh)
    #expect(optional !== required)
    #expect(optional.priority == .defaultHigh)
    #expect(optional.constant == required.constant)
    #expect(required.priority == .required)
  }

  @Test func descriptionShowsNormalFormAndPriority() {
    let x = Variable("x")
    #expect((x <= 4).priority(250).description == "1.0 * x <= 4.0 @250")
    #expect((Expression(constant: 1) == 0).description == "0 == -1.0 @1000")
  }

  @Test func finitenessCoversCoefficientsAndConstant() {
    let x = Variable("x")
    #expect((x <= 1).isFinite)
    #expect(!(x * .infinity <= 1).isFinite)
    #expect(!(x <= .nan).isFinite)
  }
}
