import Cassowary
import ProtocellArchive
import ProtocellDiagnostics
import ProtocellTemplates

// `undetermined-height`: decided by the solver (``LayoutSession/probeFittingHeight()``), with
// notes and a fix-it drawn from what moved when the cell was pulled smaller.

extension LayoutValidationRule {
  /// The `undetermined-height` error (a warning in an Interface Builder document) for a cell
  /// whose probe moved, or `nil` when the content holds its height.
  ///
  /// Notes name the constraints at or below the fitting priority that could have held the
  /// height, the view that shrank with the cell, the view where the chain from the top ends and
  /// the view that moved with the bottom. The fix-it addresses the first of these found, in
  /// the template language or, with the `terms` of an Interface Builder cell, in Xcode's words.
  func undeterminedHeight(
    in cell: CellPrototype, probe: LayoutSession.FittingHeightProbe, isInterfaceBuilder: Bool,
    isInSelfSizingTable: Bool = false, isInSelfSizingCollection: Bool = false,
    terms: InterfaceBuilderTerms? = nil
  ) -> Diagnostic? {
    guard !probe.isDetermined else { return nil }
    let weak = cell.constraints.filter { isWeakLink($0, probe: probe) }
    var notes = weak.map {
      DiagnosticNote.constraintBelowFittingPriority(
        "\($0)", priority: "\($0.priority)", location: $0.location)
    }
    func location(of viewID: String) -> SourceLocation? { cell.view(withID: viewID)?.location }
    if let stretched = probe.stretched {
      notes.append(.shrinksWithCell(stretched, location: location(of: stretched)))
    }
    if let anchored = probe.lowestAnchored {
      notes.append(.chainEnds(at: anchored, location: location(of: anchored)))
    }
    if let dragged = probe.highestDragged {
      notes.append(
        isCentredVertically(dragged, in: cell)
          ? .movesWithCentre(dragged, location: location(of: dragged))
          : .movesWithBottom(dragged, location: location(of: dragged)))
    }
    return Diagnostic(
      .undeterminedHeight(
        cell: cell.reuseIdentifier, isInterfaceBuilder: isInterfaceBuilder,
        isInSelfSizingTable: isInSelfSizingTable,
        isInSelfSizingCollection: isInSelfSizingCollection,
        squeezed: probe.heightKept.flatMap { height in probe.stretched.map { ($0, height) } },
        defaultRowHeight: cell.tableDefaultRowHeight),
      at: cell.location, notes: notes,
      fixIts: [
        FixIt(message: suggestion(weak: weak.first, probe: probe, in: cell).words(in: terms))
      ])
  }

  /// Whether a constraint at or below the fitting priority could have held the height: a
  /// vertical one that names the content view's bottom side (its bottom, height or centre) or a
  /// view that moved when the cell was pulled smaller.
  private func isWeakLink(
    _ constraint: LayoutConstraint, probe: LayoutSession.FittingHeightProbe
  ) -> Bool {
    guard constraint.priority.rawValue <= Priority.fittingSizeLevel.rawValue,
      constraint.first.attribute.axis == .vertical
    else { return false }
    return constraint.anchors.contains { anchor in
      switch anchor.item {
      case .superview, .margins: [.bottom, .height, .centerY].contains(anchor.attribute)
      case .view(let id): probe.moved.contains(id)
      }
    }
  }

  /// Whether a constraint centres `view` vertically in the content view (or its margins).
  private func isCentredVertically(_ view: String, in cell: CellPrototype) -> Bool {
    cell.ties(view, .centerY)
  }

  /// How to give the content view a height, for the first cause the probe found.
  private func suggestion(
    weak: LayoutConstraint?, probe: LayoutSession.FittingHeightProbe, in cell: CellPrototype
  ) -> HeightFix {
    if let weak { return .raisePriority(weak) }
    if let view = probe.stretched { return .giveHeight(view) }
    if let dragged = probe.highestDragged, isCentredVertically(dragged, in: cell) {
      // Tying a centred view's top to the margin would fix the row at twice its half-height,
      // not at the height the design means.
      return .fixContentHeight(
        centred: dragged, height: cell.estimatedHeight ?? 44,
        isShown: cell.estimatedHeight != nil)
    }
    if cell.allViews.isEmpty { return .addViews }
    let written = Set(cell.constraints.map(\.description))
    switch (probe.lowestAnchored, probe.highestDragged) {
    case (let anchored?, let dragged?)
    where !written.contains("\(dragged).top == \(anchored).bottom"):
      return .tie(dragged, below: anchored)
    case (let anchored?, nil) where !written.contains("\(anchored).bottom == margins.bottom"):
      return .pinBottom(anchored)
    case (nil, let dragged?) where !written.contains("\(dragged).top == margins.top"):
      return .pinTop(dragged)
    default:
      return .chain
    }
  }
}
