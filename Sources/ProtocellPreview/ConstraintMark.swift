import Cassowary
import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates

/// A constraint drawn as Interface Builder draws it: a short I-beam between the two edges it
/// relates, labelled with its constant, rather than a line across the cell.
///
/// Edges on the same axis (`body.top == author.bottom + 4`) give a beam from one edge to the
/// other, placed across the middle of the extent the two items share; a size (`photo.width ==
/// 80`, or a ratio of another size) gives a beam along the view's edge. Constraints between
/// different axes have no picture and give no mark.
struct ConstraintMark: Equatable {
  /// One end of the beam.
  var start: (x: Double, y: Double)
  /// The other end.
  var end: (x: Double, y: Double)
  /// The text written beside the beam: the constant, the relation if not `==`, the multiplier if
  /// not 1 and the priority if not required (`8`, `≥ 0`, `×0.75 @750`); empty for a plain
  /// `==` with no constant, which Interface Builder draws without a number either.
  var label: String

  /// The length of the caps at each end of the beam, in points.
  static let capLength = 6.0

  static func == (lhs: ConstraintMark, rhs: ConstraintMark) -> Bool {
    lhs.start == rhs.start && lhs.end == rhs.end && lhs.label == rhs.label
  }

  /// The mark of `constraint` in `layout`, or `nil` when it has none.
  init?(
    _ constraint: LayoutConstraint, prototype: CellPrototype, layout: CellLayout,
    isRightToLeft: Bool = false
  ) {
    let first = Self.frame(
      of: constraint.first.item, prototype, layout, isRightToLeft: isRightToLeft)
    guard let first else { return nil }
    let label = Self.label(constraint)
    let firstAxis = Self.axis(of: constraint.first.attribute)
    guard let second = constraint.second else {
      guard let axis = firstAxis, Self.isSize(constraint.first.attribute) else { return nil }
      self.init(along: axis, of: first, label: label)
      return
    }
    guard
      let secondFrame = Self.frame(
        of: second.item, prototype, layout, isRightToLeft: isRightToLeft),
      firstAxis == Self.axis(of: second.attribute), let axis = firstAxis
    else { return nil }
    if Self.isSize(constraint.first.attribute) {
      self.init(along: axis, of: first, label: label)
      return
    }
    guard !Self.isSize(second.attribute),
      let from = Self.position(
        of: second.attribute, secondFrame, second.item, layout, isRightToLeft: isRightToLeft),
      let to = Self.position(
        of: constraint.first.attribute, first, constraint.first.item, layout,
        isRightToLeft: isRightToLeft)
    else { return nil }
    let across = Self.sharedMiddle(first, secondFrame, horizontal: axis == .horizontal)
    if axis == .horizontal {
      self.init(start: (from, across), end: (to, across), label: label)
    } else {
      self.init(start: (across, from), end: (across, to), label: label)
    }
  }

  private init(start: (x: Double, y: Double), end: (x: Double, y: Double), label: String) {
    self.start = start
    self.end = end
    self.label = label
  }

  /// A beam along a view's width (just inside its bottom edge) or height (inside its right).
  private init(along axis: Axis, of frame: Rect, label: String) {
    let inset = min(4, (axis == .horizontal ? frame.height : frame.width) / 2)
    if axis == .horizontal {
      self.init(
        start: (frame.x, frame.maxY - inset), end: (frame.maxX, frame.maxY - inset), label: label)
    } else {
      self.init(
        start: (frame.maxX - inset, frame.y), end: (frame.maxX - inset, frame.maxY), label: label)
    }
  }

  /// Whether every coordinate is finite (a mark of an invalid frame is not drawn).
  var isDrawable: Bool {
    [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite)
  }

