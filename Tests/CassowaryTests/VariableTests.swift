import Testing

@testable import Cassowary

struct VariableTests {
  @Test func nameIsKeptAndDescribesTheVariable() {
    let width = Variable("width")
    #expect(width.name == "width")
    #expect(width.description == "width")
  }

  @Test func unnamedVariableHasAPlaceholderDescription() {
    #expect(Variable().name == nil)
    #expect(Variable().description.hasPrefix("v"))
  }

  @Test func identityNotNameDistinguishesVariables() throws {
    let first = Variable("x")
    let second = Variable("x")
    let solver = Solver()
    try solver.addConstraint(first == 1)
    try solver.addConstraint(second == 2)
    #expect(solver.value(of: first) == 1)
    #expect(solver.value(of: second) == 2)
  }
}
