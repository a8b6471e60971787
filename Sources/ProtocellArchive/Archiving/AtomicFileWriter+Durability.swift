extension AtomicFileWriter {
  /// What a write pays for beyond atomicity: either way a killed process leaves the old file or
  /// the new one, never a part.
  public enum Durability: Sendable, Hashable {
    /// The contents reach the disk before the rename (`fsync`), so that a power loss too leaves
    /// one file or the other; on Linux the temporary file has no name while it is written; and
    /// the folder is searched for temporary files dead writers left. For packs.
    case durable
    /// For thousands of small files a run can make again (snapshots): a named temporary file,
    /// not flushed, and no search of the folder per write. A process killed while writing
    /// leaves its `.NAME.tmp-PID-XXXXXX` file, which the next durable write of that name
    /// removes.
    case batch
  }
}
