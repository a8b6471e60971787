import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps results alive so that the optimiser cannot drop the work that made them.
nonisolated(unsafe) var sink = 0

/// A monotonic clock in nanoseconds.
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// One contender of a side-by-side measurement.
struct Contender {
  var name: String
  var body: () -> Int
}

/// Times the contenders in interleaved batches (so that drift hits all alike) and returns the
/// median nanoseconds per operation of each.
///
/// Each batch runs as many operations as take about `batchNanoseconds` for that contender.
func measure(_ contenders: [Contender], batches: Int = 21, batchNanoseconds: UInt64 = 20_000_000)
  -> [Double]
{
  let counts = contenders.map { contender -> Int in
    var count = 1
    while true {
      let start = now()
      for _ in 0..<count { sink &+= contender.body() }
      let elapsed = now() - start
      if elapsed > batchNanoseconds / 4 {
        return max(1, Int(Double(count) * Double(batchNanoseconds) / Double(elapsed)))
      }
      count *= 2
    }
  }
  var samples = Array(repeating: [Double](), count: contenders.count)
  for _ in 0..<batches {
    for (index, contender) in contenders.enumerated() {
      let start = now()
      for _ in 0..<counts[index] { sink &+= contender.body() }
      samples[index].append(Double(now() - start) / Double(counts[index]))
    }
  }
  return samples.map { median($0) }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// The process's peak resident set size so far, in bytes.
///
/// On Linux this is `VmHWM` from `/proc/self/status`, which starts afresh in a new program;
/// `getrusage`'s `ru_maxrss` would carry over the parent's peak across `exec`.
func peakResidentBytes() -> Int {
  #if os(Linux)
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      return kilobytes * 1024
    }
    return 0
  #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)  // bytes on Darwin
  #endif
}

/// `1.23 µs`, `456 ns`, `7.8 ms`.
func formatDuration(_ nanoseconds: Double) -> String {
  switch nanoseconds {
  case ..<1_000: return String(format: "%.0f ns", nanoseconds)
  case ..<1_000_000: return String(format: "%.2f µs", nanoseconds / 1_000)
  case ..<1_000_000_000: return String(format: "%.2f ms", nanoseconds / 1_000_000)
  default: return String(format: "%.2f s", nanoseconds / 1_000_000_000)
  }
}
