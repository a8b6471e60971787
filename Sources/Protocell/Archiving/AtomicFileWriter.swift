#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file all at once or not at all: a temporary file in the same folder, flushed to
/// disk, then renamed over the destination.
///
/// A crash, a full disk or any error leaves the destination as it was (the old file or none)
/// and removes the temporary file. Renaming within one folder is atomic on POSIX file systems.
public enum AtomicFileWriter {
  /// Writes `bytes` to `path`, replacing any file there.
  ///
  /// - Parameters:
  ///   - bytes: The whole contents.
  ///   - path: The destination; its folder must exist.
  ///   - permissions: The new file's mode; default `0o644`.
  /// - Throws: ``FileWriteError`` naming the step that failed and the system's reason.
  public static func write(
    _ bytes: [UInt8], toPath path: String, permissions: mode_t = 0o644
  ) throws(FileWriteError) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array("\(folder).\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw FileWriteError(path: path, step: .create, code: errno) }
    let temporaryPath = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var isOpen = true
    do throws(FileWriteError) {
      try writeAll(bytes, to: descriptor, path: path)
      guard fchmod(descriptor, permissions) == 0 else {
        throw FileWriteError(path: path, step: .write, code: errno)
      }
      guard fsync(descriptor) == 0 else {
        throw FileWriteError(path: path, step: .flush, code: errno)
      }
      isOpen = false
      guard close(descriptor) == 0 else {
        throw FileWriteError(path: path, step: .flush, code: errno)
      }
      guard rename(temporaryPath, path) == 0 else {
        throw FileWriteError(path: path, step: .rename, code: errno)
      }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporaryPath)
      throw error
    }
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

  /// `cannot write 'out.pcpk': No space left on device`.
  public var description: String {
    "cannot \(step.rawValue) '\(path)': \(String(cString: strerror(code)))"
  }
}
