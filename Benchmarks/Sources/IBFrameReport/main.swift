// IBFrameReport: Interface Builder's recorded frames as the reference for Protocell's layout.
//
//   swift run --package-path Benchmarks IBFrameReport [--system-family NAME] [--font FILE]… [FILE_OR_FOLDER…]
//
// --system-family picks the installed family whose glyph advances stand in for SF Pro's (DejaVu
// Sans by default); --font registers a font file (real SF Pro Text/Display files give exact widths).
// Lays out every cell of each .xib and .storyboard (the test corpus by default) at the
// content-view size IB recorded, with the iOS font profile at the document's scale, and prints
// per file and in total: cells laid out, views compared, views whose y and height are within
// 0.5 pt of IB's, the same for x and width, every miss with its reason and what was not compared.

import BenchmarkSupport
import Foundation
import Protocell

let defaultCorpus = "Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder"

func percent(_ part: Int, _ whole: Int) -> String {
  whole == 0 ? "-" : String(format: "%.1f%%", 100 * Double(part) / Double(whole))
}

var paths: [String] = []
var systemFamily = FontLibrary.defaultSystemFamily
var fontFiles: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--system-family": systemFamily = arguments.popFirst() ?? systemFamily
  case "--font": arguments.popFirst().map { fontFiles.append($0) }
  default: paths.append(argument)
  }
}
let files = interfaceBuilderDocuments(in: paths.isEmpty ? [defaultCorpus] : paths)
guard !files.isEmpty else {
  print("IBFrameReport: no .xib or .storyboard files (run from the repository's root)")
  exit(2)
}
let measurer = try FontTextMeasurer(systemFamily: systemFamily)
for path in fontFiles { try measurer.fontLibrary.registerFont(atPath: path) }
print(
  "glyph advances: \(try measurer.fontLibrary.font(family: FontDescriptor.iOSSystemFamily, size: 17))"
)
var total = (cells: 0, compared: 0, vertical: 0, horizontal: 0, skipped: 0)
var misses: [InterfaceBuilderFrameComparison.Miss] = []
print(
  "file | cells laid out | views compared | vertical within 0.5 pt | horizontal within 0.5 pt | not compared"
)
for path in files {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    print("\(path): unreadable")
    continue
  }
  let document = InterfaceBuilderImporter().importDocument(text: text, path: path)
  let comparison = InterfaceBuilderFrameComparison(document, measurer: measurer)
  let name = path.split(separator: "/").last.map(String.init) ?? path
  print(
    "\(name) | \(comparison.cellsLaidOut)/\(document.cells.count) | \(comparison.viewsCompared) | \(comparison.verticalMatches) (\(percent(comparison.verticalMatches, comparison.viewsCompared))) | \(comparison.horizontalMatches) (\(percent(comparison.horizontalMatches, comparison.viewsCompared))) | \(comparison.skipped.count)"
  )
  for miss in comparison.misses { print("  miss: \(miss)") }
  for skip in comparison.skipped { print("  not compared: \(skip)") }
  total.cells += comparison.cellsLaidOut
  total.compared += comparison.viewsCompared
  total.vertical += comparison.verticalMatches
  total.horizontal += comparison.horizontalMatches
  total.skipped += comparison.skipped.count
  misses += comparison.misses
}
print(
  "total: \(total.cells) cells laid out, \(total.compared) views compared, vertical \(total.vertical) (\(percent(total.vertical, total.compared))), horizontal \(total.horizontal) (\(percent(total.horizontal, total.compared))), \(total.skipped) not compared"
)

// Misses by axis and kind of reason: the size of a text view (glyph advances or text metrics),
// the size of another view, or the position only (placed relative to a view that differs).
var tally: [String: Int] = [:]
for miss in misses {
  let kind = miss.reason.prefix { $0 != ":" }.replacingOccurrences(
    of: " (text measurement)", with: "")
  tally["\(miss.isVertical ? "vertical" : "horizontal"): \(kind)", default: 0] += 1
}
for (reason, count) in tally.sorted(by: { $0.key < $1.key }) {
  print("misses, \(reason): \(count)")
}
