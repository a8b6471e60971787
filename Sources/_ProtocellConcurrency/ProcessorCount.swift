import Foundation

/// How many processors this process may run on, asked of the system once.
///
/// `ProcessInfo.activeProcessorCount` reads the affinity mask and, on Linux, the cgroup's CPU
/// quota files on every call (two files opened and read, about 30 µs), which a parser asking
/// once per file or a height calculator asking once per batch would pay again and again.
package enum ProcessorCount {
  /// The active processor count when first asked.
  package static let active = ProcessInfo.processInfo.activeProcessorCount
}
