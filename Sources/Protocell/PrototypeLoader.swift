import Foundation

/// Loads, checks and registers prototypes in one call: what `protocell measure`, `preview` and
/// ``PrototypeRegistry/registerTemplates(atPaths:loader:replacing:)`` all run.
///
/// Template files and folders are checked as `protocell validate` checks them — structural
/// rules, `.protocell.json` files and, unless ``checksLayout`` is off, the layout rules with real
/// fonts. Under the default ``ErrorPolicy/recovering`` every prototype UIKit could instantiate
/// is registered, whatever the layout rules found (the diagnostics are in the report); under
/// ``ErrorPolicy/strict`` nothing is registered if any file has an error. Any other file named
/// is read as a compiled pack (`protocell compile`'s output).
public struct PrototypeLoader: Sendable {
  /// How template files are found, parsed and checked.
  public var checker: TemplateChecker
  /// Whether the layout rules run (unsatisfiable and ambiguous layouts, undetermined heights,
  /// missing fonts) before prototypes are registered.
  ///
  /// On by default.
  public var checksLayout: Bool
  /// How labels are measured by the layout rules; `nil` means real fonts (``FontTextMeasurer``).
  public var measurer: (any LabelMeasuring)?
  /// What happens to prototypes whose templates have errors; ``ErrorPolicy/recovering`` by
  /// default.
  public var errorPolicy: ErrorPolicy

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - checker: How templates are found, parsed and checked; its validator's layout rules are
  ///     replaced by the layout check when `checksLayout` is on.
  ///   - checksLayout: Whether cells are laid out and checked before they are registered.
  ///   - measurer: How the layout check measures labels; real fonts by default.
  ///   - errorPolicy: What happens to prototypes whose templates have errors.
  public init(
    checker: TemplateChecker = TemplateChecker(), checksLayout: Bool = true,
    measurer: (any LabelMeasuring)? = nil, errorPolicy: ErrorPolicy = .recovering
  ) {
    self.checker = checker
    self.checksLayout = checksLayout
    self.measurer = measurer
    self.errorPolicy = errorPolicy
  }

  /// Loads every path: checks the templates, reads the packs, and registers their prototypes in
  /// `registry` — under ``ErrorPolicy/recovering`` every one UIKit could instantiate (a
  /// prototype whose identifier another already has is left out and listed), under
  /// ``ErrorPolicy/strict`` all of them or none if any template has an error or any identifier
  /// clashes.
  ///
  /// - Parameters:
  ///   - paths: Template files and folders, and compiled packs.
  ///   - registry: Where the prototypes go.
  ///   - replacing: Whether prototypes already registered are replaced.
  /// - Returns: What was checked and registered; look at ``PrototypeLoadReport/isSuccess``.
  public func load(
    paths: [String], into registry: PrototypeRegistry, replacing: Bool = false
  ) -> PrototypeLoadReport {
    let (templatePaths, packPaths) = Self.partition(paths)
    let checker: TemplateChecker
    let measurer: (any LabelMeasuring)?
    do {
      (checker, measurer) = try checkingChecker(forTemplates: templatePaths)
    } catch {
      return PrototypeLoadReport(
        check: nil, registryError: .fontsUnavailable(reason: String(describing: error)))
    }
    let check = templatePaths.isEmpty ? nil : checker.check(paths: templatePaths)
    var report = PrototypeLoadReport(check: check, registryError: nil)
    report.measurer = measurer
    let readFailures = check?.diagnostics.filter { $0.code == .unreadableFile && $0.isError } ?? []
    if !readFailures.isEmpty,
      errorPolicy == .strict || readFailures.contains(where: \.stopsTheLoad)
    {
      // A path that names nothing is the load's input, not a cell: `protocell` exits 2 for it,
      // and nothing is registered. A template file found that cannot be read (a named pipe, no
      // permission) is left out as one that is no XML is, when recovering.
      report.registryError = Self.missingPath(among: paths) ?? .invalidTemplates(readFailures)
      return report
    }
    var files = check?.files ?? []
    if let check, check.diagnostics.containsErrors {
      // An error in a configuration file (a binding to no view, say) is the project's, not a
      // cell's: nothing is laid out with a configuration that does not say what it means.
      let templatePaths = Set(check.files.map(\.path))
      let configurationError = check.diagnostics.contains {
        $0.isError && $0.location.map { !templatePaths.contains($0.file) } == true
      }
      guard errorPolicy == .recovering, !configurationError else {
        report.registryError = .invalidTemplates(check.diagnostics)
        return report
      }
      (files, report.skipped) = Self.recoverable(from: check)
    }
    // Packs and templates land together or not at all: stage them in a registry of their own.
    let staged = PrototypeRegistry()
    do throws(RegistryError) {
      for path in packPaths { try Self.registerPack(atPath: path, into: staged) }
      for file in files {
        guard errorPolicy == .recovering else {
          try staged.register(file)
          continue
        }
        for cell in file.cells {
          do throws(RegistryError) {
            try staged.register(cell)
          } catch {
            let diagnostics = (check?.diagnostics ?? []).filter {
              $0.code == .duplicateReuseIdentifier && $0.location?.file == file.path
                && $0.message.contains("'\(cell.reuseIdentifier)'")
            }
            report.skipped.append(
              SkippedPrototype(reuseIdentifier: cell.reuseIdentifier, errors: diagnostics))
          }
        }
      }
      try registry.register(contentsOf: staged, replacing: replacing)
      for skipped in report.skipped {
        registry.recordLeftOut(skipped.reuseIdentifier, errors: skipped.errors)
      }
    } catch {
      report.registryError = error
    }
    report.maximumLayoutWork =
      check?.limits.values.map(\.maximumLayoutWork).max()
      ?? TemplateLimits.default.maximumLayoutWork
    return report
  }

