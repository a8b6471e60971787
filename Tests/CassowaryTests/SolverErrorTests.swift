import Testing

@testable import Cassowary

/// The error `body` throws, or `nil`.
func solverError(_ body: () throws(SolverError) -> Void) -> SolverError? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}

extension SolverError {
  /// The case's name.
  var code: String {
    switch self {
    case .duplicateConstraint: "duplicateConstraint"
    case .unknownConstraint: "unknownConstraint"
    case .unsatisfiableConstraint: "unsatisfiableConstraint"
    case .invalidPriority: "invalidPriority"
    case .nonFiniteConstraint: "nonFiniteConstraint"
    case .nonFiniteConstant: "nonFiniteConstant"
    case .duplicateEditVariable: "duplicateEditVariable"
    case .unknownEditVariable: "unknownEditVariable"
    case .invalidEditPriority: "invalidEditPriority"
    case .nonFiniteSuggestion: "nonFiniteSuggestion"
    case .workLimitExceeded: "workLimitExceeded"
    case .internalFailure: "internalFailure"
    }
  }

  /// The object the error carries.
  var culprit: AnyObject? {
    switch self {
    case .duplicateConstraint(let constraint), .unknownConstraint(let constraint),
      .unsatisfiableConstraint(let constraint, _), .invalidPriority(let constraint),
      .nonFiniteConstraint(let constraint), .nonFiniteConstant(let constraint, _):
      constraint
    case .duplicateEditVariable(let variable), .unknownEditVariable(let variable),
      .invalidEditPriority(let variable, _), .nonFiniteSuggestion(let variable, _):
      variable
    case .internalFailure, .workLimitExceeded: nil
    }
  }

  /// The conflict set of an unsatisfiable constraint, as identities.
  var conflictIDs: [ObjectIdentifier] {
    if case .unsatisfiableConstraint(_, let conflicts) = self {
      return conflicts.map { ObjectIdentifier($0) }
    }
    return []
  }
}

struct SolverErrorTests {
  @Test func everyErrorCarriesItsCulprit() throws {
    let solver = Solver()
    let x = Variable("x")
    let constraint = x >= 1
    try solver.addConstraint(constraint)
    let duplicate = solverError { () throws(SolverError) in try solver.addConstraint(constraint) }
    #expect(duplicate?.code == "duplicateConstraint")
    #expect(duplicate?.culprit === constraint)
    let conflicting = x <= 0
    let unsatisfiable = solverError { () throws(SolverError) in
      try solver.addConstraint(conflicting)
    }
    #expect(unsatisfiable?.code == "unsatisfiableConstraint")
    #expect(unsatisfiable?.culprit === conflicting)
    #expect(unsatisfiable?.conflictIDs == [conflicting, constraint].map { ObjectIdentifier($0) })
    let y = Variable("y")
    let unknownEdit = solverError { () throws(SolverError) in try solver.suggestValue(1, for: y) }
    #expect(unknownEdit?.code == "unknownEditVariable")
    #expect(unknownEdit?.culprit === y)
  }

  @Test func internalFailureHasNoCulprit() {
    #expect(SolverError.internalFailure("x").culprit == nil)
    #expect(SolverError.internalFailure("x").code == "internalFailure")
  }
}
