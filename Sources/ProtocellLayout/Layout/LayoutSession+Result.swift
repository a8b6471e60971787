import Cassowary
import ProtocellTemplates
import TextMeasurement

extension LayoutSession {
  // MARK: - Result

  /// The row's result from the solved layout: the frames on the scale's pixels, the labels'
  /// lines as drawn, the warnings (a zero fitting height given UIKit's default row height, sizes
  /// below zero, image views left empty, ambiguity) and the constraints broken.
  func makeLayout(width: Double, options: LayoutOptions) -> CellLayout {
    let scale = options.scale
    var rawHeight = max(0, solver.value(of: structure.content.height))
    let height = roundedHeight(options: options)
    let isStyled = prototype.style != .custom
    var frames: [String: Rect] = [:]
    // Hidden, or inside a hidden view: UIKit draws neither, so neither is cut or squeezed.
    let hidden = undrawnViews()
    var labels: [String: LabelMeasurement] = [:]
    var warnings: [LayoutWarning] = []
    var collapsePin: Constraint?
    defer { if let collapsePin { remove(collapsePin) } }
    // Only a self-sized row falls back on the default height: a fixed one of 0 points (a
    // table's `heightForRowAt` returning 0 to hide a row, `--height 0`) stays 0 tall.
    let fitsAtZero =
      !structure.hasFixedHeight && !((rawHeight * scale - 1e-6).rounded(.up) > 0)
    if fitsAtZero {
      warnings.append(.zeroFittingHeight(defaultRowHeight: prototype.tableDefaultRowHeight))
      // UITableView gives the row its default height and lays the cell out at it: the content
      // view is that height less the separator's pixel, and so are the frames.
      let pin = Constraint(
        Linear.variable(
          structure.content.height, plus: -prototype.defaultRowContentHeight(scale: scale)),
        .equal)
      if (try? solver.addConstraint(pin)) != nil {
        collapsePin = pin
        rawHeight = solver.value(of: structure.content.height)
      }
    }
    var lineAlignments: [String: TextAlignment] = [:]
    for (index, slot) in structure.slots.enumerated() {
      // The solver places the alignment rectangle; the frame reaches past it by the view's
      // alignment insets (a switch's 2 points on the trailing side).
      let alignment = Rect(
        x: solver.value(of: slot.left), y: solver.value(of: slot.top),
        width: solver.value(of: slot.width), height: solver.value(of: slot.height))
      let frame = alignment.frame(alignmentInsets: slot.node.alignmentInsets)
      // Negative insets make the frame the smaller of the two: either going below zero is named.
      let width = min(alignment.width, frame.width)
      let height = min(alignment.height, frame.height)
      if !(width > -Self.sizeTolerance && height > -Self.sizeTolerance) {
        warnings.append(
          .invalidSize(
            viewID: slot.id, width: width, height: height,
            constraints: constraintOrigins(naming: slot.id)))
      }
      let isDrawn = !hidden.contains(slot.id)
      if slot.lacksImage, isDrawn, height <= Self.sizeTolerance {
        warnings.append(.emptyImageView(viewID: slot.id, key: slot.node.binding?.key))
      }
      // A built-in style's own labels are placed by UITableViewCell's frames, not constraints:
      // a row too short for them is the row height's doing, which `measure` names apart.
      let isStyleLabel =
        isStyled && (slot.id == CellStyle.textLabelID || slot.id == CellStyle.detailTextLabelID)
      if isDrawn, !isStyleLabel,
        let warning = Self.narrowing(slot, width: width, fixedBy: fixedWidth(of: slot))
          ?? Self.squeezing(slot, height: height, fixedBy: fixedHeight(of: slot))
      {
        warnings.append(warning)
      }
      // A built-in style's views are placed on whole points from the frames as solved.
      frames[slot.id] = isStyled ? frame : frame.alignedToPixels(scale: scale)
      if var measurement = slot.measurement {
        if options.laysOutDrawnLines,
          measurement.size.width - alignment.width > Self.squeezeTolerance
        {
          measurement.lines =
            linesDrawn(in: slot, width: alignment.width, scale: scale)
            ?? measurement.lines
        }
        labels[slot.id] = measurement
        lineAlignments[slot.id] = slot.label?.textAlignment.resolvingNatural(
          isRightToLeft: structure.isRightToLeft[index])
      }
    }
    if isStyled {
      CellChrome.roundStyleOrigins(
        &frames, prototype: prototype, contentHeight: rawHeight, labels: labels)
      for (id, frame) in frames { frames[id] = frame.alignedToPixels(scale: scale) }
    }
    // A row at the default height its zero fit got is already said to have nothing in it.
    // Past a fixed row, views are said to reach out only when no broken constraint says why.
    if !fitsAtZero,
      !structure.hasFixedHeight || (buildBroken.isEmpty && row.broken.isEmpty),
      let outside = viewsOutsideRow(frames: frames, hidden: hidden, contentHeight: rawHeight)
    {
      warnings.append(outside)
    }
    let ambiguous = ambiguities().map(\.viewID)
    if !ambiguous.isEmpty { warnings.append(.ambiguousLayout(viewIDs: ambiguous)) }
    return CellLayout(
      reuseIdentifier: prototype.reuseIdentifier, width: width, height: height,
      contentHeight: rawHeight,
      frames: frames, hiddenViews: hidden, labelLayouts: labels, lineAlignments: lineAlignments,
      brokenConstraints: brokenForRow, warnings: warnings,
      contentWidth: row.appliedWidth)
  }

