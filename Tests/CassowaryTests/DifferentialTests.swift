import Foundation
import Testing

@testable import Cassowary

/// This solver against kiwisolver on generated systems, all run through one Python process.
struct DifferentialTests {
  /// One replay of a generated system on this solver: per operation the error raised and, after
  /// it, the values, the ambiguous variables and the constraints in force.
  struct Replay {
    var errors: [String?] = []
    var values: [[Double]] = []
    var ambiguous: [[Bool]] = []
    var active: [[(Constraint, Double)]] = []
  }

  static func replay(_ system: GeneratedSystem) -> Replay {
    let solver = Solver()
    let variables = (0..<system.variableCount).map { Variable("x\($0)") }
    var constraints: [Int: Constraint] = [:]
    var constants: [Int: Double] = [:]
    var edits: [Int: (priority: Float, value: Double)] = [:]
    var replay = Replay()
    for operation in system.operations {
      var failure: String?
      do {
        switch operation {
        case .add(let id, let terms, let constant, let relation, let priority):
          let expression = Expression(
            terms.map { Term(variables[$0.0], coefficient: $0.1) }, constant: -constant)
          let constraint = Constraint(expression, relation, priority: Priority(priority))
          constraints[id] = constraint
          try solver.addConstraint(constraint)
          constants[id] = constant
        case .remove(let id):
          if let constraint = constraints[id] { try solver.removeConstraint(constraint) }
          constants[id] = nil
        case .edit(let variable, let priority):
          try solver.addEditVariable(variables[variable], priority: Priority(priority))
          edits[variable] = (priority, 0)
        case .unedit(let variable):
          try solver.removeEditVariable(variables[variable])
          edits[variable] = nil
        case .suggest(let variable, let value):
          try solver.suggestValue(value, for: variables[variable])
          edits[variable]?.value = value
        case .set(let id, let constant):
          if let constraint = constraints[id] {
            try solver.setConstant(constant, for: constraint)
            constants[id] = constant
          }
        }
      } catch {
        failure = Self.name(of: error)
      }
      replay.errors.append(failure)
      replay.values.append(variables.map { solver.value(of: $0) })
      replay.ambiguous.append(variables.map { solver.isAmbiguous($0) })
      var active = constants.compactMap { id, constant in
        constraints[id].map { ($0, constant) }
      }
      for (variable, edit) in edits {
        active.append((Variable.editConstraint(variables[variable], edit.priority), edit.value))
      }
      replay.active.append(active)
    }
    return replay
  }

  static func name(of error: any Error) -> String {
    guard let error = error as? SolverError else { return "\(error)" }
    switch error {
    case .unsatisfiableConstraint: return "UnsatisfiableConstraint"
    case .duplicateConstraint: return "DuplicateConstraint"
    case .unknownConstraint: return "UnknownConstraint"
    case .duplicateEditVariable: return "DuplicateEditVariable"
    case .unknownEditVariable: return "UnknownEditVariable"
    default: return "\(error)"
    }
  }

  /// Per priority level, highest first, the summed violation of the constraints at that level;
  /// the required level comes first.
  static func violations(of active: [(Constraint, Double)], at values: [Double]) -> [Double] {
    let levels = Set(active.map(\.0.priority.rawValue)).union([1000]).sorted(by: >)
    var sums = Array(repeating: 0.0, count: levels.count)
    for (constraint, constant) in active {
      let lhs = constraint.terms.reduce(0.0) {
        $0 + $1.coefficient * value(of: $1.variable, in: values)
      }
      let error: Double
      switch constraint.relation {
      case .equal: error = abs(lhs - constant)
      case .lessThanOrEqual: error = max(0, lhs - constant)
      case .greaterThanOrEqual: error = max(0, constant - lhs)
      }
      sums[levels.firstIndex(of: constraint.priority.rawValue) ?? 0] += error
    }
    return sums
  }

  /// -1 when `lhs` is lexicographically smaller beyond the tolerance, 1 when larger, else 0.
  static func compareLexicographically(_ lhs: [Double], _ rhs: [Double]) -> Int {
    for (a, b) in zip(lhs, rhs) where abs(a - b) > 1e-6 * max(1, abs(a), abs(b)) {
      return a < b ? -1 : 1
    }
    return 0
  }

