// Row heights for the feed's TextPost prototype over 10,000 rows of varied text, with real fonts:
// one core uncached, all cores uncached, and the cached path; beside the naive way (a fresh
// solver per row, what measuring without Protocell's incremental engine costs); and the split of
// a row's cost between text measurement and the rest (solver and bookkeeping).
//
// "Uncached" means no height cache: the text layer's own caches (shaped words, segmented texts)
// are warm after the first run, as in a table view that scrolls back. Single-thread figures are
// medians of the thread's CPU time (clock_gettime(CLOCK_THREAD_CPUTIME_ID)) beside the wall
// time, so that another busy process does not distort them.
//
//   swift run -c release --package-path Benchmarks LayoutBenchmarks [rows] [runs] [serial]

import BenchmarkSupport
import Dispatch
import Foundation
import Protocell

let arguments = CommandLine.arguments
let rowCount = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

// MARK: - Input

let words = """
  the a layout cell table height width label text constraint solver row feed photo post comment \
  like share today yesterday morning evening coffee meeting design prototype engineer swift linux \
  interface builder stack view margin baseline priority intrinsic content compression hugging \
  wonderful extraordinary incomprehensibilities internationalization Straßenbahnhaltestelle über \
  naïve café résumé déjà vu 東京 こんにちは 世界 שלום مرحبا नमस्ते สวัสดี 🎉 👍🏽 ❤️
  """.split(separator: " ").map(String.init)

