import Cassowary
import ProtocellArchive
import ProtocellTemplates
import TextMeasurement

extension LayoutSession {
  /// The most times labels are re-measured after their widths change, as UIKit iterates.
  static let maximumTextPasses = 4

  /// Lays the cell out for one row's content at a width.
  ///
  /// - Parameters:
  ///   - content: What the row puts into the cell (see ``CellContent/init(row:for:)``).
  ///   - width: The table's width for the cell, in points.
  ///   - options: Scale and separator.
  ///   - hiddenFlagsRead: Whether ``hiddenArrangedSets(for:)`` has just read the row's hidden
  ///     flags into this session, which need not be read again.
  /// - Returns: The height and frames UIKit would give the cell, or `nil` when the width makes
  ///   required constraints conflict in this solver: a session built at that width must lay the
  ///   row out, breaking constraints as UIKit would.
  /// - Throws: ``LayoutError`` for an invalid width or scale, or a label that cannot be measured.
  /// - Complexity: Proportional to the solver work for the constants the row changes, plus the
  ///   text measurement of its labels (cached by the measurer).
  package func layout(
    _ content: CellContent, width: Double, options: LayoutOptions, hiddenFlagsRead: Bool = false
  ) throws(LayoutError) -> CellLayout? {
    guard try applyRow(content, width: width, options: options, hiddenFlagsRead: hiddenFlagsRead)
    else { return nil }
    return makeLayout(width: width, options: options)
  }

  /// The row height alone: ``layout(_:width:options:hiddenFlagsRead:)`` without collecting frames and text
  /// layouts, for height callbacks that need nothing else; `nil` as there.
  package func height(
    _ content: CellContent, width: Double, options: LayoutOptions, hiddenFlagsRead: Bool = false
  ) throws(LayoutError) -> Double? {
    guard try applyRow(content, width: width, options: options, hiddenFlagsRead: hiddenFlagsRead)
    else { return nil }
    return roundedHeight(options: options)
  }

  /// Puts one row into the solver: checks the width and scale, moves the width, applies the
  /// content and re-measures wrapping labels.
  ///
  /// - Returns: Whether the row is in this session's solver; `false` when the width makes
  ///   required constraints conflict here.
  private func applyRow(
    _ content: CellContent, width: Double, options: LayoutOptions, hiddenFlagsRead: Bool
  ) throws(LayoutError) -> Bool {
    if !hiddenFlagsRead { readHiddenFlags(of: content) }
    guard width.isFinite, width >= 0, width <= LayoutEngine.maximumWidth else {
      throw .invalidWidth(width)
    }
    guard options.scale.isFinite, options.scale > 0, options.scale <= LayoutEngine.maximumScale
    else {
      throw .invalidScale(options.scale)
    }
    guard options.maximumLineCount >= 1 else {
      throw .invalidMaximumLineCount(options.maximumLineCount)
    }
    if options.maximumTextLength < .max {
      for (viewID, text) in content.texts {
        let length = text.unicodeScalars.count
        guard length <= options.maximumTextLength else {
          throw .textTooLong(viewID: viewID, length: length, limit: options.maximumTextLength)
        }
      }
    }
    for (viewID, size) in content.imageSizes {
      guard let size else { continue }
      let sides = 0...LayoutEngine.maximumImageSide
      guard sides.contains(size.width), sides.contains(size.height) else {
        throw .invalidImageSize(viewID: viewID, size: size)
      }
    }
    if let buildFailure { throw buildFailure }
    // Each row has the budget the build had: a row whose constants and stack constraints take
    // the solver longer (a proportional stack of hundreds of labels re-weighed for every row)
    // stops as a build that needs more does, instead of running for minutes.
    let budget = solver.work &+ maximumLayoutWork
    solver.maximumWork = budget
    defer { solver.maximumWork = nil }
    row.broken = []
    let contentWidth = CellChrome.contentViewWidth(
      accessory: prototype.accessory, cellWidth: width, scale: options.scale)
    row.maximumLineCount = options.maximumLineCount
    guard contentWidth == row.appliedWidth || applyWidth(contentWidth) else { return false }
    try applyContent(content, scale: options.scale)
    restoreYieldedConstraints()
    try resolveTextWidths(content, scale: options.scale)
    if solver.work > budget {
      throw .tooComplex(
        reuseIdentifier: prototype.reuseIdentifier, maximumLayoutWork: maximumLayoutWork)
    }
    return true
  }

