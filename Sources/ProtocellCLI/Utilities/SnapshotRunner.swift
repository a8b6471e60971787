import Dispatch
import Foundation
import Protocell
import ProtocellSnapshots
import _ProtocellConcurrency

/// Lays out every snapshot of a ``SnapshotPlan`` on `--jobs` threads and records or verifies
/// it; results are reported in the plan's order, whatever the threads' order.
struct SnapshotRunner {
  let plan: SnapshotPlan
  let command: ProtocellCommand.Snapshot

  /// What a run found.
  struct Outcome {
    /// One line for standard error: what was recorded, verified, differed.
    var summary: String
    /// The differences, for `--report`.
    var report: SnapshotReport
    /// Why the command fails (exit status 1), if it does.
    var failure: String?
    /// With `--findings`, what the snapshots show: one warning per prototype, view and kind.
    var findings: [Diagnostic] = []
  }

  /// What became of one snapshot.
  struct ItemResult: Sendable {
    var index: Int
    var recorded: ProtocellSnapshots.Snapshot?
    var current: ProtocellSnapshots.Snapshot?
    var differences: [SnapshotDifference]
    var wasWritten: Bool
    var writeError: String?
    var findings: [SnapshotFinding] = []
    /// Why the row could not be laid out, when it could not (its snapshot records it).
    var failure: String?
    /// The row member whose value made it fail, when one did (a value of the wrong type).
    var failureMember: String? = nil
  }

  init(plan: SnapshotPlan, command: ProtocellCommand.Snapshot) {
    self.plan = plan
    self.command = command
  }

