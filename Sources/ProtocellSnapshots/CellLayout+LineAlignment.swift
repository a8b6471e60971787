import ProtocellLayout
import ProtocellPreview
import ProtocellTemplates
import TextMeasurement

extension CellLayout {
  /// Where each line of a label starts, from the left edge of the label's frame: the `x` of a
  /// snapshot's lines (``Snapshot/Line``).
  ///
  /// As its ``CellLayout/lineAlignments`` place it: 0 for left-aligned lines,
  /// `(frame width − line width) / 2` centred, `frame width − line width` right-aligned. A line
  /// wider than its label (a single-line label squeezed below its text, which UIKit truncates to
  /// the frame when it draws it) starts at the left edge.
  ///
  /// - Parameter id: The label's view id.
  /// - Returns: One offset per line of the label's ``CellLayout/labelLayouts`` entry; none for a
  ///   view without a frame or text.
  /// - Complexity: O(*l*) for *l* lines.
  func lineOffsets(ofLabel id: String) -> [Double] {
    guard let frame = frames[id], let lines = labelLayouts[id]?.lines else { return [] }
    let alignment = lineAlignments[id] ?? .left
    return lines.map { max(0, $0.drawingOriginX(in: frame, alignment: alignment) - frame.x) }
  }
}