  /// UITableView's default row height, used when a cell's fitting height comes out zero.
  package static let defaultRowHeight = 44.0

  /// The content view's height rounded up to the device pixel, plus the separator if asked.
  ///
  /// When that height is zero in a self-sizing row, UITableView gives the row its default
  /// height, which holds the separator: the content view is a pixel shorter where the table
  /// draws one (43.5 in a 44-point row at 2×), as the frames are laid out
  /// (``makeLayout(width:options:)``). A fixed height of zero stays zero.
  func roundedHeight(options: LayoutOptions) -> Double {
    let rawHeight = max(0, solver.value(of: structure.content.height))
    var height = max(0, (rawHeight * options.scale - 1e-6).rounded(.up) / options.scale)
    if !height.isFinite || (height == 0 && !structure.hasFixedHeight) {
      height = prototype.defaultRowContentHeight(scale: options.scale)
    }
    if options.includesSeparator { height += prototype.separator.height(atScale: options.scale) }
    return height
  }

  // MARK: - Width

  private func applyWidth(_ width: Double) -> Bool {
    do {
      try solver.move(
        to: width, upper: constraints.widthPins.atMost, lower: constraints.widthPins.atLeast,
        rising: width > row.appliedWidth)
      row.appliedWidth = width
      return true
    } catch {
      // Restore the old width so that the session stays consistent for later rows.
      try? solver.setConstant(row.appliedWidth, for: constraints.widthPins.atLeast)
      try? solver.setConstant(row.appliedWidth, for: constraints.widthPins.atMost)
      return false
    }
  }

  // MARK: - Content

  /// Reads the row's hidden flag of every slot into ``row.hidden``: the content's, else the
  /// template's.
  ///
  /// - Complexity: O(*n* + *h*) for *n* views and *h* hidden flags in the content, with *h*
  ///   lookups by view id rather than *n*.
  func readHiddenFlags(of content: CellContent) {
    for index in structure.slots.indices {
      row.hidden[index] = structure.slots[index].isTemplateHidden
    }
    // Slots have distinct ids (a repeated id keeps its first view), so each flag finds its slot.
    for (id, hidden) in content.hiddenFlags {
      if let index = structure.slotIndex[id] { row.hidden[index] = hidden }
    }
  }

  /// Applies the row's content; the hidden flags must have been read (``readHiddenFlags(of:)``).
  private func applyContent(_ content: CellContent, scale: Double) throws(LayoutError) {
    // Stacks to rebuild are flagged in a buffer the session keeps, in slot order, rather than
    // gathered in a set made (and hashed into) per row.
    var anyStackToRebuild = !structure.proportionalStacks.isEmpty
    for index in structure.slots.indices {
      let slot = structure.slots[index]
      let hidden = row.hidden[index]
      if hidden != slot.isHidden {
        slot.isHidden = hidden
        if let stack = slot.arrangingStack {
          row.stacksToRebuild[stack] = true
          anyStackToRebuild = true
        }
      }
      var intrinsicWidth = slot.templateIntrinsicSize.width
      var intrinsicHeight = slot.templateIntrinsicSize.height
      if slot.isLabel {
        // A label whose width the constraints fix is measured at that width straight away, as
        // UIKit does once preferredMaxLayoutWidth is known; others start from their one-line width.
        let knownWidth: Double? =
          slot.preferredWidth
          ?? (slot.hasContentIndependentWidth ? max(0, solver.value(of: slot.width)) : nil)
        let size: Size
        if !content.texts.isEmpty, let text = content.texts[slot.id] {
          size = try measure(slot, text: text, maxWidth: knownWidth, scale: scale)
        } else {
          size = try measure(slot, text: slot.templateText, maxWidth: knownWidth, scale: scale)
        }
        slot.measuredAtWidth = .some(knownWidth)
        // The width of such a label never depends on its text: its width constraints would
        // only cost solver work.
        if !slot.hasContentIndependentWidth {
          intrinsicWidth = intrinsicWidth ?? size.width
        }
        intrinsicHeight = intrinsicHeight ?? size.height
      } else if let image = slot.image {
        // An entry (even a nil one: no image) replaces the template's image size. An image
        // view without an image has a zero intrinsic size, not none: its hugging and
        // compression resistance hold it at 0 rather than leave its size to the fitting pass.
        var size = image.imageSize
        if !content.imageSizes.isEmpty, let entry = content.imageSizes[slot.id] {
          size = entry
        }
        if let fit = structure.styleImageFit, fit.slot == index, let image = size,
          image.height > fit.height
        {
          size = Size(width: image.width * fit.height / image.height, height: fit.height)
        }
        slot.lacksImage = size == nil
        intrinsicWidth = intrinsicWidth ?? size?.width ?? 0
        intrinsicHeight = intrinsicHeight ?? size?.height ?? 0
      }
      applyIntrinsic(intrinsicWidth, axis: .horizontal, to: slot)
      applyIntrinsic(intrinsicHeight, axis: .vertical, to: slot)
    }
    guard anyStackToRebuild else { return }
    for index in structure.proportionalStacks { row.stacksToRebuild[index] = true }
    for index in row.stacksToRebuild.indices where row.stacksToRebuild[index] {
      row.stacksToRebuild[index] = false
      if !updateStackVisibility(at: index) { rebuildStack(at: index) }
    }
  }

