#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TemplateLoader {
  /// The bytes of the template (or configuration) file at `path`, or why it cannot be read.
  ///
  /// The file's type and size are taken with `stat` before it is opened: a directory, a named
  /// pipe (whose `open` would wait for a writer), a device or a socket is refused unopened, and
  /// so is a file larger than `limit`, which is therefore never read. The file is then opened
  /// non-blocking and checked again with `fstat`, so that one swapped in between is refused
  /// too, and read with one `read` of its size plus one byte (to notice a file that grew).
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The largest size accepted, in bytes.
  /// - Returns: The source, or an `unreadable-file` or `file-too-large` failure.
  static func readFile(atPath path: String, limit: Int) -> Result<SourceFile, XMLParseFailure> {
    var status = stat()
    guard stat(path, &status) == 0 else { return .failure(unreadable(path, errno: errno)) }
    if let failure = refusal(of: status, path: path, limit: limit) { return .failure(failure) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return .failure(unreadable(path, errno: errno)) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { return .failure(unreadable(path, errno: errno)) }
    if let failure = refusal(of: status, path: path, limit: limit) { return .failure(failure) }
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
    guard failure == 0 else { return .failure(unreadable(path, errno: failure)) }
    guard bytes.count <= size else {
      return .failure(
        XMLParseFailure(
          code: .unreadableFile, message: "cannot read '\(path)': it grew while it was read",
          location: nil, hint: "read it again once nothing writes to it"))
    }
    return .success(SourceFile(path: path, bytes: bytes))
  }

  /// Why a file of the given status is not read: not a regular file, or too large.
  private static func refusal(of status: stat, path: String, limit: Int) -> XMLParseFailure? {
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      guard Int(status.st_size) > limit else { return nil }
      return XMLParseFailure(
        code: .fileTooLarge, message: "'\(path)' is \(status.st_size) bytes; the limit is \(limit)",
        location: nil, hint: "split the templates over several files, or raise the limit")
    case S_IFDIR: kind = "a directory"
    case S_IFIFO: kind = "a named pipe"
    case S_IFCHR, S_IFBLK: kind = "a device"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a regular file"
    }
    return XMLParseFailure(
      code: .unreadableFile, message: "cannot read '\(path)': it is \(kind)", location: nil,
      hint: kind == "a directory" ? "name the folder as a path to search it for templates" : "name a template file")
  }

  /// `cannot read 'a.xml': permission denied`.
  private static func unreadable(_ path: String, errno code: Int32) -> XMLParseFailure {
    var reason = String(cString: strerror(code))
    if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
    return XMLParseFailure(
      code: .unreadableFile, message: "cannot read '\(path)': \(reason)", location: nil, hint: nil)
  }
}

/// `read(2)`, which `TemplateLoader.readFile(atPath:limit:)` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
