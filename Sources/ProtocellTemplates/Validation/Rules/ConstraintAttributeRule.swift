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
    // By index, reading the attributes in place: a constraint is copied only when it has a problem.
    for index in cell.constraints.indices {
      let first = cell.constraints[index].first.attribute
      let second = cell.constraints[index].second?.attribute
      guard
        Self.mayHaveProblem(first, second, multiplier: cell.constraints[index].multiplier)
      else { continue }
      let constraint = cell.constraints[index]
      if let diagnostic = problem(with: constraint) { diagnostics.append(diagnostic) }
      let anchor =
        constraint.first.attribute.isAbsoluteHorizontal
        ? constraint.first
        : constraint.second.flatMap { $0.attribute.isAbsoluteHorizontal ? $0 : nil }
      if let anchor {
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

  /// Whether a constraint with these attributes may be reported: `false` only when
  /// ``problem(with:)`` finds nothing and neither attribute is `left` or `right`.
  private static func mayHaveProblem(
    _ first: LayoutAttribute, _ second: LayoutAttribute?, multiplier: Double
  ) -> Bool {
    guard let second else { return !first.isSize || first.isAbsoluteHorizontal }
    return first.isAbsoluteHorizontal || second.isAbsoluteHorizontal
      || first.isSize != second.isSize || (!first.isSize && first.axis != second.axis)
      || (!first.isSize && multiplier == 0)
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
