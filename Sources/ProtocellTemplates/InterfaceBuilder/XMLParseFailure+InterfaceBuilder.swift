import ProtocellDiagnostics

extension XMLParseFailure {
  /// The failure as it reads for a `.xib` or `.storyboard` file.
  ///
  /// A damaged Interface Builder document (empty, cut short, a tag left open) is mended in
  /// Xcode or from version control, not by the template language's rules: its malformed-XML
  /// fix-it says so. A document holding a merge conflict's markers (mperovic/my41's
  /// `Main.storyboard` was committed so) is resolved, not restored: restoring it would throw
  /// away the merge. Other failures, and other files, keep theirs.
  func forInterfaceBuilderDocument(_ source: SourceFile) -> XMLParseFailure {
    guard InterfaceBuilderImporter.hasDocumentExtension(source.path),
      message.code == .malformedXML
    else {
      return self
    }
    var mended = self
    mended.fixIt =
      Self.mergeConflictLine(in: source).map {
        DiagnosticMessage.mergeConflictFixIt(source.path, line: $0)
      } ?? DiagnosticMessage.damagedDocumentFixIt(source.path)
    return mended
  }

  /// The 1-based line of the first merge-conflict marker (a line starting `<<<<<<<`), if any.
  static func mergeConflictLine(in source: SourceFile) -> Int? {
    let marker = Array("<<<<<<<".utf8)
    for (index, start) in source.lineStarts.enumerated()
    where source.bytes[start...].starts(with: marker) {
      return index + 1
    }
    return nil
  }
}
