import ProtocellTemplates

// The snapshot findings' fix-its for a cell of an Interface Builder document, in Xcode's words:
// the same fixes as ``DiagnosticMessage/snapshotFinding(_:prototype:combination:count:total:)``'s,
// which speak the template language.

extension InterfaceBuilderTerms {
  /// How to mend what a snapshot found, naming the view as Xcode's document outline does.
  ///
  /// - Parameter finding: What was found.
  /// - Returns: The fix-it.
  func fixIt(for finding: SnapshotFinding) -> String {
    switch finding.kind {
    case .truncatedText:
      "in Interface Builder, set the Lines of \(view(finding.view)) to 0 in its Attributes inspector so that it wraps, or give it room at narrow widths and large type"
    case .clippedText where finding.hasFixedHeight:
      "let \(view(finding.view)) grow with its text: in Interface Builder, delete the constraint that fixes its height"
    case .clippedText:
      "let \(view(finding.view)) grow with its text: in Interface Builder, raise its Vertical Compression Resistance Priority in the Size inspector above the constraints that squeeze it, or fix the size of a view whose size follows the row's height"
    case .viewOutsideCell:
      "in Interface Builder, constrain \(view(finding.view)) inside the content view, or let the row grow"
    }
  }
}
