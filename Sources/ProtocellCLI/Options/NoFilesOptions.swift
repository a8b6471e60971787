import ArgumentParser
import Protocell

/// `--allow-no-files`: whether paths that hold no template or Interface Builder file pass, shared
/// by `validate` and `compile`.
///
/// A mistyped folder in a CI job finds nothing: that is no pass, as for SwiftLint and ESLint, but
/// one error naming the folders (``nothingTo(_:under:)``), exit status 2.
struct NoFilesOptions: ParsableArguments {
  @Flag(
    help: """
      Pass (exit 0) when the paths hold no template or Interface Builder file, as for a project \
      without any yet (compile then writes a pack of no prototypes).
      """)
  var allowNoFiles = false

  /// Whether `report` read every path and found no file, which does not pass.
  func findsNothing(in report: TemplateCheckReport) -> Bool {
    report.files.isEmpty && !report.hasReadFailure && !allowNoFiles
  }

  /// `report`'s diagnostics as printed: when it finds nothing, without the loader's warning for
  /// each empty folder, which one error (``nothingTo(_:under:)``) replaces.
  func diagnostics(of report: TemplateCheckReport) -> [Diagnostic] {
    findsNothing(in: report)
      ? report.diagnostics.filter { $0.code != .unreadableFile } : report.diagnostics
  }

  /// The error for folders that hold no file: `nothing to check: no template (.xml) or
  /// Interface Builder (.xib, .storyboard) file under 'docs'; check the path, …`.
  ///
  /// - Parameters:
  ///   - verb: What the command would have done with the files (`check`, `compile`).
  ///   - folders: The paths the command was given.
  /// - Returns: The message, without `error: `.
  static func nothingTo(_ verb: String, under folders: [String]) -> String {
    let named = PrototypeSource.quotedAlternatives(folders)
    return
      "nothing to \(verb): no template (.xml) or Interface Builder (.xib, .storyboard) file "
      + "under \(named); check the path, or pass --allow-no-files to let that pass"
  }
}
