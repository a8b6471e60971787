/// Checks parsed templates and returns diagnostics, like a compiler's semantic pass.
///
/// The validator runs the structural rules (identifiers, references, constraint attributes,
/// priorities, bindings) on every cell, plus the cross-file check for duplicate reuse
/// identifiers. Layout-level checks (unsatisfiable, ambiguous, undetermined height) plug in
/// through ``layoutRules``, which the layout pass fills.
public struct TemplateValidator: Sendable {
  /// The rules run on every cell, in order.
  public var rules: [any CellValidationRule]
  /// Rules that lay the cell out (added by the layout engine); run after ``rules`` on cells
  /// whose structural checks found no errors.
  public var layoutRules: [any CellValidationRule]
  /// Which codes to drop and whether warnings become errors.
  public var configuration: ValidationConfiguration

  /// The structural rules, in the order they run.
  public static let structuralRules: [any CellValidationRule] = [
    ViewIdentifierRule(),
    ConstraintReferenceRule(),
    ConstraintAttributeRule(),
    PriorityRangeRule(),
    BindingRule(),
    LabelTextRule(),
    ConstraintIdentifierRule(),
  ]

  /// Creates a validator with the structural rules.
  public init(
    configuration: ValidationConfiguration = ValidationConfiguration(),
    layoutRules: [any CellValidationRule] = []
  ) {
    self.rules = Self.structuralRules
    self.layoutRules = layoutRules
    self.configuration = configuration
  }

  /// Validates a set of files together (so that duplicates across files are found).
  ///
  /// - Returns: the validator's diagnostics (not the parser's), ordered by location, after the
  ///   configuration has been applied.
  public func validate(_ files: [TemplateFile]) -> [Diagnostic] {
    validate(files, skippingLayoutRulesFor: [])
  }

  /// Validates a set of files, running the layout rules only on files not named in `paths`
  /// (those whose parse already failed: their model is incomplete, and laying it out would only
  /// add noise).
  ///
  /// - Parameters:
  ///   - files: The files.
  ///   - paths: Files whose layout is not checked.
  ///   - limits: The limits in force per file path; a file not named has the defaults.
  /// - Returns: The diagnostics, ordered by location.
  public func validate(
    _ files: [TemplateFile], skippingLayoutRulesFor paths: Set<String>,
    limits: [String: TemplateLimits] = [:]
  ) -> [Diagnostic] {
    var diagnostics = DuplicateReuseIdentifierRule().check(files)
    for file in files {
      let layoutRules = paths.contains(file.path) ? [] : self.layoutRules
      let fileLimits = limits[file.path] ?? .default
      for cell in file.cells {
        let context = ValidationContext(files: files, file: file, cell: cell, limits: fileLimits)
        var cellDiagnostics: [Diagnostic] = []
        for rule in rules { rule.check(cell, in: context, into: &cellDiagnostics) }
        if !cellDiagnostics.containsErrors {
          for rule in layoutRules { rule.check(cell, in: context, into: &cellDiagnostics) }
        }
        diagnostics += cellDiagnostics
      }
    }
    return configuration.apply(to: diagnostics).sortedByLocation()
  }

  /// Validates one file on its own.
  public func validate(_ file: TemplateFile) -> [Diagnostic] {
    validate([file])
  }
}
