import ArgumentParser
import Foundation
import Protocell
import ProtocellTooling

extension ProtocellCommand {
  /// `protocell validate PATH…`: checks templates like a compiler.
  struct Validate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "validate",
      abstract: "Check template files and report problems like a compiler.",
      discussion: """
        Reads every template file named ('-' for standard input), and every *.xml, *.xib and \
        *.storyboard file under every folder named (recursively; a *.xml there of another \
        format, such as AndroidManifest.xml, is skipped with a note), then lays every prototype \
        out with real fonts at its width (and at each --width) to find unsatisfiable \
        constraints, ambiguous views, heights the content does not determine, views that reach \
        past their row and labels squeezed below their text; in .xib and \
        .storyboard files, views Interface Builder marks misplaced or ambiguous are reported as \
        Xcode reports them, with what the layout finds. Prints each \
        problem as 'path:line:col: error: message [code]' with the source line and a fix-it. A \
        '.protocell.json' file beside the templates (or in a folder above them) can switch \
        rules off by code, and raise or lower the limits on what a template may hold (see \
        SECURITY.md):

          { "disabledRules": ["label-without-text"], "warningsAsErrors": false,
            "limits": { "maximumFileSize": 16777216, "maximumNestingDepth": 64,
                        "maximumViewsPerCell": 1000, "maximumConstraintsPerCell": 5000,
                        "maximumTextLength": 100000 },
            "bindings": { "PostCell": { "title": "titleLabel", "body": "bodyLabel" } } }

        'bindings' maps a data set's row keys to the views (for Interface Builder cells, the \
        outlets) of a prototype; without it a row fills a view by the view's own name.

        Exit status: 0 no errors, 1 errors found, 2 usage or read failure.
        """
    )

    @Argument(
      help: """
        .xib and .storyboard files, template files or folders, or '-' for standard input. \
        Default: Templates
        """)
    var paths: [String] = []

    @OptionGroup var formatOptions: FormatOptions<DiagnosticsOutputFormat>
    @OptionGroup var colorOptions: ColorOptions
    @OptionGroup var configurationOptions: ConfigurationOptions

    @Flag(help: "Do not print the source line under each diagnostic.")
    var noSnippets = false

    @OptionGroup var noFilesOptions: NoFilesOptions

    @OptionGroup var widthOptions: ExtraWidthsOptions

    @OptionGroup var layoutCheckOptions: LayoutCheckOptions

    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var contentSizeOptions: ContentSizeOptions

    /// A usage failure when `protocell WORD …` was meant as a subcommand: WORD, read as the
    /// first path of the default subcommand, was not typed after `validate`, is no file or
    /// folder, has no extension or slash, and is near a subcommand's name (`mesure`).
    static func refuseMistypedSubcommand(_ paths: [String]) throws {
      guard let word = paths.first, CommandLine.arguments.dropFirst().first == word,
        !word.contains("/"), !word.contains("."), !FileManager.default.fileExists(atPath: word)
      else { return }
      // The README's name for what `preview -o gallery.html` writes, taken for a subcommand.
      if word == "gallery" {
        throw CommandFailure.usage(
          "unknown subcommand 'gallery'; the gallery is written by 'protocell preview PATH… "
            + "--all -o gallery.html' (no file or folder 'gallery' either)")
      }
      let names = ProtocellCommand.configuration.subcommands.map { $0._commandName }
      guard let nearest = Suggestions.nearest(to: word, in: names).first else { return }
      throw CommandFailure.usage(
        "unknown subcommand '\(word)'; did you mean '\(nearest)'? (no file or folder "
          + "'\(word)' either; 'protocell --help' lists the subcommands)")
    }

    func run() async throws {
      try Self.refuseMistypedSubcommand(paths)
      // `protocell` alone, where there is no Templates folder: say what to give it.
      if paths.isEmpty, !FileManager.default.fileExists(atPath: "Templates") {
        throw CommandFailure.usage(
          "no templates given, and there is no Templates folder here to check by default\n"
            + "usage: protocell validate PATH… (a .xib, .storyboard, template file or folder); "
            + "see 'protocell --help' for the other commands")
      }
      let input = try StandardInputTemplates.reading(paths.isEmpty ? ["Templates"] : paths)
      let rules = try layoutCheckOptions.rules(
        fonts: fontOptions,
        configuredFor: configurationOptions.configurationPaths(for: input.paths),
        extraWidths: widthOptions.widths)
      var checker = TemplateChecker(
        loader: contentSizeOptions.templateLoader,
        validator: TemplateValidator(layoutRules: rules.layout),
        warningsAsErrors: configurationOptions.warningsAsErrors,
        usesConfigurationFiles: configurationOptions.usesConfigurationFiles)
      checker.fileRules = rules.file
      var report = checker.check(paths: input.paths)
      // One error says that nothing was found, naming the folders, in place of the loader's
      // warning for each.
      let findsNothing = noFilesOptions.findsNothing(in: report)
      let nothingFound = NoFilesOptions.nothingTo(
        "check", under: paths.isEmpty ? ["Templates"] : paths)
      if findsNothing, formatOptions.format != .human {
        // A machine report holds the error the run exits 2 for: a dashboard reading it showed a
        // warning and no error for a failed job (the CI review).
        report.diagnostics =
          noFilesOptions.diagnostics(of: report) + [
            Diagnostic(code: .noTemplateFiles, message: nothingFound, location: nil)
          ]
      }
      switch formatOptions.format {
      case .json:
        FileOutput.standardOutput.write(
          input.named(try JSONOutput.text(of: ValidationReport(DiagnosticReport(report)))))
      case .human:
        let formatter = DiagnosticsFormatter(
          usesColors: colorOptions.usesColors(for: .standardOutput),
          showsSourceSnippets: !noSnippets)
        let diagnostics = noFilesOptions.diagnostics(of: report)
        FileOutput.standardOutput.write(
          input.named(formatter.format(diagnostics, sources: report.sources)))
        if !findsNothing { FileOutput.standardOutput.write(Self.summary(of: report) + "\n") }
      case .github, .sarif, .junit, .checkstyle:
        // Standard input's file is `<stdin>` in these reports too, renamed before they encode it.
        FileOutput.standardOutput.write(
          formatOptions.format.reporter?.report(
            input.named(diagnostics: report.diagnostics),
            checkedFiles: report.checkedFiles.map(input.displayPath)) ?? "")
      }
      ExitTeardown.skip((report, checker))
      if report.hasReadFailure { throw ExitCode.usageOrInputFailure }
      if findsNothing { throw CommandFailure.usage(nothingFound) }
      if report.errorCount > 0 { throw ExitCode.failure }
    }

    /// The line that ends a run: files, prototypes, errors and warnings counted.
    static func summary(of report: TemplateCheckReport) -> String {
      let files = plural(report.files.count, "file")
      let prototypes = plural(report.cellCount, "prototype")
      var parts: [String] = []
      if report.errorCount > 0 { parts.append(plural(report.errorCount, "error")) }
      if report.warningCount > 0 { parts.append(plural(report.warningCount, "warning")) }
      let outcome = parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
      return "Checked \(files) (\(prototypes)): \(outcome)."
    }

    static func plural(_ count: Int, _ noun: String) -> String {
      "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
  }
}

