extension SourceLocation {
  /// The location with `newName` for its file when it is in `file`; as it is otherwise: what a
  /// location in a temporary copy of standard input names instead (`<stdin>`).
  ///
  /// - Parameters:
  ///   - file: The path to rename.
  ///   - newName: What it is named instead.
  /// - Returns: The location, renamed or not.
  public func renamingFile(_ file: String, to newName: String) -> SourceLocation {
    guard self.file == file else { return self }
    var renamed = self
    renamed.file = newName
    return renamed
  }
}
