import ArgumentParser
import Protocell

/// What `compile` makes of templates with errors: the prototypes that have none (what
/// `--skip-invalid` compiles), the ones left out with why, and the lines that say so.
///
/// A prototype has an error when one falls in its element (``PrototypeLoader/cellsWithoutErrors(in:)``),
/// or before the first cell of its file; a file whose errors left no prototype to read (one
/// that is not well-formed XML) is left out whole. An error in a configuration file
/// (`.protocell.json`) is the project's, not a prototype's: no prototype is compiled with it.
struct CompileSelection {
  /// The files, each with only its cells that have no error.
  var files: [TemplateFile]
  /// The cells left out, with their errors, in the files' order.
  var leftOut: [SkippedPrototype]
  /// The files that hold errors but no prototype (not well-formed, say, or not readable), with
  /// their errors.
  var unreadFiles: [(path: String, errors: [Diagnostic])]
  /// The errors of no template: a configuration file's.
  var projectErrors: [Diagnostic]
  /// Every error.
  var errors: [Diagnostic]
  /// How many prototypes the templates declare, with errors or without.
  var total: Int

  /// The selection of `report`'s prototypes.
  init(_ report: TemplateCheckReport) {
    (files, leftOut) = PrototypeLoader.cellsWithoutErrors(in: report)
    let errors = report.diagnostics.filter(\.isError)
    self.errors = errors
    total = report.files.reduce(0) { $0 + $1.cells.count }
    let templatePaths = Set(report.files.map(\.path))
    projectErrors = errors.filter { error in
      guard let file = error.file else { return true }
      return !templatePaths.contains(file) && !error.isUnreadTemplateFile
    }
    var unreadFiles = report.files.filter(\.cells.isEmpty).compactMap { file in
      let own = errors.filter { $0.file == file.path }
      return own.isEmpty ? nil : (path: file.path, errors: own)
    }
    for error in errors where error.isUnreadTemplateFile {
      guard let file = error.wholeFile, !templatePaths.contains(file) else { continue }
      unreadFiles.append((file, [error]))
    }
    self.unreadFiles = unreadFiles
  }

  /// How many prototypes have no error: what `--skip-invalid` compiles.
  var validCount: Int { total - leftOut.count }

  /// Whether `--skip-invalid` can leave the errors out: none is a configuration file's.
  var canSkipInvalid: Bool { projectErrors.isEmpty }

  /// One line for each prototype left out, and for each file whose errors left no prototype to
  /// read, with its first error: `warning: left out 'Broken': bad.xml:3:34: unknown element
  /// <lable> [unknown-element] (and 1 more error)`.
  var leftOutLines: String {
    var text = ""
    for prototype in leftOut {
      text +=
        "warning: left out '\(prototype.reuseIdentifier)': "
        + Self.reason(prototype.errors) + "\n"
    }
    for (path, errors) in unreadFiles {
      text +=
        "warning: left out \(path), whose prototypes could not be read: "
        + Self.reason(errors) + "\n"
    }
    return text
  }

  /// `bad.xml:3:34: unknown element <lable> [unknown-element] (and 1 more error)`: the first
  /// of `errors` on one line, how many notes it has (which `validate` prints, and this line
  /// does not), and how many more errors there are.
  static func reason(_ errors: [Diagnostic]) -> String {
    guard let first = errors.first else { return "" }
    let place = first.location.map { "\($0): " } ?? ""
    let notes =
      first.notes.isEmpty
      ? ""
      : " (\(ProtocellCommand.Validate.plural(first.notes.count, "note")), which validate prints)"
    let more =
      errors.count > 1
      ? " (and \(ProtocellCommand.Validate.plural(errors.count - 1, "more error")))" : ""
    return "\(place)\(first.message) [\(first.code.rawValue)]\(notes)\(more)"
  }

  /// The files the errors are in, as a message names them: `bad.xml`, `a.xml and b.xml`,
  /// `5 files (a.xml, b.xml, c.xml and 2 more)`.
  var errorFiles: String {
    var files: [String] = []
    for file in errors.compactMap(\.file) where !files.contains(file) {
      files.append(file)
    }
    guard files.count > 1 else { return files.first ?? "the inputs" }
    if files.count > 3 {
      return "\(files.count) files (" + files.prefix(3).joined(separator: ", ")
        + " and \(files.count - 3) more)"
    }
    return files.dropLast().joined(separator: ", ") + " and " + files[files.count - 1]
  }

