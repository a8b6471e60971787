import Foundation
import PackagePlugin

/// Compiles a target's `.xml` templates at build time: the validated pack becomes a resource of
/// the target (`<Target>.pcpack`), and generated Swift names its prototypes (`ReuseIdentifier`,
/// one `…Row` struct per prototype, `registerBundledPrototypes(in:)`).
///
/// Both steps run this package's own `protocell` executable, built from source. A template with
/// an error fails the build with `file:line:col: error: … [code]` lines, which SwiftPM and Xcode
/// show on the template's line.
@main
struct ProtocellPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let templates = target.sourceFiles(withSuffix: "xml").map(\.url)
      .sorted { $0.path < $1.path }
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
