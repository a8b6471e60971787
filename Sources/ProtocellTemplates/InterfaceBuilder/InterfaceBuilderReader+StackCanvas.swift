import Cassowary
import ProtocellDiagnostics

extension InterfaceBuilderReader {
  // MARK: - Arranged views only the stack sizes across, on the canvas

  /// The priority of an arranged stack's recorded cross size on the canvas: just above
  /// UIStackView's ambiguity suppression (`size == 0 @25`), below anything the stack's own
  /// arranged views say across (its `UISV-canvas-fit`, 49).
  static let canvasStackCrossSizePriority = Priority(26)

  /// The priority of any other arranged view's recorded cross size on the canvas: above the
  /// enclosing stack's `UISV-canvas-fit` (49), which would otherwise shrink the stack to its
  /// other views, and below anything the view's own constraints or intrinsic size say.
  static let canvasViewCrossSizePriority = Priority(49.5)

  /// Holds an arranged view of a stack that does not fill across (alignment top, center,
  /// bottom, leading, trailing or a baseline) at the size across that IB recorded, as the
  /// canvas draws it.
  ///
  /// Such a stack pins each view by one edge, its centre or its baseline across its axis, and
  /// UIKit adds `size == 0 @25` ('UISV-ambiguity-suppression') so that a view nothing else
  /// sizes is not ambiguous: at run time a plain view without a size of its own collapses to 0
  /// across. Interface Builder's canvas keeps it where it was drawn instead, as it keeps a view
  /// no constraint names (``keepUnconstrainedFrames(in:)``): in the tuning half of the corpus,
  /// Bluefruit's 44-point view in a centred stack, Iterable's 109.5-point views in a top-aligned
  /// stack (one with only `height >= 60 @250`), cwa's 167-point event view and SiliconLabs'
  /// 24-point view, in 4 repositories, are all recorded at the size they were drawn. So on the
  /// canvas (no rows) the recorded size is a constraint at priority 26: it moves only views
  /// that nothing above the suppressor sizes. With rows it is not added, and the view takes
  /// the size UIKit gives it. Hidden views are out of the arrangement and left alone.
  ///
  /// The canvas holds such a view above the stack's own fit across (49), so a stack that
  /// nothing outside sizes grows to it: fresh27's kin-ecosystem OrderCell draws a 50-point
  /// spacer view in a top-aligned row of 23-point labels, and the row 50 tall. A nested stack
  /// has a size of its own across, from its arranged views, and keeps 26, below it.
  ///
  /// - Parameters:
  ///   - node: The arranged view, as read.
  ///   - element: Its element, for its recorded frame and `hidden`.
  ///   - stack: The stack view's element, for its axis and alignment.
  ///   - scope: The cell being read, which collects the constraint.
  func holdRecordedCrossSize(
    of node: ViewNode, element: XMLElement, inStack stack: XMLElement,
    scope: InterfaceBuilderCellScope
  ) {
    guard readsAsCanvas, stack.name == "stackView", !isYes(element, "hidden"),
      let alignment = string(stack, "alignment"), alignment != "fill",
      let frame = frame(of: element)?.alignmentRect(insets: node.alignmentInsets)
    else { return }
    let isVertical = string(stack, "axis") == "vertical"
    let attribute: LayoutAttribute = isVertical ? .width : .height
    let length = isVertical ? frame.width : frame.height
    scope.addedConstraints.append(
      LayoutConstraint(
        first: LayoutAnchor(item: .view(node.id), attribute: attribute), relation: .equal,
        constant: length,
        priority: element.name == "stackView"
          ? Self.canvasStackCrossSizePriority : Self.canvasViewCrossSizePriority,
        location: node.location))
  }
}
