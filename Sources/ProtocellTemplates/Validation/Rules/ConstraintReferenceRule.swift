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
                code: .invalidAnchor,
                message:
                  "'\(anchor.item)' has no \(anchor.attribute.rawValue); only views have baselines",
                location: anchor.location ?? constraint.location,
                fixIts: [FixIt(message: "use '\(anchor.item).bottom' or a label's baseline")]))
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
        code: .itemOutsideCell,
        message:
          "'\(id)' is a view of cell '\(other.reuseIdentifier)', not of '\(cell.reuseIdentifier)'; constraints cannot leave their cell",
        location: anchor.location,
        notes: [
          DiagnosticNote(
            message: "'\(id)' is declared here", location: other.view(withID: id)?.location)
        ],
        fixIts: [
          FixIt(
            message:
              "declare the view in this cell, or move the constraint to '\(other.reuseIdentifier)'")
        ])
    }
    let candidates = ids + ["superview", "margins"]
    return Diagnostic(
      code: .unknownItem,
      message: "unknown item '\(id)' in cell '\(cell.reuseIdentifier)'",
      location: anchor.location,
      fixIts: Suggestions.fixIts(
        for: id, in: candidates, at: anchor.location,
        otherwise: "items are the cell's view ids, 'superview' and 'margins'"))
  }
}
