import ArgumentParser
import Protocell
import ProtocellTooling

extension ProtocellCommand {
  /// `protocell generate-swift PATH… -o FILE`: typed reuse identifiers and rows for Swift code.
  struct GenerateSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "generate-swift",
      abstract: "Write Swift types naming the templates' prototypes and their row keys.",
      discussion: """
        Declares an enum of the reuse identifiers and, per prototype, a row struct with one \
        property per bound key (a String for a label, an ImageSize for an image, optional where \
        every view bound to the key has hideWhenEmpty), which encodes to the JSON object \
        Cell.apply(json:) and 'protocell measure' read. An Interface Builder cell's outlet (or \
        a template's keepWhenMissing key) is an OutletContent, nil by default: nil leaves the \
        key out, so the view keeps its design; .empty writes null, which empties it. \
        ProtocellPlugin runs it at build time. \
        Templates with errors (their syntax, references and rules, as 'protocell validate' \
        finds them; 'protocell compile' also lays the cells out) are reported and nothing is \
        written, and so are names Swift would declare twice ('Cell' and 'cell' are both the \
        case 'cell') and paths that hold no prototype.

        Says what it wrote in one line, as compile does: on standard output, or on standard \
        error when the Swift is written there ('-o -') or through a device or a FIFO ('-o \
        /dev/stdout'). A symbolic link given to -o stays, and the file it points to is \
        replaced; a folder is refused.

        Exit status: 0 written, 1 template errors, 2 usage, read or write failure.
        """
    )

    @Argument(help: ".xib and .storyboard files, template files or folders. Default: Templates")
    var paths: [String] = []

    @Option(
      name: [.short, .customLong("output")], help: "The Swift file to write ('-': standard output)."
    )
    var output: String

    @Option(help: "The access level of the declarations: public or internal.")
    var accessLevel = "public"

    @Option(help: "The name of the pack the module bundles (NAME.pcpack), to load it.")
    var bundledPack: String?

    func run() throws {
      guard ["public", "internal"].contains(accessLevel) else {
        throw ValidationError("--access-level must be public or internal")
      }
      try OutputPath.refuseUnwritable(output)
      let report = TemplateChecker().check(paths: paths.isEmpty ? ["Templates"] : paths)
      let errors = report.diagnostics.filter(\.isError)
      if !errors.isEmpty {
        let formatter = DiagnosticsFormatter(usesColors: false)
        FileOutput.standardError.write(formatter.format(errors, sources: report.sources))
      }
      if report.hasReadFailure { throw ExitCode.usageOrInputFailure }
      guard errors.isEmpty else { throw ExitCode.failure }
      try OutputPath.refuseInput(
        output, inputs: report.files.map(\.path), replacing: "a document with Swift")
      let cells = report.files.flatMap(\.cells)
      guard !cells.isEmpty else {
        let named = (paths.isEmpty ? ["Templates"] : paths).map { "'\($0)'" }
          .joined(separator: ", ")
        throw CommandFailure.usage(
          "nothing to generate: no prototype under \(named) (a template's <cell>, or a "
            + "table or collection cell of a .xib or .storyboard); check the path")
      }
      let generator = SwiftAccessorGenerator(
        accessLevel: accessLevel, bundledPackName: bundledPack)
      let collisions = generator.nameCollisions(in: cells)
      guard collisions.isEmpty else {
        for collision in collisions {
          FileOutput.standardError.write("error: \(collision)\n")
        }
        FileOutput.standardError.write("error: not generated: the Swift would not compile\n")
        throw ExitCode.failure
      }
      let source = generator.source(for: cells)
      let toStandardOutput = OutputPath.isStandardOutput(output)
      var outcome = AtomicFileWriter.Outcome.writtenThrough
      if toStandardOutput {
        FileOutput.standardOutput.write(source)
      } else {
        do {
          outcome = try AtomicFileWriter.write(Array(source.utf8), toPath: output)
        } catch {
          FileOutput.standardError.write("error: \(error)\n")
          throw ExitCode.usageOrInputFailure
        }
      }
      // As compile says what it wrote: beside the Swift when that is on standard output.
      let prototypes = Validate.plural(cells.count, "prototype")
      let files = Validate.plural(report.files.count, "file")
      OutputPath.summaryOutput(after: outcome).write(
        "Generated Swift for \(prototypes) from \(files) into "
          + "\(toStandardOutput ? "standard output" : output).\n")
    }
  }
}
