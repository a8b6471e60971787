import ProtocellTemplates

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFileWriter {
  /// Where a file goes: its folder and its name, and the names of its temporary files.
  struct Destination {
    /// The path as given.
    let path: String
    /// The folder with its trailing slash, or empty for the current folder.
    let folder: String
    /// The file name.
    let name: String

    init(path: String) {
      self.path = path
      let slash = path.lastIndex(of: "/")
      self.folder = slash.map { String(path[...$0]) } ?? ""
      self.name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The start of every temporary name for this destination: `.NAME.tmp-`.
    var temporaryPrefix: String { ".\(name).tmp-" }

    /// The start of this process's temporary names, with the folder: `FOLDER.NAME.tmp-PID-`.
    var processTemporaryPrefix: String { folder + temporaryPrefix + "\(getpid())-" }

    /// Removes the temporary files of this destination left by processes that no longer run
    /// (killed while writing); those of running processes are theirs to finish.
    func removeLeftovers() {
      guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
      defer { closedir(directory) }
      let prefix = temporaryPrefix
      let ownProcess = getpid()
      // The name is read in place up to its NUL: `readdir` may return a record shorter than
      // `dirent`, so copying the whole `d_name` array would read past it.
      guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return }
      while let entry = readdir(directory) {
        let entryName = String(
          cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
        guard entryName.hasPrefix(prefix) else { continue }
        let rest = entryName.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), let process = pid_t(rest[..<dash]), process > 0,
          process != ownProcess
        else { continue }
        if kill(process, 0) == -1, errno == ESRCH { unlink(folder + entryName) }
      }
    }
  }

  /// The file the new contents are written to before they replace the destination.
  struct TemporaryFile {
    /// The open file.
    let descriptor: Int32
    /// Its name once it has one: at once for `mkstemp`, after ``link(for:)`` for `O_TMPFILE`.
    private(set) var path: String?
    private var isOpen = true

    private init(descriptor: Int32, path: String?) {
      self.descriptor = descriptor
      self.path = path
    }

    /// An unnamed file in the destination's folder, or `nil` where the system or the file
    /// system cannot make one (not Linux, no `/proc`, `EOPNOTSUPP`, `EISDIR`, `EINVAL`).
    ///
    /// - Throws: ``FileWriteError`` at ``FileWriteError/Step/create`` for other failures (a
    ///   missing folder, no permission).
    static func anonymous(in destination: Destination) throws(FileWriteError) -> TemporaryFile? {
      #if os(Linux) && (arch(x86_64) || arch(arm64))
        // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`; Glibc's module does not export it.
        let temporaryFileFlag: Int32 = 0o20000000 | O_DIRECTORY
        guard access("/proc/self/fd", F_OK) == 0 else { return nil }
        let folder = destination.folder.isEmpty ? "." : destination.folder
        let descriptor = open(folder, temporaryFileFlag | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
          let code = errno
          if code == EOPNOTSUPP || code == EISDIR || code == EINVAL { return nil }
          throw FileWriteError(path: destination.path, step: .create, code: code)
        }
        return TemporaryFile(descriptor: descriptor, path: nil)
      #else
        return nil
      #endif
    }

    /// A named file beside the destination, made with `mkstemp`.
    ///
    /// - Throws: ``FileWriteError`` at ``FileWriteError/Step/create``.
    static func named(for destination: Destination) throws(FileWriteError) -> TemporaryFile {
      var template = Array((destination.processTemporaryPrefix + "XXXXXX").utf8CString)
      let descriptor = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
      guard descriptor >= 0 else {
        throw FileWriteError(path: destination.path, step: .create, code: errno)
      }
      let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return TemporaryFile(descriptor: descriptor, path: path)
    }

    /// Gives an unnamed file a temporary name beside the destination, ready to be renamed; a
    /// named file keeps its name.
    ///
    /// - Throws: ``FileWriteError`` at ``FileWriteError/Step/rename``.
    mutating func link(for destination: Destination) throws(FileWriteError) {
      guard path == nil else { return }
      let source = "/proc/self/fd/\(descriptor)"
      let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      for _ in 0..<100 {
        let suffix = String((0..<6).map { _ in characters.randomElement() ?? "x" })
        let candidate = destination.processTemporaryPrefix + suffix
        if linkat(AT_FDCWD, source, AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
          path = candidate
          return
        }
        let code = errno
        guard code == EEXIST else {
          throw FileWriteError(path: destination.path, step: .rename, code: code)
        }
      }
      throw FileWriteError(path: destination.path, step: .rename, code: EEXIST)
    }

    /// Closes the file, whose contents are then final.
    ///
    /// - Throws: ``FileWriteError`` at ``FileWriteError/Step/flush``.
    mutating func close(path destination: String) throws(FileWriteError) {
      isOpen = false
      guard systemClose(descriptor) == 0 else {
        throw FileWriteError(path: destination, step: .flush, code: errno)
      }
    }

    /// Closes the file if it is open and removes its name if it has one.
    mutating func discard() {
      if isOpen {
        isOpen = false
        _ = systemClose(descriptor)
      }
      if let path { unlink(path) }
      path = nil
    }
  }
}

/// `close(2)`, named apart from ``AtomicFileWriter/TemporaryFile/close(path:)``.
private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
