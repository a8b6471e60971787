import ArgumentParser
import Protocell

extension ProtocellCommand.Preview {
  /// The members of `--row`, which must be one JSON object.
  ///
  /// - Throws: A usage error (exit status 2) that says what `--row` takes, with the position of
  ///   a syntax error; a number, as if `--row` took a row's index, points at `--data`.
  static func rowMembers(of row: String) throws -> [String: RowValue] {
    let value: RowValue
    do { value = try RowValue(parsingJSON: row) } catch {
      throw ValidationError(
        "--row must be one JSON object, such as '{\"title\": \"Hello\"}': \(error)")
    }
    guard case .object(let members) = value else {
      let index =
        if case .number = value {
          "; to draw the rows of a file, give it with --data and an .html output"
        } else { "" }
      throw ValidationError(
        "--row must be one JSON object, such as '{\"title\": \"Hello\"}', not "
          + "\(value.kindDescription)\(index)")
    }
    return members
  }

  /// Warns, once per name, of the members of `--data`'s rows that fill no view of the
  /// prototypes drawn but are spelt nearly as a key one shows.
  ///
  /// As `measure` warns of them: `warning: rows.jsonl: 'titelLabel' fills no view …; did you
  /// mean 'titleLabel'?`. The `--id-key` field is the rows' own.
  static func warnOfMisspeltMembers(
    in rows: [DataRow], of prototypes: [CellPrototype], except idKey: String
  ) {
    let keys = Set(prototypes.flatMap { CellContent.Bindings(prototype: $0).keys }).sorted()
    var said: Set<String> = []
    for row in rows.prefix(RowMeasurer.rowsCheckedForUnboundMembers) {
      for name in row.members.names.sorted()
      where name != idKey && !keys.contains(name) && !said.contains(name) {
        guard let nearest = Suggestions.misspelling(of: name, in: keys) else { continue }
        said.insert(name)
        FileOutput.standardError.write(
          "warning: \(row.inputName): '\(name)' fills no view of the prototypes drawn; did you "
            + "mean '\(nearest)'? (said once)\n")
      }
    }
  }

  /// Warns of each `--row` member that fills no view of the prototypes drawn but is spelt
  /// nearly as a key one of them shows, as `measure` warns of a row's.
  static func warnOfMisspeltMembers(_ members: [String: RowValue], in prototypes: [CellPrototype]) {
    let keys = Set(prototypes.flatMap { CellContent.Bindings(prototype: $0).keys }).sorted()
    for name in members.keys.sorted() where !keys.contains(name) {
      guard let nearest = Suggestions.misspelling(of: name, in: keys) else { continue }
      FileOutput.standardError.write(
        "warning: --row: '\(name)' fills no view of the prototypes drawn; did you mean "
          + "'\(nearest)'?\n")
    }
  }
}
