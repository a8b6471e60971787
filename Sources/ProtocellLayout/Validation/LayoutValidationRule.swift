import ProtocellArchive
import ProtocellDiagnostics
import ProtocellTemplates
import TextMeasurement

/// Lays each cell out, as the app would, and reports what Auto Layout would complain about:
/// unsatisfiable required constraints (with the smallest conflicting set the solver finds),
/// ambiguous views, a self-sizing height the content does not determine, and fonts that cannot
/// be found.
///
/// It runs at the cell's default width and at every extra width asked for
/// (`protocell validate --width 320 --width 414`).
public struct LayoutValidationRule: CellValidationRule {
  /// How labels are measured.
  public var measurer: any LabelMeasuring
  /// Widths checked besides each cell's own.
  public var extraWidths: [Double]

  /// Creates the rule.
  ///
  /// Each cell's layout may take the solver work its file's
  /// ``TemplateLimits/maximumLayoutWork`` allows; past it the cell gets `limit-exceeded`.
  ///
  /// - Parameters:
  ///   - measurer: How labels are measured.
  ///   - extraWidths: Widths checked besides each cell's own.
  public init(measurer: any LabelMeasuring, extraWidths: [Double] = []) {
    self.measurer = measurer
    self.extraWidths = extraWidths
  }

  /// The codes this rule reports.
  public var codes: [DiagnosticCode] {
    [
      .unsatisfiableConstraints, .ambiguousLayout, .undeterminedHeight, .unknownFont,
      .limitExceeded, .invalidSize, .squeezedLabel, .viewOutsideRow,
    ]
  }

  /// Gives missing fonts the line heights Interface Builder recorded in `files`
  /// (``FontTextMeasurer/learnLineHeights(from:)``), when labels are measured with real fonts.
  public func prepare(for files: [TemplateFile]) {
    (measurer as? FontTextMeasurer)?.learnLineHeights(from: files)
  }

