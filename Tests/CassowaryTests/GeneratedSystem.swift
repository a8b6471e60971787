import Cassowary

/// A deterministic pseudo-random generator (SplitMix64), so that generated systems are stable.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random sequence of solver operations, replayable on this solver and on kiwisolver.
struct GeneratedSystem {
  enum Operation {
    case add(id: Int, terms: [(Int, Double)], constant: Double, relation: Relation, priority: Float)
    case remove(id: Int)
    case edit(variable: Int, priority: Float)
    case unedit(variable: Int)
    case suggest(variable: Int, value: Double)
    case set(id: Int, constant: Double)
  }

  var variableCount: Int
  var operations: [Operation]

  /// A mixed system: equalities and inequalities, all strengths, edits, suggestions, removals and
  /// constant changes.
  ///
  /// `priorities` lists the optional levels to draw from.
  static func random(using rng: inout SplitMix64, priorities: [Float]) -> GeneratedSystem {
    let variableCount = Int.random(in: 2...7, using: &rng)
    var operations: [Operation] = []
    var live: [Int] = []
    var edits: Set<Int> = []
    var nextID = 0
    for _ in 0..<Int.random(in: 4...16, using: &rng) {
      let roll = Int.random(in: 0..<100, using: &rng)
      if roll < 55 || live.isEmpty {
        var terms: [(Int, Double)] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
          var coefficient = Double(Int.random(in: -3...3, using: &rng))
          if coefficient == 0 { coefficient = 1 }
          terms.append((Int.random(in: 0..<variableCount, using: &rng), coefficient))
        }
        let relation = Relation.allCases[Int.random(in: 0..<Relation.allCases.count, using: &rng)]
        let priority: Float =
          Bool.random(using: &rng)
          ? 1000 : priorities[Int.random(in: 0..<priorities.count, using: &rng)]
        operations.append(
          .add(
            id: nextID, terms: terms, constant: Double(Int.random(in: -60...60, using: &rng)),
            relation: relation, priority: priority))
        live.append(nextID)
        nextID += 1
      } else if roll < 65 {
        let id = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
        operations.append(.remove(id: id))
      } else if roll < 73 {
        let id = live[Int.random(in: 0..<live.count, using: &rng)]
        operations.append(.set(id: id, constant: Double(Int.random(in: -60...60, using: &rng))))
      } else if roll < 82 {
        let variable = Int.random(in: 0..<variableCount, using: &rng)
        if edits.insert(variable).inserted {
          operations.append(
            .edit(
              variable: variable,
              priority: priorities[Int.random(in: 0..<priorities.count, using: &rng)]))
        }
      } else if roll < 86, let variable = edits.randomElement(using: &rng) {
        edits.remove(variable)
        operations.append(.unedit(variable: variable))
      } else if let variable = edits.randomElement(using: &rng) {
        operations.append(
          .suggest(variable: variable, value: Double(Int.random(in: -100...100, using: &rng))))
      }
    }
    return GeneratedSystem(variableCount: variableCount, operations: operations)
  }

  /// A contest of levels: one optional constraint at `high` against several at `high - 1` that
  /// pull the other way, on top of a few required ones.
  static func levelContest(using rng: inout SplitMix64) -> GeneratedSystem {
    let variableCount = Int.random(in: 1...3, using: &rng)
    var operations: [Operation] = []
    var id = 0
    for variable in 1..<max(variableCount, 1) {
      operations.append(
        .add(
          id: id, terms: [(variable, 1), (0, -1)],
          constant: Double(Int.random(in: 0...20, using: &rng)),
          relation: .equal, priority: 1000))
      id += 1
    }
    let target = Int.random(in: 0..<variableCount, using: &rng)
    let strong = Double(Int.random(in: 50...100, using: &rng))
    let weak = Double(Int.random(in: -50...0, using: &rng))
    operations.append(
      .add(id: id, terms: [(target, 1)], constant: strong, relation: .equal, priority: 750))
    id += 1
    for _ in 0..<Int.random(in: 2...6, using: &rng) {
      let variable = Int.random(in: 0..<variableCount, using: &rng)
      operations.append(
        .add(
          id: id, terms: [(variable, 1)], constant: weak, relation: .lessThanOrEqual, priority: 749)
      )
      id += 1
    }
    return GeneratedSystem(variableCount: variableCount, operations: operations)
  }

  /// The system in the oracle's JSON form; `strength` maps a priority to a kiwi strength.
  func jsonObject(strength: (Float) -> Any) -> [String: Any] {
    let ops: [[Any]] = operations.map { operation in
      switch operation {
      case .add(let id, let terms, let constant, let relation, let priority):
        return [
          "add", id, terms.map { [$0.0, $0.1] as [Any] }, constant, relation.rawValue,
          strength(priority),
        ]
      case .remove(let id): return ["remove", id]
      case .edit(let variable, let priority): return ["edit", variable, strength(priority)]
      case .unedit(let variable): return ["unedit", variable]
      case .suggest(let variable, let value): return ["suggest", variable, value]
      case .set(let id, let constant): return ["set", id, constant]
      }
    }
    return ["variables": variableCount, "ops": ops]
  }
}
