#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a peer program (`xmllint`, a cold `protocell`) and waits for it with `waitpid`, so that
/// its wall time is the child's own.
///
/// Foundation's `Process.waitUntilExit()` on Linux polls its run loop every 50 ms and does not
/// always wake when the child ends: a 100 ms `xmllint` was timed at 102 ms in some runs and
/// 152 ms in others, flattering whatever was compared with it.
public enum ChildProcess {
  /// How a child ended.
  public enum Outcome: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
  }

  /// A child that could not be started.
  public struct LaunchFailure: Error, CustomStringConvertible {
    /// What failed, with the command.
    public var description: String
  }

  /// Runs `arguments` (the first is looked up on `PATH`), its standard output and error sent
  /// to `/dev/null` when `quiet`, and returns how it ended.
  ///
  /// - Throws: ``LaunchFailure`` when the program cannot be started.
  public static func run(_ arguments: [String], quiet: Bool = true) throws -> Outcome {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if quiet {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw LaunchFailure(
        description: "could not start \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else {
        throw LaunchFailure(
          description: "waiting for \(arguments[0]): \(String(cString: strerror(errno)))")
      }
    }
    // The wait status's low 7 bits are the ending signal, 0 for an exit (POSIX's WIFEXITED).
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }
}
