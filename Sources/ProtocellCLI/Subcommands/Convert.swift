import ArgumentParser
import Foundation
import Protocell
import ProtocellTooling

extension ProtocellCommand {
  /// `protocell convert FILE.xib -o FILE.xml`: writes an Interface Builder document's cells in
  /// the template language.
  struct Convert: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "convert",
      abstract: "Write the cells of a .xib or .storyboard in Protocell's template language.",
      discussion: """
        Reads every table-view and collection-view cell of the document as 'protocell \
        validate' does and writes them as one template file: views named after their outlets, \
        IB labels or texts, IB's system fonts as fontFamily="iOS System", the content view's \
        margins and every constraint, so that measuring the template gives the frames that \
        measuring the IB file with rows gives (UIKit's run-time margins and row height; \
        without rows, measure lays an IB cell out as Interface Builder's canvas draws it). \
        Each cell is named by the key every command gives it, \
        which 'measure --id' takes: its reuse identifier when the document uses it once, \
        'Cell@TABLE-ID' when several tables use 'Cell', 'Cell@CELL-ID' for repeated static \
        cells. The template is in the canonical layout of \
        'protocell format', so 'format --check' passes on it. The importer's diagnostics go to standard \
        error. Without -o, or with '-o -', the template is printed. -o naming a symbolic link \
        replaces the file it points to and keeps the link; a device or a FIFO (-o /dev/null) \
        is written through, with the summary on standard error.

        A cell whose height its content does not determine is a warning in an Interface \
        Builder document (a table may set the row height) but an error in a template, whose \
        rows size themselves: convert lays the template's cells out and names such cells in one \
        warning, with what to change, so that 'protocell validate' of the template is no \
        surprise. So are the template's other errors, located in it: a reuse identifier with a \
        space, which UIKit takes and a template may not hold, and the document's own layout \
        errors (a conflict of constraints). The template is written all the same, as the \
        document was.

        Exit status: 0 converted, 1 import errors, 2 usage, read or write failure.
        """
    )

    @Argument(help: "A .xib or .storyboard file ('-': standard input).")
    var file: String

    @Option(
      name: [.short, .customLong("output")],
      help: "The template file to write ('-': standard output, as without -o).")
    var output: String?

    @Option(help: "Colour the diagnostics.")
    var color: ColorChoice = .auto

    func run() async throws {
      // `-o -` prints, as preview's does: never a file named "-".
      let output = self.output == "-" ? nil : self.output
      if let output {
        try OutputPath.refuseInput(output, inputs: [file], replacing: "the document")
        // Before the document is read: its warnings are no use when nothing can be written.
        try OutputPath.refuseUnwritable(output)
        if InterfaceBuilderImporter.hasDocumentExtension(output) {
          throw CommandFailure.usage(
            "-o names '\(output)', an Interface Builder document's name: convert writes a "
              + "template (XML that Xcode does not open); name it .xml")
        }
      }
      let bytes: [UInt8]
      do {
        bytes = try ByteInput.contents(of: file, limit: TemplateLimits.default.maximumFileSize)
      } catch let error as FileReadError where error.reason == .notRegularFile(.directory) {
        // validate and measure search folders; convert writes one document's cells.
        throw CommandFailure.usage(
          "'\(file)' is a folder: convert takes one .xib or .storyboard file (convert each "
            + "document of a folder on its own)")
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.usageOrInputFailure
      }
      let file = ByteInput.name(of: file)
      let source = SourceFile(path: file, bytes: bytes)
      let document = InterfaceBuilderImporter().importDocument(source)
      if !document.diagnostics.isEmpty {
        let formatter = DiagnosticsFormatter(usesColors: color.resolved(for: .standardError))
        FileOutput.standardError.write(
          formatter.format(document.diagnostics, sources: [file: source]))
      }
      guard !document.diagnostics.contains(where: \.isError) else {
        FileOutput.standardError.write("error: not converted: the document has errors\n")
        throw ExitCode.failure
      }
      if document.file.cells.isEmpty {
        FileOutput.standardError.write(
          "warning: \(file) holds no table-view or collection-view cell: the template written "
            + "declares no prototype\n")
      }
      let name = FilePathName.fileName(of: file)
      let written = TemplateWriter().text(
        of: document.file.cells, comment: "Converted from \(name) by protocell convert")
      // In format's canonical layout, so that `format --check` passes on a converted template.
      let text = TemplateFormatter().format(text: written, path: output ?? "-").text ?? written
      let formatter = DiagnosticsFormatter(usesColors: color.resolved(for: .standardError))
      let templateErrors = Self.templateErrorWarnings(in: text, output: output)
      if !templateErrors.isEmpty {
        let template = SourceFile(path: output ?? "-", text: text)
        FileOutput.standardError.write(
          formatter.format(templateErrors, sources: [template.path: template]))
      }
      let layout = Self.layoutWarnings(in: text, output: output, document: file)
      if !layout.others.isEmpty {
        let template = SourceFile(path: output ?? "-", text: text)
        FileOutput.standardError.write(
          formatter.format(layout.others, sources: [template.path: template]))
      }
      if let warning = layout.undetermined {
        FileOutput.standardError.write(formatter.format([warning], sources: [:]))
      }
      // A template keeps no <device> (a pack does): said (the fresh17 review).
      let scaleNote = Self.scaleNote(for: document.file)
      guard let output else {
        FileOutput.standardOutput.write(text)
        if let scaleNote { FileOutput.standardError.write(scaleNote) }
        return
      }
      let outcome: AtomicFileWriter.Outcome
      do {
        outcome = try AtomicFileWriter.write(Array(text.utf8), toPath: output)
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.usageOrInputFailure
      }
      let cells = "\(document.file.cells.count) cell\(document.file.cells.count == 1 ? "" : "s")"
      OutputPath.summaryOutput(after: outcome).write(
        "Converted \(cells) from \(file) into \(output).\n")
      if let scaleNote { FileOutput.standardError.write(scaleNote) }
    }

    /// The note for a document designed at a scale other than 2, the scale a template is
    /// measured at unless told: a template keeps no `<device>`, so `measure Cell.xml` needs
    /// `--scale` to round as the document does (162.333 at 3×, not 162.5).
    static func scaleNote(for file: TemplateFile) -> String? {
      guard let records = file.interfaceBuilder, records.hasDevice, records.scale != 2 else {
        return nil
      }
      let scale = records.scale.compactDescription
      return "note: a template keeps no design scale: the cells of "
        + "\(FilePathName.fileName(of: file.path)) round to the pixel of \(scale)x in their "
        + "document; measure the template with --scale \(scale) (templates are measured at 2 "
        + "unless told)\n"
    }
  }
}
