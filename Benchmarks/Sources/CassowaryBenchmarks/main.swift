// CassowaryBenchmarks: this solver beside kiwisolver (through its Python binding) on the same
// workloads, in the same run.
//
//   swift run -c release --package-path Benchmarks CassowaryBenchmarks [--full]
//
// --full also runs kiwi's 10,000-variable chain build, which costs kiwi about 320 s of CPU here;
// --no-peer skips kiwisolver (for profiling); --only cell|chain|churn runs one workload.

import Cassowary
import Foundation

let arguments = CommandLine.arguments
let full = arguments.contains("--full")
let runsPeer = !arguments.contains("--no-peer")
let only = arguments.firstIndex(of: "--only").flatMap {
  arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}

func runs(_ workload: String) -> Bool { only == nil || only == workload }

/// kiwi's answer to a request, or an empty answer with --no-peer.
func peer(_ request: [String: Any]) throws -> [String: Any] {
  runsPeer ? try KiwiPeer.run(request) : [:]
}
/// The CPU time of the calling thread, in seconds.
///
/// Both sides are timed in thread CPU time, so that other processes on a shared machine do not
/// count against either.
func threadTime() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

func time(_ body: () throws -> Void) rethrows -> Double {
  let start = threadTime()
  try body()
  return threadTime() - start
}

func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted[sorted.count / 2]
}

func format(_ value: Double) -> String {
  switch value {
  case ..<1e-6: String(format: "%.1f ns", value * 1e9)
  case ..<1e-3: String(format: "%.2f µs", value * 1e6)
  case ..<1: String(format: "%.2f ms", value * 1e3)
  default: String(format: "%.2f s", value)
  }
}

func report(_ name: String, ours: Double, kiwi: Double?) {
  let peer = kiwi.map(format) ?? "skipped"
  let ratio = kiwi.map { String(format: "%.3f", ours / $0) } ?? "-"
  print(
    name.padding(toLength: 44, withPad: " ", startingAt: 0)
      + format(ours).leftPadded(12) + peer.leftPadded(14) + ratio.leftPadded(9))
}

extension String {
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}

func check(_ label: String, _ ours: [Double], _ kiwi: [Double]) {
  let worst = zip(ours, kiwi).map { abs($0 - $1) }.max() ?? 0
  if worst > 1e-6 { print("  ! \(label): values differ from kiwi's by up to \(worst)") }
}

print(
  "workload".padding(toLength: 44, withPad: " ", startingAt: 0)
    + "ours".leftPadded(12) + "kiwisolver".leftPadded(14) + "ratio".leftPadded(9))

// MARK: - 1. Self-sizing cell

if runs("cell") {
  let spec = Workloads.cell()
  let repetitions = 2_000
  var samples: [Double] = []
  for _ in 0..<repetitions { samples.append(try time { _ = try spec.build() }) }
  let build = median(samples)
  let (solver, variables) = try spec.build()
  let edits = spec.edits.map { variables[$0.0] }
  let rounds = 100_000
  let batches = 10
  var values = [Double](repeating: 0, count: variables.count)
  var batchTimes: [Double] = []
  for batch in 0..<batches {
    batchTimes.append(
      try time {
        for round in (batch * rounds / batches)..<((batch + 1) * rounds / batches) {
          for (slot, value) in Workloads.cellSuggestions[round % Workloads.cellSuggestions.count] {
            try solver.suggestValue(value, for: edits[slot])
          }
          for (index, variable) in variables.enumerated() {
            values[index] = solver.value(of: variable)
          }
        }
      })
  }
  let elapsed = median(batchTimes) * Double(batches)
  let kiwi = try peer([
    "workload": "cell", "system": spec.jsonObject(), "buildRepetitions": 500, "rounds": rounds,
    "batches": batches,
    "suggestions": Workloads.cellSuggestions.map { $0.map { [$0.0, $0.1] } },
  ])
  print("1. self-sizing cell (\(spec.rows.count) constraints, \(spec.edits.count) edits)")
  report("   build", ours: build, kiwi: kiwi["build"] as? Double)
  let kiwiRounds = (kiwi["rounds"] as? Double).map { $0 / Double(rounds * 3) }
  report(
    "   per suggestion (100,000 rounds of 3 + read)", ours: elapsed / Double(rounds * 3),
    kiwi: kiwiRounds)
  check("cell", values, kiwi["check"] as? [Double] ?? values)
}

// MARK: - 2. Chain

for count in [1_000, 10_000] where runs("chain") {
  let spec = Workloads.chain(count)
  var solver = Solver()
  var variables: [Variable] = []
  let build = try time { (solver, variables) = try spec.build() }
  let suggestions = count == 1_000 ? 2_000 : 200
  var last = 0.0
  let suggest = try time {
    for index in 0..<suggestions {
      try solver.suggestValue(Double(index % 100), for: variables[0])
      for variable in variables { last = solver.value(of: variable) }
    }
  }
  var kiwi: [String: Any] = [:]
  if count <= 1_000 || full {
    // kiwi needs about 320 s of CPU for the 10,000 chain: only with --full.
    kiwi = try peer([
      "workload": "chain", "system": spec.jsonObject(), "suggestions": suggestions,
    ])
  }
  print("2. chain x[i+1] == x[i] + 10, N = \(count), edit on x[0] added last")
  report("   build", ours: build, kiwi: kiwi["build"] as? Double)
  report(
    "   per suggestion (+ read all N values)", ours: suggest / Double(suggestions),
    kiwi: (kiwi["suggestions"] as? Double).map { $0 / Double(suggestions) })
  if let kiwiLast = kiwi["check"] as? Double { check("chain", [last], [kiwiLast]) }
}

// MARK: - 3. Add/remove churn

if runs("churn") {
  let spec = Workloads.churn()
  let (solver, variables) = try spec.build()
  let constraints = solver.constraints
  let elapsed = try time {
    for index in Workloads.churnOrder {
      try solver.removeConstraint(constraints[index])
      try solver.addConstraint(constraints[index])
    }
  }
  let kiwi = try peer([
    "workload": "churn", "system": spec.jsonObject(), "order": Workloads.churnOrder,
  ])
  let pairs = Double(Workloads.churnOrder.count)
  print("3. remove + re-add in a \(spec.rows.count)-constraint system")
  report(
    "   per remove/add pair", ours: elapsed / pairs,
    kiwi: (kiwi["pairs"] as? Double).map { $0 / pairs })
  let ours = variables.map { solver.value(of: $0) }
  check("churn", ours, kiwi["check"] as? [Double] ?? ours)
}
