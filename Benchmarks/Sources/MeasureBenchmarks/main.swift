// `protocell measure` end to end on generated JSON Lines rows of the feed's three prototypes
// (mixed: 10 % FeedHeader, 60 % TextPost, 30 % PhotoPost, unique texts), beside the library's own
// per-row figures measured in the same run:
//
// - JSON parsing per row: Protocell's row reader, Foundation's JSONSerialization and the
//   JSONDecoder path RowValue used before (thread CPU time, one core);
// - the library path per row (parse, CellContent through each prototype's bindings found once,
//   HeightCalculator.height), cold (a fresh calculator and font measurer: empty text caches)
//   and warm (the same rows again);
// - the CLI: wall time, rows/s, CPU time per row and peak memory (ru_maxrss) of
//   `protocell measure Templates --id-key type --data rows.jsonl --format csv --quiet` under GNU
//   time, each run a fresh process (its text caches start cold); the first run and the median of
//   the rest.
//
//   swift build -c release --product protocell
//   swift run -c release --package-path Benchmarks MeasureBenchmarks [rows] [runs] [protocell]

import BenchmarkSupport
import Foundation
import Protocell

let arguments = CommandLine.arguments
let rowCount = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let runs = max(2, arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3)
let root = FileManager.default.fileExists(atPath: "Templates/Feed.xml") ? "." : ".."
let executable = arguments.count > 3 ? arguments[3] : root + "/.build/release/protocell"
guard FileManager.default.isExecutableFile(atPath: executable) else {
  FileHandle.standardError.write(
    Data("no \(executable): run 'swift build -c release --product protocell' first\n".utf8))
  exit(2)
}

// MARK: - Input

let words = """
  the a layout cell table height width label text constraint solver row feed photo post comment \
  like share today yesterday morning evening coffee meeting design prototype engineer swift linux \
  interface builder stack view margin baseline priority intrinsic content compression hugging \
  wonderful extraordinary incomprehensibilities internationalization Straßenbahnhaltestelle über \
  naïve café résumé déjà vu 東京 こんにちは 世界 🎉 👍🏽 ❤️
  """.split(separator: " ").map(String.init)

nonisolated(unsafe) var generator = SplitMix64(seed: 2026)
func random(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
func sentence(_ count: Int) -> String {
  (0..<count).map { _ in words[random(words.count)] }.joined(separator: " ")
}

/// One JSON Lines row (the words hold no character JSON must escape).
func row(_ index: Int) -> String {
  switch random(10) {
  case 0:
    return
      #"{"type":"FeedHeader","id":"h\#(index)","newPostsSummary":"\#(random(99) + 1) new posts"}"#
  case 1...6:
    let body = sentence([0, 3, 8, 15, 30, 60][random(6)])
    return
      #"{"type":"TextPost","id":"p\#(index)","author":"\#(sentence(2))","timestamp":"\#(random(59) + 1)m","body":"\#(body)","likes":"♥ \#(random(500))","comments":"💬 \#(random(40))"}"#
  default:
    let height = [810, 1080, 1350][random(3)]
    return
      #"{"type":"PhotoPost","id":"p\#(index)","author":"\#(sentence(2))","photo":{"width":1080,"height":\#(height)},"caption":"\#(sentence(random(20)))"}"#
  }
}

let dataPath = NSTemporaryDirectory() + "protocell-measure-benchmark-\(getpid()).jsonl"
FileManager.default.createFile(atPath: dataPath, contents: nil)
let file = try FileHandle(forWritingTo: URL(fileURLWithPath: dataPath))
var chunk = ""
nonisolated(unsafe) var sample: [[UInt8]] = []
let sampleCount = min(rowCount, 100_000)
for index in 0..<rowCount {
  let line = row(index)
  if index < sampleCount { sample.append(Array(line.utf8)) }
  chunk += line + "\n"
  if chunk.utf8.count > 1 << 20 {
    file.write(Data(chunk.utf8))
    chunk = ""
  }
}
file.write(Data(chunk.utf8))
try file.close()
defer { try? FileManager.default.removeItem(atPath: dataPath) }
let dataSize = (try FileManager.default.attributesOfItem(atPath: dataPath)[.size] as? Int) ?? 0

// MARK: - Timing

func threadCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Microseconds of thread CPU time per sample row of `body`, median of `runs`.
func perRow(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let start = threadCPUTime()
    try body()
    times.append((threadCPUTime() - start) / Double(sample.count) * 1e6)
  }
  return median(times)
}

nonisolated(unsafe) var sink = 0

// MARK: - Library