  /// Measures a label's current text and applies the measurement: records it in the slot and
  /// pins the label's baseline offsets.
  ///
  /// - Returns: The text's size.
  func measure(_ slot: ViewSlot, text: String, maxWidth: Double?, scale: Double) throws(LayoutError)
    -> Size
  {
    // Labels whose text is the same from row to row (a button title, say) are measured once,
    // and the measurement applied then still holds.
    if slot.lastMaxWidth == maxWidth, slot.lastScale == scale,
      slot.lastText?.hasSameUTF8Bytes(as: text) == true
    {
      return slot.measuredSize
    }
    // Under a line limit, a label breaks at most one line past it: enough to tell that it
    // needs more, without laying out the rest of a long text.
    let numberOfLines = slot.lineSettings.numberOfLines
    let limit = row.maximumLineCount
    let isLimited = limit < .max && (numberOfLines == 0 || numberOfLines > limit)
    let lines = isLimited ? limit + 1 : numberOfLines
    // A label under the limit is not cut, and every mode but character wrapping breaks lines
    // at words as word wrapping does: so word wrapping gives its lines, and lets the measurer
    // lay out only the start of a text that needs more than the limit.
    var lineBreakMode = slot.lineSettings.lineBreakMode
    if isLimited, lineBreakMode != .charWrap { lineBreakMode = .wordWrap }
    guard slot.isLabel else { return Size(width: 0, height: 0) }
    var measurement: LabelMeasurement
    if slot.isTextView, let container = slot.label?.textContainer {
      // A text view's text is measured inside its container, an empty one as one line.
      measurement = try measuredText(
        slot, text: text.isEmpty ? "X" : text, maxWidth: container.textWidth(inViewWidth: maxWidth),
        lines: lines, lineBreakMode: lineBreakMode, scale: TextContainer.measuringScale)
      measurement = container.measurement(
        of: measurement, isEmpty: text.isEmpty, lineSpacing: slot.lineSettings.lineSpacing,
        scale: scale)
    } else {
      measurement = try measuredText(
        slot, text: text, maxWidth: maxWidth, lines: lines, lineBreakMode: lineBreakMode,
        scale: scale)
      if let heightScale = canvasHeightScale(of: slot, text: text, measurement: measurement) {
        measurement.roundHeight(upTo: heightScale)
      }
    }
    if isLimited, measurement.lineCount > limit {
      throw .tooManyLines(viewID: slot.id, limit: limit)
    }
    slot.lastText = text
    slot.lastMaxWidth = maxWidth
    slot.lastScale = scale
    let size = measurement.size
    apply(consume measurement, to: slot)
    return size
  }

