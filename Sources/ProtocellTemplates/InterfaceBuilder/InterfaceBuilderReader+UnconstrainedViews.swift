import ProtocellDiagnostics

extension InterfaceBuilderReader {
  // MARK: - Views no constraint names, on the canvas

  /// Holds each view that translates no autoresizing mask and that no installed constraint
  /// names at its recorded frame, as Interface Builder's canvas draws it.
  ///
  /// Such a view (`translatesAutoresizingMaskIntoConstraints="NO"` without `fixedFrame`,
  /// whose constraints the app's code may add) gives Auto Layout nothing to place it by: at
  /// run time UIKit puts it at its superview's origin, an ambiguous layout that `validate`
  /// reports. IB marks it "missing constraints" and leaves it where it was drawn, so on the
  /// canvas its frame is fixed as a view with no flexible autoresizing part is, with a note.
  /// A view named by any constraint (its own size, or a subview pinned to it) is left to the
  /// constraints.
  func keepUnconstrainedFrames(in scope: InterfaceBuilderCellScope) {
    guard !scope.constraintBasedViews.isEmpty else { return }
    var named: Set<String> = []
    for (element, holderID) in scope.pendingConstraints where !isUninstalled(element, scope: scope)
    {
      named.insert(string(element, "firstItem") ?? holderID)
      if let second = string(element, "secondItem") {
        named.insert(second)
      } else if let attribute = string(element, "secondAttribute"), attribute != "notAnAttribute" {
        named.insert(holderID)
      }
    }
    for (ibID, view) in scope.constraintBasedViews where !named.contains(ibID) {
      scope.autoresizingViews.append(view)
      diagnostics.append(Diagnostic(.unconstrainedViewOnCanvas(view.name), at: view.location))
    }
  }
}
