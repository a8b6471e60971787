import Dispatch
import Protocell
import ProtocellTooling
import _ProtocellConcurrency

/// Measures the rows of a data file on several threads and prints them in input order, with no
/// thread ever waiting for a batch to finish: each thread takes the next chunk of rows from the
/// reader, measures it, and hands the outcomes to the printer, which prints every chunk whose
/// turn has come — so the threads are busy until the input ends, whoever reads or prints.
///
/// Memory stays bounded: a thread takes a new chunk only while fewer than
/// ``RowLimits/maximumRowsInFlight`` rows are measured or waiting for their turn (by default four
/// chunks per thread on two cores), and a chunk stops taking rows once it holds
/// ``RowLimits/maximumRowBytes`` of them, so rows in flight hold at most twice that per chunk.
final class RowPipeline: @unchecked Sendable {
  /// The most rows a thread takes at a time: enough that locking costs nothing next to
  /// measuring, few enough that the threads finish together.
  static let maximumChunkSize = 64
  /// Rows a thread takes at a time: 64, or fewer when the rows in flight are limited to fewer
  /// than four chunks per thread.
  private let chunkSize: Int
  /// Once a chunk holds this many bytes of rows, it takes no more.
  private let chunkBytes: Int

  private let measurer: RowMeasurer
  private let failFast: Bool
  private let progress: ProgressLine
  /// The input's size in bytes, if known, for the progress line's estimate.
  private let inputSize: Int?

  /// Guards `reader`, `nextChunk`, `readError` and `isStopped`.
  private let readLock = Lock()
  private let reader: RowReader
  private var nextChunk = 0
  private var readError: RowReadError?
  private var isStopped = false

  /// Guards the printing state below; taken before `readLock` when both are.
  private let printLock = Lock()
  private var waiting: [Int: [Result<MeasuredRow, RowFailure>]] = [:]
  private var nextToPrint = 0
  private var total = 0
  private var failed = 0
  /// The table's warnings printed in full, so that rows repeating them are shortened.
  private var repeatedWarnings = RepeatedWarnings()

  /// Chunks taken and not yet printed.
  private let slots: DispatchSemaphore
  private let threads: Int

  /// A pipeline over `reader`'s rows.
  ///
  /// - Parameters:
  ///   - reader: the rows.
  ///   - measurer: measures and formats one row.
  ///   - threads: how many threads measure.
  ///   - failFast: stop at the first failed row (rows after it are dropped).
  ///   - inputSize: the input's size in bytes, if known.
  ///   - progress: the progress line, updated as rows are printed.
  ///   - limits: the rows in flight and the bytes of a row.
  init(
    reader: RowReader, measurer: RowMeasurer, threads: Int, failFast: Bool, inputSize: Int?,
    progress: ProgressLine, limits: RowLimits = RowLimits()
  ) {
    self.reader = reader
    self.measurer = measurer
    self.threads = max(1, threads)
    self.failFast = failFast
    self.inputSize = inputSize
    self.progress = progress
    let inFlight = max(1, limits.maximumRowsInFlight)
    chunkSize = max(1, min(Self.maximumChunkSize, inFlight / (4 * self.threads)))
    chunkBytes = max(1, limits.maximumRowBytes)
    slots = DispatchSemaphore(value: max(1, inFlight / chunkSize))
  }

  /// Measures and prints every row.
  ///
  /// - Returns: the rows read and the rows that failed.
  /// - Throws: the ``RowReadError`` that ended reading early, after the rows before it are
  ///   printed.
  func run() throws(RowReadError) -> (total: Int, failed: Int) {
    if threads == 1 {
      work()
    } else {
      DispatchQueue.concurrentPerform(iterations: threads) { _ in work() }
    }
    let (total, failed) = printLock.withLock { (self.total, self.failed) }
    if failFast, failed > 0 { return (total, failed) }
    if let readError = readLock.withLock({ readError }) { throw readError }
    return (total, failed)
  }

  /// One thread's loop: take a chunk, measure it, print what may be printed.
  private func work() {
    while true {
      slots.wait()
      guard let (index, records) = takeChunk() else {
        slots.signal()
        return
      }
      var outcomes: [Result<MeasuredRow, RowFailure>] = []
      outcomes.reserveCapacity(records.count)
      for record in records { outcomes.append(measurer.measure(record)) }
      print(outcomes, chunk: index)
    }
  }

  /// The next chunk of rows and its place in the input; `nil` at the end, after a read error
  /// or once stopped.
  private func takeChunk() -> (Int, [RowRecord])? {
    readLock.withLock {
      guard !isStopped, readError == nil else { return nil }
      var records: [RowRecord] = []
      records.reserveCapacity(chunkSize)
      var bytes = 0
      do throws(RowReadError) {
        while records.count < chunkSize, bytes < chunkBytes, let record = try reader.next() {
          bytes += record.bytes.count
          records.append(record)
        }
      } catch {
        readError = error
      }
      guard !records.isEmpty else { return nil }
      defer { nextChunk += 1 }
      return (nextChunk, records)
    }
  }

  /// Keeps a chunk's outcomes until its turn, then prints it and every chunk waiting after it.
  private func print(_ outcomes: [Result<MeasuredRow, RowFailure>], chunk: Int) {
    printLock.withLock {
      waiting[chunk] = outcomes
      while let ready = waiting.removeValue(forKey: nextToPrint) {
        nextToPrint += 1
        slots.signal()
        if readLock.withLock({ isStopped }) { continue }
        if !write(ready) { readLock.withLock { isStopped = true } }
      }
      guard progress.isEnabled else { return }
      let bytesRead = readLock.withLock { reader.bytesRead }
      progress.update(
        rows: total, fraction: inputSize.map { Double(bytesRead) / Double(max($0, 1)) })
    }
  }

  /// Writes one chunk: rows to standard output (a warning a row of the same prototype printed
  /// before shortened), failures to standard error, in order; `false` when a failure stops the
  /// run.
  private func write(_ outcomes: [Result<MeasuredRow, RowFailure>]) -> Bool {
    var output = ""
    for outcome in outcomes {
      total += 1
      switch outcome {
      case .success(let row): output += repeatedWarnings.text(of: row)
      case .failure(let failure):
        failed += 1
        FileOutput.standardOutput.write(output)
        output = ""
        FileOutput.standardError.write("error: \(failure.message)\n")
        if failFast { return false }
      }
    }
    FileOutput.standardOutput.write(output)
    return true
  }
}
