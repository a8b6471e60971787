import _ProtocellConcurrency

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files that may come from anywhere, refusing what would hang or exhaust memory.
///
/// The file's type and size are taken with `stat` before it is opened: a directory, a named
/// pipe (whose `open` would wait for a writer), a device (`/dev/zero` never ends) or a socket is
/// refused unopened, and so is a file larger than the limit, which is therefore never read. The
/// file is then opened non-blocking and checked again with `fstat`, so that one swapped in
/// between is refused too, and read with one `read` of its size plus one byte, to notice a file
/// that grew. Templates, configuration files and packs are all read through here.
public enum FileReader {
  /// How many times each path has been read through here in this process: what a test counts to
  /// check that a command reads each document once.
  package static let reads = Locked<[String: Int]>([:])

  /// The bytes of the regular file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The largest size accepted, in bytes.
  /// - Returns: The whole contents.
  /// - Throws: ``FileReadError`` saying why the file was not read.
  public static func contents(ofFile path: String, limit: Int) throws(FileReadError) -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else { throw FileReadError(path: path, reason: .system(errno)) }
    try check(status, path: path, limit: limit)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw FileReadError(path: path, reason: .system(errno)) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else {
      throw FileReadError(path: path, reason: .system(errno))
    }
    try check(status, path: path, limit: limit)
    let size = Int(status.st_size)
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      while count < buffer.count {
        let result = systemRead(descriptor, base + count, buffer.count - count)
        if result < 0, errno == EINTR { continue }
        guard result > 0 else {
          if result < 0 { failure = errno }
          return
        }
        count += result
      }
    }
    guard failure == 0 else { throw FileReadError(path: path, reason: .system(failure)) }
    guard bytes.count <= size else { throw FileReadError(path: path, reason: .grewWhileRead) }
    reads.withLock { $0[path, default: 0] += 1 }
    return bytes
  }

  /// The size in bytes of a regular file, or `nil` if the path names none.
  ///
  /// A `stat`, no read: for sharing files out over the cores, largest first.
  public static func size(ofFile path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(status.st_size)
  }

  /// Throws unless the status is a regular file of at most `limit` bytes.
  private static func check(_ status: stat, path: String, limit: Int) throws(FileReadError) {
    let kind: FileReadError.FileKind
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      guard Int(status.st_size) > limit else { return }
      throw FileReadError(path: path, reason: .tooLarge(size: Int(status.st_size), limit: limit))
    case S_IFDIR: kind = .directory
    case S_IFIFO: kind = .namedPipe
    case S_IFCHR, S_IFBLK: kind = .device
    case S_IFSOCK: kind = .socket
    default: kind = .other
    }
    throw FileReadError(path: path, reason: .notRegularFile(kind))
  }
}

/// `read(2)`, which ``FileReader`` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
