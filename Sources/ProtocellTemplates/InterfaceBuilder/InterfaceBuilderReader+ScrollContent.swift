import ProtocellDiagnostics

extension InterfaceBuilderReader {
  // MARK: - A scroll view's content

  /// Records every view inside the scroll view `element` (its subviews and theirs) as its
  /// content, unless a scroll view nearer to it records it.
  func noteScrollContent(
    of element: XMLElement, scrollID: String, scope: InterfaceBuilderCellScope
  ) {
    for list in children(of: element, named: "subviews") {
      for case .element(let child) in list.children {
        guard let id = string(child, "id") else { continue }
        scope.scrollViewOf[id] = scrollID
        if child.name != "scrollView" {
          noteScrollContent(of: child, scrollID: scrollID, scope: scope)
        }
      }
    }
  }

  /// Whether a constraint sizes a scroll view's content rather than placing a view: one between
  /// a view inside a scroll view and the scroll view's bottom or trailing edge (or margin), or
  /// any attribute of its content layout guide but the top and leading edges.
  ///
  /// UIKit attaches constraints between a scroll view's edges and the views inside it to its
  /// content area, not its frame (*UIScrollView*, "Constraints between the edges or margins of
  /// the scroll view and its content attach to the scroll view's content area"; since iOS 11
  /// the content layout guide says so explicitly): such a constraint sets `contentSize`. The
  /// content's top and leading edges are the frame's at the content offset a cell is laid out
  /// with (0), so those place the view; its bottom and trailing edges, its size and its centre
  /// follow the content, which nothing else bounds, so they place nothing here. Width, height
  /// and centre constraints on the scroll view itself (or its frame layout guide) are its
  /// frame's and stay. Before, a photo browser's image pinned to its scroll view's four edges and
  /// 120 points square was an unsatisfiable conflict with the 331-point scroll view
  /// (CharlinFeng/PhotoBrowser's `ItemCell.xib`, in a newcomer's review), failing `validate`
  /// and `compile`.
  func isScrollContentSize(
    _ element: XMLElement, holderID: String, scope: InterfaceBuilderCellScope
  ) -> Bool {
    guard !scope.scrollViewOf.isEmpty, let firstAttribute = string(element, "firstAttribute")
    else { return false }
    let firstID = string(element, "firstItem") ?? holderID
    let secondAttribute = string(element, "secondAttribute")
    let secondID =
      string(element, "secondItem")
      ?? (secondAttribute.map { $0 != "notAnAttribute" } == true ? holderID : nil)
    guard let secondID, let secondAttribute else { return false }
    for (viewID, scrollSideID, scrollAttribute) in [
      (firstID, secondID, secondAttribute), (secondID, firstID, firstAttribute),
    ] {
      var scrollID = scrollSideID
      var viaContentGuide = false
      if let guide = scope.guides[scrollSideID] {
        guard guide.isScrollContent else { continue }
        scrollID = guide.ownerID
        viaContentGuide = true
      }
      guard let container = scope.scrollViewOf[viewID], container == scrollID else { continue }
      let places = ["top", "leading", "left", "topMargin", "leadingMargin", "leftMargin"]
      let contentEdges = [
        "bottom", "trailing", "right", "bottomMargin", "trailingMargin", "rightMargin",
      ]
      if contentEdges.contains(scrollAttribute) { return true }
      if viaContentGuide, !places.contains(scrollAttribute) { return true }
    }
    return false
  }
}
