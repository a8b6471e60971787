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
