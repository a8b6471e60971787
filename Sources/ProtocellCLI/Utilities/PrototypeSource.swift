import ArgumentParser
import Protocell

/// The prototypes a layout command works on, loaded by the library's ``PrototypeLoader`` (the
/// same "load, check, register" call a program makes), with its errors printed as the CLI does.
enum PrototypeSource {
  /// Prototypes loaded for a layout command.
  struct Loaded {
    /// Every prototype of the paths.
    var registry: PrototypeRegistry
    /// The largest `maximumLayoutWork` the templates' configurations set (the default for packs),
    /// so that whatever `protocell validate` lays out can be measured too.
    var maximumLayoutWork: Int
  }

  /// Every prototype of `paths` (templates checked as `protocell validate` checks them, and
  /// packs); prints diagnostics and exits on errors.
  static func load(_ paths: [String], color: ColorChoice) throws -> Loaded {
    let registry = PrototypeRegistry()
    let report = PrototypeLoader().load(paths: paths, into: registry)
    switch report.registryError {
    case nil:
      return Loaded(registry: registry, maximumLayoutWork: report.maximumLayoutWork)
    case .invalidTemplates(let diagnostics):
      let formatter = DiagnosticsFormatter(usesColors: color.resolved(for: .standardError))
      FileOutput.standardError.write(
        formatter.format(diagnostics, sources: report.check?.sources ?? [:]))
      let readFailure = diagnostics.contains { $0.code == .unreadableFile && $0.isError }
      throw readFailure ? ExitCode.usageOrInputFailure : ExitCode.failure
    case let error?:
      FileOutput.standardError.write("error: \(error)\n")
      throw ExitCode.usageOrInputFailure
    }
  }

  /// A height calculator with real fonts over the loaded prototypes.
  static func calculator(for loaded: Loaded, scale: Double, separator: Bool) throws
    -> HeightCalculator
  {
    do {
      return try HeightCalculator(
        registry: loaded.registry, measurer: try FontTextMeasurer(),
        options: LayoutOptions(scale: scale, includesSeparator: separator),
        maximumLayoutWork: loaded.maximumLayoutWork)
    } catch {
      FileOutput.standardError.write("error: \(error)\n")
      throw ExitCode.usageOrInputFailure
    }
  }
}
