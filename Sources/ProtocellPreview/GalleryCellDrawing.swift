import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import TextMeasurement

/// One gallery cell drawn as inline SVG, with the data the page's browser check reads.
///
/// The SVG's origin is the content view's: a view's `<rect>` is at its frame, so a browser's
/// rectangle of it, less the SVG's, is the frame. Labels are `<g class="label">` groups holding
/// the label's whole text, font and width as `data-` attributes and one `<text class="line">`
/// per measured line, at the measured baseline, with the measured width in `data-width` and its
/// left edge in `data-x`; the lines keep their spaces, as UILabel does, and the page's probe uses
/// `white-space: pre-wrap`. A label whose text reads right to left (its first strong character)
/// has `data-direction="rtl"` and lines drawn with `direction="rtl"` from their right end.
package struct GalleryCellDrawing {
  /// The cell to draw.
  package var cell: GalleryCell

  /// Creates the drawing of `cell`.
  package init(cell: GalleryCell) { self.cell = cell }

  /// The SVG element.
  package func svg(
    fonts: inout GalleryFonts, fontFiles: (FontSpec, String) -> [String],
    widthAdjustment: (FontSpec) -> AdvanceAdjustment? = { _ in nil }
  ) -> String {
    let n = PreviewMarkup.number
    let layout = cell.layout
    let size = PreviewRect(Rect(x: 0, y: 0, width: layout.width, height: layout.height))
    guard case .valid = size else {
      return
        "<svg class=\"cell invalid\" width=\"\(n(PreviewRect.markerSize))\" height=\"\(n(PreviewRect.markerSize))\">\(size.svg(attributes: "", title: "cell"))</svg>"
    }
    // The browser snaps the element's size to its layout unit (1/64 px), which a third of a
    // point is not: with the default "meet" the drawing would shrink and centre, shifting every
    // x by up to 0.06. "none" keeps x exact and y within the snap (under 0.01).
    var svg =
      "<svg class=\"cell\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" preserveAspectRatio=\"none\">\n"
    svg +=
      "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\"/>\n"
    if let margins = ConstraintMark.frame(
      of: .margins, cell.prototype, layout, isRightToLeft: cell.isRightToLeft)
    {
      // Margins wider or taller than a short content view leave an empty guide, drawn as
      // such, as the SVG preview draws it (the fresh20 review: a 10-point content view's 11 +
      // 11 margins were "invalid frame (height -12 is negative)").
      let guide = Rect(
        x: margins.x, y: margins.y, width: max(0, margins.width), height: max(0, margins.height))
      svg += PreviewRect(guide).svg(attributes: "class=\"margins\"", title: "layout margins")
    }
    for view in cell.prototype.allViews {
      guard let frame = layout.frames[view.id] else { continue }
      if layout.hiddenViews.contains(view.id) {
        svg += hiddenView(view, frame)
      } else {
        svg += visibleView(
          view, frame, fonts: &fonts, fontFiles: fontFiles, widthAdjustment: widthAdjustment)
      }
    }
    svg += "<g class=\"constraints\">\n"
    for constraint in cell.prototype.constraints {
      guard
        let mark = ConstraintMark(
          constraint, prototype: cell.prototype, layout: layout,
          isRightToLeft: cell.isRightToLeft),
        mark.isDrawable
      else { continue }
      svg += mark.svg(title: constraint.description)
    }
    svg += "</g>\n"
    if !cell.referenceFrames.isEmpty {
      svg += "<g class=\"reference\">\n"
      for view in cell.prototype.allViews {
        guard let recorded = cell.referenceFrames[view.id] else { continue }
        svg += PreviewRect(recorded).svg(
          attributes: "data-view=\"\(PreviewMarkup.escape(view.id))\"",
          title: "\(view.id) in Interface Builder \(recorded)")
      }
      svg += "</g>\n"
    }
    return svg + "</svg>"
  }

  /// A hidden view: a grey dashed outline, hatched, marked `hidden` where there is room.
  private func hiddenView(_ view: ViewNode, _ frame: Rect) -> String {
    let drawn = PreviewRect(frame)
    var svg = "<g class=\"hidden-view\">"
    svg += drawn.svg(
      attributes: "data-view=\"\(PreviewMarkup.escape(view.id))\"",
      title: "\(view.id) (hidden) \(PreviewMarkup.describe(frame))")
    if case .valid = drawn, frame.height >= 10, frame.width >= 30 {
      svg +=
        "<text x=\"\(PreviewMarkup.number(frame.x + 2))\" y=\"\(PreviewMarkup.number(frame.y + 9))\">hidden</text>"
    }
    return svg + "</g>\n"
  }

  /// A visible view's rectangle, then its text or image placeholder.
  private func visibleView(
    _ view: ViewNode, _ frame: Rect, fonts: inout GalleryFonts,
    fontFiles: (FontSpec, String) -> [String], widthAdjustment: (FontSpec) -> AdvanceAdjustment?
  ) -> String {
    let n = PreviewMarkup.number
    let drawn = PreviewRect(frame)
    let (fill, opacity) = PreviewMarkup.fill(view.backgroundColor)
    var svg = drawn.svg(
      attributes:
        "class=\"view\" data-kind=\"\(view.kind.elementName)\" data-view=\"\(PreviewMarkup.escape(view.id))\" data-frame=\"\(n(frame.x)) \(n(frame.y)) \(n(frame.width)) \(n(frame.height))\" fill=\"\(fill)\" fill-opacity=\"\(opacity)\"",
      title: "\(view.id) \(PreviewMarkup.describe(frame))")
    guard case .valid = drawn else { return svg }
    switch view.kind {
    case .label(let label):
      guard let measurement = cell.layout.labelLayouts[view.id] else { break }
      let text = cell.text(ofLabel: view) ?? ""
      // A width model's advances (scaled, then tracked) are drawn as the stand-in's glyphs
      // spaced by the tracking before the scale and scaled horizontally about each line's start;
      // its per-character corrections, by a copy of the stand-in (the font's own file, first)
      // whose corrected glyphs are wider by the correction over the scale.
      let adjustment = widthAdjustment(label.font)
      let fontFamily = fontFiles(label.font, text).enumerated()
        .compactMap { fonts.family(forPath: $1, adjustment: $0 == 0 ? adjustment : nil) }
        .map { "\"\($0)\", " }.joined()
      let model = adjustment.map {
        (scale: $0.scale, spacing: $0.tracking * label.font.size / $0.scale)
      }
      let modelAttributes =
        model.map {
          " data-width-scale=\"\($0.scale)\" data-letter-spacing=\"\($0.spacing)\""
        } ?? ""
      let spacingStyle = model.map { "; letter-spacing: \($0.spacing)px" } ?? ""
      // The CJK characters the stand-in lacks are the fallback's, measured at its advances (its
      // ideographs times the model's factor), neither tracked nor scaled: spaced apart so that
      // the line's scale draws each as wide as measured.
      let cjk = adjustment.flatMap { adjustment in
        Self.containsCJK(text)
          ? CJKSpacing(adjustment: adjustment, fontSize: label.font.size) : nil
      }
      let cjkAttributes =
        cjk.map {
          " data-ideograph-spacing=\"\($0.ideographs)\" data-cjk-spacing=\"\($0.others)\""
        } ?? ""
      // A right-to-left paragraph's lines are drawn from their right end, its runs in Unicode's
      // bidirectional order (the browser's); lines are placed as the layout says either way.
      let isRightToLeft = TextAlignment.isRightToLeftParagraph(text)
      let direction = isRightToLeft ? "rtl" : "ltr"
      let (area, top) = label.lineArea(in: frame, measuredHeight: measurement.size.height)
      svg +=
        "<g class=\"label\" data-view=\"\(PreviewMarkup.escape(view.id))\" data-direction=\"\(direction)\" data-text=\"\(PreviewMarkup.escape(text))\" data-number-of-lines=\"\(label.numberOfLines)\" data-max-width=\"\(n(area.width))\" data-line-spacing=\"\(n(label.lineSpacing))\"\(modelAttributes)\(cjkAttributes) font-size=\"\(n(label.font.size))\" style=\"font-family: \(PreviewMarkup.escape(fontFamily))sans-serif\(spacingStyle)\">"
      let lines = measurement.lines
      for (number, line) in lines.enumerated() {
        let left = line.drawingOriginX(
          in: area, alignment: cell.layout.lineAlignments[view.id] ?? label.textAlignment)
        let x = isRightToLeft ? left + line.width : left
        let transform =
          model.map {
            " transform=\"matrix(\($0.scale) 0 0 1 \(x * (1 - $0.scale)) 0)\""
          } ?? ""
        svg +=
          "<text class=\"line\" xml:space=\"preserve\"\(isRightToLeft ? " direction=\"rtl\"" : "") x=\"\(n(x))\" y=\"\(n(top + line.baseline))\"\(transform) data-x=\"\(left)\" data-width=\"\(line.width)\">\(Self.markup(of: Self.drawnText(of: line, isLast: number == lines.count - 1), cjk: cjk))</text>"
      }
      svg += "</g>\n"
    case .image:
      svg +=
        "<path class=\"image-placeholder\" d=\"M\(n(frame.x)) \(n(frame.y))L\(n(frame.maxX)) \(n(frame.maxY))M\(n(frame.maxX)) \(n(frame.y))L\(n(frame.x)) \(n(frame.maxY))\"/>\n"
    case .view, .stack:
      break
    }
    return svg
  }

  /// The text of a line as drawn: its spaces kept (`xml:space="preserve"`; UILabel does not
  /// collapse them), except those that end a line broken within its paragraph, which its
  /// measured width leaves out too; the text's own trailing spaces, on its last line, count.
  static func drawnText(of line: MeasuredLine, isLast: Bool) -> String {
    var text = Substring(line.text)
    if isLast, !line.isTruncated { return String(text) }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }

  /// The letter-spacing, in the label's unscaled units, that draws the fallback's CJK
  /// characters as wide as measured on a line scaled by a width model.
  struct CJKSpacing {
    /// For ideographs (``AdvanceAdjustment/scaledIdeographs``): measured at the fallback's em
    /// times the model's ideograph factor.
    var ideographs: Double
    /// For the other CJK characters (U+3000 to U+3FFF: punctuation, kana): measured at the
    /// fallback's em.
    var others: Double

    /// The spacing for `adjustment`'s model at `fontSize` points: the fallback's glyphs are an
    /// em wide, and the line is drawn scaled by the model's scale.
    init(adjustment: AdvanceAdjustment, fontSize: Double) {
      ideographs = fontSize * adjustment.ideographScale / adjustment.scale - fontSize
      others = fontSize / adjustment.scale - fontSize
    }
  }

  /// Whether `text` holds a character ``CJKSpacing`` spaces.
  static func containsCJK(_ text: String) -> Bool {
    text.unicodeScalars.contains { cjkClass(of: $0) != nil }
  }

  /// The CJK characters other than ideographs that ``CJKSpacing`` spaces: punctuation, kana
  /// and the rest of U+3000 to U+3FFF, below ``AdvanceAdjustment/scaledIdeographs``.
  static let otherCJK: ClosedRange<UInt32> = 0x3000...0x3FFF

  /// `true` for an ideograph the model widens (``AdvanceAdjustment/scaledIdeographs``),
  /// `false` for another CJK character (``otherCJK``), `nil` for the rest.
  private static func cjkClass(of scalar: Unicode.Scalar) -> Bool? {
    if AdvanceAdjustment.scaledIdeographs.contains(scalar.value) { return true }
    return otherCJK.contains(scalar.value) ? false : nil
  }

  /// The page script's regular expression for the runs ``markup(of:cjk:)`` spaces, from the
  /// same ranges: a run of ideographs (group 1), a run of other CJK characters (group 2), or a
  /// run of neither (no group).
  static var cjkRunPattern: String {
    func range(_ range: ClosedRange<UInt32>) -> String {
      "\\u\(hex(range.lowerBound))-\\u\(hex(range.upperBound))"
    }
    func hex(_ value: UInt32) -> String { String(value, radix: 16) }
    let ideographs = AdvanceAdjustment.scaledIdeographs
    let cjk =
      min(
        otherCJK.lowerBound, ideographs.lowerBound)...max(
        otherCJK.upperBound, ideographs.upperBound)
    return "/([\(range(ideographs))]+)|([\(range(otherCJK))]+)|[^\(range(cjk))]+/gu"
  }

  /// A line's text escaped for the SVG, its runs of CJK characters each in a `<tspan>` with
  /// `cjk`'s spacing (the text alone without it).
  static func markup(of text: String, cjk: CJKSpacing?) -> String {
    guard let cjk else { return PreviewMarkup.escape(text) }
    var markup = ""
    var run = ""
    var runClass: Bool?
    func flush() {
      guard !run.isEmpty else { return }
      let escaped = PreviewMarkup.escape(run)
      switch runClass {
      case .some(let isIdeograph):
        let spacing = isIdeograph ? cjk.ideographs : cjk.others
        markup += "<tspan style=\"letter-spacing: \(spacing)px\">\(escaped)</tspan>"
      case .none: markup += escaped
      }
      run = ""
    }
    for scalar in text.unicodeScalars {
      let scalarClass = cjkClass(of: scalar)
      if scalarClass != runClass {
        flush()
        runClass = scalarClass
      }
      run.unicodeScalars.append(scalar)
    }
    flush()
    return markup
  }
}
