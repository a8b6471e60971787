#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A progress line on standard error — rows done, rows per second and, when the input's size is
/// known, the time left — shown only when standard error is a terminal, at most a few times a
/// second, and erased at the end.
final class ProgressLine {
  /// Whether the line is shown at all.
  let isEnabled: Bool
  private let start = ProgressLine.now()
  private var lastShown = 0.0
  private var isShowing = false

  /// A progress line, shown if standard error is a terminal and `quiet` is false.
  init(quiet: Bool) {
    isEnabled = !quiet && isatty(2) != 0
  }

  /// Shows `rows` done; `fraction` is how much of the input was read, if known.
  func update(rows: Int, fraction: Double?) {
    guard isEnabled else { return }
    let now = Self.now()
    guard now - lastShown >= 0.25 else { return }
    lastShown = now
    let elapsed = max(now - start, 1e-9)
    let rate = Double(rows) / elapsed
    var text = "\r\u{1B}[2K\(rows) rows, \(Int(rate)) rows/s"
    if let fraction, fraction > 0.001, fraction < 1 {
      let remaining = elapsed * (1 - fraction) / fraction
      text += ", ETA \(Self.duration(remaining))"
    }
    FileOutput.standardError.write(text)
    isShowing = true
  }

  /// Erases the line.
  func finish() {
    if isShowing { FileOutput.standardError.write("\r\u{1B}[2K") }
    isShowing = false
  }

  /// `1:05` or `12s`.
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    return whole >= 60 ? "\(whole / 60):\(String(whole % 60 + 100).dropFirst())" : "\(whole)s"
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
