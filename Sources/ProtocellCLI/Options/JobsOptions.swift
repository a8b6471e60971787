import ArgumentParser
import Foundation

/// `--jobs N`: how many threads work at once, shared by `measure` and `snapshot`.
///
/// Parsed unconditionally, so that `--jobs -1` is a value to refuse with the rule, not a
/// missing value followed by an unknown option `-1`.
struct JobsOptions: ParsableArguments {
  /// The most threads a command starts.
  static let maximum = 1024

  @Option(
    parsing: .unconditional,
    help: "How many threads work at once, 1 to 1024 (snapshot --images: browsers too).")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  func validate() throws {
    guard (1...Self.maximum).contains(jobs) else {
      throw ValidationError(
        "--jobs must be a number of threads from 1 to \(Self.maximum), not \(jobs)")
    }
  }
}
