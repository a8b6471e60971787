#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as the file system knows it, whatever path names it: its device and inode, links
/// followed.
///
/// The loader reads a file once however it is named (`Feed.xml`, `./Feed.xml`, an absolute
/// path, a link inside a folder searched): named twice it was checked twice, and its reuse
/// identifiers clashed with themselves (the CI review: `duplicate reuse identifier 'Shared'` in
/// one file, and `compile` refused the pack).
struct FileIdentity: Hashable {
  /// The device that holds the file.
  var device: UInt64
  /// The file's inode on that device.
  var inode: UInt64

  /// The identity of the file at `path`, or `nil` when `stat` cannot find it.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// Whether `path` names a symbolic link (not followed).
  static func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }
}
