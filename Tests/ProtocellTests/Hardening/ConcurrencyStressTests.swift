import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// Many tasks dequeue and measure at once from one registry and one calculator; every result
/// equals the serial run's.
struct ConcurrencyStressTests {
  /// One unit of work: a prototype, a width and a row's texts.
  struct Job: Sendable {
    var reuseIdentifier: String
    var width: Double
    var content: CellContent
  }

  /// What a job produces: the dequeued cell's identifier and the row's height.
  struct Outcome: Hashable, Sendable {
    var reuseIdentifier: String
    var height: Double
  }

  static func registry() throws -> PrototypeRegistry {
    let registry = PrototypeRegistry()
    for name in ["Chat", "Feed", "Settings"] {
      let path = CommandRunner.packageRoot + "/Templates/\(name).xml"
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let result = TemplateParser().parse(text: text, path: path)
      #expect(result.diagnostics.filter { $0.severity == .error }.map(\.code) == [])
      try registry.register(result.file)
    }
    return registry
  }

  /// 640 jobs over every prototype, with texts of varying length in every label.
  static func jobs(_ registry: PrototypeRegistry) throws -> [Job] {
    let words = [
      "Hello", "a much longer line that wraps", "", "ok", "lorem ipsum dolor sit amet consectetur",
    ]
    var jobs: [Job] = []
    for index in 0..<640 {
      let identifier = registry.reuseIdentifiers[index % registry.reuseIdentifiers.count]
      let prototype = try registry.prototype(forReuseIdentifier: identifier)
      var texts: [String: String] = [:]
      for view in prototype.allViews {
        if case .label = view.kind {
          texts[view.id] = Array(
            repeating: words[(index + view.id.count) % words.count], count: index % 5 + 1
          ).joined(separator: " ")
        }
      }
      jobs.append(
        Job(
          reuseIdentifier: identifier, width: Double(240 + index % 7 * 40),
          content: CellContent(texts: texts)))
    }
    return jobs
  }

  static func run(
    _ job: Job, registry: PrototypeRegistry, calculator: HeightCalculator, cacheKey: String? = nil
  ) throws -> Outcome {
    let cell = try registry.dequeueCell(forReuseIdentifier: job.reuseIdentifier)
    let height = try calculator.height(
      forReuseIdentifier: job.reuseIdentifier, width: job.width, content: job.content,
      cacheKey: cacheKey)
    return Outcome(reuseIdentifier: cell.reuseIdentifier, height: height)
  }

  @Test func sixtyFourTasksMatchTheSerialRun() async throws {
    let registry = try Self.registry()
    let jobs = try Self.jobs(registry)
    let calculator = try HeightCalculator(registry: registry, measurer: FixedAdvanceMeasurer())
    let serial = try jobs.map { try Self.run($0, registry: registry, calculator: calculator) }
    #expect(Set(serial.map(\.height)).count > 10)

    // A fresh registry and calculator, so that the tasks race to decode, build engines and fill
    // the cache (each job twice, under one key: the second answer comes from the cache).
    let sharedRegistry = try Self.registry()
    let shared = try HeightCalculator(registry: sharedRegistry, measurer: FixedAdvanceMeasurer())
    let concurrent = try await withThrowingTaskGroup(of: [(Int, Outcome)].self) { group in
      for task in 0..<64 {
        group.addTask {
          try stride(from: task, to: jobs.count, by: 64).flatMap { index in
            try (0..<2).map { _ in
              (
                index,
                try Self.run(
                  jobs[index], registry: sharedRegistry, calculator: shared, cacheKey: "\(index)")
              )
            }
          }
        }
      }
      var outcomes = [[Outcome]](repeating: [], count: jobs.count)
      for try await chunk in group {
        for (index, outcome) in chunk { outcomes[index].append(outcome) }
      }
      return outcomes
    }
    #expect(concurrent == serial.map { [$0, $0] })
    #expect(shared.cache.count == jobs.count)
  }
}
