/// The warnings `measure`'s table has printed in full, so that a row that repeats one of its
/// prototype's says which row to read instead: `warning: as row 1 (the content view fits at 0
/// points)`.
///
/// A feed of a thousand rows of one prototype often gives each the same warning; printed a
/// thousand times it hides every other line. Rows are printed in input order, so "as row 1"
/// always points up. JSON keeps every row's warnings in full, for programs.
struct RepeatedWarnings {
  /// The row that printed each warning in full, by prototype and text.
  private var firstRows: [String: Int] = [:]

  /// The most warnings remembered: past them, new warnings are printed in full each time, so
  /// that rows whose warnings all differ (a size that changes with the text) cannot grow memory
  /// without bound.
  static let remembered = 1_000

  /// `row`'s text, each warning in full the first time its prototype's rows give it, else in
  /// a few words with the row that printed it.
  mutating func text(of row: MeasuredRow) -> String {
    var output = row.line
    for warning in row.warnings {
      let key = row.prototype + "\u{0}" + warning.text
      if let first = firstRows[key] {
        output += "  warning: as row \(first) (\(warning.summary))\n"
        continue
      }
      if firstRows.count < Self.remembered { firstRows[key] = row.number }
      output += warning.text
    }
    return output
  }
}
