import ProtocellTemplates

/// A frame as a preview may draw it: a valid rectangle, or a marked error.
///
/// SVG and HTML refuse negative and non-finite sizes (`height="-16"` is invalid SVG), so a
/// frame the layout gave such a size is never written as an attribute: it is drawn as a red,
/// crossed marker at its origin, with the offending values in its title.
enum PreviewRect: Equatable {
  /// A frame every value of which is finite, with a width and height of zero or more.
  case valid(Rect)
  /// A frame with a negative or non-finite value; `marker` is where the error mark is drawn.
  case invalid(Rect, marker: Rect)

  /// The size of an error mark, in points.
  static let markerSize = 8.0

  /// Classifies a frame.
  init(_ frame: Rect) {
    let values = [frame.x, frame.y, frame.width, frame.height]
    if values.allSatisfy(\.isFinite), frame.width >= 0, frame.height >= 0 {
      self = .valid(frame)
    } else {
      let x = frame.x.isFinite ? frame.x : 0
      let y = frame.y.isFinite ? frame.y : 0
      self = .invalid(
        frame,
        marker: Rect(x: x, y: y, width: PreviewRect.markerSize, height: PreviewRect.markerSize))
    }
  }

  /// Why the frame cannot be drawn, or `nil` when it can.
  var problem: String? {
    guard case .invalid(let frame, _) = self else { return nil }
    var problems: [String] = []
    for (name, value) in [
      ("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height),
    ] {
      if !value.isFinite {
        problems.append("\(name) is not finite")
      } else if value < 0, name == "width" || name == "height" {
        problems.append("\(name) \(PreviewMarkup.number(value)) is negative")
      }
    }
    return problems.joined(separator: ", ")
  }

  /// An SVG drawing of the frame: a `<rect>` with `attributes`, or a red crossed error mark.
  func svg(attributes: String, title: String) -> String {
    switch self {
    case .valid(let frame):
      return
        "<rect x=\"\(PreviewMarkup.number(frame.x))\" y=\"\(PreviewMarkup.number(frame.y))\" width=\"\(PreviewMarkup.number(frame.width))\" height=\"\(PreviewMarkup.number(frame.height))\" \(attributes)><title>\(PreviewMarkup.escape(title))</title></rect>\n"
    case .invalid(_, let marker):
      let x = PreviewMarkup.number(marker.x)
      let y = PreviewMarkup.number(marker.y)
      let x2 = PreviewMarkup.number(marker.maxX)
      let y2 = PreviewMarkup.number(marker.maxY)
      let text = "\(title): invalid frame (\(problem ?? ""))"
      return
        "<g class=\"invalid-frame\"><title>\(PreviewMarkup.escape(text))</title><rect x=\"\(x)\" y=\"\(y)\" width=\"\(PreviewMarkup.number(marker.width))\" height=\"\(PreviewMarkup.number(marker.height))\" fill=\"#FF3B30\" fill-opacity=\"0.2\" stroke=\"#FF3B30\"/><path d=\"M\(x) \(y)L\(x2) \(y2)M\(x2) \(y)L\(x) \(y2)\" stroke=\"#FF3B30\"/></g>\n"
    }
  }
}
