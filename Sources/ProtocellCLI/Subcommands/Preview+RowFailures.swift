extension ProtocellCommand.Preview {
  /// The rows of `--data` that failed (not JSON, naming no prototype, not fitting theirs, or
  /// not laid out), said once every row has been tried: in row order, then counted, as
  /// `measure` says and counts them (`error: 2 of 9 rows failed`).
  final class RowFailures {
    /// Each failure's row and line, in the order they came.
    private var lines: [(row: Int, text: String)] = []
    /// The rows that failed: a row that fails for two prototypes counts once.
    private var rows: Set<Int> = []

    /// Whether no row failed.
    var isEmpty: Bool { rows.isEmpty }

    /// Adds row `row`'s failure, `text` a line without its break.
    func add(row: Int, _ text: String) {
      lines.append((row, text))
      rows.insert(row)
    }

    /// The failures in row order (a row's own in the order they came) and their count among
    /// `total` rows, each line with its break; empty when none failed.
    func text(total: Int) -> String {
      guard !rows.isEmpty else { return "" }
      return orderedLines + "error: \(rows.count) of \(total) rows failed\n"
    }

    /// The failures in row order, each line with its break, without a count: what is said
    /// before the data's own error ends the run (an array left open), as `measure` says it.
    var orderedLines: String {
      lines.enumerated().sorted {
        ($0.element.row, $0.offset) < ($1.element.row, $1.offset)
      }.map { $0.element.text + "\n" }.joined()
    }
  }
}
