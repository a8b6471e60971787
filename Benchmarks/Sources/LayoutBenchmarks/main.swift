// Row heights for the feed's TextPost prototype over 10,000 rows of varied text, with real fonts:
// one core uncached, all cores uncached, and the cached path; beside the naive way (a fresh
// solver per row, what measuring without Protocell's incremental engine costs); and the split of
// a row's cost between text measurement and the rest (solver and bookkeeping).
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

let templatesPath = FileManager.default.fileExists(atPath: "Templates/Feed.xml") ? "Templates" : "../Templates"
let report = TemplateChecker().check(paths: [templatesPath + "/Feed.xml"])
guard let template = report.files.first?.cells.first(where: { $0.reuseIdentifier == "TextPost" }) else {
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
  return (try? CellContent(row: .object(row), for: template)) ?? CellContent()
}
let characters = rows.reduce(0) { $0 + $1.texts.values.reduce(0) { $0 + $1.count } }

// MARK: - Timing

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// The median wall time of `runs` runs of `body`, after one warm-up run.
func measure(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
  try body()
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return median(times)
}

let measurer = try FontTextMeasurer()
let width = 375.0
nonisolated(unsafe) var checksum = 0.0

// One core, one engine: what a table view's height callback does.
let engine = LayoutEngine(template: template, measurer: measurer)
let serial = try measure(runs) {
  for row in rows { checksum += try engine.height(row, width: width) }
}

// `LayoutBenchmarks ROWS RUNS serial` stops here, for profiling the incremental path alone.
if arguments.count > 3, arguments[3] == "serial" {
  print("incremental, 1 core: \(Int(Double(rows.count) / serial)) rows/s (checksum \(Int(checksum) % 1000))")
  exit(0)
}

// All cores: batch measurement through the calculator (engines per worker).
let calculator = HeightCalculator(prototypes: [template], measurer: measurer)
let cores = ProcessInfo.processInfo.activeProcessorCount
let semaphore = DispatchSemaphore(value: 0)
nonisolated(unsafe) var parallelTime = 0.0
Task.detached {
  var times: [Double] = []
  for _ in 0...runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let heights = try await calculator.heights(of: rows, reuseIdentifier: "TextPost", width: width)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    checksum += heights.reduce(0, +)
  }
  parallelTime = median(Array(times.dropFirst()))
  semaphore.signal()
}
semaphore.wait()

// Cached: every row measured once with a key, then answered from the cache.
for (index, row) in rows.enumerated() {
  _ = try calculator.height(forReuseIdentifier: "TextPost", width: width, content: row, cacheKey: String(index))
}
let keys = (0..<rows.count).map(String.init)
let cached = try measure(runs) {
  for (index, row) in rows.enumerated() {
    checksum += try calculator.height(forReuseIdentifier: "TextPost", width: width, content: row, cacheKey: keys[index])
  }
}

// The naive peer: a fresh solver for every row (on a sample, it is slow).
let sample = Array(rows.prefix(max(1, rows.count / 20)))
let naive = try measure(max(1, runs / 2)) {
  for row in sample { checksum += try LayoutEngine(template: template, measurer: measurer).height(row, width: width) }
} * Double(rows.count) / Double(sample.count)

// The split: text measurement alone (each label once unbounded, once at its laid-out width).
let labelWidths: [[(String, Double)]] = try rows.map { row in
  let layout = try engine.layout(row, width: width)
  return layout.frames.map { ($0.key, $0.value.width) }
}
let labels = template.allViews.compactMap { view -> (String, LabelContent)? in
  if case .label(let content) = view.kind { return (view.id, content) }
  return nil
}
let textOnly = try measure(runs) {
  for (row, widths) in zip(rows, labelWidths) {
    for (id, label) in labels {
      let text = row.texts[id] ?? label.text
      var request = LabelMeasureRequest(
        text: text, font: label.font, maxWidth: nil, numberOfLines: label.numberOfLines,
        lineBreakMode: label.lineBreakMode, lineSpacing: label.lineSpacing, scale: 2)
      checksum += try measurer.measure(request).size.height
      if label.numberOfLines != 1, let laidOut = widths.first(where: { $0.0 == id })?.1 {
        request.maxWidth = laidOut
        checksum += try measurer.measure(request).size.height
      }
    }
  }
}

// MARK: - Report

func rate(_ seconds: Double) -> String { String(format: "%10.0f rows/s", Double(rows.count) / seconds) }
func micro(_ seconds: Double) -> String { String(format: "%8.2f µs/row", seconds / Double(rows.count) * 1e6) }
print("Layout of \(rows.count) TextPost rows (\(characters) characters) at width \(Int(width)), median of \(runs) runs")
print("  incremental, 1 core        \(rate(serial))  \(micro(serial))")
print("  incremental, \(cores) cores       \(rate(parallelTime))  \(micro(parallelTime))  (\(String(format: "%.2f", serial / parallelTime))× one core)")
print("  cached (height cache)      \(rate(cached))  \(micro(cached))")
print("  naive: new solver per row  \(rate(naive))  \(micro(naive))  (ours is \(String(format: "%.1f", naive / serial))× faster)")
print("  split of an uncached row:  text \(micro(textOnly)) (\(String(format: "%.0f", textOnly / serial * 100))%), solver and the rest \(micro(max(0, serial - textOnly)))")
print("  checksum \(Int(checksum) % 1000)")
