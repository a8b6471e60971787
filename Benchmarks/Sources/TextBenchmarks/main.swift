// Characters measured per second on a feed of varied paragraphs: TextMeasurer with a cold cache,
// warm on the same texts, and warm on new texts made of known words, against shaping every
// paragraph afresh with HarfBuzz (the naive way) in the same run. One thread, release build;
// times are the thread's CPU time, so that other processes on the machine do not skew them:
//
//   swift run -c release --package-path Benchmarks TextBenchmarks [paragraphs] [repeats]

import TextMeasurement

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let paragraphCount = arguments.first ?? 4000
let repeats = max(1, arguments.dropFirst().first ?? 7)
let width = 320.0

let library = try FontLibrary()
let font = try library.font(for: .system(size: 15))
let feed = Feed.paragraphs(count: paragraphCount, seed: 1)
let otherFeed = Feed.paragraphs(count: paragraphCount, seed: 2)
let characters = feed.reduce(0) { $0 + $1.count }
guard let naiveShaping = NaiveShaping(path: font.path, size: font.size) else {
  fatalError("cannot load \(font.path) into HarfBuzz")
}
// The peer must measure what we measure: one line of text, the same advance.
let probe = "Hello, World"
let probeWidth = try TextMeasurer().measure(probe, font: font).lines.first?.width ?? 0
guard abs(naiveShaping.advance(of: probe) - probeWidth) < 0.01 else {
  fatalError(
    "the naive peer gives \(naiveShaping.advance(of: probe)) pt for '\(probe)', we \(probeWidth)")
}
let otherCharacters = otherFeed.reduce(0) { $0 + $1.count }

/// The CPU time this thread has used, in seconds: immune to other processes sharing the cores.
func threadCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The thread CPU time `body` takes, in seconds.
func cpuTime(_ body: () throws -> Void) rethrows -> Double {
  let start = threadCPUTime()
  try body()
  return threadCPUTime() - start
}

/// Runs `body` `repeats` times and returns the median thread CPU time in seconds.
func median(_ body: () throws -> Void) rethrows -> Double {
  var times: [Double] = []
  for _ in 0..<repeats { times.append(try cpuTime(body)) }
  return times.sorted()[times.count / 2]
}

var sink = 0.0

/// `value` with `decimals` digits after the point, right-aligned in `width` columns.
func fixed(_ value: Double, _ decimals: Int, width: Int = 0) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((value * scale).rounded())
  var fraction = String(abs(scaled) % Int(scale))
  while fraction.count < decimals { fraction = "0" + fraction }
  let text =
    (scaled < 0 ? "-" : "") + String(abs(scaled) / Int(scale))
    + (decimals > 0 ? "." + fraction : "")
  return String(repeating: " ", count: max(0, width - text.count)) + text
}

func report(_ name: String, seconds: Double, characters: Int) -> Double {
  let rate = Double(characters) / seconds
  let label = name + String(repeating: " ", count: max(0, 44 - name.count))
  print(
    "\(label) \(fixed(seconds * 1000, 2, width: 9)) ms \(fixed(rate / 1e6, 2, width: 9)) M chars/s")
  return rate
}

print(
  "feed: \(paragraphCount) paragraphs, \(characters) characters (\(characters / paragraphCount) per paragraph),"
)
print(
  "      \(font.familyName) 15 pt, width \(Int(width)) pt; median thread CPU time of \(repeats) runs, one thread"
)

let naive = report(
  "naive: hb_shape each paragraph afresh",
  seconds: median {
    for text in feed { sink += naiveShaping.advance(of: text) }
  }, characters: characters)

/// Measures every text of `texts` at `width` with `measurer`.
@MainActor func measureAll(_ texts: [String], with measurer: TextMeasurer, width: Double = width)
  throws
{
  for text in texts { sink += try measurer.measure(text, font: font, maxWidth: width).size.height }
}

let cold = report(
  "cold: new TextMeasurer each run",
  seconds: try median { try measureAll(feed, with: TextMeasurer()) },
  characters: characters)

let warmWords = report(
  "new texts of known words (word cache)",
  seconds: try {
    // Each run: a measurer that has seen the feed (untimed) measures another feed of the same
    // vocabulary once, so no text is cached but nearly every word is.
    var times: [Double] = []
    for _ in 0..<repeats {
      let measurer = TextMeasurer()
      try measureAll(feed, with: measurer)
      times.append(try cpuTime { try measureAll(otherFeed, with: measurer) })
    }
    return times.sorted()[times.count / 2]
  }(), characters: otherCharacters)

let warmMeasurer = TextMeasurer()
try measureAll(feed, with: warmMeasurer)

let warm = report(
  "warm: same texts and width (remembered)",
  seconds: try median { try measureAll(feed, with: warmMeasurer) },
  characters: characters)

var run = 0.0
let warmOtherWidth = report(
  "warm: same texts, new width (segment cache)",
  seconds: try median {
    run += 1
    try measureAll(feed, with: warmMeasurer, width: width - run * 7)
  }, characters: characters)

let ratios = [
  ("cold", cold), ("known words", warmWords), ("warm, same width", warm),
  ("warm, new width", warmOtherWidth),
]
print(
  "ratios to naive: " + ratios.map { "\($0.0) \(fixed($0.1 / naive, 1))×" }.joined(separator: ", "))
if sink == 42 { print(sink) }
