import ArgumentParser
import Protocell

/// `--allow-no-files`: whether paths that hold no file to work on pass, shared by `validate`,
/// `compile` and `format`.
///
/// A mistyped folder in a CI job finds nothing: that is no pass, as for SwiftLint and ESLint, but
/// one error naming the folders (``nothingTo(_:under:)``), exit status 2.
struct NoFilesOptions: ParsableArguments {
  @Flag(
    help: """
      Pass (exit 0) when the paths hold no file to work on (a template, or for validate and \
      compile an Interface Builder file), as for a project without any yet (compile then writes \
      a pack of no prototypes, as it does for files that declare no cell).
      """)
  var allowNoFiles = false

  /// Whether `report` read every path and found no file, which does not pass; a file too large
  /// to read was found (its own error says so).
  func findsNothing(in report: TemplateCheckReport) -> Bool {
    findsNothing(
      fileCount: report.files.count,
      hasReadFailure: report.hasReadFailure
        || report.diagnostics.contains { $0.code == .fileTooLarge })
  }

  /// Whether a run that worked on `fileCount` files, and failed to read none
  /// (`hasReadFailure` false), found nothing, which does not pass.
  func findsNothing(fileCount: Int, hasReadFailure: Bool) -> Bool {
    fileCount == 0 && !hasReadFailure && !allowNoFiles
  }

  /// `report`'s diagnostics as printed: when it finds nothing, without the loader's warning for
  /// each empty folder, which one error (``nothingTo(_:under:)``) replaces.
  func diagnostics(of report: TemplateCheckReport) -> [Diagnostic] {
    findsNothing(in: report)
      ? report.diagnostics.filter { $0.code != .noTemplateFiles } : report.diagnostics
  }

  /// The error for folders that hold no file: `nothing to check: no template (.xml) or
  /// Interface Builder (.xib, .storyboard) file under 'docs'; check the path, …`.
  ///
  /// - Parameters:
  ///   - verb: What the command would have done with the files (`check`, `compile`, `format`).
  ///   - folders: The paths the command was given.
  ///   - kinds: The files the command works on; by default templates and Interface Builder
  ///     documents.
  /// - Returns: The message, without `error: `.
  static func nothingTo(
    _ verb: String, under folders: [String],
    kinds: String = "template (.xml) or Interface Builder (.xib, .storyboard) file"
  ) -> String {
    let named = PrototypeSource.quotedAlternatives(folders)
    return
      "nothing to \(verb): no \(kinds) under \(named); check the path, or pass "
      + "--allow-no-files to let that pass"
  }
}
