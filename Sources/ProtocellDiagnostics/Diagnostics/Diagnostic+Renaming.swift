extension Diagnostic {
  /// The diagnostic with every place in `file` naming `newName` instead
  /// (``SourceLocation/renamingFile(_:to:)``): its location (or ``wholeFile``), its notes' and
  /// its fix-its' edits.
  ///
  /// - Parameters:
  ///   - file: The path to rename.
  ///   - newName: What it is named instead.
  /// - Returns: The diagnostic renamed; places in other files are kept.
  public func renamingSourceFile(_ file: String, to newName: String) -> Diagnostic {
    let rename = { (location: SourceLocation) in location.renamingFile(file, to: newName) }
    var renamed = self
    renamed.location = location.map(rename)
    if wholeFile == file { renamed.wholeFile = newName }
    for index in renamed.notes.indices {
      renamed.notes[index].location = renamed.notes[index].location.map(rename)
    }
    for fix in renamed.fixIts.indices {
      for edit in renamed.fixIts[fix].edits.indices {
        let range = renamed.fixIts[fix].edits[edit].range
        renamed.fixIts[fix].edits[edit].range = rename(range.lowerBound)..<rename(range.upperBound)
      }
    }
    return renamed
  }
}
