import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import TextMeasurement

/// Draws laid-out cells as SVG, for people who want to see what a template produces.
///
/// Each cell is drawn at its width and height: the content view, its layout margins (dashed),
/// every visible view's frame (filled with its background colour, outlined otherwise), label
/// text on its baselines in its font, image placeholders, and optionally each constraint as a
/// line between the anchors it relates. The output is always valid SVG: a frame with a negative
/// or non-finite size is drawn as a red crossed mark, never as a negative attribute.
public struct SVGPreviewRenderer: Sendable {
  /// Whether to draw the constraints.
  public var showsConstraints: Bool
  /// Space around and between cells.
  public var spacing: Double

  /// Creates a renderer.
  public init(showsConstraints: Bool = false, spacing: Double = 24) {
    self.showsConstraints = showsConstraints
    self.spacing = spacing
  }

  /// One SVG document showing the cells side by side, each with its reuse identifier above it.
  public func render(_ cells: [(prototype: CellPrototype, layout: CellLayout)]) -> String {
    let captionHeight = 18.0
    let totalWidth = cells.reduce(spacing) { $0 + $1.layout.width + spacing }
    let totalHeight = (cells.map(\.layout.height).max() ?? 0) + 2 * spacing + captionHeight
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(totalWidth))" height="\(format(totalHeight))" \
      viewBox="0 0 \(format(totalWidth)) \(format(totalHeight))" font-family="DejaVu Sans, Helvetica, sans-serif">
      <rect width="100%" height="100%" fill="#F2F2F7"/>

      """
    var x = spacing
    for (prototype, layout) in cells {
      svg += "<g transform=\"translate(\(format(x)) \(format(spacing + captionHeight)))\">\n"
      let size = " — \(format(layout.width)) × \(format(layout.height)) pt"
      let caption = Self.caption(prototype.reuseIdentifier, size: size, width: layout.width)
      let title =
        caption == prototype.reuseIdentifier + size
        ? "" : "<title>\(escape(prototype.reuseIdentifier + size))</title>"
      svg +=
        "<text x=\"0\" y=\"-6\" font-size=\"12\" fill=\"#3C3C43\">\(title)\(escape(caption))</text>\n"
      svg += cellBody(prototype, layout)
      svg += "</g>\n"
      x += layout.width + spacing
    }
    return svg + "</svg>\n"
  }

  /// A cell's caption: its reuse identifier and `size`, within the cell's width.
  ///
  /// The identifier is cut short with "…" so that the caption stays within the cell's `width` (at ``captionCharacterWidth`` a character): a long
  /// identifier ran past the drawing's edge. The whole caption is the text's `<title>`.
  static func caption(_ identifier: String, size: String, width: Double) -> String {
    let fits = max(1, Int(width / captionCharacterWidth))
    guard identifier.count + size.count > fits else { return identifier + size }
    let kept = fits - size.count - 1
    guard kept > 0 else { return String((identifier + size).prefix(fits - 1)) + "…" }
    return identifier.prefix(kept) + "…" + size
  }

  /// The average width of a caption character, in points: DejaVu Sans at 12 points.
  static let captionCharacterWidth = 7.2

  private func cellBody(_ prototype: CellPrototype, _ layout: CellLayout) -> String {
    let margins = prototype.layoutMargins
    var body =
      "<rect x=\"0\" y=\"0\" width=\"\(format(layout.width))\" height=\"\(format(layout.height))\" fill=\"#FFFFFF\" stroke=\"#C6C6C8\"/>\n"
    body +=
      "<rect x=\"\(format(margins.leading))\" y=\"\(format(margins.top))\" width=\"\(format(max(0, layout.contentWidth - margins.leading - margins.trailing)))\" height=\"\(format(max(0, layout.contentHeight - margins.top - margins.bottom)))\" fill=\"none\" stroke=\"#FF9500\" stroke-dasharray=\"3 3\" stroke-width=\"0.5\"/>\n"
    for view in prototype.allViews where !layout.hiddenViews.contains(view.id) {
      guard let frame = layout.frames[view.id] else { continue }
      body += viewBody(view, frame, layout)
    }
    if showsConstraints {
      for constraint in prototype.constraints { body += constraintLine(constraint, layout) }
    }
    return body
  }

  private func viewBody(_ view: ViewNode, _ frame: Rect, _ layout: CellLayout) -> String {
    let (fill, opacity) = PreviewMarkup.fill(view.backgroundColor)
    let drawn = PreviewRect(frame)
    var body = drawn.svg(
      attributes:
        "fill=\"\(fill)\" fill-opacity=\"\(opacity)\" stroke=\"#007AFF\" stroke-width=\"0.5\"",
      title: "\(view.id) \(PreviewMarkup.describe(frame))")
    guard case .valid = drawn else { return body }
    switch view.kind {
    case .label(let label):
      guard let measurement = layout.labelLayouts[view.id] else { break }
      let (area, top) = label.lineArea(in: frame, measuredHeight: measurement.size.height)
      let weight = label.font.weight.value
      for line in measurement.lines {
        let lineX = line.drawingOriginX(
          in: area, alignment: layout.lineAlignments[view.id] ?? label.textAlignment)
        body +=
          "<text x=\"\(format(lineX))\" y=\"\(format(top + line.baseline))\" font-size=\"\(format(label.font.size))\" font-weight=\"\(weight)\"\(label.font.svgFontAttributes) fill=\"#000000\">\(escape(line.text))</text>\n"
      }
    case .image:
      body +=
        "<path d=\"M\(format(frame.x)) \(format(frame.y))L\(format(frame.maxX)) \(format(frame.maxY))M\(format(frame.maxX)) \(format(frame.y))L\(format(frame.x)) \(format(frame.maxY))\" stroke=\"#8E8E93\" stroke-width=\"0.5\"/>\n"
    case .view, .stack:
      break
    }
    return body
  }

  private func constraintLine(_ constraint: LayoutConstraint, _ layout: CellLayout) -> String {
    guard let second = constraint.second,
      let start = point(of: constraint.first, layout), let end = point(of: second, layout)
    else { return "" }
    return
      "<line x1=\"\(format(start.x))\" y1=\"\(format(start.y))\" x2=\"\(format(end.x))\" y2=\"\(format(end.y))\" stroke=\"#FF2D55\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\"><title>\(escape(constraint.description))</title></line>\n"
  }

  /// The point on an item that an anchor designates (the middle of an edge, or the centre).
  private func point(of anchor: LayoutAnchor, _ layout: CellLayout) -> (x: Double, y: Double)? {
    let frame: Rect
    switch anchor.item {
    case .superview, .margins:
      frame = Rect(x: 0, y: 0, width: layout.width, height: layout.contentHeight)
    case .view(let id):
      guard let found = layout.frames[id] else { return nil }
      frame = found
    }
    let midX = frame.x + frame.width / 2
    let midY = frame.y + frame.height / 2
    switch anchor.attribute {
    case .leading, .left: return (frame.x, midY)
    case .trailing, .right: return (frame.maxX, midY)
    case .top: return (midX, frame.y)
    case .bottom, .firstBaseline, .lastBaseline: return (midX, frame.maxY)
    case .width, .height, .centerX, .centerY: return (midX, midY)
    }
  }

  private func format(_ value: Double) -> String { PreviewMarkup.number(value) }

  private func escape(_ text: String) -> String { PreviewMarkup.escape(text) }
}