  /// Lays out, compares, writes; prints each difference on standard output.
  ///
  /// With a browser (`--images`), then draws, compares and writes the images
  /// (``runImages(browser:)``).
  func run(browser: HeadlessChromium? = nil) throws -> Outcome {
    let isRecording = command.mode == .record
    if !isRecording, !FileManager.default.fileExists(atPath: command.output) {
      // One message, not one "missing" line per snapshot.
      throw CommandFailure.usage(
        "'\(command.output)' does not exist, so no snapshot was recorded there: check -o, or "
          + "record them first with 'protocell snapshot record' and the same paths and -o")
    }
    if isRecording {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: command.output, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        throw CommandFailure.usage(
          "'\(command.output)' is a file: -o names the folder the snapshots go in; choose "
            + "another -o")
      }
      try Self.createFolders(
        Array(Set(plan.items.map { ($0.path as NSString).deletingLastPathComponent })),
        under: command.output)
    }
    let results = Locked([ItemResult]())
    let jobs = min(command.jobsOptions.jobs, max(plan.items.count, 1))
    DispatchQueue.concurrentPerform(iterations: jobs) { worker in
      var mine: [ItemResult] = []
      var engines = Engines()
      for index in stride(from: worker, to: plan.items.count, by: jobs) {
        if let result = process(index, engines: &engines) { mine.append(result) }
      }
      results.withLock { $0 += mine }
    }
    let ordered = results.withLock { $0 }.sorted { $0.index < $1.index }
    guard let browser else { return outcome(ordered) }
    return outcome(ordered, images: runImages(browser: browser))
  }

  /// Lays one snapshot out and compares it with its file; `nil` when the file matches exactly
  /// and there is nothing to find (or `--findings` was not asked for).
  private func process(_ index: Int, engines: inout Engines) -> ItemResult? {
    let item = plan.items[index]
    let (current, failureMember) = snapshot(of: item, engines: &engines)
    let findings =
      command.findings == nil
      ? []
      : current.findings(
        fixedHeights: plan.layouts[item.layouts].fixedHeights[item.prototype] ?? [])
    let bytes = Array(current.encodedText().utf8)
    let path = command.output + "/" + item.path
    let existing = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    if existing == bytes {
      guard !findings.isEmpty || current.failure != nil else { return nil }
      return ItemResult(
        index: index, recorded: nil, current: current, differences: [], wasWritten: false,
        findings: findings, failure: current.failure, failureMember: failureMember)
    }
    var recorded: ProtocellSnapshots.Snapshot?
    var differences: [SnapshotDifference]
    if let existing {
      do {
        let old = try ProtocellSnapshots.Snapshot(
          decoding: String(decoding: existing, as: UTF8.self))
        recorded = old
        differences = current.differences(from: old, tolerance: command.tolerance)
      } catch {
        differences = [SnapshotDifference(summary: "the recorded snapshot is unreadable: \(error)")]
      }
    } else {
      differences = [SnapshotDifference(summary: "missing: no snapshot was recorded")]
    }
    let writes =
      command.mode == .record || (command.recordFailed && !differences.isEmpty)
    var result = ItemResult(
      index: index, recorded: recorded, current: current, differences: differences,
      wasWritten: false, findings: findings, failure: current.failure,
      failureMember: failureMember)
    if writes {
      do {
        // `record` made every folder first; `--record-failed` makes a missing one here.
        if existing == nil, command.mode == .verify {
          try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        }
        try AtomicFileWriter.write(bytes, toPath: path, durability: .batch)
        result.wasWritten = true
      } catch let error as FileWriteError {
        // It names the file and what went wrong already.
        result.writeError = "\(error)"
      } catch { result.writeError = "cannot write '\(path)': \(error)" }
    }
    // A first recording is no difference to draw (see `outcome`): its layout is not kept, so
    // that recording 100,000 new snapshots holds no more than verifying them.
    if command.mode == .record, recorded == nil { result.current = nil }
    return result
  }

  /// The snapshot of one item: its layout, or the reason it failed, with the row member whose
  /// value failed when one did.
  private func snapshot(
    of item: SnapshotPlan.Item, engines: inout Engines
  ) -> (snapshot: ProtocellSnapshots.Snapshot, failureMember: String?) {
    do {
      let laidOut = try layOut(item, engines: &engines)
      let snapshot = ProtocellSnapshots.Snapshot(
        layout: laidOut.layout,
        viewIDs: plan.layouts[item.layouts].viewIDs[item.prototype] ?? [], row: item.rowName,
        traits: item.traits)
      return (snapshot, nil)
    } catch {
      let snapshot = ProtocellSnapshots.Snapshot(
        prototype: item.prototype, row: item.rowName, traits: item.traits,
        failure: "\(error)")
      return (snapshot, (error as? CellError)?.memberKey)
    }
  }

  /// One item laid out: its prototype (localised, mirrored for right to left), its layout and
  /// the row's content.
  ///
  /// - Throws: When the row does not fit the prototype's bindings or cannot be laid out.
  func layOut(
    _ item: SnapshotPlan.Item, engines: inout Engines
  ) throws -> (prototype: CellPrototype, layout: CellLayout, content: CellContent) {
    let layouts = plan.layouts[item.layouts]
    var content = CellContent()
    if let row = item.row, let bindings = layouts.bindings[item.prototype] {
      content = try CellContent(members: plan.rows[row], bindings: bindings)
    }
    // A copy of a freshly built engine for each snapshot: an incremental solver's answer for
    // a layout the constraints leave open depends on the rows laid out before, and a snapshot
    // must not depend on its neighbours, on --jobs or on which thread laid it out.
    let calculator = layouts.calculator
    let (prototype, engine) = try engines.engine(
      laying: content, at: item.traits.width, for: item.prototype, layouts: item.layouts,
      calculator: calculator)
    var layout = try engine.layout(content, width: item.traits.width, options: calculator.options)
    if item.traits.isRightToLeft {
      // The prototype's left and right were swapped when the plan was made: the mirror of
      // its layout is the right-to-left layout.
      layout = layout.mirrored(
        contentWidth: CellChrome.contentViewWidth(
          accessory: prototype.accessory, cellWidth: item.traits.width,
          scale: item.traits.scale))
    }
    return (prototype, layout, content)
  }

  /// The system's reason for a failed file operation (`Permission denied`, `Not a directory`),
  /// not Foundation's whole error.
  static func reason(of error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    if error.domain == NSCocoaErrorDomain,
      error.code == CocoaError.Code.fileWriteNoPermission.rawValue
    {
      return String(cString: strerror(EACCES))
    }
    return error.localizedDescription
  }
}