/// The `--format` values of `validate`, `inspect` and `text`: human or json.
enum ValidateFormat: String, OutputFormatChoice {
  case human
  case json

  static var defaultFormat: Self { .human }
}

/// The `--format` values of `validate`: for people, as JSON, or for a CI tool.
enum DiagnosticsOutputFormat: String, OutputFormatChoice {
  case human, json, github, sarif, junit, checkstyle

  static var defaultFormat: Self { .human }

  /// The library's reporter for the CI formats.
  var reporter: (any DiagnosticReporter)? { reporter(ruleDescriptions: [:]) }

  /// The library's reporter for the CI formats, describing the codes of `ruleDescriptions` (the
  /// snapshots' findings) with those words where the format describes its rules (SARIF).
  func reporter(ruleDescriptions: [DiagnosticCode: RuleDescription]) -> (any DiagnosticReporter)? {
    switch self {
    case .human, .json: nil
    case .github: GitHubActionsReporter()
    case .sarif: SARIFReporter(ruleDescriptions: ruleDescriptions)
    case .junit: JUnitReporter()
    case .checkstyle: CheckstyleReporter()
    }
  }
}

/// `snapshot --findings F`: the diagnostics formats but JSON (a snapshot run's own report is
/// its JSON).
enum SnapshotFindingsFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case human, github, sarif, junit, checkstyle

  /// Whether the findings are one document (SARIF, JUnit or checkstyle XML), which no other
  /// line may precede on standard output: the differences go to standard error beside it.
  var isDocument: Bool { self == .sarif || self == .junit || self == .checkstyle }

  /// The same format among validate's.
  var diagnosticsFormat: DiagnosticsOutputFormat {
    switch self {
    case .human: .human
    case .github: .github
    case .sarif: .sarif
    case .junit: .junit
    case .checkstyle: .checkstyle
    }
  }
}

/// What `validate --format json` prints: the library's ``DiagnosticReport`` in the CLI's words
/// (a template file declares `prototypes`).
struct ValidationReport: Encodable {
  /// How many files were checked.
  var files: Int
  /// How many prototypes they declare.
  var prototypes: Int
  /// How many errors.
  var errors: Int
  /// How many warnings.
  var warnings: Int
  /// The diagnostics, ordered by location.
  var diagnostics: [DiagnosticReport.Entry]

  init(_ report: DiagnosticReport) {
    files = report.files
    prototypes = report.cells
    errors = report.errors
    warnings = report.warnings
    diagnostics = report.diagnostics
  }
}
