import _ProtocellConcurrency

// A large document's cells, read on all cores: the cells of a storyboard are independent once
// the document's own parts (its device, resources, outlets, tables) are scanned.

extension InterfaceBuilderReader {
  /// How many cells a document must have before they are read on several threads: below this,
  /// starting the threads costs more than they save (a `.xib` holds one cell; groundsdk-ios's
  /// 1 MB storyboard 76, OctoPod's 174).
  static let cellsReadConcurrently = 16

  /// Reads the cells found by the scan, in order: on this thread, or for a document with many
  /// cells in runs over the cores, each run by a reader and a tree converter of its own (their
  /// caches are not shared), joined in order so that the cells, records and diagnostics are the
  /// ones a single thread reads.
  ///
  /// The one thing a run cannot know alone is an object id an earlier run's cells have too
  /// (``noteObjectID(of:)``); when the runs find one, the document's cells are read again on
  /// this thread, so that its diagnostic is the one a single thread gives, where it gives it.
  func readCells(_ pending: [PendingCell]) {
    let cores = ProcessorCount.active
    guard pending.count >= Self.cellsReadConcurrently, cores > 1,
      let (runs, ids) = readRuns(pending, runLength: max(4, pending.count / (cores * 4)))
    else {
      for cell in pending { read(cell) }
      return
    }
    for run in runs {
      diagnostics += run.reader.diagnostics
      cells += run.reader.cells
      records += run.reader.records
      textHeightEvidence.wholePoint += run.reader.textHeightEvidence.wholePoint
      textHeightEvidence.devicePixel += run.reader.textHeightEvidence.devicePixel
    }
    objectIDs = ids
    // The ids' attributes read through the runs' converters, which elements do not keep alive.
    runConverters = runs.map(\.converter)
  }

  /// The readers of `pending` in runs of `runLength` cells, read on all cores, and the first
  /// element of each object id over all of them; `nil` when two runs' cells share an object id.
  private func readRuns(
    _ pending: [PendingCell], runLength: Int
  ) -> (runs: [Run], objectIDs: [String: (element: String, id: XMLAttribute)])? {
    let ranges = stride(from: 0, to: pending.count, by: runLength).map {
      $0..<min($0 + runLength, pending.count)
    }
    let shared = SharedCells(pending: pending, reader: self)
    let runs = concurrentMap(ranges.count) { index in
      let reader = shared.reader.sibling()
      let converter = shared.pending[ranges[index].lowerBound].element.makeConverter()
      withExtendedLifetime(converter) {
        for var cell in shared.pending[ranges[index]] {
          cell.element = cell.element.read(by: converter)
          reader.read(cell)
        }
      }
      return Run(reader: reader, converter: converter)
    }
    // An id first noted in a run and noted in an earlier one, on another element, is a
    // duplicate a single thread reports against the earlier run's element.
    var seen = objectIDs
    for run in runs {
      for (id, first) in run.reader.objectIDs where objectIDs[id] == nil {
        if let earlier = seen[id] {
          guard earlier.id.valueOffset == first.id.valueOffset else { return nil }
        } else {
          seen[id] = first
        }
      }
    }
    return (runs, seen)
  }

  /// A reader of the same document with its settings and what the scan found (resources,
  /// outlets, self-sizing collections, the ids noted so far), and no cell read.
  private func sibling() -> InterfaceBuilderReader {
    let reader = InterfaceBuilderReader(
      source: source, limits: limits, locator: SourceLocator(source: source),
      contentSizeCategory: contentSizeCategory)
    reader.scale = scale
    reader.deviceWidth = deviceWidth
    reader.hasDevice = hasDevice
    reader.deviceGivesScale = deviceGivesScale
    reader.imageSizes = imageSizes
    reader.symbolNames = symbolNames
    reader.readsAsCanvas = readsAsCanvas
    reader.sizesRowsByContent = sizesRowsByContent
    reader.selfSizingCollections = selfSizingCollections
    reader.toolsVersion = toolsVersion
    reader.outletNames = outletNames
    reader.objectIDs = objectIDs
    return reader
  }

  /// One run's reader, and the converter its elements were read through (kept alive with them).
  private struct Run: @unchecked Sendable {
    let reader: InterfaceBuilderReader
    let converter: TreeConverter
  }
}

/// The cells found by the scan, and the reader that found them, read on several threads at once.
///
/// Unchecked: the parsed tree does not change while it is read, each thread reads elements
/// through a converter of its own (``XMLElement/read(by:)``), and of the reader only its
/// settings and what the scan found, which no thread changes (`sibling()`).
private struct SharedCells: @unchecked Sendable {
  let pending: [InterfaceBuilderReader.PendingCell]
  let reader: InterfaceBuilderReader
}