nonisolated(unsafe) var generator = SplitMix64(seed: 42)
func sentence(_ count: Int) -> String {
  (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
}

let templatesPath =
  FileManager.default.fileExists(atPath: "Templates/Feed.xml") ? "Templates" : "../Templates"
let report = TemplateChecker().check(paths: [templatesPath + "/Feed.xml"])
guard let prototype = report.files.first?.cells.first(where: { $0.reuseIdentifier == "TextPost" })
else {
  FileHandle.standardError.write(Data("cannot load \(templatesPath)/Feed.xml\n".utf8))
  exit(2)
}
let rows: [CellContent] = (0..<rowCount).map { index in
  let bodyLength = [0, 3, 8, 15, 30, 60][index % 6]
  var row: [String: RowValue] = [
    "author": .string(sentence(2)), "timestamp": .string("\(index % 59 + 1)m"),
    "body": .string(sentence(bodyLength)), "likes": .string("♥ \(index % 500)"),
  ]
  if index % 3 != 0 { row["comments"] = .string("💬 \(index % 40)") }
  return (try? CellContent(row: .object(row), for: prototype)) ?? CellContent()
}
let characters = rows.reduce(0) { $0 + $1.texts.values.reduce(0) { $0 + $1.count } }

// MARK: - Timing

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// The calling thread's CPU time in seconds.
func threadCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The process's CPU time in seconds (all threads).
func processCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Median times of one run of a workload, in seconds.
struct Timing {
  var cpu: Double
  var wall: Double
}

/// The median thread CPU time and wall time of `runs` runs of `body`, after one warm-up run.
func measure(_ runs: Int, _ body: () throws -> Void) rethrows -> Timing {
  try body()
  var cpu: [Double] = []
  var wall: [Double] = []
  for _ in 0..<max(1, runs) {
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = threadCPUTime()
    try body()
    cpu.append(threadCPUTime() - startCPU)
    wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return Timing(cpu: median(cpu), wall: median(wall))
}

/// Passes requests to a measurer and keeps them, to replay exactly the text work of a pass.
final class RecordingMeasurer: LabelMeasuring, @unchecked Sendable {
  let base: any LabelMeasuring
  var requests: [LabelMeasureRequest] = []

  init(_ base: any LabelMeasuring) { self.base = base }

  func measure(_ request: LabelMeasureRequest) throws -> LabelMeasurement {
    requests.append(request)
    return try base.measure(request)
  }
}

let measurer = try FontTextMeasurer()
let width = 375.0
nonisolated(unsafe) var checksum = 0.0

func rate(_ seconds: Double) -> String {
  String(format: "%8.0f rows/s", Double(rows.count) / seconds)
}
func micro(_ seconds: Double) -> String {
  String(format: "%6.2f µs/row", seconds / Double(rows.count) * 1e6)
}
func figures(_ timing: Timing) -> String {
  "\(rate(timing.cpu)) \(micro(timing.cpu)) CPU   \(rate(timing.wall)) \(micro(timing.wall)) wall"
}

// One core, one engine: what a table view's height callback does.
let engine = LayoutEngine(prototype: prototype, measurer: measurer)
let serial = try measure(runs) {
  for row in rows { checksum += try engine.height(row, width: width) }
}

// `LayoutBenchmarks ROWS RUNS serial` stops here, for profiling the incremental path alone.
if arguments.count > 3, arguments[3] == "serial" {
  print("incremental, 1 core: \(figures(serial))  (checksum \(Int(checksum) % 1000))")
  exit(0)
}

// All cores: batch measurement through the calculator (engines per worker); wall time, and the
// CPU time of all threads (which shows the cost per row under contention: on an idle machine
// the wall time would approach it divided by the cores).
let calculator = HeightCalculator(prototypes: [prototype], measurer: measurer)
let cores = ProcessInfo.processInfo.activeProcessorCount
let semaphore = DispatchSemaphore(value: 0)
nonisolated(unsafe) var parallel = Timing(cpu: 0, wall: 0)
Task.detached {
  var times: [Double] = []
  var cpuTimes: [Double] = []
  for _ in 0...max(1, runs) {
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = processCPUTime()
    let heights = try await calculator.heights(of: rows, reuseIdentifier: "TextPost", width: width)
    cpuTimes.append(processCPUTime() - startCPU)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    checksum += heights.reduce(0, +)
  }
  parallel = Timing(
    cpu: median(Array(cpuTimes.dropFirst())), wall: median(Array(times.dropFirst())))
  semaphore.signal()
}
semaphore.wait()
let parallelTime = parallel.wall

// Cached: every row measured once with a key, then answered from the cache.
for (index, row) in rows.enumerated() {
  _ = try calculator.height(
    forReuseIdentifier: "TextPost", width: width, content: row, cacheKey: String(index))
}
let keys = (0..<rows.count).map(String.init)
let cached = try measure(runs) {
  for (index, row) in rows.enumerated() {
    checksum += try calculator.height(
      forReuseIdentifier: "TextPost", width: width, content: row, cacheKey: keys[index])
  }
}

// The naive peer: a fresh solver for every row (on a sample, it is slow).
let sample = Array(rows.prefix(max(1, rows.count / 20)))
let naiveSample = try measure(max(1, runs / 2)) {
  for row in sample {
    checksum += try LayoutEngine(prototype: prototype, measurer: measurer).height(row, width: width)
  }
}
let scaleUp = Double(rows.count) / Double(sample.count)
let naive = Timing(cpu: naiveSample.cpu * scaleUp, wall: naiveSample.wall * scaleUp)

// The split: the text layer alone, replaying exactly the requests one pass of the engine makes
// (in the same order, so the text caches behave as in the pass).
let recorder = RecordingMeasurer(measurer)
let recordingEngine = LayoutEngine(prototype: prototype, measurer: recorder)
for row in rows { checksum += try recordingEngine.height(row, width: width) }
recorder.requests.removeAll()
for row in rows { checksum += try recordingEngine.height(row, width: width) }
let requests = recorder.requests
let textOnly = try measure(runs) {
  for request in requests { checksum += try measurer.measure(request).size.height }
}

// MARK: - Report

print(
  "Layout of \(rows.count) TextPost rows (\(characters) characters) at width \(Int(width)), median of \(runs) runs"
)
print("  incremental, 1 core        \(figures(serial))")
print(
  "  incremental, \(cores) cores       \(rate(parallelTime)) \(micro(parallelTime)) wall  (\(String(format: "%.2f", serial.wall / parallelTime))× one core's wall; all threads' CPU \(micro(parallel.cpu)))"
)
print("  cached (height cache)      \(figures(cached))")
print(
  "  naive: new solver per row  \(figures(naive))  (ours is \(String(format: "%.1f", naive.cpu / serial.cpu))× faster in CPU time)"
)
print(
  "  split of an uncached row (CPU): text \(micro(textOnly.cpu)) (\(String(format: "%.0f", textOnly.cpu / serial.cpu * 100))%, \(String(format: "%.1f", Double(requests.count) / Double(rows.count))) requests/row), solver and the rest \(micro(max(0, serial.cpu - textOnly.cpu)))"
)
print("  checksum \(Int(checksum) % 1000)")