let ours = try perRow(runs) {
  for bytes in sample {
    if case .object(let members) = try RowValue(parsingJSONUTF8: bytes) { sink &+= members.count }
  }
}
let serialization = try perRow(runs) {
  for bytes in sample {
    let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    sink &+= object?.count ?? 0
  }
}
let decoder = try perRow(runs) {
  let decoder = JSONDecoder()
  for bytes in sample {
    if case .object(let members) = try decoder.decode(RowValue.self, from: Data(bytes)) {
      sink &+= members.count
    }
  }
}

let registry = PrototypeRegistry()
try registry.registerTemplates(atPaths: [root + "/Templates/Feed.xml"])

/// Each prototype's bindings, found once as an app measuring many rows would (and as the CLI
/// does), not per row.
func libraryPass(_ calculator: HeightCalculator) throws {
  var bindings: [String: CellContent.Bindings] = [:]
  for bytes in sample {
    let row = try RowValue(parsingJSONUTF8: bytes)
    guard case .string(let identifier)? = row["type"] else { continue }
    let binding: CellContent.Bindings
    if let known = bindings[identifier] {
      binding = known
    } else {
      binding = CellContent.Bindings(
        prototype: try calculator.prototype(forReuseIdentifier: identifier))
      bindings[identifier] = binding
    }
    let content = try CellContent(row: row, bindings: binding)
    sink &+= Int(
      try calculator.height(forReuseIdentifier: identifier, width: 375, content: content))
  }
}
var cold: [Double] = []
var warm: [Double] = []
for _ in 0..<runs {
  let calculator = try HeightCalculator(registry: registry, measurer: try FontTextMeasurer())
  cold.append(try perRow(1) { try libraryPass(calculator) })
  warm.append(try perRow(1) { try libraryPass(calculator) })
}

// MARK: - The CLI, end to end

struct Run {
  var wall: Double
  var cpu: Double
  var peakKilobytes: Int
}

/// Runs the CLI under GNU time, which reports the child's own peak RSS (a child's ru_maxrss seen
/// from this process can include pages of the parent it was forked from).
func runCLI() throws -> Run {
  let report = NSTemporaryDirectory() + "protocell-measure-benchmark-\(getpid()).time"
  defer { try? FileManager.default.removeItem(atPath: report) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
  process.arguments = [
    "-f", "%e %U %S %M", "-o", report, executable, "measure", root + "/Templates", "--id-key",
    "type", "--data", dataPath, "--format", "csv", "--quiet",
  ]
  process.standardOutput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  let fields = try String(contentsOfFile: report, encoding: .utf8)
    .split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
  guard process.terminationStatus == 0, fields.count == 4 else {
    FileHandle.standardError.write(Data("protocell exited \(process.terminationStatus)\n".utf8))
    exit(1)
  }
  return Run(wall: fields[0], cpu: fields[1] + fields[2], peakKilobytes: Int(fields[3]))
}

let cliRuns = try (0..<runs).map { _ in try runCLI() }
let first = cliRuns[0]
let rest = Array(cliRuns.dropFirst())
let wall = median(rest.map(\.wall))
let cpuPerRow = median(rest.map(\.cpu)) / Double(rowCount) * 1e6

// MARK: - Report

func row(_ label: String, _ value: String) {
  print(label.padding(toLength: 58, withPad: " ", startingAt: 0) + value)
}
print(
  "\(rowCount) JSON Lines rows (\(dataSize / 1_000_000) MB), feed prototypes mixed; "
    + "\(ProcessInfo.processInfo.activeProcessorCount) cores; medians of \(runs) runs")
print("library, one core (thread CPU time, \(sample.count) rows):")
row("  JSON parsing, Protocell's row reader", String(format: "%6.2f µs/row", ours))
row("  JSON parsing, JSONSerialization (peer)", String(format: "%6.2f µs/row", serialization))
row("  JSON parsing, JSONDecoder into RowValue (before)", String(format: "%6.2f µs/row", decoder))
row("  parse + content + height, cold text caches", String(format: "%6.2f µs/row", median(cold)))
row("  parse + content + height, warm text caches", String(format: "%6.2f µs/row", median(warm)))
print("protocell measure, end to end (a fresh process each run):")
row(
  "  first run", String(format: "%6.2f s  %8.0f rows/s", first.wall, Double(rowCount) / first.wall))
row(
  "  median of the other runs",
  String(format: "%6.2f s  %8.0f rows/s", wall, Double(rowCount) / wall))
row("  CPU time per row (all threads)", String(format: "%6.2f µs/row", cpuPerRow))
row(
  "  JSON parsing's share of the CLI's CPU time per row",
  String(format: "%5.1f %%", ours / cpuPerRow * 100))
row(
  "  peak memory (max RSS)",
  String(format: "%6.1f MB", Double(cliRuns.map(\.peakKilobytes).max() ?? 0) / 1024))
if sink == 42 { print("") }