  /// The scale a label's height rounds up to beyond the device's pixel, if any: on IB's canvas,
  /// the whole point when the label's recorded height is its text's height rounded so, none
  /// when it is the text's height at the pixel; otherwise the cell's
  /// (``CellPrototype/textHeightScale``, ``CellPrototype/recordedLabelHeights``).
  @inline(__always)
  func canvasHeightScale(of slot: ViewSlot, text: String, measurement: LabelMeasurement)
    -> Double?
  {
    guard !prototype.recordedLabelHeights.isEmpty, text == slot.templateText,
      let recorded = prototype.recordedLabelHeights[slot.id]
    else { return prototype.textHeightScale }
    let height = measurement.size.height
    if abs(recorded - height) < 1e-3 { return nil }
    if abs(recorded - TextMeasurer.ceil(height, scale: 1)) < 1e-3 { return 1 }
    return prototype.textHeightScale
  }

  /// A label's text measured at `maxWidth` in at most `lines` lines, with its font (the slot
  /// must be a label's).
  @inline(__always)
  func measuredText(
    _ slot: ViewSlot, text: String, maxWidth: Double?, lines: Int, lineBreakMode: LineBreakMode,
    scale: Double
  ) throws(LayoutError) -> LabelMeasurement {
    do {
      if let font = slot.font {
        // The fast path for real fonts: the label's font was resolved with the slot.
        return try font.measure(
          text, maxWidth: maxWidth, numberOfLines: lines, lineBreakMode: lineBreakMode,
          lineSpacing: slot.lineSettings.lineSpacing, scale: scale)
      } else if let failure = slot.fontFailure {
        throw failure
      }
      let label = slot.label ?? LabelContent()
      return try measurer.measure(
        LabelMeasureRequest(
          text: text, font: label.font, maxWidth: maxWidth, numberOfLines: lines,
          lineBreakMode: lineBreakMode, lineSpacing: label.lineSpacing, scale: scale))
    } catch {
      throw .measurement(viewID: slot.id, message: "\(error)")
    }
  }

  /// Records a label's measurement and pins its baseline offsets.
  func apply(_ measurement: consuming LabelMeasurement, to slot: ViewSlot) {
    let (firstShift, lastShift) = LabelBaselines.offsets(of: measurement)
    slot.measuredSize = measurement.size
    slot.measurement = consume measurement
    guard slot.baselinePins.count == 4 else { return }
    if pinBaselineShift(0, to: firstShift, of: slot), pinBaselineShift(1, to: lastShift, of: slot) {
      return
    }
    // Constraints on both baselines of the label (`firstBaseline` and `baseline` to another
    // label's, Pisth's branch cell) hold only when both shifts move together: moving one leaves
    // the other's old value, which they cannot hold at once. Pinned afresh, both at once.
    repinBaselines(of: slot, to: [firstShift, lastShift])
  }

  /// Moves a label's first (`index` 0) or last (1) baseline shift, pinned by two inequalities;
  /// `false` when the constraints cannot hold it there (the shift stays where it was).
  private func pinBaselineShift(_ index: Int, to value: Double, of slot: ViewSlot) -> Bool {
    let current = slot.appliedBaselineShifts[index]
    if value == current { return true }
    let atLeast = slot.baselinePins[2 * index]
    let atMost = slot.baselinePins[2 * index + 1]
    do {
      try solver.move(to: value, upper: atMost, lower: atLeast, rising: value > current)
      slot.appliedBaselineShifts[index] = value
      return true
    } catch {
      return false
    }
  }

  /// Takes a label's baseline pins out and adds new ones at `values` (first, last): the slow
  /// path, for shifts that cannot move one at a time; a pin that cannot hold is broken as any
  /// constraint is.
  private func repinBaselines(of slot: ViewSlot, to values: [Double]) {
    guard let shifts = slot.baselineShifts else { return }
    for pin in slot.baselinePins { remove(pin) }
    slot.baselinePins = []
    addBaselinePins(of: slot, shifts: shifts, at: values)
  }

