import Dispatch

extension RowMeasurer {
  /// Measures batch after batch of rows, handing each batch's outcomes on in input order, with
  /// the reading of the next batch and the delivery of the previous one done while a batch is
  /// measured: the threads that measure never wait for input or output.
  ///
  /// - Parameters:
  ///   - threads: how many threads measure a batch.
  ///   - nextBatch: reads the next batch (on the calling thread); an empty one ends the input.
  ///   - deliver: takes one batch's outcomes (on the calling thread, in order); `false` stops
  ///     (rows read but not yet delivered are dropped).
  func measureBatches(
    threads: Int, nextBatch: () -> [RowRecord],
    deliver: ([Result<String, RowFailure>]) -> Bool
  ) {
    var current = nextBatch()
    var measured: [Result<String, RowFailure>]?
    while !current.isEmpty {
      let inFlight = Outcomes()
      let group = DispatchGroup()
      let batch = current
      DispatchQueue.global().async(group: group) {
        inFlight.results = measure(batch, threads: threads)
      }
      let goesOn = measured.map(deliver) ?? true
      let next = goesOn ? nextBatch() : []
      group.wait()
      guard goesOn else { return }
      measured = inFlight.results
      current = next
    }
    if let measured { _ = deliver(measured) }
  }

  /// One batch's outcomes, written by the measuring thread and read after it finished
  /// (`DispatchGroup.wait()` orders the two).
  private final class Outcomes: @unchecked Sendable {
    var results: [Result<String, RowFailure>] = []
  }
}