  /// The views UIKit does not draw for this row: the hidden ones and every view inside one.
  ///
  /// A view's `isHidden` hides its subviews, which keep their own `false`. Before, a label
  /// inside a hidden view was said to be squeezed, or to reach outside the row, and previews
  /// drew it (a review: matrix-ios-kit's progress view, hidden with its two subviews outside
  /// the bubble cell).
  func undrawnViews() -> Set<String> {
    var hidden: Set<String> = []
    var hasHiddenParent = false
    for slot in structure.slots where slot.isHidden {
      hidden.insert(slot.id)
      if !slot.node.subviews.isEmpty { hasHiddenParent = true }
    }
    guard hasHiddenParent else { return hidden }
    func visit(_ nodes: [ViewNode], insideHidden: Bool) {
      for node in nodes {
        let isHidden = insideHidden || hidden.contains(node.id)
        if isHidden { hidden.insert(node.id) }
        visit(node.subviews, insideHidden: isHidden)
      }
    }
    visit(prototype.views, insideHidden: false)
    return hidden
  }

  /// The warning for a label with text laid out less than half a point wide
  /// (``LayoutWarning/narrowedLabel(viewID:fixedBy:)``), which says more than one squeezed vertically
  /// at that width would; `nil` for any other view or a label wider.
  static func narrowing(
    _ slot: ViewSlot, width: Double, fixedBy: @autoclosure () -> LayoutConstraint? = nil
  ) -> LayoutWarning? {
    guard !slot.isTextView, let measurement = slot.measurement, measurement.lineCount > 0,
      width.isFinite, width < 0.5
    else { return nil }
    return .narrowedLabel(viewID: slot.id, fixedBy: fixedBy())
  }

  /// The warning for a label, or a text view that does not scroll, laid out more than half a
  /// line shorter than its text's lines at its width
  /// (``LayoutWarning/squeezedLabel(viewID:height:needed:lines:)``), `nil` for any other view
  /// or one tall enough: a text view with scrolling off clips its text as a scroll view does
  /// (the fresh20 review: TextViewCellText's text view, 45.5 points of a fixed row where its
  /// three lines need 83, said nothing where the label beside it was named).
  ///
  /// `fixedBy` is called only for a label squeezed: its own constant height constraint that
  /// holds it, if one does.
  static func squeezing(
    _ slot: ViewSlot, height: Double, fixedBy: @autoclosure () -> LayoutConstraint? = nil
  ) -> LayoutWarning? {
    guard let measurement = slot.measurement, measurement.lineCount > 0,
      height.isFinite
    else { return nil }
    let needed = measurement.size.height
    let lineHeight = needed / Double(measurement.lineCount)
    guard needed - height > lineHeight / 2 else { return nil }
    return .squeezedLabel(
      viewID: slot.id, height: max(0, height), needed: needed, lines: measurement.lineCount,
      fixedBy: fixedBy())
  }

  /// The view's own constant height constraint that holds it.
  ///
  /// A constant height (`time.height == 15`, or `<=`) at or above its vertical compression
  /// resistance; `nil` when it has none. The first in template order, of those the layout
  /// installed.
  func fixedHeight(of slot: ViewSlot) -> LayoutConstraint? {
    fixedSize(of: slot, resistance: slot.node.compressionResistance.vertical, \.viewWithFixedHeight)
  }

  /// The view's own constant width constraint at or above its horizontal compression
  /// resistance (`title.width == 0`); `nil` when it has none.
  func fixedWidth(of slot: ViewSlot) -> LayoutConstraint? {
    fixedSize(
      of: slot, resistance: slot.node.compressionResistance.horizontal, \.viewWithFixedWidth)
  }

