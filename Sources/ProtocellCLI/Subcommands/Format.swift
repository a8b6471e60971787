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
        would change is listed, and the exit status is 1 if there is any. A file of another \
        format is never rewritten: a *.xml found in a folder whose root is not <templates> (an \
        AndroidManifest.xml) is skipped with a note, and a .xib, .storyboard or other file named \
        that is no template is an error. Paths that hold no template are an error too (a \
        mistyped folder in a CI job), as for validate, unless --allow-no-files.

        Exit status: 0 all formatted (or nothing to change), 1 files need formatting (--check), \
        2 usage error, a file that cannot be read as XML, a file named that is no template, or \
        no template found.
        """
    )

    @Argument(help: "Template files or folders. Default: Templates")
    var paths: [String] = []

    @Flag(help: "Change nothing; list the files that are not formatted and exit 1 if any.")
    var check = false

    @Option(help: "Spell constraint relations as ascii (<=, >=) or unicode (≤, ≥).")
    var relations: TemplateFormatter.RelationSpelling = .ascii

    @Option(parsing: .unconditional, help: "The column start tags wrap before (40 to 1000).")
    var lineLength = 100

    @OptionGroup var noFilesOptions: NoFilesOptions

    func validate() throws {
      // Below 40 every attribute of every tag would go on its own line.
      guard (40...1000).contains(lineLength) else {
        throw ValidationError("--line-length must be 40 to 1000, not \(lineLength)")
      }
    }

    func run() throws {
      let formatter = TemplateFormatter(relationSpelling: relations, lineLength: lineLength)
      let folders = paths.isEmpty ? ["Templates"] : paths
      var unformatted: [String] = []
      var templateCount = 0
      var failed = false
      for (file, isNamed) in try Self.templateFiles(in: folders) {
        let bytes: [UInt8]
        do {
          bytes = try FileReader.contents(
            ofFile: file, limit: TemplateLimits.default.maximumFileSize)
        } catch {
          FileOutput.standardError.write("\(file): error: \(error)\n")
          failed = true
          continue
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
          FileOutput.standardError.write("\(file): error: cannot read the file as UTF-8 text\n")
          failed = true
          continue
        }
        let result = formatter.format(text: text, path: file)
        if let root = result.foreignRoot {
          FileOutput.standardError.write(
            Self.foreignFileMessage(file, root: root, isNamed: isNamed))
          failed = failed || isNamed
          continue
        }
        guard let formatted = result.text else {
          FileOutput.standardError.write(
            result.diagnostics.map { "\($0)\n" }.joined())
          failed = true
          continue
        }
        templateCount += 1
        guard formatted != text else { continue }
        unformatted.append(file)
        if check {
          FileOutput.standardOutput.write("\(file): not formatted\n")
        } else {
          do {
            try AtomicFileWriter.write(Array(formatted.utf8), toPath: file)
          } catch {
            // Exit 2, not 1 (which says that files need formatting): the file is as it was.
            FileOutput.standardError.write("\(file): error: \(error)\n")
            failed = true
            continue
          }
          FileOutput.standardOutput.write("\(file): formatted\n")
        }
      }
      if failed { throw ExitCode.usageOrInputFailure }
      if noFilesOptions.findsNothing(fileCount: templateCount, hasReadFailure: false) {
        throw CommandFailure.usage(
          NoFilesOptions.nothingTo("format", under: folders, kinds: "template (.xml) file"))
      }
      if check, !unformatted.isEmpty { throw ExitCode.failure }
    }

    /// The files named (`isNamed`) and the `*.xml` files under the folders named, sorted within
    /// each folder.
    static func templateFiles(in paths: [String]) throws -> [(path: String, isNamed: Bool)] {
      var files: [(path: String, isNamed: Bool)] = []
      for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          throw ValidationError("no such file or directory: '\(path)'")
        }
        guard isDirectory.boolValue else {
          files.append((path, true))
          continue
        }
        let found =
          FileManager.default.enumerator(atPath: path)?
          .compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted() ?? []
        files += found.map { ((path as NSString).appendingPathComponent($0), false) }
      }
      return files
    }
  }
}

extension ProtocellCommand.Format {
  /// What `format` says of a file that is no template, left as it is: a note for a `*.xml` found
  /// in a folder (as `validate` skips it), an error for a file named.
  ///
  /// - Parameters:
  ///   - file: The file's path.
  ///   - root: Its root element: `document` for an Interface Builder document.
  ///   - isNamed: Whether the file was named, rather than found in a folder.
  /// - Returns: The line to write on standard error.
  static func foreignFileMessage(_ file: String, root: String, isNamed: Bool) -> String {
    let reason =
      root == "document"
      ? "an Interface Builder document" : "its root element is <\(root)>, not <templates>"
    guard isNamed else { return "note: skipped '\(file)': \(reason); it is left as it is\n" }
    let convert =
      root == "document"
      ? "; 'protocell convert \(PrototypeSource.shellWord(file))' writes its cells as a template"
      : ""
    return "error: '\(file)' is no template (\(reason)): format rewrites templates only and left "
      + "it as it is\(convert)\n"
  }
}

extension TemplateFormatter.RelationSpelling: ExpressibleByArgument {}