  /// Lays the cell out at each width and reports what it found.
  public func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    var widths = [cell.width]
    for width in extraWidths where !widths.contains(width) { widths.append(width) }
    let engine = LayoutEngine(
      prototype: cell, measurer: measurer, maximumLayoutWork: context.limits.maximumLayoutWork)
    var reported: Set<String> = []
    let record = context.file.interfaceBuilder?.cells.first {
      $0.reuseIdentifier == cell.reuseIdentifier
    }
    // An Interface Builder cell's fix-its are in Xcode's words, a template's in its language.
    let terms = context.file.interfaceBuilderTerms(for: cell)
    diagnostics += italicSubstitutions(in: cell)
    defer { diagnostics += fontStandIns(in: cell) }
    for (position, width) in widths.enumerated() {
      let layout: CellLayout
      do {
        layout = try engine.layout(width: width)
      } catch {
        diagnostics.append(diagnostic(for: error, in: cell, terms: terms))
        return
      }
      for broken in layout.brokenConstraints where reported.insert(broken.description).inserted {
        var found = diagnostic(for: broken, in: cell, width: width, terms: terms)
        if let canvas = record?.canvasLayoutMargins, let runTime = record?.runTimeLayoutMargins,
          Self.relatesMargins(broken)
        {
          found.notes.append(
            .runTimeMargins(
              canvas: canvas.sidesDescription, runTime: runTime.sidesDescription,
              location: cell.location))
        }
        diagnostics.append(found)
      }
      for warning in layout.warnings where reported.insert(warning.description).inserted {
        if let diagnostic = diagnostic(for: warning, in: cell, width: width, terms: terms) {
          diagnostics.append(diagnostic)
        }
      }
      guard position == 0 else { continue }
      // Ambiguities first: the probe may leave an ambiguous layout at another of its solutions.
      var ambiguities = engine.ambiguities()
      // Only a cell with ambiguities is laid out again, as Xcode reads it: most have none.
      if !ambiguities.isEmpty,
        let xcode = xcodeAmbiguities(of: cell, in: context, record: record)
      {
        ambiguities = xcode
      }
      if let undetermined = undeterminedHeight(
        in: cell, probe: engine.probeFittingHeight(),
        isInterfaceBuilder: context.file.interfaceBuilder != nil,
        isInSelfSizingTable: record?.isInSelfSizingTable == true,
        isInSelfSizingCollection: record?.isInSelfSizingCollection == true, terms: terms)
      {
        diagnostics.append(undetermined)
      }
      // Views that share an open axis share its cause: a view compressed (or stretched) there
      // names the priority every one of them competes with.
      let widths = Self.squeeze(of: ambiguities.map(\.widthSqueeze))
      let heights = Self.squeeze(of: ambiguities.map(\.heightSqueeze))
      for ambiguity in ambiguities {
        var found = diagnostic(
          for: ambiguity, in: cell, squeezes: (widths, heights), terms: terms)
        if ambiguity.height, heights == .compressed, let record,
          let canvas = record.canvasLayoutMargins, let runTime = record.runTimeLayoutMargins,
          runTime.top + runTime.bottom > canvas.top + canvas.bottom
        {
          found.notes.append(
            .runTimeMarginsTaller(
              canvas: canvas.sidesDescription, runTime: runTime.sidesDescription,
              location: cell.location))
        }
        diagnostics.append(found)
      }
    }
  }

  // MARK: - Diagnostics

  /// A warning for each italic label measured with an upright face, naming the face.
  private func italicSubstitutions(in cell: CellPrototype) -> [Diagnostic] {
    guard let fonts = measurer as? FontTextMeasurer else { return [] }
    return cell.allViews.compactMap { view in
      guard case .label(let label) = view.kind,
        let substitute = fonts.italicSubstitute(for: label.font)
      else { return nil }
      return Diagnostic(
        .italicFaceMissing(view.id, family: label.font.family, substitute: substitute),
        at: view.location(ofAttribute: "fontItalic"))
    }
  }

  /// A warning for each label whose family is not installed and was measured with a stand-in.
  private func fontStandIns(in cell: CellPrototype) -> [Diagnostic] {
    guard let fonts = measurer as? FontTextMeasurer else { return [] }
    return cell.allViews.compactMap { view in
      guard case .label(let label) = view.kind,
        let substitution = fonts.substitution(for: label.font)
      else { return nil }
      return Diagnostic(
        .fontStandIn(view.id, substitution: substitution),
        at: view.location(ofAttribute: "fontFamily"))
    }
  }

  private func diagnostic(
    for error: LayoutError, in cell: CellPrototype, terms: InterfaceBuilderTerms?
  ) -> Diagnostic {
    if case .measurement(let viewID, let message) = error, let view = cell.view(withID: viewID) {
      return Diagnostic(
        .unmeasurableLabel(viewID, reason: message), at: view.location(ofAttribute: "fontFamily"),
        fixIts: terms.map { [FixIt(message: $0.unmeasurableLabelFixIt(viewID))] } ?? [])
    }
    if case .tooComplex(_, let limit) = error {
      return Diagnostic(
        .layoutTooComplex(cell: cell.reuseIdentifier, limit: limit), at: cell.location)
    }
    return Diagnostic(
      .layoutFailed(cell: cell.reuseIdentifier, reason: "\(error)"), at: cell.location)
  }

  private func diagnostic(
    for broken: BrokenConstraint, in cell: CellPrototype, width: Double,
    terms: InterfaceBuilderTerms?
  ) -> Diagnostic {
    let conflicts = broken.conflicts.filter { $0.templateConstraint != nil }
    // A generated constraint ("upNextIndicator intrinsic width compression resistance") is
    // located at the view it names first, when no constraint of the document is involved.
    let namedView = "\(broken.constraint)".prefix { $0 != " " && $0 != "." && $0 != ":" }
    let location =
      broken.constraint.templateConstraint?.location ?? conflicts.first?.templateConstraint?
      .location ?? cell.view(withID: String(namedView))?.location ?? cell.location
    let list = Self.conflictList(broken)
    // A mask's constraints go in first and hold, so the one broken is the document's that
    // conflicts with them.
    let involvesAutoresizingMask = ([broken.constraint] + broken.conflicts).contains {
      $0.templateConstraint?.isFromAutoresizingMask == true
    }
    // The autoresizing mask's fix-it is in Interface Builder's terms already.
    let fixIt =
      involvesAutoresizingMask
      ? nil
      : terms.map {
        FixIt(
          message: $0.unsatisfiableFixIt(
            resistingView: Self.resistingView(broken), huggingView: Self.huggingView(broken)))
      }
    return Diagnostic(
      .unsatisfiableConstraints(
        width: width.compactDescription, constraint: "\(broken.constraint)", conflicts: list,
        involvesAutoresizingMask: involvesAutoresizingMask,
        resistingView: Self.resistingView(broken)),
      at: location,
      notes: conflicts.compactMap { origin in
        origin.templateConstraint.map {
          DiagnosticNote.conflictingConstraint("\(origin)", location: $0.location)
        }
      }, fixIts: fixIt.map { [$0] } ?? [])
  }

  /// Whether the broken constraint or one it conflicts with relates the content view's
  /// margins.
  static func relatesMargins(_ broken: BrokenConstraint) -> Bool {
    ([broken.constraint] + broken.conflicts).contains { origin in
      guard let constraint = origin.templateConstraint else { return false }
      return constraint.first.item == .margins || constraint.second?.item == .margins
    }
  }

  /// The view and axis of a broken required content hugging
  /// (`mainImageView intrinsic width hugging`), or `nil`.
  static func huggingView(_ broken: BrokenConstraint) -> (view: String, axis: String)? {
    guard case .intrinsic(let view, let axis, .hugging) = broken.constraint else { return nil }
    return (view, axis == .horizontal ? "horizontal" : "vertical")
  }

  /// The view and axis of a broken required compression resistance
  /// (`secondLabel intrinsic height compression resistance`), or `nil`.
  static func resistingView(_ broken: BrokenConstraint) -> (view: String, axis: String)? {
    guard case .intrinsic(let view, let axis, .compressionResistance) = broken.constraint else {
      return nil
    }
    return (view, axis == .horizontal ? "horizontal" : "vertical")
  }

  /// The most conflicting constraints an error names in its own text; with more, the
  /// document's own are counted there and named in notes, which say where each is.
  static let conflictsInMessage = 3

  /// The conflicting constraints as the error names them: all of them when they are few, else
  /// how many there are, the generated ones (which have no note) named.
  static func conflictList(_ broken: BrokenConstraint) -> String {
    let all = broken.conflictDescriptions
    guard all.count > conflictsInMessage else { return all.joined(separator: ", ") }
    let generated = broken.generatedConflictDescriptions
    let own = all.count - generated.count
    let counted = "\(all.count) constraints: \(own) of the document's, each in a note"
    return generated.isEmpty ? counted : counted + ", and " + generated.joined(separator: ", ")
  }

  /// The diagnostic for a warning of the layout, or `nil` for one another check explains.
  ///
  /// A size below zero is an error naming the view and the constraints that name it; a label
  /// squeezed or narrowed below its text (`squeezed-label`) and views past the row
  /// (`view-outside-row`) are warnings at the (first) view. A zero fitting height is left to
  /// `undetermined-height`, which explains it; ambiguity to `ambiguous-layout`; an image view
  /// without an image is a row's matter (the app gives it one).
  private func diagnostic(
    for warning: LayoutWarning, in cell: CellPrototype, width: Double,
    terms: InterfaceBuilderTerms?
  ) -> Diagnostic? {
    let atWidth = width.compactDescription
    // An Interface Builder cell's fix in Xcode's words; a fixed row's squeezed label is the
    // row height's doing.
    let fixIts =
      terms?.rowWarningFixIt(warning, rowIsFixed: cell.fixedHeight != nil).map {
        [FixIt(message: $0)]
      } ?? []
    switch warning {
    case .squeezedLabel(let viewID, _, _, _, let fixedBy), .narrowedLabel(let viewID, let fixedBy):
      // The constraint to let go of, where it is written.
      return Diagnostic(
        .squeezedLabel(width: atWidth, problem: warning.problem, fix: warning.fix),
        at: cell.view(withID: viewID)?.location ?? cell.location,
        notes: fixedBy.map {
          [DiagnosticNote.holdingConstraint($0.description, location: $0.location)]
        } ?? [],
        fixIts: fixIts)
    case .viewsOutsideFittedRow(let viewIDs, _, _), .viewsOutsideFixedRow(let viewIDs, _, _, _):
      return Diagnostic(
        .viewsOutsideRow(width: atWidth, problem: warning.problem, fix: warning.fix),
        at: viewIDs.first.flatMap { cell.view(withID: $0)?.location } ?? cell.location,
        fixIts: fixIts)
    case .invalidSize(let viewID, _, _, let constraints):
      return invalidSize(
        warning, viewID: viewID, constraints: constraints, in: cell, width: width, terms: terms)
    case .ambiguousLayout, .zeroFittingHeight, .emptyImageView:
      return nil
    }
  }

  /// The `invalid-size` error for a view laid out at a size that is not finite.
  private func invalidSize(
    _ warning: LayoutWarning, viewID: String, constraints: [ConstraintOrigin],
    in cell: CellPrototype, width: Double, terms: InterfaceBuilderTerms?
  ) -> Diagnostic {
    Diagnostic(
      .invalidSize(
        width: width.compactDescription, description: "\(warning)",
        byGeneratedConstraints: constraints.isEmpty),
      at: cell.view(withID: viewID)?.location ?? cell.location,
      notes: constraints.compactMap { origin in
        origin.templateConstraint.map {
          DiagnosticNote.conflictingConstraint("\(origin)", location: $0.location)
        }
      },
      fixIts: terms.map {
        [FixIt(message: $0.invalidSizeFixIt(viewID, byGeneratedConstraints: constraints.isEmpty))]
      } ?? [])
  }

  /// The cause an axis's open sizes share: compressed when any view is, else stretched when
  /// any is.
  static func squeeze(of squeezes: [LayoutSession.ContentSqueeze]) -> LayoutSession.ContentSqueeze {
    if squeezes.contains(.compressed) { return .compressed }
    return squeezes.contains(.stretched) ? .stretched : .none
  }

  private func diagnostic(
    for ambiguity: LayoutSession.Ambiguity, in cell: CellPrototype,
    squeezes: (width: LayoutSession.ContentSqueeze, height: LayoutSession.ContentSqueeze),
    terms: InterfaceBuilderTerms?
  ) -> Diagnostic {
    var parts: [String] = []
    var hints: [String] = []
    let view = cell.view(withID: ambiguity.viewID)
    // A view with content of its own sizes itself on both axes; when its size is ambiguous all
    // the same, a neighbour with the same priorities competes for the room (Xcode's "Content
    // Priority Ambiguity").
    let sizesItself: Bool
    switch view?.kind {
    case .label?, .image?: sizesItself = true
    default: sizesItself = view?.intrinsicSize != IntrinsicSize.none
    }
    if ambiguity.horizontalPosition {
      parts.append("horizontal position")
      hints.append("'\(ambiguity.viewID).leading'")
    }
    if ambiguity.width {
      parts.append("width")
      hints.append("'\(ambiguity.viewID).width' (or pin both edges)")
    }
    if ambiguity.verticalPosition {
      parts.append("vertical position")
      hints.append("'\(ambiguity.viewID).top'")
    }
    if ambiguity.height {
      parts.append("height")
      hints.append("'\(ambiguity.viewID).height' (or pin top and bottom)")
    }
    // The width's cause when the width is open, else the height's.
    let contentPriority =
      sizesItself && (ambiguity.width || ambiguity.height)
      ? (ambiguity.width ? squeezes.width : squeezes.height) : nil
    let fixIt = terms?.ambiguityFixIt(
      ambiguity.viewID, horizontalPosition: ambiguity.horizontalPosition,
      width: ambiguity.width, verticalPosition: ambiguity.verticalPosition,
      height: ambiguity.height, contentPriority: contentPriority)
    return Diagnostic(
      .ambiguousLayout(
        parts, of: ambiguity.viewID, constraints: hints, contentPriority: contentPriority),
      at: view?.location ?? cell.location, fixIts: fixIt.map { [FixIt(message: $0)] } ?? [])
  }
}
