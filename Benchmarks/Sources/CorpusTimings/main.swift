// CorpusTimings: how long each cell of real Interface Builder documents takes to load and measure.
//
//   swift run -c release --package-path Benchmarks CorpusTimings FILE_OR_FOLDER…
//
// In one process with its fonts already set up (fontconfig's start, about 50 ms, is the
// process's, not a cell's), for every cell of every .xib and .storyboard given: the document is
// read and parsed as `protocell measure` loads it (structure checked, no layout rules), then the
// cell's solver is built and the cell laid out once at its own width with no data. A cell's time
// is its document's load plus its own build and layout (a document read for every cell, as the
// CLI reads one per command). Prints the median, the 90th percentile and the largest, and every
// cell over 50 ms.

import BenchmarkSupport
import Foundation
import Protocell

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let measurer = try FontTextMeasurer()
var times: [(seconds: Double, cell: String)] = []
for path in interfaceBuilderDocuments(in: Array(CommandLine.arguments.dropFirst())) {
  var registry = PrototypeRegistry()
  var parser = TemplateParser()
  parser.readsAsCanvas = true
  let loader = PrototypeLoader(
    checker: TemplateChecker(loader: TemplateLoader(parser: parser)), checksLayout: false)
  let load = seconds {
    registry = PrototypeRegistry()
    _ = loader.load(paths: [path], into: registry)
  }
  for identifier in registry.reuseIdentifiers {
    guard let prototype = try? registry.prototype(forReuseIdentifier: identifier) else { continue }
    let own = seconds {
      let engine = LayoutEngine(prototype: prototype, measurer: measurer)
      _ = try? engine.layout(width: prototype.width)
    }
    times.append((load + own, (path as NSString).lastPathComponent + " " + identifier))
  }
}
times.sort { $0.seconds < $1.seconds }
guard !times.isEmpty else {
  print("no cells")
  exit(1)
}
func milliseconds(_ value: Double) -> String { String(format: "%.2f ms", value * 1000) }
print(
  "cells \(times.count): median \(milliseconds(times[times.count / 2].seconds)), "
    + "90th percentile \(milliseconds(times[times.count * 9 / 10].seconds)), "
    + "largest \(milliseconds(times[times.count - 1].seconds)) (\(times[times.count - 1].cell))")
let slow = times.filter { $0.seconds > 0.05 }
print("over 50 ms: \(slow.count)")
for entry in slow { print("  \(milliseconds(entry.seconds)) \(entry.cell)") }