  /// The beam as SVG: a line with a cap at each end and its label at the middle.
  func svg(title: String) -> String {
    let horizontal = abs(end.x - start.x) >= abs(end.y - start.y)
    let cap = Self.capLength / 2
    func capPath(_ point: (x: Double, y: Double)) -> String {
      let n = PreviewMarkup.number
      return horizontal
        ? "M\(n(point.x)) \(n(point.y - cap))V\(n(point.y + cap))"
        : "M\(n(point.x - cap)) \(n(point.y))H\(n(point.x + cap))"
    }
    let n = PreviewMarkup.number
    let path =
      "M\(n(start.x)) \(n(start.y))L\(n(end.x)) \(n(end.y))" + capPath(start) + capPath(end)
    let middle = ((start.x + end.x) / 2, (start.y + end.y) / 2)
    let textX = horizontal ? middle.0 : middle.0 + cap + 1
    let textY = horizontal ? middle.1 - cap - 1 : middle.1 + 3
    let anchor = horizontal ? "middle" : "start"
    let text =
      label.isEmpty
      ? ""
      : "<text x=\"\(n(textX))\" y=\"\(n(textY))\" text-anchor=\"\(anchor)\">\(PreviewMarkup.escape(label))</text>"
    return
      "<g class=\"constraint\"><title>\(PreviewMarkup.escape(title))</title><path d=\"\(path)\"/>\(text)</g>\n"
  }

  // MARK: - Geometry

  enum Axis { case horizontal, vertical }

  private static func axis(of attribute: LayoutAttribute) -> Axis? {
    switch attribute {
    case .leading, .left, .trailing, .right, .centerX, .width: .horizontal
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: .vertical
    }
  }

  private static func isSize(_ attribute: LayoutAttribute) -> Bool {
    attribute == .width || attribute == .height
  }

  /// The frame of a view, the content view or its margins (the leading margin on the right in a
  /// right-to-left layout): the content view ends where an accessory begins.
  static func frame(
    of item: LayoutItem, _ prototype: CellPrototype, _ layout: CellLayout,
    isRightToLeft: Bool = false
  ) -> Rect? {
    let content = Rect(x: 0, y: 0, width: layout.contentWidth, height: layout.contentHeight)
    switch item {
    case .superview: return content
    case .margins:
      let margins = prototype.layoutMargins
      return Rect(
        x: isRightToLeft ? margins.trailing : margins.leading, y: margins.top,
        width: content.width - margins.leading - margins.trailing,
        height: content.height - margins.top - margins.bottom)
    case .view(let id): return layout.frames[id]
    }
  }

  /// The coordinate of an edge, centre or baseline along its axis; `leading` is the right edge
  /// in a right-to-left layout.
  private static func position(
    of attribute: LayoutAttribute, _ frame: Rect, _ item: LayoutItem, _ layout: CellLayout,
    isRightToLeft: Bool
  ) -> Double? {
    switch attribute {
    case .leading: return isRightToLeft ? frame.maxX : frame.x
    case .trailing: return isRightToLeft ? frame.x : frame.maxX
    case .left: return frame.x
    case .right: return frame.maxX
    case .centerX: return frame.x + frame.width / 2
    case .top: return frame.y
    case .bottom: return frame.maxY
    case .centerY: return frame.y + frame.height / 2
    case .firstBaseline, .lastBaseline:
      guard case .view(let id) = item, let text = layout.labelLayouts[id] else {
        return frame.maxY
      }
      let top = frame.y + (frame.height - text.size.height) / 2
      return top + (attribute == .firstBaseline ? text.firstBaseline : text.lastBaseline)
    case .width, .height: return nil
    }
  }

  /// The middle of the extent two frames share across the beam's axis (or of the first frame's
  /// when they share none).
  private static func sharedMiddle(_ first: Rect, _ second: Rect, horizontal: Bool) -> Double {
    let (a0, a1) = horizontal ? (first.y, first.maxY) : (first.x, first.maxX)
    let (b0, b1) = horizontal ? (second.y, second.maxY) : (second.x, second.maxX)
    let low = max(a0, b0)
    let high = min(a1, b1)
    return low <= high ? (low + high) / 2 : (a0 + a1) / 2
  }

  private static func label(_ constraint: LayoutConstraint) -> String {
    var parts: [String] = []
    switch constraint.relation {
    case .equal: break
    case .lessThanOrEqual: parts.append("≤")
    case .greaterThanOrEqual: parts.append("≥")
    }
    if constraint.multiplier != 1 {
      parts.append("×" + PreviewMarkup.number(constraint.multiplier))
    }
    if constraint.constant != 0 || (constraint.multiplier == 1 && constraint.relation != .equal) {
      parts.append(PreviewMarkup.number(constraint.constant))
    }
    if constraint.priority.rawValue < 1000 {
      parts.append("@" + PreviewMarkup.number(Double(constraint.priority.rawValue)))
    }
    return parts.joined(separator: " ")
  }
}
