import ProtocellTemplates

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file all at once or not at all: a temporary file in the same folder, flushed to
/// disk, then renamed over the destination.
///
/// Any error leaves the destination as it was (the old file or none) and removes the
/// temporary file. Renaming within one folder is atomic on POSIX file systems.
///
/// On Linux the temporary file is anonymous (`O_TMPFILE`): it has no name while it is written,
/// so a process killed mid-write (even by `SIGKILL`) leaves nothing behind; the kernel frees it.
/// Only once it is complete and flushed is it linked under a temporary name and at once renamed
/// over the destination (Linux cannot link a file over an existing one, so there is an instant,
/// between those two system calls, when a kill would leave the named file). Where `O_TMPFILE`
/// is not available (macOS, some file systems) the temporary file is made with `mkstemp`; a
/// process killed while writing it leaves it behind.
/// Either way temporary names are `.NAME.tmp-PID-XXXXXX`, and each successful write removes
/// those of the same destination whose process no longer runs, so a leftover lives at most
/// until the next write.
public enum AtomicFileWriter {
  /// Writes `bytes` to `path`, replacing any file there.
  ///
  /// - Parameters:
  ///   - bytes: The whole contents.
  ///   - path: The destination; its folder must exist.
  ///   - permissions: The new file's mode; default `0o644`.
  ///   - durability: What the write pays for beyond atomicity; ``Durability/durable`` by default.
  /// - Throws: ``FileWriteError`` naming the step that failed and the system's reason.
  public static func write(
    _ bytes: [UInt8], toPath path: String, permissions: mode_t = 0o644,
    durability: Durability = .durable
  ) throws(FileWriteError) {
    try write(
      bytes, toPath: path, permissions: permissions,
      allowsAnonymousFile: durability == .durable, durability: durability)
  }

  /// Writes `bytes` to `path`; `allowsAnonymousFile: false` forces the `mkstemp` way, for tests.
  static func write(
    _ bytes: [UInt8], toPath path: String, permissions: mode_t, allowsAnonymousFile: Bool,
    durability: Durability = .durable
  ) throws(FileWriteError) {
    let destination = Destination(path: path)
    var temporary: TemporaryFile
    if allowsAnonymousFile, let anonymous = try TemporaryFile.anonymous(in: destination) {
      temporary = anonymous
    } else {
      temporary = try TemporaryFile.named(for: destination)
    }
    do throws(FileWriteError) {
      try writeAll(bytes, to: temporary.descriptor, path: path)
      guard fchmod(temporary.descriptor, permissions) == 0 else {
        throw FileWriteError(path: path, step: .write, code: errno)
      }
      guard durability == .batch || fsync(temporary.descriptor) == 0 else {
        throw FileWriteError(path: path, step: .flush, code: errno)
      }
      try temporary.link(for: destination)
      try temporary.close(path: path)
      guard let name = temporary.path, rename(name, path) == 0 else {
        throw FileWriteError(path: path, step: .rename, code: errno)
      }
    } catch {
      temporary.discard()
      throw error
    }
    if durability == .durable { destination.removeLeftovers() }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
    throws(FileWriteError)
  {
    try bytes.withUnsafeBufferPointer { buffer throws(FileWriteError) in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glue.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw FileWriteError(path: path, step: .write, code: errno)
        }
        offset += written
      }
    }
  }
}

/// The C library's `write`, named apart from Swift's own `write` functions.
private enum Glue {
  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }
}

/// Why a file could not be written; the destination was left untouched.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The steps of an atomic write.
  public enum Step: String, Hashable, Sendable {
    /// Creating the temporary file beside the destination.
    case create = "create a temporary file for"
    /// Writing the bytes.
    case write = "write"
    /// Flushing them to disk and closing the file.
    case flush = "flush"
    /// Renaming the temporary file over the destination.
    case rename = "replace"
  }

  /// The destination.
  public var path: String
  /// The step that failed.
  public var step: Step
  /// The `errno` value.
  public var code: Int32

  /// Creates an error.
  public init(path: String, step: Step, code: Int32) {
    self.path = path
    self.step = step
    self.code = code
  }

  /// `cannot write 'out.pcpack': No space left on device`.
  ///
  /// A file that cannot be created is told by its folder, not by the temporary file the write
  /// begins with: `cannot write 'out/x.html': the folder 'out' does not exist; create it or
  /// choose another path`.
  public var description: String {
    let reason = String(cString: strerror(code))
    guard step == .create else { return "cannot \(step.rawValue) '\(path)': \(reason)" }
    let folder = Self.folder(of: path)
    switch code {
    case ENOENT:
      return
        "cannot write '\(path)': the folder '\(folder)' does not exist; create it or choose "
        + "another path"
    case ENOTDIR:
      return "cannot write '\(path)': '\(folder)' is not a folder; choose another path"
    default:
      return
        "cannot write '\(path)': no file can be made in the folder '\(folder)' (\(reason)); "
        + "choose another path"
    }
  }

  /// The folder `path` is in, as a person names it: `out` for `out/x.html`, `.` for `x.html`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
