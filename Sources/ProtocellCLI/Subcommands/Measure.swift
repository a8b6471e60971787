import ArgumentParser
import Foundation
import Protocell

extension ProtocellCommand {
  /// `protocell measure FILE --id ID --width W [--data rows.json|rows.jsonl]`: row heights.
  struct Measure: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compute the height Auto Layout gives each row of a prototype.",
      discussion: """
        Lays the prototype (--id, or each row's own with --id-key) out with real fonts at the
        width, once per row of data, and prints
        each row's height (the content view's fitting height rounded up to the pixel). Rows
        come from a JSON array (--data rows.json) or JSON Lines (--data rows.jsonl, streamed in
        bounded memory); without --data the template is measured as designed. A row that does
        not fit the template's bindings is reported on standard error and skipped.

        Exit status: 0 all rows measured, 1 a row or template failed, 2 usage or read failure.
        """
    )

    @Argument(help: "Template files or folders, or a compiled pack.")
    var paths: [String]

    @Option(help: "The reuse identifier of the prototype (or, for an IB cell, its object id).")
    var id: String?

    @Option(
      help: "Take each row's prototype from this key of the row (e.g. type), instead of --id.")
    var idKey: String?

    @Option(help: "The table width in points. Default: the prototype's own width.")
    var width: Double?

    @Option(help: "Rows: a .json array or a .jsonl file (one object per line).")
    var data: String?

    @Option(help: "Output: table, csv or json (JSON Lines).")
    var format: MeasureFormat = .table

    @Flag(help: "Also print every view's frame.")
    var frames = false

    @Option(help: "The device scale sizes round to (1, 2 or 3).")
    var scale: Double = 2

    @Flag(help: "Add the separator (1 pixel) to cells that have one, as a table does.")
    var separator = false

    @Option(help: "Colour diagnostics: auto, always or never.")
    var color: ColorChoice = .auto

    func validate() throws {
      if (id == nil) == (idKey == nil) {
        throw ValidationError("name the prototype with --id, or each row's with --id-key")
      }
      if idKey != nil, data == nil { throw ValidationError("--id-key needs --data") }
      if let width, !(width.isFinite && width > 0) {
        throw ValidationError("--width must be a positive number of points")
      }
      guard [1.0, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    func run() async throws {
      let loaded = try PrototypeSource.load(paths, color: color)
      let calculator = try PrototypeSource.calculator(
        for: loaded, scale: scale, separator: separator)
      let interfaceBuilderIDs = InterfaceBuilderObjectIDs(paths: paths)
      let id = self.id.map { id in
        (try? calculator.prototype(forReuseIdentifier: id)) == nil
          ? interfaceBuilderIDs.prototypeKey(forObjectID: id) ?? id : id
      }
      if let id {
        do {
          _ = try calculator.prototype(forReuseIdentifier: id)
        } catch {
          FileOutput.standardError.write("error: \(error)\n")
          throw ExitCode.usageOrInputFailure
        }
      }
      let viewIDs = id.flatMap { try? calculator.prototype(forReuseIdentifier: $0) }?.allViews.map(
        \.id)
      var printer = MeasurePrinter(format: format, includesFrames: frames, viewIDs: viewIDs)
      printer.interfaceBuilderIDs = interfaceBuilderIDs.viewObjectIDs
      printer.start()
      var failures = 0
      let progress = ProgressLine()
      try forEachRow { number, row in
        do {
          let identifier = try id ?? reuseIdentifier(of: row)
          let prototype = try calculator.prototype(forReuseIdentifier: identifier)
          let content = try row.map { try CellContent(row: $0, for: prototype) } ?? CellContent()
          let layout = try calculator.layout(
            forReuseIdentifier: identifier, width: width ?? prototype.width, content: content)
          printer.print(row: number, layout, viewIDs: prototype.allViews.map(\.id))
        } catch {
          failures += 1
          FileOutput.standardError.write("error: row \(number): \(error)\n")
        }
        progress.update(number + 1)
      }
      progress.finish()
      if failures > 0 { throw ExitCode.failure }
    }

    /// The prototype a row is measured with: `--id`, or the row's `--id-key` value.
    private func reuseIdentifier(of row: RowValue?) throws -> String {
      if let id { return id }
      guard let idKey, case .string(let identifier)? = row?[idKey] else {
        throw ValidationError("the row has no string '\(idKey ?? "")' naming its prototype")
      }
      return identifier
    }

    /// Calls `body` with each row (or once with `nil` when there is no data), streaming JSON Lines.
    private func forEachRow(_ body: (Int, RowValue?) throws -> Void) throws {
      guard let data else { return try body(0, nil) }
      if data.hasSuffix(".jsonl") || data.hasSuffix(".ndjson") {
        let reader: LineReader
        do { reader = try LineReader(path: data) } catch {
          FileOutput.standardError.write("error: cannot read '\(data)'\n")
          throw ExitCode.usageOrInputFailure
        }
        var number = 0
        while let line = try readLine(reader) {
          defer { number += 1 }
          if line.allSatisfy(\.isWhitespace) { continue }
          do {
            try body(number, try RowValue(parsingJSON: line))
          } catch let error as CellError {
            FileOutput.standardError.write("error: \(data):\(number + 1): \(error)\n")
            throw ExitCode.failure
          }
        }
        return
      }
      guard let contents = FileManager.default.contents(atPath: data) else {
        FileOutput.standardError.write("error: cannot read '\(data)'\n")
        throw ExitCode.usageOrInputFailure
      }
      let value: RowValue
      do {
        value = try RowValue(parsingJSON: String(decoding: contents, as: UTF8.self))
      } catch {
        FileOutput.standardError.write("error: \(data): \(error)\n")
        throw ExitCode.usageOrInputFailure
      }
      if case .array(let rows) = value {
        for (number, row) in rows.enumerated() { try body(number, row) }
      } else {
        try body(0, value)
      }
    }

    private func readLine(_ reader: LineReader) throws -> String? {
      do {
        return try reader.nextLine()
      } catch {
        FileOutput.standardError.write("error: \(data ?? ""): \(error.localizedDescription)\n")
        throw ExitCode.usageOrInputFailure
      }
    }
  }
}

/// `--format table|csv|json`.
enum MeasureFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case table
  case csv
  case json
}
