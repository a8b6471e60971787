import ProtocellTemplates
import TextMeasurement

extension MeasuredLine {
  /// Where a drawing of the line starts in a label's frame.
  ///
  /// Natural, left and justified lines start at the left (left-to-right text); centred and right
  /// lines are placed by their width. Both previews draw lines from it.
  ///
  /// - Parameters:
  ///   - frame: The label's frame.
  ///   - alignment: The label's text alignment.
  /// - Returns: The x of the line's left edge, in the frame's coordinates.
  func drawingOriginX(in frame: Rect, alignment: TextAlignment) -> Double {
    switch alignment {
    case .center: frame.x + (frame.width - width) / 2
    case .right: frame.maxX - width
    case .natural, .left, .justified: frame.x
    }
  }
}
