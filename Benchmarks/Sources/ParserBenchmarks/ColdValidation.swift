// The `corpus DIR` workload: `protocell validate` from a cold process over every .xib and
// .storyboard directly in DIR (not in its subfolders), beside `xmllint --noout` given the same
// files, runs interleaved so that both see the same host.
//
//   swift build -c release --product protocell
//   swift run -c release --package-path Benchmarks ParserBenchmarks 7 corpus DIR [PROTOCELL…]
//
// Each PROTOCELL (default: this checkout's .build/release/protocell) is timed in turn; naming
// an older build as well measures it in the same sitting.

import BenchmarkSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The wall and CPU seconds (user + system) of one run of a child process.
func timeChild(_ arguments: [String]) throws -> Sample {
  let cpuStart = cpuSeconds(children: true)
  let start = ContinuousClock.now
  let outcome = try ChildProcess.run(arguments)
  let elapsed = ContinuousClock.now - start
  let cpu = cpuSeconds(children: true) - cpuStart
  // `validate` exits 1 when the corpus has errors; only a crash or a usage failure is wrong.
  guard outcome == .exited(0) || outcome == .exited(1) else {
    throw BenchmarkFailure(description: "\(arguments[0]) ended with \(outcome)")
  }
  return Sample(
    wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
    cpu: cpu)
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Times cold `protocell validate` runs of each binary beside `xmllint --noout` over the
/// Interface Builder documents directly in `folder`, and prints medians and ratios.
func runColdValidation(folder: String, binaries: [String], runs: Int) throws {
  let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    .map { (folder as NSString).appendingPathComponent($0) }
  guard !files.isEmpty else {
    throw BenchmarkFailure(description: "no .xib or .storyboard files in \(folder)")
  }
  // The size of what each path names (a folder may hold symbolic links).
  let bytes = files.reduce(0) { total, path in
    let target = (path as NSString).resolvingSymlinksInPath
    return total
      + ((try? FileManager.default.attributesOfItem(atPath: target)[.size] as? NSNumber)?
        .intValue ?? 0)
  }
  let commands =
    [("xmllint --noout", ["xmllint", "--noout"] + files)]
    + binaries.map { ("\($0) validate", [$0, "validate"] + files) }
  var samples = Array(repeating: [Sample](), count: commands.count)
  for (_, arguments) in commands { _ = try timeChild(arguments) }  // warm the page cache
  for _ in 0..<runs {
    for (index, command) in commands.enumerated() {
      samples[index].append(try timeChild(command.1))
    }
  }
  print(
    "corpus: \(files.count) files, \(bytes / 1024) KiB, cold processes, median of \(runs) interleaved runs"
  )
  let peerWall = median(samples[0].map(\.wall))
  let peerCPU = median(samples[0].map(\.cpu))
  for (index, command) in commands.enumerated() {
    let wall = median(samples[index].map(\.wall))
    let cpu = median(samples[index].map(\.cpu))
    let figures = String(
      format: "%8.1f ms wall (%5.2f×)  %8.1f ms cpu (%5.2f×)", wall * 1_000, wall / peerWall,
      cpu * 1_000, cpu / peerCPU)
    print("\(figures)  \(command.0)")
  }
}
