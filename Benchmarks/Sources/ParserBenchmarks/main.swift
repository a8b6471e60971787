// ParserBenchmarks: parse and validate generated templates through Protocell, beside
// `xmllint --noout` (libxml2's own parse, the floor we cannot beat) on the same input.
//
//   swift run -c release --package-path Benchmarks ParserBenchmarks [runs] [big|small|ib]
//   swift run -c release --package-path Benchmarks ParserBenchmarks [runs] corpus DIR [PROTOCELL…]
//
// Workloads, generated in a temporary folder:
//   - one file of 10,000 cells (labels, images, nested stacks, 15 constraints each);
//   - 1,000 files of 10 cells each, handed to one xmllint invocation;
// and `ib`: the ten Interface Builder documents of the corpus
// (Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder, 24 cells), read (parse, import,
// validate, no layout) 100 times per run, beside one xmllint invocation given the same ten files
// 100 times over.
// and `corpus DIR`: cold `protocell validate` processes over a folder of Interface Builder
// documents beside `xmllint --noout` (see ColdValidation.swift).
// Each figure is the median of `runs` timed runs (default 7) after one warm-up run. Wall time is
// what a user waits; CPU time (user + system) shows the work done, since TemplateLoader parses
// files on every core while xmllint uses one.

import BenchmarkSupport
import Foundation
import Protocell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Input

/// The text of one generated cell; `index` picks one of three shapes and varies the content.
func cellXML(reuseIdentifier: String, index: Int) -> String {
  switch index % 3 {
  case 0:
    return """
        <cell reuseIdentifier="\(reuseIdentifier)" width="375" estimatedHeight="120">
          <margins top="12" leading="16" bottom="12" trailing="16"/>
          <image id="avatar" imageWidth="40" imageHeight="40" backgroundColor="#D8D8D8"/>
          <label id="author" text="Author \(index)" fontWeight="semibold" fontSize="15" bind="author"/>
          <label id="time" text="\(index % 60)m" fontSize="13" horizontalCompressionResistance="751"/>
          <label id="body" fontSize="15" numberOfLines="0" lineBreakMode="wordWrap" bind="body"/>
          <constraints>
            <constraint>avatar.leading == margins.leading</constraint>
            <constraint>avatar.top == margins.top</constraint>
            <constraint>avatar.width == 40</constraint>
            <constraint>avatar.height == avatar.width</constraint>
            <constraint>author.leading == avatar.trailing + 12</constraint>
            <constraint>author.top == avatar.top</constraint>
            <constraint>time.leading >= author.trailing + 8</constraint>
            <constraint>time.trailing == margins.trailing</constraint>
            <constraint>time.firstBaseline == author.firstBaseline</constraint>
            <constraint>body.leading == author.leading</constraint>
            <constraint>body.trailing == margins.trailing</constraint>
            <constraint>body.top == author.bottom + 4</constraint>
            <constraint>body.bottom == margins.bottom @999</constraint>
            <constraint>avatar.bottom &lt;= margins.bottom</constraint>
            <constraint>body.height >= 20 @750</constraint>
          </constraints>
        </cell>

      """
  case 1:
    return """
        <cell reuseIdentifier="\(reuseIdentifier)" width="375" estimatedHeight="52">
          <stack id="row" axis="horizontal" spacing="8" alignment="center">
            <image id="icon" imageWidth="29" imageHeight="29" bind="icon"/>
            <stack id="texts" axis="vertical" spacing="2">
              <label id="title" text="Title \(index)" bind="title"/>
              <label id="subtitle" fontSize="13" bind="subtitle" hideWhenEmpty="true"/>
            </stack>
          </stack>
          <view id="badge" backgroundColor="#FF3B30">
            <label id="count" text="\(index % 99)" fontSize="12" textAlignment="center"/>
          </view>
          <constraints>
            <constraint>row.leading == margins.leading</constraint>
            <constraint>row.top == margins.top</constraint>
            <constraint>row.bottom == margins.bottom</constraint>
            <constraint>row.trailing ≤ margins.trailing - 40</constraint>
            <constraint>badge.leading >= row.trailing + 8</constraint>
            <constraint>badge.trailing == margins.trailing</constraint>
            <constraint>badge.centerY == row.centerY</constraint>
            <constraint>badge.width >= badge.height</constraint>
            <constraint>badge.height == 20 @750</constraint>
            <constraint>count.leading == badge.leading + 6</constraint>
            <constraint>count.trailing == badge.trailing - 6</constraint>
            <constraint>count.top == badge.top + 2</constraint>
            <constraint>count.bottom == badge.bottom - 2</constraint>
            <constraint>icon.width == 29</constraint>
            <constraint>icon.height == icon.width</constraint>
          </constraints>
        </cell>

      """
  default:
    return """
        <cell reuseIdentifier="\(reuseIdentifier)" width="375" estimatedHeight="360" separator="none">
          <image id="photo" imageWidth="1080" imageHeight="810" bind="photo" verticalCompressionResistance="749"/>
          <label id="caption" fontSize="15" numberOfLines="3" bind="caption" hideWhenEmpty="true"/>
          <label id="likes" text="♥ \(index)" fontSize="13" bind="likes"/>
          <view id="divider" backgroundColor="separator"/>
          <constraints>
            <constraint>photo.leading == superview.leading</constraint>
            <constraint>photo.trailing == superview.trailing</constraint>
            <constraint>photo.top == superview.top</constraint>
            <constraint id="aspect">photo.height == photo.width * 0.75 @999</constraint>
            <constraint>caption.leading == margins.leading</constraint>
            <constraint>caption.trailing == margins.trailing</constraint>
            <constraint>caption.top == photo.bottom + 8</constraint>
            <constraint>likes.leading == caption.leading</constraint>
            <constraint>likes.top == caption.bottom + 4</constraint>
            <constraint>likes.trailing &lt;= margins.trailing</constraint>
            <constraint>divider.leading == margins.leading</constraint>
            <constraint>divider.trailing == superview.trailing</constraint>
            <constraint>divider.top == likes.bottom + 8</constraint>
            <constraint>divider.height == 0.5</constraint>
            <constraint>divider.bottom == superview.bottom</constraint>
          </constraints>
        </cell>

      """
  }
}