  struct Tally {
    var operations = 0
    var agreedValues = 0
    var levelsHonoured = 0
  }

  /// Compares a replay with kiwi's result, operation by operation.
  static func compare(
    _ system: GeneratedSystem, _ ours: Replay, _ kiwi: KiwiOracle.Result, index: Int,
    tally: inout Tally
  ) {
    for step in kiwi.errors.indices {
      let context = "system \(index), operation \(step)"
      #expect(ours.errors[step] == kiwi.errors[step], "\(context): errors differ")
      if ours.errors[step] != kiwi.errors[step] { return }
      // kiwi keeps part of a rejected constraint in its tableau; stop comparing after one.
      if kiwi.errors[step] != nil { return }
      tally.operations += 1
      let active = ours.active[step]
      let ourErrors = violations(of: active, at: ours.values[step])
      let kiwiErrors = violations(of: active, at: kiwi.values[step])
      #expect(ourErrors[0] < 1e-6, "\(context): a required constraint is violated")
      switch compareLexicographically(ourErrors, kiwiErrors) {
      case -1:
        tally.levelsHonoured += 1
      case 1:
        Issue.record(
          "\(context): kiwi found a better solution \(kiwiErrors) than ours \(ourErrors)")
      default:
        for variable in 0..<system.variableCount where !ours.ambiguous[step][variable] {
          let a = ours.values[step][variable]
          let b = kiwi.values[step][variable]
          #expect(
            abs(a - b) <= 1e-6 * max(1, abs(b)),
            "\(context): x\(variable) is \(a), kiwi says \(b)")
          tally.agreedValues += 1
        }
      }
    }
  }

  /// A generated variable's value, found by its index in its name `x<index>`.
  static func value(of variable: Variable, in values: [Double]) -> Double {
    guard let index = Int(variable.name?.dropFirst() ?? ""), values.indices.contains(index) else {
      return 0
    }
    return values[index]
  }

  @Test func agreesWithKiwisolverOnGeneratedSystems() throws {
    var rng = SplitMix64(state: 20_261_121)
    let kiwiStrength: (Float) -> Any = { priority in
      switch priority {
      case 1000: "required"
      case 750: 1.0e6
      case 500: 1.0e3
      default: 1.0
      }
    }
    var systems = (0..<1200).map { _ in
      GeneratedSystem.random(using: &rng, priorities: [750, 500, 250])
    }
    let contests = (0..<100).map { _ in GeneratedSystem.levelContest(using: &rng) }
    systems += contests
    // The contests give kiwi the raw weights 750 and 749, which it sums.
    let contestStrength: (Float) -> Any = { $0 == 1000 ? "required" : Double($0) }
    let request = [
      "systems": systems.prefix(1200).map { $0.jsonObject(strength: kiwiStrength) }
        + contests.map { $0.jsonObject(strength: contestStrength) }
    ]
    let results = try KiwiOracle.run(try JSONSerialization.data(withJSONObject: request))
    try #require(results.count == systems.count)
    var tally = Tally()
    var contestTally = Tally()
    for (index, system) in systems.enumerated() {
      let ours = Self.replay(system)
      if index < 1200 {
        Self.compare(system, ours, results[index], index: index, tally: &tally)
      } else {
        Self.compare(system, ours, results[index], index: index, tally: &contestTally)
      }
    }
    // With this seed: about 9,400 operations compared (errors and optimum level by level) and
    // 9,700 determined values agreeing; kiwi's 1e6/1e3/1 weights match the levels on every one.
    #expect(tally.operations > 9000)
    #expect(tally.agreedValues > 9000)
    // kiwi weighs 750 against several 749s; the levels must make ours strictly better there.
    #expect(contestTally.levelsHonoured > 250)
  }
}

extension Variable {
  /// The constraint an edit stands for: `variable == value` at the edit's priority.
  static func editConstraint(_ variable: Variable, _ priority: Float) -> Constraint {
    Constraint(Expression([Term(variable)]), .equal, priority: Priority(priority))
  }
}
