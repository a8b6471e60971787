import ProtocellDiagnostics
import _ProtocellConcurrency

/// Loads, parses and validates templates in one call: what `protocell validate` runs.
///
/// Each file's diagnostics are filtered by the nearest `.protocell.json` (unless an explicit
/// configuration is given), then by the options.
public struct TemplateChecker: Sendable {
  /// How files are found and parsed.
  public var loader: TemplateLoader
  /// The validator, with any layout rules.
  public var validator: TemplateValidator
  /// Whether warnings become errors whatever the configuration files say.
  public var warningsAsErrors: Bool
  /// Whether to look for `.protocell.json` files beside the templates.
  public var usesConfigurationFiles: Bool
  /// Rules run on each file that parsed without errors, after the validator's.
  public var fileRules: [any FileValidationRule] = []
  /// Whether the layout rules also lay out the cells of a file whose parse failed that have no
  /// error of their own.
  ///
  /// On by default: an error in one prototype does not hide the layout errors of another in the
  /// same file (a conflict, a height the content does not decide), as a compiler reports every
  /// error it can, and the cells a recovering ``PrototypeLoader`` registers beside a broken one
  /// are checked as any other. Cells with an error of their own are not laid out: their model
  /// may be incomplete (a constraint left out for naming no view).
  public var checksLayoutBesideParseErrors = true

  /// Creates a checker.
  public init(
    loader: TemplateLoader = TemplateLoader(),
    validator: TemplateValidator = TemplateValidator(),
    warningsAsErrors: Bool = false,
    usesConfigurationFiles: Bool = true
  ) {
    self.loader = loader
    self.validator = validator
    self.warningsAsErrors = warningsAsErrors
    self.usesConfigurationFiles = usesConfigurationFiles
  }

  /// Checks every template file named or found under the directories named.
  ///
  /// Each file is read with the loader's limits, overridden by the `limits` of its nearest
  /// `.protocell.json` when configuration files are used.
  ///
  /// - Parameter paths: Template files and folders (searched recursively).
  /// - Returns: The parsed files and every diagnostic, ordered by location.
  public func check(paths: [String]) -> TemplateCheckReport {
    var configurations = ConfigurationLookup()
    let baseLimits = loader.parser.limits
    func limits(forTemplateAt file: String) -> TemplateLimits {
      guard usesConfigurationFiles,
        let configuration = configurations.configuration(forTemplateAt: file)
      else { return baseLimits }
      return baseLimits.overriding(with: configuration.limits)
    }
    var fileLimits: [String: TemplateLimits] = [:]
    var loaded = loader.load(paths: paths) { file in
      let fileLimit = limits(forTemplateAt: file)
      fileLimits[file] = fileLimit
      return fileLimit
    }
    if usesConfigurationFiles { loaded.diagnostics += bind(&loaded.files, with: &configurations) }
    let failedParses = Set(loaded.diagnostics.filter(\.isError).compactMap(\.location?.file))
    var diagnostics =
      loaded.diagnostics
      + validator.validate(loaded.files, skippingLayoutRulesFor: failedParses, limits: fileLimits)
    diagnostics += checkFiles(
      loaded, skipping: failedParses, diagnostics: diagnostics, limits: fileLimits)
    if checksLayoutBesideParseErrors, !failedParses.isEmpty {
      diagnostics += layOutCellsWithoutErrors(
        of: loaded.files.filter { failedParses.contains($0.path) }, diagnostics: diagnostics,
        limits: fileLimits)
    }

    if usesConfigurationFiles {
      // A configuration's own findings (an unknown rule, a missing fonts folder) are located in
      // it, and it governs its folder: its `warningsAsErrors` makes them errors too (they
      // stayed warnings: the fresh17 review).
      diagnostics = (diagnostics + configurations.diagnostics).flatMap {
        diagnostic -> [Diagnostic] in
        guard let file = diagnostic.location?.file,
          let configuration = configurations.configuration(forTemplateAt: file)
        else { return [diagnostic] }
        return configuration.configuration.apply(to: [diagnostic])
      }
    }
    if warningsAsErrors {
      diagnostics = ValidationConfiguration(warningsAsErrors: true).apply(to: diagnostics)
    }
    return TemplateCheckReport(
      files: loaded.files, sources: loaded.sources, diagnostics: diagnostics.sortedByLocation(),
      hasReadFailure: loaded.hasReadFailure, limits: fileLimits)
  }
}

