import ProtocellLayout
import ProtocellTemplates
import TextMeasurement

extension MeasuredLine {
  /// Where a drawing of the line starts in a label's frame.
  ///
  /// Left lines start at the left; centred and right lines are placed by their width. Natural
  /// and justified ones start at the left as left-to-right text does: a layout's
  /// ``CellLayout/lineAlignments`` resolves them by the label's direction. Both previews draw
  /// lines from it, and snapshots (ProtocellSnapshots) place their lines by it.
  ///
  /// - Parameters:
  ///   - frame: The label's frame.
  ///   - alignment: Where the label's lines sit (``CellLayout/lineAlignments``).
  /// - Returns: The x of the line's left edge, in the frame's coordinates.
  package func drawingOriginX(in frame: Rect, alignment: TextAlignment) -> Double {
    switch alignment {
    case .center: frame.x + (frame.width - width) / 2
    case .right: frame.maxX - width
    case .natural, .left, .justified: frame.x
    }
  }
}

extension LabelContent {
  /// Where a label's lines are drawn in its frame: the rectangle they align in, and the y their
  /// baselines (``MeasuredLine/baseline``) are measured from.
  ///
  /// A label centres its measured text vertically in its frame. A text view's lines align
  /// between its leading and trailing text insets, and start at its top: its measurement's
  /// baselines already include the top inset.
  package func lineArea(in frame: Rect, measuredHeight: Double) -> (frame: Rect, top: Double) {
    guard let container = textContainer else {
      return (frame, frame.y + (frame.height - measuredHeight) / 2)
    }
    let insets = container.textInsets
    let area = Rect(
      x: frame.x + insets.leading, y: frame.y,
      width: max(0, frame.width - insets.leading - insets.trailing), height: frame.height)
    return (area, frame.y)
  }
}
