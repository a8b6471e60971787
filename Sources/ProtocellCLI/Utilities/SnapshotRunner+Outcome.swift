import Protocell
import ProtocellSnapshots

extension SnapshotRunner {
  /// Prints the differences in order and sums the results up; with `--images`, the images'
  /// too, each after its snapshot's.
  func outcome(
    _ results: [ItemResult], images: (results: [ImageResult], errors: [String])? = nil
  ) -> Outcome {
    var entries: [SnapshotReport.Entry] = []
    var output = ""
    var differing = 0
    var written = 0
    var failedWrites = 0
    var errors = plan.rowFailures
    let imageResults = Dictionary(
      (images?.results ?? []).map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
    var texts = results.makeIterator()
    var text = texts.next()
    var imageCounts = (differing: 0, written: 0)
    for index in Set(results.map(\.index)).union(imageResults.keys).sorted() {
      let path = command.output + "/" + plan.items[index].path
      var result: ItemResult?
      while let next = text, next.index <= index {
        if next.index == index { result = next }
        text = texts.next()
      }
      let image = imageResults[index]
      if let error = result?.writeError { errors.append(error) }
      if let error = image?.writeError { errors.append(error) }
      if result?.wasWritten == true { written += 1 }
      if result?.writeError != nil { failedWrites += 1 }
      if image?.wasWritten == true { imageCounts.written += 1 }
      let textDiffers = result.map { !$0.differences.isEmpty && $0.current != nil } ?? false
      let imageDifference = image?.difference
      guard textDiffers || imageDifference != nil else { continue }
      if textDiffers { differing += 1 }
      if imageDifference != nil { imageCounts.differing += 1 }
      if command.mode == .verify {
        for difference in result?.differences ?? [] { output += "\(path): \(difference)\n" }
        if let image, let imageDifference {
          output += "\(imagePath(of: plan.items[image.index])): \(imageDifference)\n"
        }
      }
      // A first recording is no difference to draw.
      guard command.mode == .verify || result?.recorded != nil else { continue }
      guard let current = result?.current ?? image?.snapshot else { continue }
      entries.append(
        SnapshotReport.Entry(
          path: path, recorded: result == nil ? current : result?.recorded, current: current,
          differences: result?.differences ?? [],
          image: image.flatMap { image in
            image.difference.map {
              SnapshotReport.Image(
                path: imagePath(of: plan.items[image.index]), recordedPNG: image.recordedPNG,
                currentPNG: image.currentPNG, differencePNG: image.differencePNG, difference: $0)
            }
          }))
    }
    // Findings that are one document (SARIF, JUnit, checkstyle) own standard output: the CI
    // review's SARIF began with "S/TextPost/design@375-large.txt: height 72.5 → 78.5", which
    // no reader of it accepts.
    let differencesOutput: FileOutput =
      command.findings?.isDocument == true ? .standardError : .standardOutput
    differencesOutput.write(output)
    if !command.quiet { FileOutput.standardError.write(rowFailureNotes(results)) }
    errors += images?.errors ?? []
    for error in errors { FileOutput.standardError.write("error: \(error)\n") }
    if let hint = plan.rowFailureHint { FileOutput.standardError.write("note: \(hint)\n") }
    let count = plan.items.count
    var summary: String
    var failure: String?
    switch command.mode {
    case .record:
      // A snapshot that matches its file exactly has no result and is not written again; the
      // unchanged are counted only when there are some: "(3 written)", "(1 written, 2 unchanged)".
      let unchanged = count - written - failedWrites
      summary =
        "Recorded \(ProtocellCommand.Validate.plural(count, "snapshot")) in \(command.output) "
        + "(\(written) written\(unchanged > 0 ? ", \(unchanged) unchanged" : ""))"
      if images != nil {
        summary += "; \(ProtocellCommand.Validate.plural(imageCounts.written, "image")) written"
      }
    case .verify:
      summary =
        "Verified \(ProtocellCommand.Validate.plural(count, "snapshot")) in \(command.output): "
        + (differing == 1 ? "1 differs or is missing" : "\(differing) differ or are missing")
      if images != nil {
        summary +=
          imageCounts.differing == 1
          ? "; 1 image differs or is missing"
          : "; \(imageCounts.differing) images differ or are missing"
      }
      if command.recordFailed {
        summary += "; \(written) recorded again"
        if images != nil {
          summary += ", \(ProtocellCommand.Validate.plural(imageCounts.written, "image"))"
        }
      }
      // Obsolete snapshots are named, not failed: a folder may be another branch's.
      let obsolete = obsoleteFolders()
      if !command.quiet {
        FileOutput.standardError.write(obsoleteWarnings(obsolete))
      }
      if !obsolete.isEmpty {
        summary += "; \(ProtocellCommand.Validate.plural(obsolete.count, "obsolete folder"))"
      }
      if differing > 0 { failure = "\(differing) of \(count) snapshots differ or are missing" }
      if imageCounts.differing > 0 {
        failure =
          (failure.map { $0 + "; " } ?? "")
          + "\(imageCounts.differing) of \(count) images differ or are missing"
      }
    }
    if !errors.isEmpty, failure == nil {
      failure = errors.count == 1 ? "1 row or file failed" : "\(errors.count) rows or files failed"
    }
    let findings = command.findings == nil ? [] : findingDiagnostics(results)
    if command.findings != nil {
      summary += findings.count == 1 ? "; 1 finding" : "; \(findings.count) findings"
    }
    return Outcome(
      summary: summary, report: SnapshotReport(entries: entries, comparedCount: count),
      failure: failure, findings: findings)
  }

  /// One note per row and prototype that could not be laid out (a row whose data does not fit
  /// the bindings, a label past `--max-label-lines`), placed as `measure` places its error (at
  /// the value of the member that failed, else at the row): its snapshots record the failure,
  /// so `verify` passes while it stays, and without the note `record` would keep it unsaid.
  func rowFailureNotes(_ results: [ItemResult]) -> String {
    var said: Set<[String]> = []
    var notes = ""
    for result in results {
      guard let failure = result.failure else { continue }
      let item = plan.items[result.index]
      guard let row = item.row, said.insert([item.prototype, item.rowName]).inserted else {
        continue
      }
      notes +=
        "note: \(plan.rowPlace(row, member: result.failureMember)) ('\(item.rowName)'): "
        + "'\(item.prototype)' cannot be laid "
        + "out: \(failure); its snapshots record that\n"
    }
    return notes
  }
}
