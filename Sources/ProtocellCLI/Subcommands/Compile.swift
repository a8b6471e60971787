import ArgumentParser
import Foundation
import Protocell

extension ProtocellCommand {
  /// `protocell compile PATH… -o FILE`: validates templates and writes a pack.
  struct Compile: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compile",
      abstract: "Validate templates and compile them into a pack of prototypes.",
      discussion: """
        Checks the templates as 'protocell validate' does (and lays out the cells of a file \
        that did not parse whole, besides its cells with errors, which validate leaves \
        unchecked) and refuses to compile if any has an error: the diagnostics go to standard \
        error, ending with a line that counts the prototypes refused, the errors and their \
        files. Otherwise writes every prototype \
        into one pack, indexed by reuse identifier and in the documents' order, that an app \
        loads without parsing XML. The pack is written to a temporary file beside FILE (an \
        unnamed one on Linux) and renamed over it, so FILE is never left half written, even \
        if the process is killed. A symbolic link FILE stays, and the file it points to is \
        replaced; a device, a FIFO or a socket (-o /dev/null, -o /dev/stdout) is written \
        through, the summary then on standard error; a folder is refused.

        With --skip-invalid, the prototypes that have no error are compiled and the others left \
        out: one line each on standard error names a prototype left out (or a file none of \
        whose prototypes could be read) with its first error, and the summary counts them. An \
        error in a .protocell.json refuses the pack all the same.

        Paths that hold no template or Interface Builder file are an error (exit status 2), \
        as for validate, unless --allow-no-files: no empty pack is written for a mistyped folder.

        Exit status: 0 compiled, 1 errors in the documents or files that declare no cell \
        (nothing written), 2 usage, read or write failure, or no file to compile, 3 compiled with --skip-invalid, but prototypes \
        with errors were left out.
        """
    )

    @Argument(
      help: """
        .xib and .storyboard files, template files or folders, or '-' for standard input. \
        Default: Templates
        """)
    var paths: [String] = []

    @Option(
      name: [.short, .customLong("output")],
      help: "The pack to write ('-': standard output, the summary then on standard error).")
    var output: String

    @Flag(help: "Leave source locations out of the pack (smaller; diagnostics lose positions).")
    var noSourceLocations = false

    @Flag(
      help: """
        Compile the prototypes that have no error and leave the others out, one line each \
        (exit status 3 when some are), instead of refusing the pack.
        """)
    var skipInvalid = false

    @OptionGroup var configurationOptions: ConfigurationOptions
    @OptionGroup var noFilesOptions: NoFilesOptions
    @OptionGroup var layoutCheckOptions: LayoutCheckOptions
    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var contentSizeOptions: ContentSizeOptions
    @OptionGroup var colorOptions: ColorOptions

    func run() async throws {
      let paths = self.paths.isEmpty ? ["Templates"] : self.paths
      try OutputPath.refuseUnwritable(output)
      let input = try StandardInputTemplates.reading(paths)
      // validate's checks, the Interface Builder placement check among them: `compile
      // --warnings-as-errors` refuses what `validate --warnings-as-errors` fails (a review:
      // a misplaced view failed one and not the other, and --compare-ib-frames did nothing).
      let rules = try layoutCheckOptions.rules(
        fonts: fontOptions,
        configuredFor: configurationOptions.configurationPaths(for: input.paths))
      var checker = TemplateChecker(
        loader: contentSizeOptions.templateLoader,
        validator: TemplateValidator(layoutRules: rules.layout),
        warningsAsErrors: configurationOptions.warningsAsErrors,
        usesConfigurationFiles: configurationOptions.usesConfigurationFiles)
      checker.fileRules = rules.file
      let report = checker.check(paths: input.paths)
      // As validate: one error says that nothing was found, in place of the loader's warning
      // for each folder.
      let findsNothing = noFilesOptions.findsNothing(in: report)
      let diagnostics = noFilesOptions.diagnostics(of: report)
      let selection = report.errorCount > 0 ? CompileSelection(report) : nil
      // With --skip-invalid, what is left out is said in a line each, not in full.
      let skipsInvalid = skipInvalid && selection?.canSkipInvalid == true
      // A template file that cannot be read is left out like one that is no XML; a path that
      // names nothing stops the command.
      let stopsOnReadFailure =
        report.hasReadFailure
        && (!skipsInvalid || report.diagnostics.contains(where: \.stopsTheLoad))
      if !diagnostics.isEmpty, !skipsInvalid || stopsOnReadFailure {
        let formatter = DiagnosticsFormatter(
          usesColors: colorOptions.usesColors(for: .standardError))
        FileOutput.standardError.write(
          input.named(formatter.format(diagnostics, sources: report.sources)))
      }
      if stopsOnReadFailure { throw ExitCode.usageOrInputFailure }
      if findsNothing {
        throw CommandFailure.usage(NoFilesOptions.nothingTo("compile", under: paths))
      }
      // Files without a cell (a storyboard of other scenes) make a pack no command can use, as
      // measure says of them; --allow-no-files writes it, as for no files (a newcomer's review).
      if !noFilesOptions.allowNoFiles, !report.files.isEmpty,
        report.files.allSatisfy(\.cells.isEmpty), !report.hasReadFailure
      {
        throw CommandFailure.failure(
          PrototypeSource.noPrototypesMessage(toDo: "compile", paths: paths)
            + "; pass --allow-no-files to write a pack of no prototypes")
      }
      var files = report.files
      if let selection {
        guard skipsInvalid else {
          throw CommandFailure.failure(input.named(selection.refusal))
        }
        FileOutput.standardError.write(input.named(selection.leftOutLines))
        files = selection.files
      }
      try OutputPath.refuseInput(
        output, inputs: report.files.map(\.path), replacing: "a document with the pack")
      // A template from standard input is recorded as `<stdin>`, not as its temporary copy.
      var cells = files.flatMap(\.cells).map(input.named)
      // The line heights IB recorded for fonts the app bundles go into the pack with the cells
      // that use them: the pack is measured without its documents (a library review: a
      // Quicksand cell's pack measured 9 points shorter than its document). The layout check's
      // measurer learned them from these files; without the check, one learns them here.
      let checked = checker.validator.layoutRules.lazy.compactMap {
        ($0 as? LayoutValidationRule)?.measurer as? FontTextMeasurer
      }.first
      let fonts: FontTextMeasurer
      if let checked {
        fonts = checked
      } else {
        fonts = try fontOptions.makeMeasurer(
          configuredFor: configurationOptions.configurationPaths(for: input.paths))
        fonts.learnLineHeights(from: report.files)
      }
      cells = fonts.attachingLearnedLineMetrics(to: cells)
      let bytes: [UInt8]
      do {
        bytes = try ArchiveEncoder(includesSourceLocations: !noSourceLocations).encodePack(cells)
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.failure
      }
      let toStandardOutput = OutputPath.isStandardOutput(output)
      var outcome = AtomicFileWriter.Outcome.writtenThrough
      if toStandardOutput {
        FileOutput.standardOutput.write(bytes)
      } else {
        do {
          outcome = try AtomicFileWriter.write(bytes, toPath: output)
        } catch {
          FileOutput.standardError.write("error: \(error)\n")
          throw ExitCode.usageOrInputFailure
        }
      }
      let fileCount = Validate.plural(report.files.count, "file")
      let prototypes = Validate.plural(cells.count, "prototype")
      // The pack itself may be on standard output: the summary goes beside it.
      // Warnings made errors on the command line are errors in validate only with the flag;
      // one in .protocell.json is read by validate too.
      let leftOut =
        selection?.leftOutSummary(
          paths: paths, warningsAsErrors: configurationOptions.warningsAsErrors,
          naming: input.named) ?? ""
      OutputPath.summaryOutput(after: outcome).write(
        "Compiled \(prototypes) from \(fileCount) into "
          + "\(toStandardOutput ? "standard output" : output) (\(bytes.count) bytes)\(leftOut).\n")
      if !leftOut.isEmpty { throw ExitCode.someLeftOut }
    }
  }
}
