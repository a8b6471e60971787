import ProtocellDiagnostics

extension XMLParseFailure {
  /// The failure as it reads for a `.xib` or `.storyboard` file.
  ///
  /// A damaged Interface Builder document (empty, cut short, a tag left open) is mended in
  /// Xcode or from version control, not by the template language's rules: its malformed-XML
  /// fix-it says so. Other failures, and other files, keep theirs.
  func forInterfaceBuilderDocument(at path: String) -> XMLParseFailure {
    guard InterfaceBuilderImporter.hasDocumentExtension(path), message.code == .malformedXML
    else {
      return self
    }
    var mended = self
    mended.fixIt = DiagnosticMessage.damagedDocumentFixIt(path)
    return mended
  }
}
