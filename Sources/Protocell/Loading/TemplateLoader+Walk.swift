#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TemplateLoader {
  /// The template files under `directory`, at any depth, sorted: entries other than folders (or
  /// links to them) whose extension is one of ``fileExtensions``, skipping hidden entries (a
  /// name that starts with `.`) and `node_modules` folders, and not following links to folders.
  ///
  /// Reads each folder once with `readdir`, whose entry types answer most questions without a
  /// `stat` per file (Foundation's enumerator made two per entry, about a millisecond per
  /// hundred files); an entry of unknown type, or a link, is asked with `stat`. A folder that
  /// cannot be read is passed over, as the enumerator did.
  ///
  /// - Complexity: O(*n* log *n*) in the number of entries.
  func templateFiles(under directory: String) -> [String] {
    // The name is read in place up to its NUL: `readdir` may return a record shorter than
    // `dirent`, so copying the whole `d_name` array would read past it.
    guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return [] }
    var result: [String] = []
    var pending = [directory.hasSuffix("/") ? String(directory.dropLast()) : directory]
    while let folder = pending.popLast() {
      guard let stream = opendir(folder.isEmpty ? "/" : folder) else { continue }
      defer { closedir(stream) }
      while let entry = readdir(stream) {
        let name = String(
          cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
        guard !name.hasPrefix("."), name != "node_modules" else { continue }
        let path = folder + "/" + name
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR):
          pending.append(path)
        case Int32(DT_LNK):
          // A link counts as what it points at, if that exists and is not a folder.
          if hasTemplateExtension(name), isNonFolder(atPath: path) { result.append(path) }
        case Int32(DT_UNKNOWN):
          // The file system does not say: ask.
          var status = stat()
          guard stat(path, &status) == 0 else { continue }
          if status.st_mode & S_IFMT == S_IFDIR {
            pending.append(path)
          } else if hasTemplateExtension(name) {
            result.append(path)
          }
        default:
          // Files, and pipes, sockets and devices named like templates: reading refuses those
          // with a message that says what they are.
          if hasTemplateExtension(name) { result.append(path) }
        }
      }
    }
    return result.sorted()
  }

  private func hasTemplateExtension(_ name: String) -> Bool {
    fileExtensions.contains(FilePathName.pathExtension(of: name))
  }

  private func isNonFolder(atPath path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
  }
}
