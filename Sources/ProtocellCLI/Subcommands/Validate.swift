import ArgumentParser
import Foundation
import Protocell

extension ProtocellCommand {
  /// `protocell validate PATH…`: checks templates like a compiler.
  struct Validate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check template files and report problems like a compiler.",
      discussion: """
        Reads every template file named, and every *.xml, *.xib and *.storyboard file under every folder named
        (recursively), then lays every cell out with real fonts at its width (and at each
        --width) to find unsatisfiable constraints, ambiguous views and heights the content
        does not determine. Prints each problem as 'path:line:col: error: message [code]' with
        the source line and a hint. A '.protocell.json' file beside the templates (or in a
        folder above them) can switch rules off by code, and raise or lower the limits on
        what a template may hold (see SECURITY.md):

          { "disabledRules": ["label-without-text"], "warningsAsErrors": false,
            "limits": { "maximumFileSize": 16777216, "maximumNestingDepth": 64,
                        "maximumViewsPerCell": 1000, "maximumConstraintsPerCell": 5000,
                        "maximumTextLength": 100000 } }

        Exit status: 0 no errors, 1 errors found, 2 usage or read failure.
        """
    )

    @Argument(help: "Template files or folders. Default: Templates")
    var paths: [String] = []

    /// `--format`: for people, or for a CI tool.
    enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
      case human, json, github, sarif, junit, checkstyle

      /// The library's reporter for the CI formats.
      var reporter: (any DiagnosticReporter)? {
        switch self {
        case .human, .json: nil
        case .github: GitHubActionsReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .checkstyle: CheckstyleReporter()
        }
      }
    }

    @Option(help: "Output format: human, json, github, sarif, junit or checkstyle.")
    var format: Format = .human

    @Option(help: "Colour the output: auto, always or never.")
    var color: ColorChoice = .auto

    @Flag(help: "Report warnings as errors.")
    var warningsAsErrors = false

    @Flag(help: "Ignore .protocell.json configuration files.")
    var noConfig = false

    @Flag(help: "Do not print the source line under each diagnostic.")
    var noSnippets = false

    @Option(name: .customLong("width"), help: "Also lay every cell out at this width (repeatable).")
    var widths: [Double] = []

    @Flag(help: "Skip the layout checks (unsatisfiable, ambiguous, undetermined height, fonts).")
    var noLayout = false

    func run() async throws {
      let paths = self.paths.isEmpty ? ["Templates"] : self.paths
      for width in widths where !(width.isFinite && width > 0) {
        throw ValidationError("--width must be a positive number of points, not \(width)")
      }
      var layoutRules: [any CellValidationRule] = []
      if !noLayout {
        do {
          layoutRules.append(
            LayoutValidationRule(measurer: try FontTextMeasurer(), extraWidths: widths))
        } catch {
          FileOutput.standardError.write("warning: layout checks skipped: \(error)\n")
        }
      }
      let checker = TemplateChecker(
        validator: TemplateValidator(layoutRules: layoutRules),
        warningsAsErrors: warningsAsErrors, usesConfigurationFiles: !noConfig)
      let report = checker.check(paths: paths)
      switch format {
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(DiagnosticReport(report))
        FileOutput.standardOutput.write(String(decoding: data, as: UTF8.self) + "\n")
      case .human:
        let formatter = DiagnosticsFormatter(
          usesColors: color.resolved(for: .standardOutput), showsSourceSnippets: !noSnippets)
        FileOutput.standardOutput.write(
          formatter.format(report.diagnostics, sources: report.sources))
        FileOutput.standardOutput.write(Self.summary(of: report) + "\n")
      case .github, .sarif, .junit, .checkstyle:
        FileOutput.standardOutput.write(format.reporter?.report(report) ?? "")
      }
      if report.hasReadFailure { throw ExitCode.usageOrInputFailure }
      if report.errorCount > 0 { throw ExitCode.failure }
    }

    /// The closing line of the human format.
    ///
    /// For example `Checked 3 files (8 cells): 2 errors, 1 warning.`
    static func summary(of report: TemplateCheckReport) -> String {
      let files = plural(report.files.count, "file")
      let cells = plural(report.cellCount, "cell")
      var parts: [String] = []
      if report.errorCount > 0 { parts.append(plural(report.errorCount, "error")) }
      if report.warningCount > 0 { parts.append(plural(report.warningCount, "warning")) }
      return
        "Checked \(files) (\(cells)): \(parts.isEmpty ? "no problems" : parts.joined(separator: ", "))."
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
      "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
  }
}
