import Foundation
import PackagePlugin

/// Compiles a target's templates and Interface Builder documents at build time.
///
/// The target's `.xml`, `.xib` and `.storyboard` files are checked; the validated pack becomes a
/// resource of the target (`<Target>.pcpack`), and generated Swift names its prototypes
/// (`ReuseIdentifier`, one `…Row` struct per prototype, `registerBundledPrototypes(in:)`). An
/// Interface Builder cell is named by its reuse identifier, and its row's fields are its labels'
/// and image views' outlets (`authorLabel`), or the keys `.protocell.json` maps to them.
///
/// Both steps run this package's own `protocell` executable, built from source. A template with
/// an error fails the build with `file:line:col: error: … [code]` lines, which SwiftPM and Xcode
/// show on the template's line.
@main
struct ProtocellPlugin: BuildToolPlugin {
  /// The files the plugin compiles: Protocell templates and Interface Builder documents.
  static let templateSuffixes = ["xml", "xib", "storyboard"]

  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let templates = Self.templateSuffixes.flatMap { target.sourceFiles(withSuffix: $0) }
      .map(\.url).sorted { $0.path < $1.path }
    guard !templates.isEmpty else { return [] }
    let protocell = try context.tool(named: "ProtocellCLI").url
    let work = context.pluginWorkDirectoryURL
    let swift = work.appending(path: "\(target.name)Prototypes.swift")
    let pack = work.appending(path: "\(target.name).pcpack")
    let paths = templates.map(\.path)
    return [
      .buildCommand(
        displayName: "Checking \(target.name)'s templates and generating Swift",
        executable: protocell,
        arguments: ["generate-swift", "--bundled-pack", target.name, "-o", swift.path] + paths,
        inputFiles: templates, outputFiles: [swift]),
      .buildCommand(
        displayName: "Compiling \(target.name)'s templates",
        executable: protocell,
        arguments: ["compile", "--color", "never", "-o", pack.path] + paths,
        inputFiles: templates, outputFiles: [pack]),
    ]
  }
}
