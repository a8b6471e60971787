import ArgumentParser
import Foundation
import Protocell
import ProtocellSnapshots
import ProtocellTooling

extension ProtocellCommand {
  /// `protocell snapshot record|verify PATH… --output DIR`: layout snapshots for every trait.
  struct Snapshot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "snapshot",
      abstract: "Record layout snapshots, or verify the layout against recorded ones.",
      discussion: """
        Lays every prototype (or each --id) out for each row of --data (or once as designed, \
        without data) at every --width, --content-size-category and --locale, and writes one \
        text file per combination: DIR/<prototype>/<row>@<width>-<category>[-<locale>].txt, \
        with the height, every view's frame, each label's lines and the row's warnings \
        (Documentation/Snapshots.md).

        record writes the snapshots (only those that changed), removing nothing. verify \
        compares: heights, frames, line widths and baselines within --tolerance points, line \
        texts exactly; it prints one line per difference and, with --record-failed, records \
        again what differed or was missing. Verifying every prototype (no --id, no --data), \
        it names each folder of DIR that holds no prototype of the inputs (one renamed or \
        removed) and counts it, without failing. --report writes an HTML page drawing each \
        difference. With --images, each snapshot is drawn as <name>.png too, by headless \
        Chromium, and compared pixel by pixel within --pixel-tolerance and \
        --pixel-count-tolerance; the report shows the recorded, new and difference images.

        Exit status: 0 everything matched (or was recorded), 1 a snapshot differed or was \
        missing, a row could not be read (or is no JSON object) or a compiled pack is \
        damaged, 2 usage or read failure. A row that is read but cannot be laid out (a value \
        its prototype cannot take) is a snapshot of its own, which records that, with a note: record exits 0, and \
        verify fails only if it changes.
        """
    )

    /// Whether snapshots are written or compared.
    enum Mode: String, ExpressibleByArgument, CaseIterable {
      case record
      case verify

      /// The mode `argument` names; a misspelt one is refused with the mode it may mean
      /// (`verfy`: did you mean 'verify'?), as a misspelt subcommand is.
      static func parsing(_ argument: String) throws -> Self {
        if let mode = Self(rawValue: argument) { return mode }
        let nearest = Suggestions.misspelling(of: argument, in: allCases.map(\.rawValue))
        throw ValidationError(
          "snapshot takes record or verify first, not '\(argument)'"
            + (nearest.map { "; did you mean '\($0)'?" } ?? ""))
      }
    }

    @Argument(help: "record or verify.", transform: Mode.parsing)
    var mode: Mode

    @Argument(help: ".xib and .storyboard files, template files or folders, or compiled packs.")
    var paths: [String]

    @Option(name: [.short, .long], help: "The folder the snapshots are recorded in.")
    var output: String

    @Option(
      help: """
        Only these prototypes (repeatable); rows of --data apply to each. With --data and \
        without --id-key, the inputs' only prototype when it is not given.
        """)
    var id: [String] = []

    @Option(help: "Take each row's prototype from this field of the row (e.g. type).")
    var idKey: String?

    @Option(help: "Rows: JSON Lines or a JSON array.")
    var data: String?

    @Option(help: "Name each row's snapshots by this field of the row, not row-<number>.")
    var key: String?

    @OptionGroup var traitOptions: SnapshotTraitOptions
    @OptionGroup var scaleOptions: ScaleOptions

    @Option(
      parsing: .unconditional,
      help: "How far, in points, a height, frame or line may move and still match.")
    var tolerance = 0.5

    @OptionGroup(title: "Images") var imageOptions: SnapshotImageOptions

    @Option(help: "Write an HTML page drawing every difference.")
    var report: String?

    @Flag(help: "With verify, record again the snapshots that differed or were missing.")
    var recordFailed = false

    @Option(
      help: ArgumentHelp(
        """
        Report each label whose text is truncated or cut off and each view outside its cell, \
        at the trait combination that shows it first, as warnings on the view's line: human, \
        github, sarif, junit or checkstyle.
        """, valueName: "format"))
    var findings: SnapshotFindingsFormat?

    @OptionGroup var jobsOptions: JobsOptions

    @Flag(
      help:
        "Print no summary or notes on standard error; the count of a document's errors stays, as a warning."
    )
    var quiet = false

    @OptionGroup(title: "Limits per row") var limitOptions: RowLimitOptions
    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var noConfigOptions: NoConfigOptions
    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
      if idKey != nil, data == nil { throw ValidationError("--id-key needs --data") }
      if key != nil, data == nil { throw ValidationError("--key needs --data") }
      if recordFailed, mode != .verify { throw ValidationError("--record-failed is for verify") }
      guard tolerance.isFinite, tolerance >= 0 else {
        throw ValidationError(
          "--tolerance must be a number of points, 0 or more, not \(tolerance.compactDescription)")
      }
    }

    func run() async throws {
      // Before any layout: a --report that cannot be written (a folder) would be said only
      // after every snapshot was laid out, its exit status hiding the verdict (the CI review).
      if let report { try OutputPath.refuseUnwritable(report) }
      // Before any layout: without a browser, --images cannot do what it says.
      let browser = try imageOptions.images ? HeadlessChromium.locate() : nil
      let plan = try SnapshotPlan(command: self)
      if !quiet { for note in plan.notes { FileOutput.standardError.write(note + "\n") } }
      let outcome = try SnapshotRunner(plan: plan, command: self).run(browser: browser)
      if let findings {
        FileOutput.standardOutput.write(
          findings.diagnosticsFormat.reporter(
            ruleDescriptions: DiagnosticCode.snapshotRuleDescriptions
          )?.report(
            outcome.findings, checkedFiles: plan.sources.keys.sorted())
            ?? DiagnosticsFormatter(usesColors: colorOptions.usesColors(for: .standardOutput))
            .format(outcome.findings, sources: plan.sources))
      }
      if !quiet { FileOutput.standardError.write(outcome.summary + "\n") }
      if let report {
        do {
          try AtomicFileWriter.write(Array(outcome.report.html().utf8), toPath: report)
        } catch { throw CommandFailure.usage("\(error)") }
      }
      if let failure = outcome.failure { throw CommandFailure.failure(failure) }
    }
  }
}
