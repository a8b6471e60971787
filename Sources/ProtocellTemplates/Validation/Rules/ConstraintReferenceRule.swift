import ProtocellDiagnostics

/// Checks that every item a constraint names exists in its cell and has the attribute used.
struct ConstraintReferenceRule: CellValidationRule {
  var codes: [DiagnosticCode] { [.unknownItem, .itemOutsideCell, .invalidAnchor] }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    let idSet = context.viewIDs
    for constraint in cell.constraints {
      for anchor in constraint.anchors {
        switch anchor.item {
        case .view(let id) where !idSet.contains(id):
          diagnostics.append(
            unknownItem(id, at: anchor, in: cell, ids: context.views.map(\.id), context: context))
        case .superview, .margins:
          if anchor.attribute.isBaseline {
            diagnostics.append(
              Diagnostic(
                .baselineOfBuiltInItem("\(anchor.item)", attribute: anchor.attribute.rawValue),
                at: anchor.location ?? constraint.location))
          }
        default:
          break
        }
      }
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
