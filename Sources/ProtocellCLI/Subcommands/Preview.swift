import ArgumentParser
import Foundation
import Protocell

extension ProtocellCommand {
  /// `protocell preview PATH… --id ID [--row JSON] -o cell.svg`: draws laid-out cells.
  struct Preview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw laid-out cells as an SVG file.",
      discussion: """
        Lays the prototype out with real fonts and draws its views' frames, label text on its \
        baselines, image placeholders and the layout margins (dashed), optionally with the \
        constraints. --all draws every prototype side by side. The file is written atomically; \
        '-o -' writes the SVG to standard output.

        Exit status: 0 drawn, 1 the row does not fit the prototype, 2 usage or read failure.
        """
    )

    @Argument(help: "Template files or folders, compiled packs, or '-' for standard input.")
    var paths: [String]

    @Option(help: "The reuse identifier of the prototype.")
    var id: String?

    @Flag(help: "Draw every prototype, side by side.")
    var all = false

    @OptionGroup var widthOptions: WidthOptions
    @OptionGroup var scaleOptions: ScaleOptions

    @Option(help: "One row of data as a JSON object.")
    var row: String?

    @Flag(help: "Draw the constraints too.")
    var constraints = false

    @Option(
      name: [.short, .customLong("output")], help: "The SVG file to write; '-' for standard output."
    )
    var output: String

    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
      if id == nil, !all { throw ValidationError("name a prototype with --id, or pass --all") }
    }

    func run() async throws {
      let loaded = try PrototypeSource.load(paths, color: colorOptions)
      let calculator = try PrototypeSource.calculator(
        for: loaded, fonts: fontOptions, scale: scaleOptions.scale, separator: false)
      var prototypes: [CellPrototype] = []
      if let id, !all {
        prototypes = [try PrototypeSource.prototype(id, in: calculator)]
      } else {
        prototypes = try loaded.registry.reuseIdentifiers.map {
          try PrototypeSource.prototype($0, in: calculator)
        }
      }
      var cells: [(prototype: CellPrototype, layout: CellLayout)] = []
      do {
        let rowValue = try row.map { try RowValue(parsingJSON: $0) }
        for prototype in prototypes {
          let content =
            try rowValue.map { try CellContent(row: $0, for: prototype) } ?? CellContent()
          let layout = try calculator.layout(
            forReuseIdentifier: prototype.reuseIdentifier,
            width: widthOptions.width ?? prototype.width, content: content)
          cells.append((prototype, layout))
        }
      } catch {
        throw CommandFailure.failure("\(error)")
      }
      let svg = SVGPreviewRenderer(showsConstraints: constraints).render(cells)
      if output == "-" {
        FileOutput.standardOutput.write(svg)
        return
      }
      do {
        try AtomicFileWriter.write(Array(svg.utf8), toPath: output)
      } catch {
        throw CommandFailure.usage("\(error)")
      }
      FileOutput.standardOutput.write(
        "Wrote \(Validate.plural(cells.count, "cell")) to \(output).\n")
    }
  }
}
