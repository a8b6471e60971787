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
  ///
  /// Standard output that cannot be written (a full disk, `> /dev/full`, a closed descriptor)
  /// ends the command with exit status 2 and the reason on standard error, as an output file
  /// that cannot be written does: the output is not whole, and a script must not take it for
  /// a success. (A reader that went away, `| head`, ends it by SIGPIPE first.) Standard error
  /// that cannot be written has nowhere to say so.
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
      if written <= 0 {
        if descriptor == Self.standardOutput.descriptor { Self.failStandardOutput(errno: errno) }
        return
      }
      offset += written
    }
  }

  /// Says that standard output could not be written, and why, then exits with status 2.
  private static func failStandardOutput(errno code: Int32) -> Never {
    let reason = code == 0 ? "nothing was written" : String(cString: strerror(code))
    standardError.write("error: cannot write to standard output: \(reason)\n")
    exit(2)
  }

  /// Whether the output is a terminal that takes colours (and `NO_COLOR` is not set).
  var supportsColor: Bool {
    guard isatty(descriptor) != 0 else { return false }
    if getenv("NO_COLOR") != nil { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }
}
