import ArgumentParser
import Foundation
import Protocell
import ProtocellPreview

extension ProtocellCommand {
  /// `protocell preview PATH… [--id ID|--all] [--data rows] [--width W]… -o gallery.html|cell.svg`:
  /// draws laid-out cells (without `--id` or `--all`, the templates' only prototype).
  struct Preview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "preview",
      abstract: "Draw laid-out cells as an HTML gallery or an SVG file.",
      discussion: """
        Lays the prototypes out with real fonts. An output ending in .html is a self-contained \
        gallery: every prototype at every --width and for every row of --data (a row goes to \
        the prototype its --id-key value names, or to every prototype when it names none; with \
        --id-key given and neither --id nor --all, the prototypes the rows name), with \
        the texts in the embedded fonts they were measured with, heights, diagnostics, hidden \
        views, toggles for frames and constraints, Interface Builder's frames for .xib and \
        .storyboard cells, and a check the browser runs of its own text layout against ours. \
        With --height every cell's content view is held at that height, as Interface \
        Builder's canvas lays a prototype out at its row height. Sizes round to the pixel of \
        --scale, or of the <device> of the Interface Builder documents given, else 2×. \
        An output ending in .svg is SVG: the cells side by side at one width, for \
        --row; '-o -' writes the SVG to standard output. Files are written atomically (a \
        symbolic link's file replaced, the link kept; a device or a FIFO written through).

        --data is read as measure reads it (JSON Lines, or a JSON array when it starts with \
        '['; rows numbered by line in JSON Lines, by position in an array): a row that is not \
        valid JSON, does not fit its prototype or whose --id-key value names no prototype \
        ('no prototype has the reuse identifier …; did you mean …?') is reported as measure \
        reports it ('rows.jsonl:3:22: row 3: …', in row order, then 'error: 2 of 9 rows \
        failed') and left out, and the other rows are drawn; a member spelt nearly as a key the \
        prototypes show is warned of, as measure warns of it.

        Exit status: 0 drawn, 1 a row is not valid JSON, does not fit its prototype or names \
        none, or a template has errors (the SVG or gallery of the rest is still written, unless no cell is \
        left to draw; the gallery, which runs validate's layout checks, \
        counts their errors too), or a compiled pack is damaged (nothing is written), 2 usage \
        or read failure.
        """
    )

    @Argument(
      help: """
        .xib and .storyboard files, template files or folders, compiled packs, or '-' for \
        standard input.
        """)
    var paths: [String]

    @Option(
      help:
        "The reuse identifier of the prototype (or, for an IB cell, its object id or custom class); without it or --all, the templates' only prototype."
    )
    var id: String?

    @Flag(help: "Draw every prototype.")
    var all = false

    @OptionGroup var widthOptions: ExtraWidthsOptions
    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var heightOptions: FixedHeightOptions

    @Option(help: "One row of data as a JSON object.")
    var row: String?

    @Option(help: "Rows of data: a JSON array (rows.json) or JSON Lines (rows.jsonl). HTML only.")
    var data: String?

    @Option(
      help: """
        The key of a row naming its prototype ('type' unless told), as --id names it. Given, \
        rows go to the prototypes they name without --all, as measure's --id-key sends them.
        """)
    var idKey: String?

    /// The key a row names its prototype with: `--id-key`, else `type`.
    var rowPrototypeKey: String { idKey ?? "type" }

    /// Whether the rows pick the prototypes drawn: `--id-key` given with `--data`, and neither
    /// `--id` nor `--all`.
    var rowsPickPrototypes: Bool { idKey != nil && data != nil && id == nil && !all }

    @Flag(help: "Draw the constraints too (in a gallery: open with their toggle on).")
    var constraints = false

    @Option(
      name: .customLong("layout-direction"),
      help: ArgumentHelp(
        """
        ltr, or rtl to lay every cell out right to left as 'snapshot --layout-direction rtl' \
        does (each layout mirrored, forced directions kept). HTML only.
        """, valueName: "direction"))
    var layoutDirection = "ltr"

    @Option(
      name: [.short, .customLong("output")],
      help: "The .html or .svg file to write; '-' writes the SVG to standard output.")
    var output: String

    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var noConfigOptions: NoConfigOptions
    @OptionGroup var contentSizeOptions: ContentSizeOptions
    @OptionGroup var colorOptions: ColorOptions

    /// The widths cells are drawn at; empty for each prototype's own.
    private var width: [Double] { widthOptions.widths }

    private var writesGallery: Bool { output.lowercased().hasSuffix(".html") }

    private var isRightToLeft: Bool { layoutDirection == "rtl" }

    func validate() throws {
      let name = output.lowercased()
      guard output == "-" || name.hasSuffix(".svg") || name.hasSuffix(".html") else {
        throw ValidationError(
          "-o must name an .svg or .html file, or '-' for SVG on standard output, not '\(output)'"
            + (name.hasSuffix(".png")
              ? " (PNG images: protocell snapshot record --images)" : ""))
      }
      if data != nil, !writesGallery { throw ValidationError("--data needs an .html output") }
      if data != nil, row != nil { throw ValidationError("pass --row or --data, not both") }
      if idKey != nil, data == nil { throw ValidationError("--id-key needs --data") }
      if let row { _ = try Self.rowMembers(of: row) }
      guard layoutDirection == "ltr" || layoutDirection == "rtl" else {
        throw ValidationError("--layout-direction must be ltr or rtl, not '\(layoutDirection)'")
      }
      if isRightToLeft, !writesGallery {
        throw ValidationError("--layout-direction rtl needs an .html output")
      }
      // A device named draws at its scale (as `measure` does); a gallery has one scale.
      let devices = widthOptions.devices
      if scaleOptions.scale == nil, Set(devices.map(\.scale)).count > 1 {
        throw ValidationError(
          "the devices \(devices.map { "'\($0.name)'" }.joined(separator: ", ")) are of different "
            + "scales, and a preview draws every width at one: name devices of one scale, or "
            + "give --scale")
      }
      // An SVG is one drawing: a second width would be dropped unsaid.
      if !writesGallery, width.count > 1 {
        throw ValidationError(
          "an SVG draws the cells at one width, not \(width.count): pass one --width, or "
            + "-o gallery.html to draw each")
      }
    }

    func run() async throws {
      if writesGallery { return try writeGallery() }
      let loaded = try PrototypeSource.load(
        paths, color: colorOptions, contentSize: contentSizeOptions, canvas: row == nil,
        usesConfigurationFiles: noConfigOptions.usesConfigurationFiles)
      if id == nil {
        try PrototypeSource.requirePrototypes(
          loaded.prototypeKeysInFileOrder, toDo: "draw", paths: self.paths)
      }
      let documents = loaded.documents
      let calculator = try PrototypeSource.calculator(
        for: loaded, fonts: fontOptions,
        scale: scaleOptions.resolvedScale(for: documents, deviceScale: widthOptions.deviceScale)
          .scale,
        separator: false, fixedHeight: heightOptions.height, widthIsContentView: !width.isEmpty,
        ownScales: scaleOptions.keepsDocumentScales(deviceScale: widthOptions.deviceScale),
        draws: true)
      let known = Set(loaded.registry.reuseIdentifiers)
      let identifiers: [String]
      if all {
        // In the files' order, as `measure` and the gallery list them.
        identifiers = loaded.prototypeKeysInFileOrder.filter(known.contains)
      } else if let id {
        identifiers = [
          try PrototypeSource.key(naming: id, in: documents, loaded: loaded) {
            known.contains($0) || loaded.skipped.contains(reuseIdentifier: $0)
          }
        ]
      } else {
        // Without --id or --all, the templates' only prototype, as `measure` takes it.
        let keys = loaded.prototypeKeysInFileOrder
        try Self.requireOnePrototype(keys)
        identifiers = keys
      }
      let prototypes = try identifiers.map {
        try PrototypeSource.prototype($0, in: calculator, loaded: loaded)
      }
      if prototypes.isEmpty {
        // Every prototype left out for errors in its own structure: no empty SVG is written.
        throw CommandFailure.failure(
          "nothing to draw: every prototype was left out for errors in its own structure "
            + "(see the note above); no file written")
      }
      if let row { Self.warnOfMisspeltMembers(try Self.rowMembers(of: row), in: prototypes) }
      if let height = heightOptions.height,
        let note = loaded.staleContentHeightNote(height: height, forPrototypes: Set(identifiers))
      {
        FileOutput.standardError.write(note)
      }
      var cells: [(prototype: CellPrototype, layout: CellLayout)] = []
      do {
        let rowValue = try row.map { try RowValue(parsingJSON: $0) }
        for prototype in prototypes {
          let identifier = prototype.reuseIdentifier
          let content =
            try rowValue.map { try CellContent(row: $0, for: prototype) } ?? CellContent()
          let layout = try calculator.layout(
            forReuseIdentifier: identifier, width: width.first ?? prototype.width,
            content: content)
          cells.append((prototype, layout))
        }
      } catch {
        throw CommandFailure.failure("\(error)")
      }
      try write(SVGPreviewRenderer(showsConstraints: constraints).render(cells), cells: cells.count)
      // Drawn all the same, as the gallery is; the status says the templates have errors.
      if loaded.errorCount > 0 { throw ExitCode.failure }
    }

    /// Writes the document atomically and says so.
    private func write(_ document: String, cells count: Int) throws {
      if output == "-" {
        FileOutput.standardOutput.write(document)
        return
      }
      let outcome: AtomicFileWriter.Outcome
      do {
        outcome = try AtomicFileWriter.write(Array(document.utf8), toPath: output)
      } catch {
        throw CommandFailure.usage("\(error)")
      }
      OutputPath.summaryOutput(after: outcome).write(
        "Wrote \(Validate.plural(count, "cell")) to \(output).\n")
    }

    // MARK: - Gallery

    /// Writes the gallery.
    ///
    /// Unlike the SVG, it is written when templates have errors too (a gallery is
    /// where one looks at them): every prototype that parsed and can be laid out is shown with
    /// its diagnostics, the errors are printed, and the exit status is 1.
    private func writeGallery() throws {
      // `-` among the paths: standard input's templates, read once and called `<stdin>`.
      let input = try StandardInputTemplates.reading(self.paths)
      let paths = input.paths
      // One font library for the diagnostics the gallery shows and for the layouts it draws.
      let measurer: FontTextMeasurer
      do {
        measurer = try fontOptions.makeMeasurer(
          configuredFor: noConfigOptions.configurationPaths(for: paths))
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.usageOrInputFailure
      }
      let registry = PrototypeRegistry()
      // Without rows, as IB's canvas draws the cells, as `measure` and the SVG lay them out.
      let isCanvas = data == nil
      let loader = PrototypeLoader(
        checker: isCanvas
          ? TemplateChecker(
            loader: contentSizeOptions.templateLoader(canvas: true),
            usesConfigurationFiles: noConfigOptions.usesConfigurationFiles)
          : runTimeChecker(measurer: measurer),
        measurer: measurer)
      let report = loader.load(paths: paths, into: registry)
      try PrototypeSource.requireFiles(
        report, registry: registry, color: colorOptions, paths: paths)
      try requireNamedPrototype(
        files: report.check?.files ?? [], registry: registry,
        hasErrors: report.registryError != nil || report.diagnostics.containsErrors)
      // The cells are drawn as the canvas lays them out, but the findings shown are `validate`'s,
      // which checks the layout UIKit gives at run time: a gallery must not call a cell clean
      // that `validate` fails.
      let findings = isCanvas ? runTimeFindings(in: paths, measurer: measurer) : report.diagnostics
      var prototypes: [CellPrototype] = []
      var failed = false
      // The findings of a load with errors, said once the cells drawn are known.
      var unsaid: [Diagnostic]?
      switch report.registryError {
      case nil where !findings.containsErrors:
        for identifier in registry.reuseIdentifiers {
          prototypes.append(input.named(try registry.prototype(forReuseIdentifier: identifier)))
        }
      case nil, .invalidTemplates:
        for identifier in registry.reuseIdentifiers {
          prototypes.append(input.named(try registry.prototype(forReuseIdentifier: identifier)))
        }
        unsaid = findings
        for cell in (report.check?.files ?? []).flatMap(\.cells)
        where !prototypes.contains(where: { $0.reuseIdentifier == cell.reuseIdentifier }) {
          prototypes.append(input.named(cell))
        }
      case .malformedArchive(let error, let source)?:
        throw MalformedPack.failure(error, named: "\(source)")
      case let error?:
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.usageOrInputFailure
      }
      if prototypes.isEmpty {
        if let unsaid {
          try sayFindings(unsaid, sources: report.check?.sources ?? [:], input: input)
        }
        throw Self.nothingToDraw
      }
      // In the files' order, as `measure` lists them, then the packs' in their own order.
      let declared = PrototypeSource.keysInFileOrder(of: report.check?.files ?? [])
      let seen = Set(declared)
      let keys =
        declared + registry.reuseIdentifiersInRegistrationOrder.filter { !seen.contains($0) }
      let order = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
      prototypes.sort {
        (order[$0.reuseIdentifier] ?? .max, $0.reuseIdentifier)
          < (order[$1.reuseIdentifier] ?? .max, $1.reuseIdentifier)
      }
      let documents = InterfaceBuilderDocuments(files: report.check?.files ?? [])
      // Every prototype, before --id picks one: what a row's --id-key value may name.
      let identifiers = prototypes.map(\.reuseIdentifier)
      if !all, id == nil, !rowsPickPrototypes {
        try Self.requireOnePrototype(identifiers, hasRows: data != nil)
      }
      // Every prototype, drawn or not: where each one's findings end in its file.
      let everyPrototype = prototypes
      if !all, let id {
        let id = try PrototypeSource.key(
          naming: id, in: documents, files: report.check?.files
        ) { name in
          prototypes.contains { $0.reuseIdentifier == name }
        }
        prototypes = prototypes.filter { $0.reuseIdentifier == id }
        if prototypes.isEmpty {
          throw CommandFailure.usage(
            PrototypeSource.unknownIdentifierMessage(
              id, known: registry.reuseIdentifiers))
        }
      }
      if let unsaid {
        // One prototype picked: its findings, as `measure --id` says nothing of the others.
        let said =
          prototypes.count < everyPrototype.count
          ? prototypes.flatMap { unsaid.located(in: $0, among: everyPrototype) } : unsaid
        try sayFindings(said, sources: report.check?.sources ?? [:], input: input)
        failed = said.containsErrors
      }
      // Right to left: the prototypes whose mirrored layouts are their right-to-left ones.
      let laidOut = isRightToLeft ? prototypes.map { $0.mirroringAbsoluteAttributes() } : prototypes
      let deviceScale = widthOptions.deviceScale
      let scale = scaleOptions.resolvedScale(for: documents, deviceScale: deviceScale).scale
      let scales =
        scaleOptions.keepsDocumentScales(deviceScale: deviceScale)
        ? CellPrototype.designScales(of: prototypes, differingFrom: scale) : [:]
      let calculator = HeightCalculator(
        prototypes: laidOut.map { cell in
          heightOptions.height.map {
            PrototypeSource.fixing(
              cell, at: $0, scale: scales[cell.reuseIdentifier] ?? scale, isCanvas: isCanvas)
          } ?? cell
        },
        measurer: measurer, options: LayoutOptions(scale: scale, laysOutDrawnLines: true),
        scales: scales,
        maximumLayoutWork: report.maximumLayoutWork)
      var cells: [GalleryCell] = []
      do {
        // Rows that fail are left out, as `measure` leaves them out, and said in row order
        // once every row has been tried.
        let rowFailures = RowFailures()
        let (parsed, total, hint) = try readRows(failures: rowFailures)
        let rows = rowsNamingKnownPrototypes(
          parsed, known: identifiers, documents: documents, failures: rowFailures)
        defer {
          FileOutput.standardError.write(
            rowFailures.text(total: total) + (hint.map { "note: \($0)\n" } ?? ""))
        }
        if rowsPickPrototypes {
          prototypes = try prototypesNamed(
            by: rows, among: prototypes, hasFailedRows: !rowFailures.isEmpty)
        }
        // An empty file (or `[]`) draws each cell as designed: said, as `measure` says it.
        if let data, total == 0 {
          FileOutput.standardError.write(
            "note: no rows in \(ByteInput.name(of: data)): each prototype is drawn as designed\n")
        }
        Self.warnOfMisspeltMembers(in: rows, of: prototypes, except: rowPrototypeKey)
        if let note = rowsNamingNoneNote(rows, drawing: prototypes) {
          FileOutput.standardError.write(note)
        }
        let references = documents.recordedFrames
        for prototype in prototypes {
          do {
            // Interface Builder's frames are its canvas's, left to right.
            cells += try galleryCells(
              of: prototype, rows: rows, diagnostics: findings, among: everyPrototype,
              isOneOfSeveral: prototypes.count > 1,
              references: isRightToLeft ? [:] : references[prototype.reuseIdentifier] ?? [:],
              calculator: calculator, failures: rowFailures)
          } catch {
            FileOutput.standardError.write(
              "error: \(prototype.reuseIdentifier) cannot be laid out: \(error)\n")
            failed = true
          }
        }
        if !rowFailures.isEmpty { failed = true }
      } catch let error as ExitCode {
        throw error
      } catch let failure as CommandFailure {
        throw failure
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.failure
      }
      if cells.isEmpty { throw Self.nothingToDraw }
      if let row { Self.warnOfMisspeltMembers(try Self.rowMembers(of: row), in: prototypes) }
      let renderer = HTMLGalleryRenderer(showsConstraints: constraints)
      let document = renderer.render(
        cells,
        fontFiles: { spec, text in
          (try? measurer.font(for: spec).fontFilePaths(drawing: text)) ?? []
        },
        widthAdjustment: { spec in try? measurer.font(for: spec).advanceAdjustment })
      try write(document, cells: cells.count)
      if failed { throw ExitCode.failure }
    }

    /// The failure of a gallery with no cell to draw: as for the SVG, nothing is written, since
    /// a page of nothing would replace a good gallery with zeros.
    static let nothingToDraw = CommandFailure.failure(
      "nothing to draw: the errors above leave no cell to lay out; no file written")

    /// What `validate` finds in `paths`: their diagnostics read and checked as UIKit lays the
    /// cells out at run time, not as IB's canvas draws them, with the views IB marks misplaced.
    private func runTimeFindings(in paths: [String], measurer: FontTextMeasurer) -> [Diagnostic] {
      PrototypeLoader(checker: runTimeChecker(measurer: measurer), measurer: measurer)
        .check(paths: paths)?.diagnostics ?? []
    }

    /// `validate`'s checker: the documents read as UIKit lays them out at run time, with the
    /// Interface Builder placement check beside the layout check.
    private func runTimeChecker(measurer: FontTextMeasurer) -> TemplateChecker {
      var checker = TemplateChecker(
        loader: contentSizeOptions.templateLoader(canvas: false),
        usesConfigurationFiles: noConfigOptions.usesConfigurationFiles)
      checker.fileRules = [
        InterfaceBuilderPlacementRule(measurer: measurer, comparesRecordedFrames: false)
      ]
      return checker
    }

    /// One prototype at every width, once per row that goes to it (once as designed when none).
    ///
    /// A row that does not fit the prototype (a boolean for a label's text) or cannot be laid
    /// out goes to `failures` with where it is, as `measure` reports it; the other rows are
    /// drawn. A prototype whose every row failed is not drawn.
    private func galleryCells(
      of prototype: CellPrototype, rows: [DataRow], diagnostics: [Diagnostic],
      among prototypes: [CellPrototype], isOneOfSeveral: Bool, references: [String: Rect],
      calculator: HeightCalculator, failures: RowFailures
    ) throws -> [GalleryCell] {
      let identifier = prototype.reuseIdentifier
      // Where a failed row is: with several prototypes drawn, the prototype too.
      let naming = isOneOfSeveral ? " (prototype '\(identifier)')" : ""
      var contents: [(row: Int?, description: String?, place: String?, content: CellContent)] =
        []
      var rowsGoingHere = 0
      let bindings = CellContent.Bindings(prototype: prototype)
      for row in rows {
        if let named = row.prototype, named != identifier { continue }
        rowsGoingHere += 1
        do {
          let content = try CellContent(members: row.members, bindings: bindings)
          contents.append((row.number, "row \(row.number)", row.place, content))
        } catch {
          failures.add(
            row: row.number, "error: \(row.place(member: error.memberKey))\(naming): \(error)")
        }
      }
      if let row, rows.isEmpty {
        contents.append(
          (nil, "--row", nil, try CellContent(row: RowValue(parsingJSON: row), for: prototype)))
      }
      if contents.isEmpty {
        // Rows went to it and none fits: nothing to draw, and nothing drawn as designed in
        // their place.
        if rowsGoingHere > 0 { return [] }
        contents.append((nil, nil, nil, CellContent()))
      }
      let located = diagnostics.located(in: prototype, among: prototypes)
      var cells: [GalleryCell] = []
      for cellWidth in width.isEmpty ? [prototype.width] : width {
        for (number, description, place, content) in contents {
          let laidOut = Result {
            try calculator.layout(
              forReuseIdentifier: identifier, width: cellWidth, content: content)
          }
          var layout: CellLayout
          switch (laidOut, place) {
          case (.success(let success), _): layout = success
          case (.failure(let error), let place?):
            // One row's failure (a label needing too many lines): the others are drawn.
            failures.add(
              row: number ?? 0,
              "error: \(place)\(naming): \(error) (at width \(cellWidth.thousandthsDescription))")
            continue
          case (.failure(let error), nil): throw error
          }
          if isRightToLeft {
            layout = layout.mirrored(
              contentWidth: CellChrome.contentViewWidth(
                accessory: prototype.accessory, cellWidth: cellWidth,
                scale: calculator.options.scale))
          }
          var cell = GalleryCell(
            prototype: prototype, layout: layout, content: content,
            rowDescription: description, diagnostics: located, referenceFrames: references)
          cell.isRightToLeft = isRightToLeft
          cells.append(cell)
        }
      }
      return cells
    }
  }
}
