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
    let keys = boundKeys(of: prototypes)
    var said: Set<String> = []
    for row in rows.prefix(RowMeasurer.rowsCheckedForUnboundMembers) {
      let names = row.members.names.filter { $0 != idKey && !said.contains($0) }
      for (name, nearest) in misspellings(among: names, of: keys) {
        said.insert(name)
        FileOutput.standardError.write(
          "warning: \(row.inputName): '\(name)' fills no view of the prototypes drawn; did you "
            + "mean '\(nearest)'? (said once)\n")
      }
    }
  }

  /// The keys the views of `prototypes` show, sorted: what a row's members are compared with.
  private static func boundKeys(of prototypes: [CellPrototype]) -> [String] {
    Set(prototypes.flatMap { CellContent.Bindings(prototype: $0).keys }).sorted()
  }

  /// Each of `names`, sorted, that is none of `keys` but spelt nearly as one, with that key.
  private static func misspellings(among names: some Sequence<String>, of keys: [String])
    -> [(name: String, nearest: String)]
  {
    names.sorted().compactMap { name in
      guard !keys.contains(name) else { return nil }
      return Suggestions.misspelling(of: name, in: keys).map { (name, $0) }
    }
  }

  /// Warns of each `--row` member that fills no view of the prototypes drawn but is spelt
  /// nearly as a key one of them shows, as `measure` warns of a row's.
  static func warnOfMisspeltMembers(_ members: [String: RowValue], in prototypes: [CellPrototype]) {
    for (name, nearest) in misspellings(among: members.keys, of: boundKeys(of: prototypes)) {
      FileOutput.standardError.write(
        "warning: --row: '\(name)' fills no view of the prototypes drawn; did you mean "
          + "'\(nearest)'?\n")
    }
  }
}
