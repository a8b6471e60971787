import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Refuses, before anything opens it, a path that is not a regular file: opening a named pipe
/// waits for a writer, and reading a device such as `/dev/zero` never ends.
enum RegularFile {
  /// Prints why and exits with status 2 if `path` names something other than a regular file
  /// (or a link to one); a missing path is left to the caller's own report.
  ///
  /// - Throws: `ExitCode.usageOrInputFailure`.
  static func require(_ path: String) throws {
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFREG else {
      FileOutput.standardError.write("error: cannot read '\(path)': not a regular file\n")
      throw ExitCode.usageOrInputFailure
    }
  }
}
