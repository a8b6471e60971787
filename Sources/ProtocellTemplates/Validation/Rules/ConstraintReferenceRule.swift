import ProtocellDiagnostics

/// Checks that every item a constraint names exists in its cell and has the attribute used.
struct ConstraintReferenceRule: CellValidationRule {
  var codes: [DiagnosticCode] { [.unknownItem, .itemOutsideCell, .invalidAnchor] }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    // By index, both anchors in place: no constraint or anchor is copied, no array is made.
    for index in cell.constraints.indices {
      check(
        cell.constraints[index].first, of: index, in: cell, context: context, into: &diagnostics)
      if let second = cell.constraints[index].second {
        check(second, of: index, in: cell, context: context, into: &diagnostics)
      }
    }
  }

  private func check(
    _ anchor: LayoutAnchor, of constraintIndex: Int, in cell: CellPrototype,
    context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    switch anchor.item {
    case .view(let id) where !context.viewIDs.contains(id):
      diagnostics.append(
        unknownItem(id, at: anchor, in: cell, ids: context.views.map(\.id), context: context))
    case .superview, .margins:
      if anchor.attribute.isBaseline {
        diagnostics.append(
          Diagnostic(
            .baselineOfBuiltInItem("\(anchor.item)", attribute: anchor.attribute.rawValue),
            at: anchor.location ?? cell.constraints[constraintIndex].location))
      }
    default:
      break
    }
  }

  private func unknownItem(
    _ id: String, at anchor: LayoutAnchor, in cell: CellPrototype, ids: [String],
    context: ValidationContext
  ) -> Diagnostic {
    let others = context.otherCells(declaringViewID: id, besides: cell)
    if let other = others.first {
      return Diagnostic(
        .itemOutsideCell(id, owner: other.reuseIdentifier, cell: cell.reuseIdentifier),
        at: anchor.location,
        notes: [
          .declared(id, location: other.view(withID: id)?.location)
        ])
    }
    let candidates = ids + ["superview", "margins"]
    return Diagnostic(
      .unknownItem(id, cell: cell.reuseIdentifier), at: anchor.location,
      fixIts: Suggestions.fixIts(
        for: id, in: candidates, at: anchor.location,
        otherwise: "items are the cell's view ids, 'superview' and 'margins'"))
  }
}