  /// The line that ends a refusal: how many prototypes were refused for how many errors in
  /// which files, and what `--skip-invalid` would do, without `error: `.
  ///
  /// `not compiled: 2 errors in bad.xml and mal.xml refused all 3 prototypes, 1 of them with
  /// errors (and mal.xml, whose prototypes could not be read); --skip-invalid compiles the 2
  /// prototypes without errors and leaves the others out`.
  var refusal: String {
    let count = ProtocellCommand.Validate.plural(errors.count, "error")
    let refused =
      switch total {
      case 0: "the pack"
      case 1: "the one prototype"
      default: "all \(total) prototypes"
      }
    var text = "not compiled: \(count) in \(errorFiles) refused \(refused)"
    guard canSkipInvalid else {
      let files = Set(projectErrors.compactMap(\.file)).sorted()
      // A warning about the paths given, made an error by --warnings-as-errors, has no file.
      let named = files.isEmpty ? "about the paths given" : "in " + files.joined(separator: ", ")
      return text + ": an error \(named) is the project's, not a prototype's, so "
        + "--skip-invalid cannot leave it out"
    }
    if total == 1, leftOut.count == 1 {
      text += ", which has errors"
    } else if total > 1, !leftOut.isEmpty {
      text += ", \(leftOut.count) of them with errors"
    }
    if !unreadFiles.isEmpty {
      let named = unreadFiles.map(\.path)
      let files =
        named.count == 1
        ? "\(named[0]), whose prototypes" : "\(named.count) files whose prototypes"
      text += total > 0 ? " (and \(files) could not be read)" : " (\(files) could not be read)"
    }
    switch validCount {
    case 0 where total > 1: return text + "; no prototype is without errors"
    case 0: return text
    case 1:
      return text + "; --skip-invalid compiles the 1 prototype without errors and leaves "
        + "the others out"
    default:
      return text + "; --skip-invalid compiles the \(validCount) prototypes without "
        + "errors and leaves the others out"
    }
  }

  /// What the summary of a `--skip-invalid` compilation adds: `; left out 1 prototype and 1
  /// file for 2 errors (see: protocell validate bad.xml mal.xml)`; empty when nothing was left
  /// out.
  ///
  /// The command names the files with errors when there are at most three, else the `paths`
  /// the command was given; `naming` gives a file's name in messages (`<stdin>`, which the
  /// command reads as `-`). With `warningsAsErrors` the command carries
  /// `--warnings-as-errors`, without which `validate` shows the errors as warnings and passes.
  func leftOutSummary(
    paths: [String], warningsAsErrors: Bool = false, naming: (String) -> String
  ) -> String {
    guard !leftOut.isEmpty || !unreadFiles.isEmpty else { return "" }
    var parts: [String] = []
    if !leftOut.isEmpty {
      parts.append(ProtocellCommand.Validate.plural(leftOut.count, "prototype"))
    }
    if !unreadFiles.isEmpty {
      parts.append(ProtocellCommand.Validate.plural(unreadFiles.count, "file"))
    }
    var files: [String] = []
    for file in errors.compactMap({ $0.file.map(naming) })
    where !files.contains(file) {
      files.append(file)
    }
    let checked =
      files.count <= 3 ? files.map { $0 == ByteInput.standardInputName ? "-" : $0 } : paths
    let command =
      (["protocell validate"] + (warningsAsErrors ? ["--warnings-as-errors"] : [])
      + checked.map(PrototypeSource.shellWord)).joined(separator: " ")
    return "; left out \(parts.joined(separator: " and ")) for "
      + "\(ProtocellCommand.Validate.plural(errors.count, "error")) (see: \(command))"
  }
}

extension ExitCode {
  /// Exit status 3: `compile --skip-invalid` wrote a pack, but left out prototypes with errors.
  static let someLeftOut = ExitCode(3)
}
