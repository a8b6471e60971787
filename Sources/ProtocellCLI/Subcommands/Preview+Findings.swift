import ArgumentParser
import Protocell

extension ProtocellCommand.Preview {
  /// The note that stands for the warnings and notes among `diagnostics` when a gallery prints
  /// its errors: `note: the gallery shows 42 warnings and 3 notes beside their cells
  /// (protocell validate App lists them)`; `nil` when there are none.
  static func othersNote(_ diagnostics: [Diagnostic], paths: [String]) -> String? {
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let notes = diagnostics.filter { $0.severity == .note }.count
    var parts: [String] = []
    if warnings > 0 { parts.append(ProtocellCommand.Validate.plural(warnings, "warning")) }
    if notes > 0 { parts.append(ProtocellCommand.Validate.plural(notes, "note")) }
    guard !parts.isEmpty else { return nil }
    let command = (["protocell validate"] + paths.map(PrototypeSource.shellWord))
      .joined(separator: " ")
    let isOne = warnings + notes == 1
    return "note: the gallery shows \(parts.joined(separator: " and ")) beside "
      + (isOne ? "its cell (\(command) lists it)\n" : "their cells (\(command) lists them)\n")
  }

  /// Says the errors of `findings` on standard error, which fail the run, and counts the
  /// warnings and notes, which the gallery shows beside their cells (not validate's whole
  /// output again).
  ///
  /// - Throws: ``ExitCode/usageOrInputFailure`` when a file could not be read.
  func sayFindings(
    _ findings: [Diagnostic], sources: [String: SourceFile], input: StandardInputTemplates
  ) throws {
    let formatter = DiagnosticsFormatter(
      usesColors: colorOptions.usesColors(for: .standardError))
    FileOutput.standardError.write(
      input.named(
        formatter.format(findings.filter(\.isError), sources: sources)
          + (Self.othersNote(findings, paths: paths) ?? "")))
    if findings.contains(where: { $0.code == .unreadableFile && $0.isError }) {
      throw ExitCode.usageOrInputFailure
    }
  }
}
