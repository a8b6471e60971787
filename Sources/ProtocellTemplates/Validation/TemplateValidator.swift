import ProtocellDiagnostics
import _ProtocellConcurrency

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
    // What a rule learns from the whole set (a missing font's line height from Interface
    // Builder's frames) is learned before any cell is checked, so no cell sees half of it.
    for rule in rules + layoutRules { rule.prepare(for: files) }
    let cells = files.indices.flatMap { file in files[file].cells.indices.map { (file, $0) } }
    // Looked up once per file, not once per cell.
    let fileLimits = files.map { limits[$0.path] ?? .default }
    let skipsLayout = files.map { paths.contains($0.path) }
    // Each cell is checked on its own (the layout rules lay it out, the costly part), so the
    // cells are shared out over the cores, those with most views first (so that no core is left
    // with a big one at the end); each keeps its slot, and the order is the files'.
    // The cross-file check of reuse identifiers needs no cell's result: it is the first
    // iteration, started before any cell, so that it runs beside the cells' checks.
    let sizes = [Int.max] + cells.map { files[$0.0].cells[$0.1].allViews.count }
    let results = concurrentMap(cells.count + 1, largestFirst: sizes) { iteration in
      guard iteration > 0 else { return DuplicateReuseIdentifierRule().check(files) }
      let (fileIndex, cellIndex) = cells[iteration - 1]
      let file = files[fileIndex]
      let cell = file.cells[cellIndex]
      let context = ValidationContext(
        files: files, file: file, cell: cell, limits: fileLimits[fileIndex])
      var cellDiagnostics: [Diagnostic] = []
      for rule in rules { rule.check(cell, in: context, into: &cellDiagnostics) }
      if !cellDiagnostics.containsErrors, !skipsLayout[fileIndex] {
        for rule in layoutRules { rule.check(cell, in: context, into: &cellDiagnostics) }
      }
      return cellDiagnostics
    }
    let diagnostics = Array(results.joined())
    return configuration.apply(to: diagnostics).sortedByLocation()
  }

  /// Validates one file on its own.
  public func validate(_ file: TemplateFile) -> [Diagnostic] {
    validate([file])
  }
}