  /// The check ``load(paths:into:replacing:)`` makes of the templates among `paths`, without
  /// registering anything: its diagnostics are the load's (``PrototypeLoadReport/diagnostics``).
  ///
  /// - Returns: The check; `nil` when `paths` hold no template (packs are not checked), or when
  ///   the fonts the layout check needs cannot be loaded.
  public func check(paths: [String]) -> TemplateCheckReport? {
    let templatePaths = Self.partition(paths).templates
    guard !templatePaths.isEmpty,
      let (checker, _) = try? checkingChecker(forTemplates: templatePaths)
    else {
      return nil
    }
    return checker.check(paths: templatePaths)
  }

  /// ``checker`` with the layout check, when ``checksLayout`` is on and there are templates to
  /// check, and the measurer that check lays labels out with (``measurer``, or a new
  /// ``FontTextMeasurer`` with the fonts the templates' `.protocell.json` lists, as every
  /// command registers them), `nil` without the check.
  ///
  /// - Throws: When the fonts of the layout check cannot be loaded.
  private func checkingChecker(forTemplates templatePaths: [String]) throws -> (
    TemplateChecker, (any LabelMeasuring)?
  ) {
    var checker = self.checker
    guard checksLayout, !templatePaths.isEmpty else { return (checker, nil) }
    // The fonts the templates' `.protocell.json` lists, unless the checker reads none.
    let measurer =
      try self.measurer
      ?? FontTextMeasurer.configured(
        forInputsAt: checker.usesConfigurationFiles ? templatePaths : [])
    checker.validator.layoutRules = [LayoutValidationRule(measurer: measurer)]
    return (checker, measurer)
  }

  /// Splits paths into templates (folders, and files with a template extension) and packs.
  private static func partition(_ paths: [String]) -> (templates: [String], packs: [String]) {
    var templates: [String] = []
    var packs: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      if exists, !isDirectory.boolValue,
        !TemplateLoader.templateExtensions.contains(FilePathName.pathExtension(of: path))
      {
        packs.append(path)
      } else {
        templates.append(path)
      }
    }
    return (templates, packs)
  }
}
