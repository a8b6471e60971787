#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension FontLibrary {
  /// Whether `path` names a folder (through symbolic links): ``registerFont(atPath:)`` refuses
  /// one, which fontconfig would scan whole, following its links even round a cycle (a
  /// robustness review's `--font-file` on a folder of two link cycles never returned).
  static func isFolder(atPath path: String) -> Bool {
    var information = stat()
    guard stat(path, &information) == 0 else { return false }
    return (information.st_mode & S_IFMT) == S_IFDIR
  }
}
