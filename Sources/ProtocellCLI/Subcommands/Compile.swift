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
        Checks the templates exactly as 'protocell validate' does and refuses to compile if \
        any has an error (the diagnostics go to standard error). Otherwise writes every \
        prototype into one pack, indexed by reuse identifier, that an app loads without \
        parsing XML. The pack is written to a temporary file beside FILE (an unnamed one on \
        Linux) and renamed over it, so FILE is never left half written, even if the process \
        is killed.

        Paths that hold no template or Interface Builder file are an error (exit status 2), \
        as for validate, unless --allow-no-files: no empty pack is written for a mistyped folder.

        Exit status: 0 compiled, 1 errors in the documents, 2 usage, read or write failure, or \
        nothing to compile.
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

    @OptionGroup var configurationOptions: ConfigurationOptions
    @OptionGroup var noFilesOptions: NoFilesOptions
    @OptionGroup var layoutCheckOptions: LayoutCheckOptions
    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var contentSizeOptions: ContentSizeOptions
    @OptionGroup var colorOptions: ColorOptions

    func run() async throws {
      let paths = self.paths.isEmpty ? ["Templates"] : self.paths
      let input = try StandardInputTemplates.reading(paths)
      let checker = TemplateChecker(
        loader: contentSizeOptions.templateLoader,
        validator: TemplateValidator(
          layoutRules: layoutCheckOptions.layoutRules(
            fonts: fontOptions,
            configuredFor: configurationOptions.usesConfigurationFiles ? input.paths : [])),
        warningsAsErrors: configurationOptions.warningsAsErrors,
        usesConfigurationFiles: configurationOptions.usesConfigurationFiles)
      let report = checker.check(paths: input.paths)
      // As validate: one error says that nothing was found, in place of the loader's warning
      // for each folder.
      let findsNothing = noFilesOptions.findsNothing(in: report)
      let diagnostics = noFilesOptions.diagnostics(of: report)
      if !diagnostics.isEmpty {
        let formatter = DiagnosticsFormatter(
          usesColors: colorOptions.usesColors(for: .standardError))
        FileOutput.standardError.write(
          input.named(formatter.format(diagnostics, sources: report.sources)))
      }
      if report.hasReadFailure { throw ExitCode.usageOrInputFailure }
      if findsNothing {
        throw CommandFailure.usage(NoFilesOptions.nothingTo("compile", under: paths))
      }
      guard report.errorCount == 0 else {
        let errors = "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s")"
        FileOutput.standardError.write("error: not compiled: the documents have \(errors)\n")
        throw ExitCode.failure
      }
      try OutputPath.refuseInput(
        output, inputs: report.files.map(\.path), replacing: "a document with the pack")
      // A template from standard input is recorded as `<stdin>`, not as its temporary copy.
      let cells = report.files.flatMap(\.cells).map(input.named)
      let bytes: [UInt8]
      do {
        bytes = try ArchiveEncoder(includesSourceLocations: !noSourceLocations).encodePack(cells)
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.failure
      }
      let toStandardOutput = OutputPath.isStandardOutput(output)
      if toStandardOutput {
        FileOutput.standardOutput.write(bytes)
      } else {
        do {
          try AtomicFileWriter.write(bytes, toPath: output)
        } catch {
          FileOutput.standardError.write("error: \(error)\n")
          throw ExitCode.usageOrInputFailure
        }
      }
      let files = Validate.plural(report.files.count, "file")
      let prototypes = Validate.plural(cells.count, "prototype")
      // The pack itself may be on standard output: the summary goes beside it.
      (toStandardOutput ? FileOutput.standardError : FileOutput.standardOutput).write(
        "Compiled \(prototypes) from \(files) into "
          + "\(toStandardOutput ? "standard output" : output) (\(bytes.count) bytes).\n")
      if let note = Self.scaleNote(for: report.files) {
        FileOutput.standardError.write(input.named(note))
      }
    }

    /// The note for documents designed at a scale other than 2, the scale a pack is measured at
    /// unless told: a pack keeps no `<device>`, so `measure app.pcpack` needs `--scale` to round
    /// as the documents do (162.333 at 3×, not 162.5).
    static func scaleNote(for files: [TemplateFile]) -> String? {
      let scaled = files.compactMap { file -> (String, Double)? in
        guard let records = file.interfaceBuilder, records.hasDevice, records.scale != 2 else {
          return nil
        }
        return (FilePathName.fileName(of: file.path), records.scale)
      }
      guard let first = scaled.first else { return nil }
      let others = scaled.count > 1 ? " and \(scaled.count - 1) more" : ""
      let scale = first.1.compactDescription
      return "note: a pack keeps no design scale: the cells of \(first.0)\(others) round to the "
        + "pixel of \(scale)x in their document; measure the pack with --scale \(scale) (packs "
        + "are measured at 2 unless told)\n"
    }
  }
}
