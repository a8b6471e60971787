#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes to standard output or standard error, and whether they are terminals.
struct FileOutput: Sendable {
  let descriptor: Int32

  static let standardOutput = FileOutput(descriptor: 1)
  static let standardError = FileOutput(descriptor: 2)

  /// Writes the whole string.
  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
          return Glibc.write(descriptor, base + offset, buffer.count - offset)
        #else
          return Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
      }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Whether the output is a terminal that takes colours (and `NO_COLOR` is not set).
  var supportsColor: Bool {
    guard isatty(descriptor) != 0 else { return false }
    if getenv("NO_COLOR") != nil { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }
}
