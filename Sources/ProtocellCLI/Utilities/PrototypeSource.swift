import ArgumentParser
import Foundation
import Protocell

/// Loads the prototypes a layout command works on: template files and folders (validated as
/// `protocell validate` does) or a compiled pack.
enum PrototypeSource {
  /// Prototypes loaded for a layout command, with the layout work limit their files allow.
  struct Loaded {
    /// Every prototype of the paths.
    var registry: PrototypeRegistry
    /// The largest `maximumLayoutWork` the templates' configurations set (the default for packs),
    /// so that whatever `protocell validate` lays out can be measured too.
    var layoutWorkLimit: Int
  }

  /// Every prototype of `paths`, validated as `protocell validate` does; prints diagnostics and
  /// exits on errors.
  static func load(_ paths: [String], color: ColorChoice) throws -> Loaded {
    let registry = PrototypeRegistry()
    var templatePaths: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      if exists, !isDirectory.boolValue, ![".xml", ".xib", ".storyboard"].contains(where: path.hasSuffix) {
        do {
          try registry.registerPack(atPath: path)
        } catch {
          FileOutput.standardError.write("error: \(error)\n")
          throw ExitCode.usageOrInputFailure
        }
      } else {
        templatePaths.append(path)
      }
    }
    var loaded = Loaded(registry: registry, layoutWorkLimit: LayoutEngine.defaultWorkLimit)
    guard !templatePaths.isEmpty else { return loaded }
    let report = TemplateChecker().check(paths: templatePaths)
    if report.diagnostics.containsErrors {
      let formatter = DiagnosticsFormatter(usesColors: color.resolved(for: .standardError))
      FileOutput.standardError.write(formatter.format(report.diagnostics, sources: report.sources))
      let readFailure = report.diagnostics.contains { $0.code == .unreadableFile && $0.isError }
      throw readFailure ? ExitCode.usageOrInputFailure : ExitCode.failure
    }
    do {
      for file in report.files { try registry.register(file) }
    } catch {
      FileOutput.standardError.write("error: \(error)\n")
      throw ExitCode.usageOrInputFailure
    }
    loaded.layoutWorkLimit = report.limits.values.map(\.maximumLayoutWork).max() ?? loaded.layoutWorkLimit
    return loaded
  }

  /// A height calculator with real fonts over the loaded prototypes.
  static func calculator(for loaded: Loaded, scale: Double, separator: Bool) throws -> HeightCalculator {
    do {
      return try HeightCalculator(
        registry: loaded.registry, measurer: try FontTextMeasurer(),
        options: LayoutOptions(scale: scale, includesSeparator: separator), workLimit: loaded.layoutWorkLimit)
    } catch {
      FileOutput.standardError.write("error: \(error)\n")
      throw ExitCode.usageOrInputFailure
    }
  }
}