  /// The first installed template constraint, in template order, that `fixes` gives `slot`
  /// and whose priority is at or above `resistance`.
  private func fixedSize(
    of slot: ViewSlot, resistance: Priority, _ fixes: KeyPath<LayoutConstraint, String?>
  ) -> LayoutConstraint? {
    for index in constraints.template.keys.sorted() {
      let constraint = prototype.constraints[index]
      guard constraint[keyPath: fixes] == slot.id, constraint.priority >= resistance else {
        continue
      }
      return constraint
    }
    return nil
  }

  /// The warning for visible views whose alignment rectangles reach more than half a point
  /// above or below a row whose height is its content's fitting height
  /// (``LayoutWarning/viewsOutsideFittedRow(viewIDs:above:below:)``), or a row whose height is
  /// fixed (a table's row height, IB's recorded height,
  /// `--height`: ``LayoutWarning/viewsOutsideFixedRow(viewIDs:above:below:rowHeight:)``), in
  /// template order; `nil` when none does.
  func viewsOutsideRow(frames: [String: Rect], hidden: Set<String>, contentHeight: Double)
    -> LayoutWarning?
  {
    let isFixed = structure.hasFixedHeight
    var names: [String] = []
    var overflow = 0.0
    var overflowAbove = 0.0
    for slot in structure.slots where !hidden.contains(slot.id) {
      guard let frame = frames[slot.id], frame.height > 0 else { continue }
      // The alignment rectangle, which the constraints place: the frame of a slider pinned to
      // the row's top and bottom reaches a point below it (UIKit's alignment insets), over
      // nothing it draws.
      let insets = slot.node.alignmentInsets
      let below = frame.y + frame.height - insets.bottom - contentHeight
      let above = -(frame.y + insets.top)
      guard below > Self.rowOverflowTolerance || above > Self.rowOverflowTolerance,
        !followsRow(slot.id)
      else { continue }
      names.append(slot.id)
      if below > Self.rowOverflowTolerance { overflow = max(overflow, below) }
      if above > Self.rowOverflowTolerance { overflowAbove = max(overflowAbove, above) }
    }
    guard !names.isEmpty else { return nil }
    guard isFixed else {
      return .viewsOutsideFittedRow(viewIDs: names, above: overflowAbove, below: overflow)
    }
    return .viewsOutsideFixedRow(
      viewIDs: names, above: overflowAbove, below: overflow, rowHeight: contentHeight)
  }

  /// Whether a constraint of the template ties `viewID`'s top and one its bottom to the
  /// content view's (or its margins') with `==`: a view that follows the row's height and
  /// reaches past it by design (a timeline's connector pinned 10 points past each edge), which
  /// the row's height does not leave out (a review).
  func followsRow(_ viewID: String) -> Bool {
    prototype.ties(viewID, .top, toContentViewWith: .equal)
      && prototype.ties(viewID, .bottom, toContentViewWith: .equal)
  }

  /// How far a view may reach below its row before it is named: half a point, past the pixel
  /// rounding of frames and heights.
  static let rowOverflowTolerance = 0.5

  /// How far below zero a size may come out before it is reported: solver round-off.
  static let sizeTolerance = 1e-6

  /// How much wider than its label a text may be before the label is drawn truncated: a quarter
  /// point, past the pixel rounding of the two widths.
  static let squeezeTolerance = 0.25

  /// The lines a label squeezed below its text's width shows.
  ///
  /// UILabel lays the text out again at its frame's width when it draws it (a one-line label
  /// truncates its tail), though its intrinsic size, which the layout holds, is the whole
  /// text's. `nil` for a text view, or when the text cannot be measured.
  private func linesDrawn(in slot: ViewSlot, width: Double, scale: Double) -> [MeasuredLine]? {
    guard !slot.isTextView, let text = slot.lastText else { return nil }
    let settings = slot.lineSettings
    return try? measuredText(
      slot, text: text, maxWidth: max(0, width), lines: settings.numberOfLines,
      lineBreakMode: settings.lineBreakMode, scale: scale
    ).lines
  }

  /// The template constraints in the solver that name a view.
  private func constraintOrigins(naming viewID: String) -> [ConstraintOrigin] {
    constraints.template.keys.sorted().compactMap { index in
      let constraint = prototype.constraints[index]
      let items = [constraint.first.item, constraint.second?.item]
      return items.contains(.view(viewID)) ? .template(index: index, constraint) : nil
    }
  }
}