  /// Adds, changes or removes a view's intrinsic-size constraints along one axis.
  func applyIntrinsic(_ value: Double?, axis: LayoutAxis, to slot: ViewSlot) {
    let applied = axis == .horizontal ? slot.appliedIntrinsicWidth : slot.appliedIntrinsicHeight
    // A slot holds constraints exactly while it has an applied value (see `setIntrinsic`), so an
    // unchanged value needs nothing; checked before the constraints are read (and retained).
    if applied == value { return }
    let current =
      axis == .horizontal ? slot.intrinsicWidthConstraints : slot.intrinsicHeightConstraints
    guard let value else {
      if let current {
        remove(current.hug)
        remove(current.resist)
      }
      setIntrinsic(nil, constraints: nil, axis: axis, on: slot)
      return
    }
    if let current, current.isHeld {
      do {
        try current.move(to: value, from: applied ?? 0, in: solver)
        // The constraints stay: only the value moves.
        if axis == .horizontal {
          slot.appliedIntrinsicWidth = value
        } else {
          slot.appliedIntrinsicHeight = value
        }
        return
      } catch {
        remove(current.hug)
        remove(current.resist)
      }
    }
    let variable = axis == .horizontal ? slot.width : slot.height
    let hugging = Priority(Float(slot.node.contentHugging[axis].rawValue))
    let resistance = Priority(Float(slot.node.compressionResistance[axis].rawValue))
    let hug = Constraint(
      Linear.variable(variable, plus: -value), .lessThanOrEqual, priority: hugging)
    let resist = Constraint(
      Linear.variable(variable, plus: -value), .greaterThanOrEqual, priority: resistance)
    let hugAdded = add(hug, origin: .intrinsic(view: slot.id, axis: axis, role: .hugging))
    let resistAdded = add(
      resist, origin: .intrinsic(view: slot.id, axis: axis, role: .compressionResistance))
    setIntrinsic(
      value,
      constraints: IntrinsicConstraints(hug: hug, resist: resist, isHeld: hugAdded && resistAdded),
      axis: axis, on: slot)
  }

  private func setIntrinsic(
    _ value: Double?, constraints: IntrinsicConstraints?, axis: LayoutAxis, on slot: ViewSlot
  ) {
    if axis == .horizontal {
      slot.appliedIntrinsicWidth = value
      slot.intrinsicWidthConstraints = constraints
    } else {
      slot.appliedIntrinsicHeight = value
      slot.intrinsicHeightConstraints = constraints
    }
  }

  // MARK: - Multi-line labels

  /// Re-measures wrapping labels at the widths the constraints give them, until no width changes.
  private func resolveTextWidths(_ content: CellContent, scale: Double) throws(LayoutError) {
    if structure.wrappingLabels.isEmpty { return }
    for _ in 0..<Self.maximumTextPasses {
      var changed = false
      var proportionalStacksToRebuild: Set<Int> = []
      for index in structure.wrappingLabels {
        let slot = structure.slots[index]
        guard !slot.isHidden else { continue }
        let width = max(0, solver.value(of: slot.width))
        if case .some(.some(let measuredWidth)) = slot.measuredAtWidth,
          abs(measuredWidth - width) < 1e-6
        {
          continue
        }
        if slot.measuredAtWidth == .some(nil), slot.lastText != nil,
          width >= slot.measuredSize.width - 1e-6
        {
          // The text fits on its unwrapped lines: the intrinsic measurement stands.
          continue
        }
        let size: Size
        if let text = content.texts[slot.id] {
          size = try measure(slot, text: text, maxWidth: width, scale: scale)
        } else {
          size = try measure(slot, text: slot.templateText, maxWidth: width, scale: scale)
        }
        slot.measuredAtWidth = .some(width)
        let intrinsicBefore = (slot.appliedIntrinsicWidth, slot.appliedIntrinsicHeight)
        if slot.templateIntrinsicSize.height == nil {
          applyIntrinsic(size.height, axis: .vertical, to: slot)
        }
        // A wrapped UILabel's intrinsic width is its widest line (sizeThatFits returns the
        // text's bounding rect), so hugging shrinks it, and a bubble around it, to its text.
        if slot.templateIntrinsicSize.width == nil, !slot.hasContentIndependentWidth {
          applyIntrinsic(size.width, axis: .horizontal, to: slot)
        }
        // UIStackView takes fillProportionally's shares from the current intrinsic sizes.
        if let stack = proportionalStack(arranging: slot),
          intrinsicBefore != (slot.appliedIntrinsicWidth, slot.appliedIntrinsicHeight)
        {
          proportionalStacksToRebuild.insert(stack)
        }
        changed = true
      }
      for stack in proportionalStacksToRebuild.sorted() { rebuildStack(at: stack) }
      if !changed { return }
    }
  }
}
