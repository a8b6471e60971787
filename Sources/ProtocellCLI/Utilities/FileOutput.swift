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

  /// Writes the whole string (from its own UTF-8 storage: no copy).
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  /// Writes all of `bytes` (a compiled pack on standard output).
  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { write($0) }
  }

  /// Writes the whole buffer, again where a write is interrupted or partial.
  private func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      #if canImport(Glibc)
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
      #else
        let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
      #endif
      if written < 0, errno == EINTR { continue }
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
