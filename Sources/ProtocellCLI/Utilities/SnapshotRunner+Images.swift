import Dispatch
import Foundation
import Protocell
import ProtocellPreview
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
    let workers = min(command.jobsOptions.jobs, max(batches.count, 1))
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

  /// One laid-out snapshot to draw.
  private struct ImageCell {
    var index: Int
    var cell: GalleryCell
    var scale: Double
    var measurer: FontTextMeasurer?
  }

  /// Draws one page's snapshots and records or compares each image.
  ///
  /// Each image is drawn and encoded first, and compared byte for byte with its file: with the
  /// same browser and fonts, an unchanged image has the same bytes. `verify` then draws the
  /// images whose bytes differ once more, on a page holding the recorded images, which compares
  /// them pixel by pixel within the tolerance (a recorded image in every page would make every
  /// page decode them all: slower than encoding).
  private func drawImages(
    _ indices: Range<Int>, engines: inout Engines, browser: HeadlessChromium, folder: String
  ) throws -> [ImageResult] {
    var cells: [ImageCell] = []
    var recorded: [Int: [UInt8]] = [:]
    var snapshots: [Int: ProtocellSnapshots.Snapshot] = [:]
    for index in indices {
      let item = plan.items[index]
      // A row that cannot be laid out has no image; its snapshot says why.
      guard let laidOut = try? layOut(item, engines: &engines) else { continue }
      let layouts = plan.layouts[item.layouts]
      recorded[index] = FileManager.default.contents(atPath: imagePath(of: item)).map {
        [UInt8]($0)
      }
      snapshots[index] = ProtocellSnapshots.Snapshot(
        layout: laidOut.layout, viewIDs: layouts.viewIDs[item.prototype] ?? [],
        row: item.rowName, traits: item.traits)
      cells.append(
        ImageCell(
          index: index,
          cell: GalleryCell(
            prototype: laidOut.prototype, layout: laidOut.layout, content: laidOut.content),
          scale: item.traits.scale, measurer: layouts.calculator.measurer as? FontTextMeasurer))
    }
    guard !cells.isEmpty else { return [] }
    var drawn = try draw(cells, recorded: [:], browser: browser, page: folder + "/page.html")
    var toCompare: [ImageCell] = []
    for cell in cells {
      guard let existing = recorded[cell.index] ?? nil, let result = drawn[cell.index] else {
        continue
      }
      if result.png == existing {
        drawn[cell.index]?.comparison = .init(differingPixels: 0, largestDifference: 0)
      } else if command.mode == .verify {
        toCompare.append(cell)
      }
    }
    if !toCompare.isEmpty {
      let compared = try draw(
        toCompare, recorded: recorded, browser: browser, page: folder + "/comparison.html")
      for (index, result) in compared { drawn[index]?.comparison = result.comparison }
    }
    return cells.compactMap { cell in
      guard let result = drawn[cell.index], let snapshot = snapshots[cell.index] else {
        return nil
      }
      return settle(result, recorded: recorded[cell.index] ?? nil, snapshot: snapshot)
    }
  }

  /// Draws `cells` on one page, with their recorded images when `recorded` has them.
  private func draw(
    _ cells: [ImageCell], recorded: [Int: [UInt8]?], browser: HeadlessChromium, page: String
  ) throws -> [Int: SnapshotImageResult] {
    var batch = SnapshotImageBatch()
    for entry in cells {
      let measurer = entry.measurer
      batch.append(
        entry.cell, id: entry.index, scale: entry.scale,
        recordedPNG: recorded[entry.index] ?? nil,
        fontFiles: { spec, text in
          (try? measurer?.font(for: spec).fontFilePaths(drawing: text)) ?? []
        },
        widthAdjustment: { spec in (try? measurer?.font(for: spec))?.advanceAdjustment })
    }
    let html = batch.page(tolerance: command.imageOptions.tolerance).html()
    guard FileManager.default.createFile(atPath: page, contents: Data(html.utf8)) else {
      throw SnapshotImageError("cannot write '\(page)'")
    }
    let results = try SnapshotImageResult.results(
      fromDumpedDOM: try browser.dumpDOM(ofPage: page), ids: batch.cells.map(\.id))
    return Dictionary(results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Compares one drawn image with the recorded one as the mode says, and writes it when it
  /// should be: `record` writes the images whose pixels changed (or that are new), `verify
  /// --record-failed` those that differ beyond the tolerance; `nil` when there is nothing to
  /// report.
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
    let changed = drawn.comparison.map { !$0.isMatch } ?? true
    let writes = command.mode == .record ? changed : command.recordFailed && difference != nil
    guard writes || difference != nil, let png = drawn.png else { return nil }
    // What `record` writes is no difference to draw: its images are not kept.
    let keeps = command.mode == .verify
    var result = ImageResult(
      index: drawn.id, difference: difference, recordedPNG: keeps ? recorded : nil,
      currentPNG: keeps ? png : [], differencePNG: drawn.comparison?.differencePNG,
      snapshot: snapshot)
    if writes {
      let path = imagePath(of: plan.items[drawn.id])
      do {
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try AtomicFileWriter.write(png, toPath: path, durability: .batch)
        result.wasWritten = true
      } catch let error as FileWriteError {
        // It names the file and what went wrong already.
        result.writeError = "\(error)"
      } catch { result.writeError = "cannot write '\(path)': \(error)" }
    }
    return result
  }
}
