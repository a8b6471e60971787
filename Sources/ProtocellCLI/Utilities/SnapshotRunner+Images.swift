import Dispatch
import Foundation
import Protocell
import ProtocellSnapshots
import _ProtocellConcurrency

extension SnapshotRunner {
  /// What became of one snapshot's image, kept when it differs or was written.
  struct ImageResult: Sendable {
    var index: Int
    /// How the image differs (missing, or too many pixels); `nil` when it matches.
    var difference: SnapshotDifference?
    var recordedPNG: [UInt8]?
    var currentPNG: [UInt8]
    var differencePNG: [UInt8]?
    /// The snapshot, for the report's drawing when only the image differs.
    var snapshot: ProtocellSnapshots.Snapshot
    var wasWritten = false
    var writeError: String?
  }

  /// The file of an item's image: its snapshot's, ending `.png`.
  func imagePath(of item: SnapshotPlan.Item) -> String {
    command.output + "/" + String(item.path.dropLast(".txt".count)) + ".png"
  }

  /// Draws every snapshot as a PNG, `--images-per-page` to a page and one browser per page,
  /// `--jobs` browsers at a time; records or compares each image as the mode says.
  ///
  /// - Returns: The images that differ, were written or could not be; and the pages that
  ///   failed, as messages.
  func runImages(browser: HeadlessChromium) -> (results: [ImageResult], errors: [String]) {
    let count = plan.items.count
    let size = command.imageOptions.imagesPerPage
    let batches = stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    let folder = NSTemporaryDirectory() + "protocell-images-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let collected = Locked((results: [ImageResult](), errors: [String]()))
    let workers = min(command.jobs, max(batches.count, 1))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var engines = Engines()
      for batch in stride(from: worker, to: batches.count, by: workers) {
        let page = folder + "/\(batch)"
        do {
          try FileManager.default.createDirectory(atPath: page, withIntermediateDirectories: true)
          let results = try drawImages(
            batches[batch], engines: &engines, browser: browser, folder: page)
          collected.withLock { $0.results += results }
        } catch {
          let range = batches[batch]
          collected.withLock {
            $0.errors.append(
              "images of snapshots \(range.lowerBound + 1)–\(range.upperBound): \(error)")
          }
        }
        try? FileManager.default.removeItem(atPath: page)
      }
    }
    let (results, errors) = collected.withLock { $0 }
    return (results.sorted { $0.index < $1.index }, errors.sorted())
  }

  /// Draws one page's snapshots and records or compares each image.
  private func drawImages(
    _ indices: Range<Int>, engines: inout Engines, browser: HeadlessChromium, folder: String
  ) throws -> [ImageResult] {
    var batch = SnapshotImageBatch()
    var recorded: [Int: [UInt8]] = [:]
    var snapshots: [Int: ProtocellSnapshots.Snapshot] = [:]
    for index in indices {
      let item = plan.items[index]
      // A row that cannot be laid out has no image; its snapshot says why.
      guard let laidOut = try? layOut(item, engines: &engines) else { continue }
      let layouts = plan.layouts[item.layouts]
      let existing = FileManager.default.contents(atPath: imagePath(of: item)).map { [UInt8]($0) }
      recorded[index] = existing
      snapshots[index] = ProtocellSnapshots.Snapshot(
        layout: laidOut.layout, viewIDs: layouts.viewIDs[item.prototype] ?? [],
        row: item.rowName, traits: item.traits)
      let measurer = layouts.calculator.measurer as? FontTextMeasurer
      batch.append(
        GalleryCell(prototype: laidOut.prototype, layout: laidOut.layout, content: laidOut.content),
        id: index, scale: item.traits.scale,
        recordedPNG: command.mode == .verify ? existing : nil,
        fontFiles: { spec, text in
          (try? measurer?.font(for: spec).fontFilePaths(drawing: text)) ?? []
        },
        widthAdjustment: { spec in (try? measurer?.font(for: spec))?.advanceAdjustment })
    }
    guard !batch.cells.isEmpty else { return [] }
    let page = folder + "/page.html"
    let html = batch.page(tolerance: command.imageOptions.tolerance).html()
    guard FileManager.default.createFile(atPath: page, contents: Data(html.utf8)) else {
      throw SnapshotImageError("cannot write '\(page)'")
    }
    let dom = try browser.dumpDOM(ofPage: page)
    var results: [ImageResult] = []
    for drawn in try SnapshotImageResult.results(
      fromDumpedDOM: dom, ids: batch.cells.map(\.id))
    {
      guard let snapshot = snapshots[drawn.id] else { continue }
      if let result = settle(drawn, recorded: recorded[drawn.id] ?? nil, snapshot: snapshot) {
        results.append(result)
      }
    }
    return results
  }

  /// Compares one drawn image with the recorded one as the mode says, and writes it when it
  /// should be; `nil` when there is nothing to report.
  private func settle(
    _ drawn: SnapshotImageResult, recorded: [UInt8]?, snapshot: ProtocellSnapshots.Snapshot
  ) -> ImageResult? {
    var difference: SnapshotDifference?
    if command.mode == .verify {
      if recorded == nil {
        difference = SnapshotDifference(summary: "missing: no image was recorded")
      } else if let comparison = drawn.comparison, !comparison.isMatch {
        difference = SnapshotDifference(
          summary:
            "image: \(comparison.differingPixels) pixels differ (by up to "
            + "\(comparison.largestDifference) of 255)")
      }
    }
    let writes =
      command.mode == .record ? recorded != drawn.png : command.recordFailed && difference != nil
    guard writes || difference != nil else { return nil }
    // What `record` writes is no difference to draw: its images are not kept.
    let keeps = command.mode == .verify
    var result = ImageResult(
      index: drawn.id, difference: difference, recordedPNG: keeps ? recorded : nil,
      currentPNG: keeps ? drawn.png : [], differencePNG: drawn.comparison?.differencePNG,
      snapshot: snapshot)
    if writes {
      let path = imagePath(of: plan.items[drawn.id])
      do {
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try AtomicFileWriter.write(drawn.png, toPath: path, durability: .batch)
        result.wasWritten = true
      } catch { result.writeError = "cannot write '\(path)': \(error)" }
    }
    return result
  }
}
