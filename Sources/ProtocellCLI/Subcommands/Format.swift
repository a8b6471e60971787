import ArgumentParser
import Foundation
import Protocell
import ProtocellTooling

extension ProtocellCommand {
  /// `protocell format PATH…`: rewrites templates in the canonical layout.
  struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "format",
      abstract: "Rewrite template files in one canonical layout.",
      discussion: """
        Reads every template file named, and every *.xml file under every folder named \
        (recursively), and rewrites each that is not already in the canonical layout: two-space \
        indentation, attributes in the language reference's order, long start tags wrapped at \
        --line-length with attributes aligned, constraint relations spelt as --relations says, \
        comments kept. Formatting is idempotent. With --check nothing is written: each file that \
        would change is listed, and the exit status is 1 if there is any.

        Exit status: 0 all formatted (or nothing to change), 1 files need formatting (--check), \
        2 usage error or a file that cannot be read as XML.
        """
    )

    @Argument(help: "Template files or folders. Default: Templates")
    var paths: [String] = []

    @Flag(help: "Change nothing; list the files that are not formatted and exit 1 if any.")
    var check = false

    @Option(help: "Spell constraint relations as ascii (<=, >=) or unicode (≤, ≥).")
    var relations: TemplateFormatter.RelationSpelling = .ascii

    @Option(help: "The column start tags wrap before.")
    var lineLength = 100

    func run() throws {
      let formatter = TemplateFormatter(relationSpelling: relations, lineLength: lineLength)
      var unformatted: [String] = []
      var failed = false
      for file in try Self.templateFiles(in: paths.isEmpty ? ["Templates"] : paths) {
        guard let data = FileManager.default.contents(atPath: file),
          let text = String(data: data, encoding: .utf8)
        else {
          FileOutput.standardError.write("\(file): error: cannot read the file as UTF-8 text\n")
          failed = true
          continue
        }
        let result = formatter.format(text: text, path: file)
        guard let formatted = result.text else {
          FileOutput.standardError.write(
            result.diagnostics.map { "\($0)\n" }.joined())
          failed = true
          continue
        }
        guard formatted != text else { continue }
        unformatted.append(file)
        if check {
          FileOutput.standardOutput.write("\(file): not formatted\n")
        } else {
          try Data(formatted.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
          FileOutput.standardOutput.write("\(file): formatted\n")
        }
      }
      if failed { throw ExitCode.usageOrInputFailure }
      if check, !unformatted.isEmpty { throw ExitCode.failure }
    }

    /// The files named and the `*.xml` files under the folders named, sorted within each folder.
    static func templateFiles(in paths: [String]) throws -> [String] {
      var files: [String] = []
      for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          throw ValidationError("no such file or directory: '\(path)'")
        }
        guard isDirectory.boolValue else {
          files.append(path)
          continue
        }
        let found =
          FileManager.default.enumerator(atPath: path)?
          .compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted() ?? []
        files += found.map { (path as NSString).appendingPathComponent($0) }
      }
      return files
    }
  }
}

extension TemplateFormatter.RelationSpelling: ExpressibleByArgument {}