/// A template file of `count` cells whose reuse identifiers start with `prefix`.
func templateFileXML(cellCount count: Int, prefix: String) -> String {
  var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<templates version=\"1\">\n"
  text.reserveCapacity(count * 1_700)
  for index in 0..<count { text += cellXML(reuseIdentifier: "\(prefix)\(index)", index: index) }
  return text + "</templates>\n"
}

// MARK: - Measurement

/// Wall and CPU seconds of one run.
struct Sample {
  var wall: Double
  var cpu: Double
}

/// User plus system CPU seconds of this process (`RUSAGE_SELF`) or its waited-for children.
func cpuSeconds(children: Bool) -> Double {
  var usage = rusage()
  #if canImport(Glibc)
    let who =
      children ? __rusage_who_t(RUSAGE_CHILDREN.rawValue) : __rusage_who_t(RUSAGE_SELF.rawValue)
  #else
    let who = children ? RUSAGE_CHILDREN : RUSAGE_SELF
  #endif
  getrusage(who, &usage)
  func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
  return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Runs `body` once to warm up, then `runs` times; returns the median wall and CPU times.
func measure(runs: Int, childProcess: Bool = false, _ body: () throws -> Void) rethrows -> Sample {
  try body()
  var samples: [Sample] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let cpuStart = cpuSeconds(children: childProcess)
    let elapsed = try clock.measure(body)
    let cpu = cpuSeconds(children: childProcess) - cpuStart
    samples.append(
      Sample(
        wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
        cpu: cpu))
  }
  return Sample(wall: median(samples.map(\.wall)), cpu: median(samples.map(\.cpu)))
}

struct BenchmarkFailure: Error, CustomStringConvertible {
  var description: String
}

/// Runs `xmllint --noout` on `paths` and fails unless it exits 0.
func runXMLLint(_ paths: [String]) throws {
  let outcome = try ChildProcess.run(["xmllint", "--noout"] + paths, quiet: false)
  guard outcome == .exited(0) else {
    throw BenchmarkFailure(description: "xmllint ended with \(outcome)")
  }
}

// MARK: - Run

