import ProtocellDiagnostics

extension TemplateLimits {
  /// The limits a cell exceeds, as errors at `location`: more than ``maximumViewsPerCell``
  /// views (`viewCount`, nested ones included) or more than ``maximumConstraintsPerCell``
  /// constraints; the template parser and the Interface Builder reader check each cell alike.
  ///
  /// - Parameters:
  ///   - viewCount: How many views the cell holds, at every depth.
  ///   - constraintCount: How many constraints it holds.
  ///   - location: Where the cell's element starts.
  /// - Returns: Nothing, one or two errors.
  func problems(
    ofCellWithViews viewCount: Int, constraints constraintCount: Int, at location: SourceLocation
  ) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    if viewCount > maximumViewsPerCell {
      problems.append(
        Diagnostic(.tooManyViews(viewCount, limit: maximumViewsPerCell), at: location))
    }
    if constraintCount > maximumConstraintsPerCell {
      problems.append(
        Diagnostic(
          .tooManyConstraints(constraintCount, limit: maximumConstraintsPerCell), at: location))
    }
    return problems
  }
}
