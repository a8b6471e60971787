/// Checks that a constraint's attributes can be related, as NSLayoutConstraint requires.
///
/// Auto Layout refuses to relate a horizontal attribute to a vertical one, a size to a location,
/// `leading`/`trailing` to `left`/`right`, a location to a constant alone, and a location
/// through a zero multiplier. It also warns about `left`/`right`, which do not follow the
/// writing direction.
struct ConstraintAttributeRule: CellValidationRule {
  var codes: [DiagnosticCode] {
    [
      .axisMismatch, .sizeLocationMismatch, .mixedDirectionAttributes, .constantLocationConstraint,
      .invalidMultiplier, .leftRightAttribute,
    ]
  }

  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic]
  ) {
    for constraint in cell.constraints {
      if let diagnostic = problem(with: constraint) { diagnostics.append(diagnostic) }
      if let anchor = constraint.anchors.first(where: \.attribute.isAbsoluteHorizontal) {
        let replacement = anchor.attribute == .left ? "leading" : "trailing"
        diagnostics.append(
          Diagnostic(
            code: .leftRightAttribute, severity: .warning,
            message: "'\(anchor)' does not flip for right-to-left languages",
            location: anchor.location ?? constraint.location,
            fixIts: [
              .replacing(
                "use '\(replacement)' instead", with: replacement,
                at: anchor.location?.advanced(byColumns: "\(anchor.item).".unicodeScalars.count),
                length: anchor.attribute.rawValue.unicodeScalars.count)
            ]))
      }
    }
  }

  private func problem(with constraint: LayoutConstraint) -> Diagnostic? {
    let first = constraint.first
    let location = constraint.location
    guard let second = constraint.second else {
      guard first.attribute.isSize else {
        return Diagnostic(
          code: .constantLocationConstraint,
          message: "'\(first)' is a location and cannot equal a constant alone",
          location: location,
          fixIts: [
            FixIt(
              message:
                "relate it to another item, e.g. '\(first) == superview.\(first.attribute.rawValue) + \(constraint.constant.compactDescription)'"
            )
          ])
      }
      return nil
    }
    if first.attribute.isSize != second.attribute.isSize {
      return Diagnostic(
        code: .sizeLocationMismatch,
        message:
          "cannot relate the \(first.attribute.isSize ? "size" : "location") '\(first)' to the \(second.attribute.isSize ? "size" : "location") '\(second)'",
        location: second.location ?? location,
        fixIts: [FixIt(message: "relate sizes to sizes and locations to locations")])
    }
    if !first.attribute.isSize, first.attribute.axis != second.attribute.axis {
      return Diagnostic(
        code: .axisMismatch,
        message:
          "cannot relate the \(first.attribute.axis.rawValue) '\(first)' to the \(second.attribute.axis.rawValue) '\(second)'",
        location: second.location ?? location,
        fixIts: [
          FixIt(message: "use a \(first.attribute.axis.rawValue) attribute on the right side")
        ])
    }
    if (first.attribute.isDirectional && second.attribute.isAbsoluteHorizontal)
      || (first.attribute.isAbsoluteHorizontal && second.attribute.isDirectional)
    {
      return Diagnostic(
        code: .mixedDirectionAttributes,
        message:
          "cannot relate '\(first)' to '\(second)': leading/trailing and left/right do not mix",
        location: second.location ?? location,
        fixIts: [FixIt(message: "use leading and trailing on both sides")])
    }
    if !first.attribute.isSize, constraint.multiplier == 0 {
      return Diagnostic(
        code: .invalidMultiplier,
        message: "a multiplier of 0 on the location '\(second)' makes the constraint meaningless",
        location: second.location ?? location,
        fixIts: [FixIt(message: "remove '* 0' or relate '\(first)' to another item")])
    }
    return nil
  }
}
