import Testing

@testable import Cassowary

struct ExpressionTests {
  func coefficients(_ expression: Expression) -> [(String, Double)] {
    expression.terms.map { ($0.variable.name ?? "?", $0.coefficient) }
  }

  @Test func additionAndSubtractionCollectTermsAndConstants() {
    let x = Variable("x")
    let y = Variable("y")
    let expression = x + 10 - y + 2 * x - 4
    #expect(coefficients(expression).map(\.0) == ["x", "y", "x"])
    #expect(coefficients(expression).map(\.1) == [1, -1, 2])
    #expect(expression.constant == 6)
  }

  @Test func scalingAndDivisionApplyToTermsAndConstant() {
    let x = Variable("x")
    let scaled = (x + 4) * 0.75
    #expect(coefficients(scaled).map(\.1) == [0.75])
    #expect(scaled.constant == 3)
    let halved = (x + 4) / 2
    #expect(coefficients(halved).map(\.1) == [0.5])
    #expect(halved.constant == 2)
    let negated = -(3 * x - 1)
    #expect(coefficients(negated).map(\.1) == [-3])
    #expect(negated.constant == 1)
  }

  @Test func constantsOnTheLeftWork() {
    let x = Variable("x")
    let expression = 10 - x
    #expect(coefficients(expression).map(\.1) == [-1])
    #expect(expression.constant == 10)
    #expect((5 + Term(x, coefficient: 2)).constant == 5)
  }

  @Test func simplifiedMergesVariablesAndDropsZeros() {
    let x = Variable("x")
    let y = Variable("y")
    let simplified = (x + y - x + 2 * y + 1).simplified()
    #expect(coefficients(simplified).map(\.0) == ["y"])
    #expect(coefficients(simplified).map(\.1) == [3])
    #expect(simplified.constant == 1)
  }

  @Test func simplifiedHandlesLongExpressions() {
    let xs = (0..<6).map { Variable("x\($0)") }
    var expression = Expression(constant: 2)
    for round in 0..<3 {
      for (index, x) in xs.enumerated() {
        expression = expression + Double(index - round) * x
      }
    }
    #expect(expression.terms.count == 18)
    let simplified = expression.simplified()
    #expect(coefficients(simplified).map(\.0) == ["x0", "x2", "x3", "x4", "x5"])
    #expect(coefficients(simplified).map(\.1) == [-3, 3, 6, 9, 12])
    #expect(simplified.constant == 2)
  }

  @Test func finitenessCoversCoefficientsAndConstant() {
    let x = Variable("x")
    #expect((x + 1).isFinite)
    #expect(!(x / 0).isFinite)
    #expect(!(x + .nan).isFinite)
  }

  @Test func descriptionListsTermsThenConstant() {
    let x = Variable("x")
    #expect((2 * x + 1).description == "2.0 * x + 1.0")
  }
}