extension TemplateChecker {
  /// The layout rules' findings on the cells of `files` (whose parse failed) that have no
  /// error among `diagnostics` in their element (``checksLayoutBesideParseErrors``).
  func layOutCellsWithoutErrors(
    of files: [TemplateFile], diagnostics: [Diagnostic], limits: [String: TemplateLimits]
  ) -> [Diagnostic] {
    guard !validator.layoutRules.isEmpty else { return [] }
    let errors = Dictionary(grouping: diagnostics.filter(\.isError)) { $0.location?.file }
    let clean = files.map { file in
      var file = file
      let spans = PrototypeLoader.spans(of: file.cells)
      let own = errors[file.path] ?? []
      file.cells = zip(file.cells, spans).filter { _, span in
        !own.contains { $0.location.map(span.contains) ?? false }
      }.map(\.0)
      return file
    }
    // The layout rules alone: the structural ones, and the check of reuse identifiers across
    // files, have run on these cells already.
    var layout = validator
    layout.rules = []
    return layout.validate(clean, skippingLayoutRulesFor: [], limits: limits)
      .filter { $0.code != .duplicateReuseIdentifier }
  }

  /// The findings of ``fileRules`` on every file that parsed without errors.
  func checkFiles(
    _ loaded: TemplateLoadResult, skipping failedParses: Set<String>, diagnostics: [Diagnostic],
    limits: [String: TemplateLimits]
  ) -> [Diagnostic] {
    guard !fileRules.isEmpty else { return [] }
    let byFile = Dictionary(grouping: diagnostics) { $0.location?.file }
    let files = loaded.files.filter { !failedParses.contains($0.path) }
    // A rule may lay cells out again: the files are shared out over the cores.
    return concurrentMap(files.count) { index -> [Diagnostic] in
      let file = files[index]
      guard let source = loaded.sources[file.path] else { return [] }
      return fileRules.flatMap { rule in
        rule.check(
          file, source: source, diagnostics: byFile[file.path] ?? [],
          limits: limits[file.path] ?? loader.parser.limits)
      }
    }.flatMap { $0 }
  }

  /// Applies the `bindings` of each file's configuration to its cells (before the cells are
  /// validated, so that the structural rules see the bound views).
  ///
  /// - Returns: What is wrong with the bindings, located in the configuration files.
  func bind(_ files: inout [TemplateFile], with configurations: inout ConfigurationLookup)
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    var matched: [String: Set<String>] = [:]
    var governed: [String: [String]] = [:]
    for index in files.indices {
      guard let configuration = configurations.configuration(forTemplateAt: files[index].path)
      else { continue }
      governed[configuration.path, default: []] += files[index].cells.map(\.reuseIdentifier)
      guard !configuration.bindings.isEmpty else { continue }
      diagnostics += configuration.bindings.apply(
        to: &files[index].cells, matched: &matched[configuration.path, default: []])
    }
    for path in governed.keys.sorted() {
      guard let bindings = configurations.files[path]?.bindings,
        !bindings.isEmpty
      else { continue }
      diagnostics += bindings.unmatched(
        matched[path] ?? [], known: (governed[path] ?? []).sorted())
    }
    return diagnostics
  }
}

/// What a check found.
public struct TemplateCheckReport: Sendable {
  /// The parsed files.
  public var files: [TemplateFile]
  /// Their sources, by path.
  public var sources: [String: SourceFile]
  /// Every diagnostic, ordered by location.
  public var diagnostics: [Diagnostic]
  /// Whether some file could not be read at all.
  public var hasReadFailure: Bool
  /// The limits each file found was read (and, if parsed, validated) with, by path.
  public var limits: [String: TemplateLimits] = [:]

  /// The number of cells parsed.
  public var cellCount: Int { files.reduce(0) { $0 + $1.cells.count } }
  /// The number of errors.
  public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
  /// The number of warnings.
  public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
