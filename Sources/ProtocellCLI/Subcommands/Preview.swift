import ArgumentParser
import Foundation
import Protocell

extension ProtocellCommand {
  /// `protocell preview FILE --id ID [--row JSON] -o cell.svg`: draws laid-out cells.
  struct Preview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw laid-out cells as an SVG file.",
      discussion: """
        Lays the prototype out with real fonts and draws its views' frames, label text on its
        baselines, image placeholders and the layout margins (dashed), optionally with the
        constraints. --all draws every prototype side by side. The file is written atomically.
        """
    )

    @Argument(help: "Template files or folders, or a compiled pack.")
    var paths: [String]

    @Option(help: "The reuse identifier of the prototype.")
    var id: String?

    @Flag(help: "Draw every prototype, side by side.")
    var all = false

    @Option(help: "The table width in points. Default: each prototype's own width.")
    var width: Double?

    @Option(help: "One row of data as a JSON object.")
    var row: String?

    @Flag(help: "Draw the constraints too.")
    var constraints = false

    @Option(name: [.short, .customLong("output")], help: "The SVG file to write.")
    var output: String

    @Option(help: "Colour diagnostics: auto, always or never.")
    var color: ColorChoice = .auto

    func validate() throws {
      if id == nil, !all { throw ValidationError("name a prototype with --id, or pass --all") }
      if let width, !(width.isFinite && width > 0) {
        throw ValidationError("--width must be a positive number of points")
      }
    }

    func run() async throws {
      let loaded = try PrototypeSource.load(paths, color: color)
      let registry = loaded.registry
      let calculator = try PrototypeSource.calculator(for: loaded, scale: 2, separator: false)
      let identifiers = all ? registry.reuseIdentifiers : [id ?? ""]
      var cells: [(prototype: CellPrototype, layout: CellLayout)] = []
      do {
        let rowValue = try row.map { try RowValue(parsingJSON: $0) }
        for identifier in identifiers {
          let prototype = try calculator.prototype(forReuseIdentifier: identifier)
          let content =
            try rowValue.map { try CellContent(row: $0, for: prototype) } ?? CellContent()
          let layout = try calculator.layout(
            forReuseIdentifier: identifier, width: width ?? prototype.width, content: content)
          cells.append((prototype, layout))
        }
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.failure
      }
      let svg = SVGPreviewRenderer(showsConstraints: constraints).render(cells)
      do {
        try AtomicFileWriter.write(Array(svg.utf8), toPath: output)
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.usageOrInputFailure
      }
      FileOutput.standardOutput.write(
        "Wrote \(cells.count) cell\(cells.count == 1 ? "" : "s") to \(output).\n")
    }
  }
}
