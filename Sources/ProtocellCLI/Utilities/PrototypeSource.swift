import ArgumentParser
import Foundation
import Protocell

/// Loads the prototypes a layout command works on: template files and folders (validated as
/// `protocell validate` does) or a compiled pack.
enum PrototypeSource {
  /// A registry holding every prototype of `paths`; prints diagnostics and exits on errors.
  static func registry(for paths: [String], color: ColorChoice) throws -> PrototypeRegistry {
    let registry = PrototypeRegistry()
    var templatePaths: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      if exists, !isDirectory.boolValue, !path.hasSuffix(".xml") {
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
    guard !templatePaths.isEmpty else { return registry }
    do {
      try registry.registerTemplates(atPaths: templatePaths)
    } catch {
      if case .invalidTemplates(let diagnostics) = error {
        let formatter = DiagnosticsFormatter(usesColors: color.resolved(for: .standardError))
        // Read again for the snippets, with each file's configured limits.
        let sources = TemplateChecker().check(paths: templatePaths).sources
        FileOutput.standardError.write(formatter.format(diagnostics, sources: sources))
        let readFailure = diagnostics.contains { $0.code == .unreadableFile && $0.isError }
        throw readFailure ? ExitCode.usageOrInputFailure : ExitCode.failure
      }
      FileOutput.standardError.write("error: \(error)\n")
      throw ExitCode.usageOrInputFailure
    }
    return registry
  }

  /// A height calculator with real fonts over the registry.
  static func calculator(for registry: PrototypeRegistry, scale: Double, separator: Bool) throws -> HeightCalculator {
    do {
      return try HeightCalculator(
        registry: registry, measurer: try FontTextMeasurer(),
        options: LayoutOptions(scale: scale, includesSeparator: separator))
    } catch {
      FileOutput.standardError.write("error: \(error)\n")
      throw ExitCode.usageOrInputFailure
    }
  }
}
