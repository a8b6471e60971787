import ArgumentParser
import Foundation
import Protocell

extension ProtocellCommand {
  /// `protocell preview PATH… --id ID|--all [--data rows] [--width W]… -o gallery.html|cell.svg`:
  /// draws laid-out cells.
  struct Preview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw laid-out cells as an HTML gallery or an SVG file.",
      discussion: """
        Lays the prototypes out with real fonts. An output ending in .html is a self-contained
        gallery: every prototype at every --width and for every row of --data (a row goes to
        the prototype its --id-key value names, or to every prototype when it names none), with
        the texts in the embedded fonts they were measured with, heights, diagnostics, hidden
        views, toggles for frames and constraints, Interface Builder's frames for .xib and
        .storyboard cells, and a check the browser runs of its own text layout against ours.
        Any other output is SVG: the cells side by side at the first width, for --row.
        The file is written atomically.
        """
    )

    @Argument(help: "Template files or folders, or a compiled pack.")
    var paths: [String]

    @Option(help: "The reuse identifier of the prototype.")
    var id: String?

    @Flag(help: "Draw every prototype.")
    var all = false

    @Option(help: "A table width in points (repeatable). Default: each prototype's own width.")
    var width: [Double] = []

    @Option(help: "One row of data as a JSON object.")
    var row: String?

    @Option(help: "Rows of data: a JSON array (rows.json) or JSON Lines (rows.jsonl). HTML only.")
    var data: String?

    @Option(help: "The key of a row naming its prototype.")
    var idKey = "type"

    @Flag(help: "Draw the constraints too (SVG; the gallery has a toggle).")
    var constraints = false

    @Option(name: [.short, .customLong("output")], help: "The .html or .svg file to write.")
    var output: String

    @Option(help: "Colour diagnostics: auto, always or never.")
    var color: ColorChoice = .auto

    private var writesGallery: Bool { output.lowercased().hasSuffix(".html") }

    func validate() throws {
      if id == nil, !all { throw ValidationError("name a prototype with --id, or pass --all") }
      if width.contains(where: { !($0.isFinite && $0 > 0) }) {
        throw ValidationError("--width must be a positive number of points")
      }
      if data != nil, !writesGallery { throw ValidationError("--data needs an .html output") }
      if data != nil, row != nil { throw ValidationError("pass --row or --data, not both") }
    }

    func run() async throws {
      let loaded = try PrototypeSource.load(paths, color: color)
      let calculator = try PrototypeSource.calculator(for: loaded, scale: 2, separator: false)
      let identifiers = all ? loaded.registry.reuseIdentifiers : [id ?? ""]
      let document: String
      let count: Int
      do {
        if writesGallery {
          let cells = try galleryCells(identifiers, loaded, calculator)
          let measurer = try FontTextMeasurer()
          document = HTMLGalleryRenderer().render(cells) { try? measurer.font(for: $0).path }
          count = cells.count
        } else {
          let rowValue = try row.map { try RowValue(parsingJSON: $0) }
          var cells: [(prototype: CellPrototype, layout: CellLayout)] = []
          for identifier in identifiers {
            let prototype = try calculator.prototype(forReuseIdentifier: identifier)
            let content =
              try rowValue.map { try CellContent(row: $0, for: prototype) } ?? CellContent()
            let layout = try calculator.layout(
              forReuseIdentifier: identifier, width: width.first ?? prototype.width,
              content: content)
            cells.append((prototype, layout))
          }
          document = SVGPreviewRenderer(showsConstraints: constraints).render(cells)
          count = cells.count
        }
      } catch let error as ExitCode {
        throw error
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.failure
      }
      do {
        try AtomicFileWriter.write(Array(document.utf8), toPath: output)
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.usageOrInputFailure
      }
      FileOutput.standardOutput.write("Wrote \(count) cell\(count == 1 ? "" : "s") to \(output).\n")
    }

    // MARK: - Gallery

    /// Every prototype at every width, once per row that goes to it (once as designed when none).
    private func galleryCells(
      _ identifiers: [String], _ loaded: PrototypeSource.Loaded, _ calculator: HeightCalculator
    ) throws -> [GalleryCell] {
      let rows = try readRows()
      let prototypes = try identifiers.map { try calculator.prototype(forReuseIdentifier: $0) }
      let references = interfaceBuilderFrames()
      var cells: [GalleryCell] = []
      for prototype in prototypes {
        let identifier = prototype.reuseIdentifier
        var contents: [(String?, CellContent)] = []
        for (number, row) in rows.enumerated() {
          if case .string(let named)? = row[idKey], named != identifier { continue }
          let content = try CellContent(row: row, for: prototype)
          contents.append(("row \(number + 1)", content))
        }
        if let row, rows.isEmpty {
          contents.append(
            ("--row", try CellContent(row: RowValue(parsingJSON: row), for: prototype)))
        }
        if contents.isEmpty { contents.append((nil, CellContent())) }
        let diagnostics = loaded.diagnostics.located(in: prototype, among: prototypes)
        for cellWidth in width.isEmpty ? [prototype.width] : width {
          for (description, content) in contents {
            let layout = try calculator.layout(
              forReuseIdentifier: identifier, width: cellWidth, content: content)
            cells.append(
              GalleryCell(
                prototype: prototype, layout: layout, content: content,
                rowDescription: description, diagnostics: diagnostics,
                referenceFrames: references[identifier] ?? [:]))
          }
        }
      }
      return cells
    }

    /// The rows of `--data`: a JSON array, or one JSON object per line.
    private func readRows() throws -> [RowValue] {
      guard let data else { return [] }
      guard let contents = FileManager.default.contents(atPath: data),
        let text = String(data: contents, encoding: .utf8)
      else {
        FileOutput.standardError.write("error: cannot read '\(data)'\n")
        throw ExitCode.usageOrInputFailure
      }
      if data.hasSuffix(".jsonl") || data.hasSuffix(".ndjson") {
        return try text.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
          .map { try RowValue(parsingJSON: String($0)) }
      }
      let value = try RowValue(parsingJSON: text)
      if case .array(let rows) = value { return rows }
      return [value]
    }

    /// The frames Interface Builder recorded, by reuse identifier and view, for the Interface
    /// Builder files named (directly, not inside folders).
    private func interfaceBuilderFrames() -> [String: [String: Rect]] {
      var frames: [String: [String: Rect]] = [:]
      for path in paths where path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
        guard let contents = FileManager.default.contents(atPath: path),
          let text = String(data: contents, encoding: .utf8)
        else { continue }
        let imported = InterfaceBuilderImporter().importDocument(text: text, path: path)
        for cell in imported.cells {
          for view in cell.views {
            guard let frame = view.frameInContentView else { continue }
            frames[cell.reuseIdentifier, default: [:]][view.name] = Rect(
              x: frame.x, y: frame.y, width: frame.width, height: frame.height)
          }
        }
      }
      return frames
    }
  }
}
