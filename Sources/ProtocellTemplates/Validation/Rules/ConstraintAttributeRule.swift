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
      // UIKit's own autoresizing constraints are absolute (`left`, `right`: a mask's margins
      // are the left and right ones) and hold a position to the superview's size for a mask
      // with several flexible parts (`minX == k × width + c`): nothing to report.
      if cell.constraints[index].isFromAutoresizingMask { continue }
      let first = cell.constraints[index].first.attribute
      let second = cell.constraints[index].second?.attribute
      let problem = Self.problem(first, second, multiplier: cell.constraints[index].multiplier)
      let isAbsolute = first.isAbsoluteHorizontal || second?.isAbsoluteHorizontal == true
      guard problem != nil || isAbsolute else { continue }
      let constraint = cell.constraints[index]
      // An Interface Builder cell's fix-its are in Xcode's words, without edits.
      let terms = context.file.interfaceBuilderTerms(for: cell)
      if let problem {
        var found = diagnostic(for: problem, in: constraint)
        if let terms { found.fixIts = [FixIt(message: fixIt(for: problem, in: constraint, terms))] }
        diagnostics.append(found)
      }
      let anchor =
        first.isAbsoluteHorizontal
        ? constraint.first
        : constraint.second.flatMap { $0.attribute.isAbsoluteHorizontal ? $0 : nil }
      if let anchor {
        let replacement = anchor.attribute == .left ? "leading" : "trailing"
        // In a template the attribute follows `item.` in the expression; an Interface Builder
        // document's anchor is located at its item's object id, so an edit there would land
        // on the XML, not on the attribute.
        let fixIt =
          terms.map { FixIt(message: $0.leftRightFixIt(constraint)) }
          ?? .replacing(
            "use '\(replacement)' instead", with: replacement,
            at: anchor.location?.advanced(byColumns: "\(anchor.item).".unicodeScalars.count),
            length: anchor.attribute.rawValue.unicodeScalars.count)
        diagnostics.append(
          Diagnostic(
            .leftRightAttribute("\(anchor)"), at: anchor.location ?? constraint.location,
            fixIts: [fixIt]))
      }
    }
  }

  /// What can be wrong with a constraint's attributes, found from the attributes alone.
  private enum Problem {
    case constantLocation, sizeLocationMismatch, axisMismatch, mixedDirections, zeroMultiplier
  }

  /// The first problem with a constraint relating `first` to `second` (or to a constant).
  private static func problem(
    _ first: LayoutAttribute, _ second: LayoutAttribute?, multiplier: Double
  ) -> Problem? {
    guard let second else { return first.isSize ? nil : .constantLocation }
    if first.isSize != second.isSize { return .sizeLocationMismatch }
    if !first.isSize, first.axis != second.axis { return .axisMismatch }
    if (first.isDirectional && second.isAbsoluteHorizontal)
      || (first.isAbsoluteHorizontal && second.isDirectional)
    {
      return .mixedDirections
    }
    if !first.isSize, multiplier == 0 { return .zeroMultiplier }
    return nil
  }

  /// The fix-it for `problem` in Xcode's words, for a constraint of an Interface Builder cell.
  private func fixIt(
    for problem: Problem, in constraint: LayoutConstraint, _ terms: InterfaceBuilderTerms
  ) -> String {
    switch problem {
    case .constantLocation: terms.constantLocationFixIt(constraint)
    case .sizeLocationMismatch: terms.sizeLocationMismatchFixIt(constraint)
    case .axisMismatch: terms.axisMismatchFixIt(constraint)
    case .mixedDirections: terms.mixedDirectionsFixIt(constraint)
    case .zeroMultiplier: terms.zeroMultiplierFixIt(constraint)
    }
  }

  /// The diagnostic for `problem`, found in `constraint`.
  private func diagnostic(for problem: Problem, in constraint: LayoutConstraint) -> Diagnostic {
    let first = constraint.first
    let location = constraint.second?.location ?? constraint.location
    let second = constraint.second.map { "\($0)" } ?? ""
    switch problem {
    case .constantLocation:
      return Diagnostic(
        .constantLocationConstraint(
          "\(first)", attribute: first.attribute.rawValue,
          constant: constraint.constant.compactDescription),
        at: constraint.location)
    case .sizeLocationMismatch:
      return Diagnostic(
        .sizeLocationMismatch(
          "\(first)", isSize: first.attribute.isSize, to: second,
          isSize: constraint.second?.attribute.isSize ?? false),
        at: location)
    case .axisMismatch:
      return Diagnostic(
        .axisMismatch(
          "\(first)", axis: first.attribute.axis.rawValue, to: second,
          axis: constraint.second?.attribute.axis.rawValue ?? ""),
        at: location)
    case .mixedDirections:
      return Diagnostic(.mixedDirectionAttributes("\(first)", second), at: location)
    case .zeroMultiplier:
      return Diagnostic(.zeroMultiplierOnLocation(second, first: "\(first)"), at: location)
    }
  }
}
