import ProtocellLayout
import ProtocellPreview
import ProtocellTemplates

/// Draws snapshots as SVG boxes from their recorded numbers alone.
///
/// Each view is a rectangle with its name, each label line a baseline, the cell's bounds around
/// them. No font is measured.
enum SnapshotDrawing {
  /// How a layout is stroked: as the recorded one (blue, dashed) or the new one (red).
  enum Style {
    case recorded
    case current
  }

  /// One snapshot on its own, with the views named in `highlighted` drawn thicker.
  static func svg(_ snapshot: Snapshot, style: Style, highlighted: Set<String>) -> String {
    let (width, height) = bounds([snapshot])
    return open(width: width, height: height)
      + shapes(snapshot, style: style, highlighted: highlighted)
      + "</svg>"
  }

  /// The recorded and the new snapshot drawn over each other.
  static func overlay(recorded: Snapshot, current: Snapshot, highlighted: Set<String>) -> String {
    let (width, height) = bounds([recorded, current])
    return open(width: width, height: height)
      + shapes(recorded, style: .recorded, highlighted: highlighted)
      + shapes(current, style: .current, highlighted: highlighted) + "</svg>"
  }

  private static func bounds(_ snapshots: [Snapshot]) -> (Double, Double) {
    var width = 1.0
    var height = 1.0
    for snapshot in snapshots {
      width = max(width, snapshot.traits.width)
      height = max(height, snapshot.height)
      for view in snapshot.views {
        width = max(width, view.frame.maxX)
        height = max(height, view.frame.maxY)
      }
    }
    return (width, height)
  }

  private static func open(width: Double, height: Double) -> String {
    let w = PreviewMarkup.number(width + 2)
    let h = PreviewMarkup.number(height + 2)
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" "
      + "viewBox=\"-1 -1 \(w) \(h)\">"
  }

  private static func shapes(_ snapshot: Snapshot, style: Style, highlighted: Set<String>)
    -> String
  {
    let color = style == .recorded ? "#1f6feb" : "#d1242f"
    let dash = style == .recorded ? " stroke-dasharray=\"4 2\"" : ""
    var svg =
      "<g class=\"\(style == .recorded ? "recorded" : "current")\" fill=\"none\" "
      + "stroke=\"\(color)\"\(dash)>"
    svg +=
      "<rect x=\"0\" y=\"0\" width=\"\(PreviewMarkup.number(snapshot.traits.width))\" "
      + "height=\"\(PreviewMarkup.number(snapshot.height))\" stroke-width=\"1\"/>"
    for view in snapshot.views where !view.isHidden {
      let frame = view.frame
      let stroke = highlighted.contains(view.name) ? "2.5" : "0.75"
      svg +=
        "<rect x=\"\(PreviewMarkup.number(frame.x))\" y=\"\(PreviewMarkup.number(frame.y))\" "
        + "width=\"\(PreviewMarkup.number(frame.width))\" "
        + "height=\"\(PreviewMarkup.number(frame.height))\" stroke-width=\"\(stroke)\">"
        + "<title>\(PreviewMarkup.escape(view.name))</title></rect>"
      for line in view.lines {
        let y = PreviewMarkup.number(frame.y + line.baseline)
        svg +=
          "<line x1=\"\(PreviewMarkup.number(frame.x + line.x))\" y1=\"\(y)\" "
          + "x2=\"\(PreviewMarkup.number(frame.x + line.x + line.width))\" y2=\"\(y)\" "
          + "stroke-width=\"0.5\"/>"
      }
      svg +=
        "<text x=\"\(PreviewMarkup.number(frame.x + 2))\" y=\"\(PreviewMarkup.number(frame.y + 9))\" "
        + "font-size=\"8\" fill=\"\(color)\" stroke=\"none\">\(PreviewMarkup.escape(view.name))</text>"
    }
    return svg + "</g>"
  }
}
