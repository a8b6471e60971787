import Foundation

/// Loads, checks and registers prototypes in one call: what `protocell measure`, `preview` and
/// ``PrototypeRegistry/registerTemplates(atPaths:loader:replacing:)`` all run.
///
/// Template files and folders are checked as `protocell validate` checks them — structural
/// rules, `.protocell.json` files and, unless ``checksLayout`` is off, the layout rules with real
/// fonts — and their prototypes are registered only if no file has an error. Any other file
/// named is read as a compiled pack (`protocell compile`'s output).
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

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - checker: How templates are found, parsed and checked; its validator's layout rules are
  ///     replaced by the layout check when `checksLayout` is on.
  ///   - checksLayout: Whether cells are laid out and checked before they are registered.
  ///   - measurer: How the layout check measures labels; real fonts by default.
  public init(
    checker: TemplateChecker = TemplateChecker(), checksLayout: Bool = true,
    measurer: (any LabelMeasuring)? = nil
  ) {
    self.checker = checker
    self.checksLayout = checksLayout
    self.measurer = measurer
  }

  /// Loads every path: checks the templates, reads the packs, and registers their prototypes in
  /// `registry` — all of them, or none if any template has an error or any identifier clashes.
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
    var checker = self.checker
    if checksLayout, !templatePaths.isEmpty {
      do {
        let measurer = try self.measurer ?? FontTextMeasurer()
        checker.validator.layoutRules = [LayoutValidationRule(measurer: measurer)]
      } catch {
        return PrototypeLoadReport(
          check: nil, registryError: .fontsUnavailable(reason: String(describing: error)))
      }
    }
    let check = templatePaths.isEmpty ? nil : checker.check(paths: templatePaths)
    var report = PrototypeLoadReport(check: check, registryError: nil)
    if let check, check.diagnostics.containsErrors {
      report.registryError = .invalidTemplates(check.diagnostics)
      return report
    }
    // Packs and templates land together or not at all: stage them in a registry of their own.
    let staged = PrototypeRegistry()
    do throws(RegistryError) {
      for path in packPaths { try staged.registerPack(atPath: path) }
      for file in check?.files ?? [] { try staged.register(file) }
      try registry.register(contentsOf: staged, replacing: replacing)
    } catch {
      report.registryError = error
    }
    report.maximumLayoutWork =
      check?.limits.values.map(\.maximumLayoutWork).max()
      ?? TemplateLimits.default.maximumLayoutWork
    return report
  }

  /// Splits paths into templates (folders, and files with a template extension) and packs.
  private static func partition(_ paths: [String]) -> (templates: [String], packs: [String]) {
    var templates: [String] = []
    var packs: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      if exists, !isDirectory.boolValue,
        !TemplateLoader.templateExtensions.contains(extensionOf(path))
      {
        packs.append(path)
      } else {
        templates.append(path)
      }
    }
    return (templates, packs)
  }

  private static func extensionOf(_ path: String) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
    return String(path[path.index(after: dot)...])
  }
}
