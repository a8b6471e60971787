import Testing

@testable import Cassowary

struct PriorityTests {
  @Test func autoLayoutLevelsHaveTheirValues() {
    #expect(Priority.required.rawValue == 1000)
    #expect(Priority.defaultHigh.rawValue == 750)
    #expect(Priority.defaultLow.rawValue == 250)
    #expect(Priority.fittingSizeLevel.rawValue == 50)
  }

  @Test func literalsAndInitializersAgree() {
    let fromInteger: Priority = 749
    let fromFloat: Priority = 749.5
    #expect(fromInteger == Priority(749))
    #expect(fromFloat == Priority(rawValue: 749.5))
    #expect(fromInteger < fromFloat)
    #expect(fromFloat.description == "749.5")
  }

  @Test(arguments: [(Float(1000), true, true), (999, false, true), (0.5, false, true)])
  func validPriorities(value: Float, required: Bool, valid: Bool) {
    #expect(Priority(value).isRequired == required)
    #expect(Priority(value).isValid == valid)
  }

  @Test(arguments: [Float(0), -1, 1000.5, .nan, .infinity])
  func invalidPriorities(value: Float) {
    #expect(!Priority(value).isValid)
  }
}