let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 7) : 7
/// The root of this checkout, whose tests hold the IB fixtures and whose release build is timed.
let checkoutFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
if CommandLine.arguments.count > 2, CommandLine.arguments[2] == "corpus" {
  guard CommandLine.arguments.count > 3 else {
    throw BenchmarkFailure(description: "usage: ParserBenchmarks RUNS corpus DIR [PROTOCELL…]")
  }
  let binaries =
    CommandLine.arguments.count > 4
    ? Array(CommandLine.arguments[4...])
    : [checkoutFolder.appendingPathComponent(".build/release/protocell").path]
  try runColdValidation(folder: CommandLine.arguments[3], binaries: binaries, runs: runs)
  exit(0)
}
let workspace = FileManager.default.temporaryDirectory
  .appendingPathComponent("protocell-parser-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workspace) }

let bigFile = workspace.appendingPathComponent("Big.xml").path
try templateFileXML(cellCount: 10_000, prefix: "Big").write(
  toFile: bigFile, atomically: false, encoding: .utf8)
let smallFolder = workspace.appendingPathComponent("Small")
try FileManager.default.createDirectory(at: smallFolder, withIntermediateDirectories: true)
var smallFiles: [String] = []
for fileIndex in 0..<1_000 {
  let path = smallFolder.appendingPathComponent(String(format: "File%04d.xml", fileIndex)).path
  try templateFileXML(cellCount: 10, prefix: "F\(fileIndex)C").write(
    toFile: path, atomically: false, encoding: .utf8)
  smallFiles.append(path)
}

// The 10,000-cell file is larger than the default 16 MiB file limit allows for; raise it.
let limits = TemplateLimits(maximumFileSize: 256 << 20)
let loader = TemplateLoader(parser: TemplateParser(limits: limits))
let validator = TemplateValidator()
let checker = TemplateChecker(loader: loader, validator: validator)

struct Workload {
  var name: String
  var paths: [String]
  var xmllintPaths: [String]
  /// How many cells the paths hold.
  var cellCount = 10_000
  /// Whether the input is clean (generated); the corpus has real findings.
  var isClean = true
  /// How many times one run reads the paths (xmllint is given them as many times).
  var repetitions = 1
}

/// The Interface Builder corpus: every `.xib` and `.storyboard` of the test fixtures.
let corpusFolder =
  checkoutFolder
  .appendingPathComponent("Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder")
let corpusFiles = ((try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)) ?? [])
  .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
  .map { corpusFolder.appendingPathComponent($0).path }
let corpusRepetitions = 100

let only = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
let workloads = [
  ("big", Workload(name: "1 file × 10,000 cells", paths: [bigFile], xmllintPaths: [bigFile])),
  (
    "small",
    Workload(name: "1,000 files × 10 cells", paths: [smallFolder.path], xmllintPaths: smallFiles)
  ),
  (
    "ib",
    Workload(
      name: "IB corpus × \(corpusRepetitions)", paths: corpusFiles,
      xmllintPaths: Array(repeating: corpusFiles, count: corpusRepetitions).flatMap { $0 },
      cellCount: 24, isClean: false, repetitions: corpusRepetitions)
  ),
].filter { only == nil || $0.0 == only }.map(\.1)

func format(_ seconds: Double) -> String { String(format: "%8.1f ms", seconds * 1_000) }
func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

let bigSize =
  (try FileManager.default.attributesOfItem(atPath: bigFile)[.size] as? NSNumber)?.intValue ?? 0
print(
  "ParserBenchmarks: median of \(runs) runs after a warm-up; \(ProcessInfo.processInfo.activeProcessorCount) cores"
)
print(
  "Big.xml: \(bigSize / 1024) KiB; Small/: 1,000 files; IB corpus: \(corpusFiles.count) files, read \(corpusRepetitions) times a run"
)
print("")
print("\(pad("workload", 24)) \(pad("step", 30))      wall        cpu   wall ratio  cpu ratio")
for workload in workloads {
  // Sanity: the generated input is clean, so every run does the full amount of work.
  let report = checker.check(paths: workload.paths)
  guard report.diagnostics.isEmpty || !workload.isClean, report.cellCount == workload.cellCount
  else {
    let first = report.diagnostics.first.map { "\($0)" } ?? "none"
    throw BenchmarkFailure(
      description:
        "\(workload.name): expected \(workload.cellCount) cells\(workload.isClean ? " without diagnostics" : ""), got \(report.cellCount) cells and \(report.diagnostics.count) diagnostics (first: \(first))"
    )
  }
  let files = loader.load(paths: workload.paths).files
  let times = 0..<workload.repetitions

  let xmllint = try measure(runs: runs, childProcess: true) {
    try runXMLLint(workload.xmllintPaths)
  }
  let load = measure(runs: runs) { for _ in times { _ = loader.load(paths: workload.paths) } }
  let validate = measure(runs: runs) { for _ in times { _ = validator.validate(files) } }
  let check = measure(runs: runs) { for _ in times { _ = checker.check(paths: workload.paths) } }

  let rows: [(String, Sample)] = [
    ("xmllint --noout", xmllint),
    ("TemplateLoader.load (parse)", load),
    ("TemplateValidator.validate", validate),
    ("TemplateChecker.check (both)", check),
  ]
  for (step, sample) in rows {
    let ratios =
      step == "xmllint --noout"
      ? "            —          —"
      : String(format: "  %10.2f× %9.2f×", sample.wall / xmllint.wall, sample.cpu / xmllint.cpu)
    print(
      "\(pad(workload.name, 24)) \(pad(step, 30)) \(format(sample.wall)) \(format(sample.cpu))\(ratios)"
    )
  }
}
