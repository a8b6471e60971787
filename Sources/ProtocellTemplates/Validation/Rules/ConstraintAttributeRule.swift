import ProtocellDiagnostics

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
            .leftRightAttribute("\(anchor)"), at: anchor.location ?? constraint.location,
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
          .constantLocationConstraint(
            "\(first)", attribute: first.attribute.rawValue,
            constant: constraint.constant.compactDescription),
          at: location)
      }
      return nil
    }
    if first.attribute.isSize != second.attribute.isSize {
      return Diagnostic(
        .sizeLocationMismatch(
          "\(first)", isSize: first.attribute.isSize, to: "\(second)",
          isSize: second.attribute.isSize),
        at: second.location ?? location)
    }
    if !first.attribute.isSize, first.attribute.axis != second.attribute.axis {
      return Diagnostic(
        .axisMismatch(
          "\(first)", axis: first.attribute.axis.rawValue, to: "\(second)",
          axis: second.attribute.axis.rawValue),
        at: second.location ?? location)
    }
    if (first.attribute.isDirectional && second.attribute.isAbsoluteHorizontal)
      || (first.attribute.isAbsoluteHorizontal && second.attribute.isDirectional)
    {
      return Diagnostic(
        .mixedDirectionAttributes("\(first)", "\(second)"), at: second.location ?? location)
    }
    if !first.attribute.isSize, constraint.multiplier == 0 {
      return Diagnostic(
        .zeroMultiplierOnLocation("\(second)", first: "\(first)"), at: second.location ?? location)
    }
    return nil
  }
}
