import ArgumentParser
import Foundation
import Protocell
import ProtocellTooling

extension ProtocellCommand {
  /// `protocell measure PATH… --id ID [--data rows.jsonl]`: row heights.
  struct Measure: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "measure",
      abstract: "Compute the height Auto Layout gives each row of a prototype.",
      discussion: """
        Lays the prototype (--id, each row's own with --id-key, or the inputs' only one) out \
        with real fonts at the \
        width, once per row of data, and prints each row's height (the content view's fitting \
        height rounded up to the pixel). Rows come from JSON Lines (one object a line) or a \
        JSON array, both streamed in bounded memory; '-' reads them from standard input, as \
        '-' among the paths reads templates. Without --data the prototype is measured as \
        designed: Interface Builder cells as IB's canvas lays them out, with their texts, \
        images, design-time placeholder sizes and design-time constraints; without --id as \
        well, every prototype is, one row each in the files' order. Rows are numbered from 1: by line in JSON \
        Lines, by position in an array. \
        When the rows come from prototypes of several files, the table ends each row with its \
        file (relative to the folder when one folder is given), as JSON's "file" names it. \
        Frames are in the content view's coordinates; for .xib and .storyboard cells JSON \
        frames carry each view's Interface Builder object id ("ibID"). A row's warnings (a \
        constraint UIKit breaks, an ambiguous or collapsed layout) follow it in the table (one \
        an earlier row of its prototype printed in full as 'warning: as row 1 (…)') and are \
        its "brokenConstraints" and "warnings" in JSON, in full; CSV has no column for them (and \
        without --frames takes the fastest path, heights only).

        Heights are the fitting height, or with --height the content view is held at that \
        height, as Interface Builder's canvas lays a prototype out at its row height. They \
        round up to the pixel of --scale; without it, to the scale of the <device> of each \
        Interface Builder document, for its own cells (said on standard error), else 2.

        A row that is not valid JSON or does not fit the bindings is reported on standard \
        error with its line and column, and the other rows are still measured (--fail-fast \
        stops at the first). A member of the first 1,000 rows spelt nearly as a binding but \
        filling nothing (a misspelt outlet, 'autor' for 'author') is said once on standard \
        error, with the binding's name (not with --quiet); other members pass silently. An \
        Interface Builder outlet a row leaves out keeps the document's text or image, as in \
        the app until its code sets the outlet; a template's binding is emptied. Rows \
        are measured on all cores and printed in input order. A progress line is shown on \
        standard error when it is a terminal (not with --quiet).

        Rows may come from anywhere, so each has limits (below): a row nested deeper, longer, \
        giving a label a longer text or needing more lines than its limit fails with a message \
        naming the option, and the other rows go on. Memory is bounded by --max-row-bytes \
        times the rows in flight.

        Data that holds no row (an empty file, '[]') prints the header alone and a note on \
        standard error (not with --quiet), and exits 0.

        Exit status: 0 every row measured; 1 some rows or prototypes failed, or errors in the \
        templates (a malformed or cut-short document, as validate reports it) left nothing to \
        measure, or the inputs declare no cell, or a compiled pack is damaged; 2 usage or read failure (a path that does not exist or cannot be read).
        """
    )

    @Argument(
      help: """
        .xib and .storyboard files, template files or folders, compiled packs, or '-' for \
        standard input.
        """)
    var paths: [String]

    @Option(
      name: .customLong("id"), parsing: .unconditionalSingleValue,
      help: """
        The reuse identifier of the prototype (or, for an IB cell, its object id or custom class); without it \
        and --data, every prototype is measured.
        """)
    var ids: [String] = []

    /// The prototype `--id` names, if any.
    var id: String? { ids.first }

    @Flag(
      help: "Measure every prototype, one row each as designed: what no --id and no --data mean.")
    var all = false

    @Option(
      help: """
        Take each row's prototype from this field of the row (e.g. type), not --id: a reuse \
        identifier, or for an IB cell its object id or custom class, as --id takes them.
        """)
    var idKey: String?

    @Option(help: "Rows: JSON Lines or a JSON array; '-' for standard input.")
    var data: String?

    @Option(
      help:
        "Echo this field of each row (an id: a string, a number or a boolean) in every output.")
    var key: String?

    @OptionGroup var widthOptions: WidthOptions
    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var heightOptions: FixedHeightOptions
    @OptionGroup var formatOptions: FormatOptions<MeasureFormat>

    @Flag(help: "Also print every view's frame and whether it is hidden.")
    var frames = false

    @Flag(help: "Add the separator (1 pixel) to cells that have one, as a table does.")
    var separator = false

    @Flag(help: "Stop at the first row that fails.")
    var failFast = false

    @Flag(
      help:
        "Show no progress line, and no notes: on the scale taken from documents, on canvas margins and label heights that are not UIKit's, on heights that are not the ones documents show, on data without rows. The count of a document's errors stays, as a warning."
    )
    var quiet = false

    @OptionGroup var jobsOptions: JobsOptions

    @OptionGroup(title: "Limits per row") var limitOptions: RowLimitOptions
    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var noConfigOptions: NoConfigOptions
    @OptionGroup var contentSizeOptions: ContentSizeOptions
    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
      // One prototype: a second --id was dropped without a word (the fresh20 review).
      if ids.count > 1 {
        throw ValidationError(
          "measure lays out one prototype per --id, not \(ids.count): give one --id, none to "
            + "measure every prototype, or --id-key to take each row's from the row")
      }
      if all, id != nil || idKey != nil || data != nil {
        throw ValidationError(
          "--all measures every prototype as designed: it takes no --id, --id-key or --data")
      }
      if id != nil, idKey != nil {
        throw ValidationError("name the prototype with --id, or each row's with --id-key, not both")
      }
      if idKey != nil, data == nil { throw ValidationError("--id-key needs --data") }
      // As snapshot's: without rows there is no field to echo (it printed an empty column).
      if key != nil, data == nil { throw ValidationError("--key needs --data") }
      if data == "-", paths.contains("-") {
        throw ValidationError("only one of the templates and --data can be read from '-'")
      }
    }

    func run() async throws {
      // Rows that cannot be opened (a missing file, a folder, a device) are the one thing said,
      // before any note on how the templates' cells are measured.
      let rowInput: ByteInput?
      do { rowInput = try data.map { try ByteInput(path: $0) } } catch {
        throw CommandFailure.usage("\(error)")
      }
      let loaded = try PrototypeSource.load(
        paths, color: colorOptions, contentSize: contentSizeOptions, quiet: quiet,
        canvas: data == nil, usesConfigurationFiles: noConfigOptions.usesConfigurationFiles)
      // Documents without a cell (a storyboard of plain screens) have nothing to measure: said
      // before any note on how cells would be measured.
      let everyPrototype = data == nil && id == nil ? loaded.prototypeKeysInFileOrder : []
      if data == nil, id == nil {
        try PrototypeSource.requirePrototypes(everyPrototype, toDo: "measure", paths: paths)
      }
      let interfaceBuilderIDs = loaded.documents
      // A device named by --width lays every cell out at its scale, as --scale does.
      let deviceScale = widthOptions.resolved?.scale
      let ownScales = scaleOptions.keepsDocumentScales(deviceScale: deviceScale)
      let (scale, designScale) = scaleOptions.resolvedScale(
        for: interfaceBuilderIDs, deviceScale: deviceScale)
      let calculator = try PrototypeSource.calculator(
        for: loaded, fonts: fontOptions, scale: scale, separator: separator,
        fixedHeight: heightOptions.height, widthIsContentView: widthOptions.points != nil,
        maximumLineCount: limitOptions.maxLabelLines, ownScales: ownScales)
      // A cell without a reuse identifier may be named by its Interface Builder object id.
      var id = try self.id.map {
        let key = try PrototypeSource.key(naming: $0, in: interfaceBuilderIDs, loaded: loaded) {
          calculator.prototypes[$0] != nil || loaded.skipped.contains(reuseIdentifier: $0)
        }
        return try PrototypeSource.prototype(key, in: calculator, loaded: loaded).reuseIdentifier
      }
      // A device's scale that is not the one the documents' <device> gives is said, with how
      // to have theirs.
      if let deviceScale, scaleOptions.scale == nil, !quiet,
        let design = interfaceBuilderIDs.designScale, design.scale != deviceScale,
        let device = widthOptions.width
      {
        let names: [String] = design.documents.map { path in
          let name = FilePathName.fileName(of: path)
          return loaded.standardInput?.named(name) ?? name
        }
        let own = design.scale.compactDescription
        let note =
          "note: scale \(deviceScale.compactDescription), from --width '\(device)', not \(own), "
          + "from the <device> of \(names.joined(separator: ", ")); --scale \(own) keeps the "
          + "documents'\n"
        FileOutput.standardError.write(note)
      }
      // One prototype: the scale its own document gives, nothing when it names none (the other
      // documents' scales are not this cell's); else every document's.
      if let designScale, !quiet,
        let note = id.map(loaded.note(forPrototype:)) ?? loaded.note(for: designScale)
      {
        FileOutput.standardError.write(note)
      }
      if !quiet, let note = loaded.canvasMarginsNote(forPrototypes: id.map { [$0] }) {
        FileOutput.standardError.write(note)
      }
      if !quiet, let note = loaded.canvasTextHeightsNote(forPrototypes: id.map { [$0] }) {
        FileOutput.standardError.write(note)
      }
      if !quiet, let height = heightOptions.height,
        let note = loaded.staleContentHeightNote(height: height, forPrototypes: id.map { [$0] })
      {
        FileOutput.standardError.write(note)
      }
      if !quiet, let height = heightOptions.height,
        let note = Self.offPixelHeightNote(height, scale: scale)
      {
        FileOutput.standardError.write(note)
      }
      // Rows with neither --id nor --id-key fill the templates' one prototype, if they hold one.
      if data != nil, id == nil, idKey == nil { id = try loaded.onlyPrototypeForRows() }
      var printer = MeasurePrinter(
        format: formatOptions.format, includesFrames: frames, keyField: key, scale: scale)
      printer.interfaceBuilderIDs = interfaceBuilderIDs.viewObjectIDs
      printer.placeholderConstraintIDs = interfaceBuilderIDs.placeholderConstraintIDs
      if data != nil, !contentSizeOptions.selfSizingRows, heightOptions.height == nil {
        printer.prototypesAtTableRowHeights = interfaceBuilderIDs.prototypesAtTableRowHeights
        printer.prototypesAtItemSizes = interfaceBuilderIDs.prototypesAtItemSizes
      }
      printer.scales = calculator.scales
      printer.files = loaded.fileOfPrototype
      // Rows of prototypes from several files: the table names each row's file (a prototype
      // left out for its errors gives no row).
      printer.tableFiles = loaded.tableFiles(
        forPrototypes: id.map { [$0] }
          ?? calculator.prototypes.keys.filter { !loaded.skipped.contains(reuseIdentifier: $0) })
      var measurer = RowMeasurer(
        calculator: calculator, id: id, idKey: idKey, width: widthOptions.points, printer: printer,
        inputName: data.map(ByteInput.name(of:)) ?? "",
        limits: limitOptions.limits,
        reportsUnboundMembers: !quiet)
      measurer.documents = interfaceBuilderIDs
      // With --height, built-in style cells are laid out at their fitting height too, to say
      // when the row height cuts their labels, as a cell of constraints says it broke it.
      if heightOptions.height != nil,
        calculator.prototypes.values.contains(where: { $0.style != .custom })
      {
        measurer.fittingCalculator = try PrototypeSource.calculator(
          for: loaded, fonts: fontOptions, scale: scale, separator: separator,
          widthIsContentView: widthOptions.points != nil,
          maximumLineCount: limitOptions.maxLabelLines, ownScales: ownScales)
      }
      guard let input = rowInput else {
        FileOutput.standardOutput.write(printer.header)
        // The heights printed, by prototype: after them, cells whose document shows another
        // height are told why.
        var heights: [String: Double] = [:]
        defer {
          if !quiet, heightOptions.height == nil,
            let note = loaded.recordedHeightsNote(heights: heights)
          {
            FileOutput.standardError.write(note)
          }
        }
        guard let id else {
          return try measure(everyPrototype, leftOut: loaded, with: measurer, heights: &heights)
        }
        switch measurer.measure(prototype: id, number: 1) {
        case .success(let measured):
          FileOutput.standardOutput.write(measured.text)
          heights[id] = measured.height
        case .failure(let failure): throw CommandFailure.failure(failure.message)
        }
        return
      }
      let reader: RowReader
      do {
        reader = RowReader(source: input, maximumRowBytes: limitOptions.maxRowBytes)
        // XML given as data fails here, once, before the header.
        try reader.start()
      } catch { throw CommandFailure.usage("\(error)") }
      // The header once the rows can be read: a missing file prints nothing on standard output.
      FileOutput.standardOutput.write(printer.header)
      let counts = try measureRows(from: reader, input: input, with: measurer)
      // An empty file (or `[]`) is no failure, but a table of no rows should not pass unsaid.
      if counts.total == 0, !quiet {
        let name = input.name
        FileOutput.standardError.write("note: no rows in \(name)\n")
      }
      if counts.failed > 0 {
        let summary =
          "\(counts.failed) of \(counts.total) rows failed"
          + (failFast ? "; stopped at the first" : "")
        guard let hint = reader.loneBraceHint else { throw CommandFailure.failure(summary) }
        FileOutput.standardError.write("error: \(summary)\nnote: \(hint)\n")
        throw ExitCode.failure
      }
    }

    /// Without `--id` and `--data`: every prototype as designed, one row each in the order of
    /// the files, a prototype left out for errors in its own structure reported on standard
    /// error (loading has already listed its errors) while the others are still measured.
    ///
    /// `heights` gets each height printed, by prototype.
    private func measure(
      _ identifiers: [String], leftOut loaded: PrototypeSource.Loaded, with measurer: RowMeasurer,
      heights: inout [String: Double]
    ) throws {
      // Counted in cells: a key several templates declare is one line here but every copy of
      // it is lost (two files' `Cell`, both left out, are 2 of the prototypes that failed).
      var failed = 0
      let total = identifiers.reduce(0) { $0 + loaded.declarations(of: $1) }
      for (index, identifier) in identifiers.enumerated() {
        // A prototype left out gets the message, with its own errors, that `--id` gives it.
        let outcome =
          loaded.leftOutMessage(forPrototype: identifier).map {
            Result.failure(RowFailure(message: $0))
          }
          ?? measurer.measure(prototype: identifier, number: index + 1).mapError {
            RowFailure(message: "prototype '\(identifier)': \($0.message)")
          }
        switch outcome {
        case .success(let measured):
          FileOutput.standardOutput.write(measured.text)
          heights[identifier] = measured.height
        case .failure(let failure):
          failed += loaded.declarations(of: identifier)
          FileOutput.standardError.write("error: \(failure.message)\n")
          if failFast { throw CommandFailure.failure("stopped at the first failure") }
        }
      }
      if failed > 0 { throw CommandFailure.failure("\(failed) of \(total) prototypes failed") }
    }

    /// Measures the rows on `--jobs` threads, printing them in input order.
    private func measureRows(from reader: RowReader, input: ByteInput, with measurer: RowMeasurer)
      throws -> (total: Int, failed: Int)
    {
      let progress = ProgressLine(quiet: quiet)
      defer { progress.finish() }
      let pipeline = RowPipeline(
        reader: reader, measurer: measurer, threads: jobsOptions.jobs, failFast: failFast,
        inputSize: input.size, progress: progress, limits: limitOptions.limits)
      do {
        return try pipeline.run()
      } catch {
        progress.finish()
        throw CommandFailure.usage("\(error)")
      }
    }
  }
}

/// `--format table|csv|json`.
enum MeasureFormat: String, OutputFormatChoice {
  case table
  case csv
  case json

  static var defaultFormat: Self { .table }
}
