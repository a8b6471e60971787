#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be written; a destination replaced by renaming was left untouched (one
/// written through, a FIFO or a socket, may have taken part of the bytes).
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The steps of an atomic write.
  public enum Step: String, Hashable, Sendable {
    /// Finding what the destination is; a folder (`EISDIR`) or a block device (`ENOTSUP`) is
    /// refused here, unopened.
    case examine = "examine"
    /// Opening the character device, FIFO or socket the destination is, to write through.
    case open = "open"
    /// Creating the temporary file beside the destination.
    case create = "create a temporary file for"
    /// Writing the bytes.
    case write = "write"
    /// Flushing them to disk and closing the file.
    case flush = "flush"
    /// Renaming the temporary file over the destination.
    case rename = "replace"
  }

  /// The destination: the file a symbolic link points to when the path given was one.
  public var path: String
  /// The symbolic link given as the destination, when the file it points to could not be
  /// written.
  public var link: String?
  /// The step that failed.
  public var step: Step
  /// The `errno` value.
  public var code: Int32

  /// Creates an error.
  public init(path: String, step: Step, code: Int32, link: String? = nil) {
    self.path = path
    self.link = link
    self.step = step
    self.code = code
  }

  /// `cannot write 'out.pcpack': No space left on device`.
  ///
  /// A file that cannot be created is told by its folder, not by the temporary file the write
  /// begins with: `cannot write 'out/x.html': the folder 'out' does not exist; create it or
  /// choose another path`.
  ///
  /// A destination refused for what it is says so: `cannot write 'out': it is a folder; name a
  /// file in it or choose another path`.
  ///
  /// A file reached through a symbolic link is named with it: `cannot write 'gone/x.xml'
  /// (where 'link.xml' points): the folder 'gone' does not exist; …`.
  public var description: String {
    let reason = String(cString: strerror(code))
    let named = link.map { "'\(path)' (where '\($0)' points)" } ?? "'\(path)'"
    if step == .examine, code == EISDIR {
      return "cannot write \(named): it is a folder; name a file in it or choose another path"
    }
    if step == .examine, code == ENOTSUP {
      return
        "cannot write \(named): it is a block device (or another special file), which is "
        + "written neither through nor over; choose another path"
    }
    guard step == .create else { return "cannot \(step.rawValue) \(named): \(reason)" }
    let folder = Self.folder(of: path)
    switch code {
    case ENOENT where !Self.isFolder(folder):
      return
        "cannot write \(named): the folder '\(folder)' does not exist; create it or choose "
        + "another path"
    case ENOTDIR:
      return "cannot write \(named): '\(folder)' is not a folder; choose another path"
    default:
      return
        "cannot write \(named): no file can be made in the folder '\(folder)' (\(reason)); "
        + "choose another path"
    }
  }

  /// Whether `path` is a folder that exists: a folder that takes no new files (`/proc`)
  /// answers `ENOENT` too, and is not to be called missing.
  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// The folder `path` is in, as a person names it: `out` for `out/x.html`, `.` for `x.html`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
