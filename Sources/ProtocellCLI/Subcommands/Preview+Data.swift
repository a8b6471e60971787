import Protocell
import ProtocellTooling

extension ProtocellCommand.Preview {
  /// One row of `--data` that parsed, with where it came from, for messages about it.
  struct DataRow {
    /// Its members.
    var members: RowMembers
    /// The record it was read from, to place a message.
    var record: RowRecord
    /// What messages call the data.
    var inputName: String
    /// The key of the prototype the row's `--id-key` value names (its reuse identifier, or an
    /// IB cell's object id or custom class resolved), set when it names one of the inputs'.
    var prototype: String? = nil

    /// The row's number, as `measure` numbers it: its line in JSON Lines, its position in an
    /// array.
    var number: Int { record.number }
    /// Where messages place it: `rows.jsonl:3:1: row 3`.
    var place: String { record.place(in: inputName) }

    /// Where a message places a failure of member `key`, at its value when it has one
    /// (``RowRecord/place(in:member:)``), as `measure` places it.
    func place(member key: String?) -> String {
      record.place(in: inputName, member: key)
    }
  }

  /// The rows of `--data`, read as `measure` reads them: JSON Lines or a JSON array (chosen by
  /// the first character, `[` for an array).
  ///
  /// A row that is not valid JSON is reported on standard error as `measure` reports it
  /// (`rows.jsonl:3:22: row 3: expected ',' or '}' after a member, found 'x'`) and left out;
  /// the others are drawn. Rows that failed in a file whose first line is `{` alone get a note
  /// on JSON Lines' one object per line.
  ///
  /// - Parameter failures: Where a row that is not JSON goes.
  /// - Returns: The rows that parsed, how many rows were read, and the note on JSON Lines'
  ///   one object per line when it applies.
  /// - Throws: A usage error (exit status 2) when the data cannot be read, an array is broken
  ///   between rows, or the rows kept hold more than ``maximumDataSize`` bytes.
  func readRows(failures: RowFailures) throws -> (rows: [DataRow], total: Int, hint: String?) {
    guard let data else { return ([], 0, nil) }
    let input: ByteInput
    do { input = try ByteInput(path: data) } catch { throw CommandFailure.usage("\(error)") }
    // No row is longer than the data a gallery reads at all.
    let reader = RowReader(source: input, maximumRowBytes: Self.maximumDataSize)
    var rows: [DataRow] = []
    var total = 0
    var bytes = 0
    while true {
      let record: RowRecord?
      do {
        record = try reader.next()
      } catch {
        FileOutput.standardError.write(failures.orderedLines)
        throw CommandFailure.usage("\(error)")
      }
      guard let record else { break }
      total += 1
      bytes += record.oversizedLength ?? record.bytes.count
      guard bytes <= Self.maximumDataSize else {
        FileOutput.standardError.write(failures.orderedLines)
        throw CommandFailure.usage(
          "'\(input.name)' holds more than \(Self.maximumDataSize) bytes of rows, more than a "
            + "gallery draws; pass fewer rows")
      }
      do {
        let members = try RowMembers(parsingJSONUTF8: record.bytes)
        rows.append(
          DataRow(members: members, record: record, inputName: input.name))
      } catch {
        failures.add(
          row: record.number, "error: \(record.message(for: error, in: input.name))")
      }
    }
    // Only JSON failures are collected yet: the note is theirs.
    return (rows, total, failures.isEmpty ? nil : reader.loneBraceHint)
  }

  /// The rows that go to a prototype of the inputs.
  ///
  /// A row whose `--id-key` value names none is reported on standard error as `measure` reports
  /// it (`rows.jsonl:2:1: row 2: no prototype has the reuse identifier 'Nope'; did you mean
  /// 'Note'?`) and left out, where it was dropped unsaid. A row without a string there goes to
  /// every prototype drawn, unless the rows pick the prototypes (``rowsPickPrototypes``): then
  /// it is reported as `measure --id-key` reports it and left out.
  ///
  /// - Parameters:
  ///   - rows: The rows that parsed.
  ///   - known: The reuse identifiers of every prototype of the inputs, drawn or not (`--id`
  ///     draws one, and a row naming another goes to that one, not drawn).
  ///   - documents: The Interface Builder documents among the inputs, whose cells a row may
  ///     name by object id or custom class.
  ///   - failures: Where a row naming none goes.
  /// - Returns: The rows kept, each with the ``DataRow/prototype`` it names.
  func rowsNamingKnownPrototypes(
    _ rows: [DataRow], known: [String], documents: InterfaceBuilderDocuments,
    failures: RowFailures
  ) -> [DataRow] {
    let identifiers = Set(known)
    var kept: [DataRow] = []
    for var row in rows {
      guard case .string(let named)? = row.members[rowPrototypeKey] else {
        if rowsPickPrototypes {
          failures.add(
            row: row.number,
            "error: \(row.place): \(RowMembers.noPrototypeFieldMessage(rowPrototypeKey, in: row.members))"
          )
        } else {
          kept.append(row)
        }
        continue
      }
      // A value that names no key may name an IB cell by its object id or custom class, as
      // `--id` may.
      let key = documents.prototypeKey(naming: named) { identifiers.contains($0) }
      guard !identifiers.contains(key) else {
        row.prototype = key
        kept.append(row)
        continue
      }
      let message = PrototypeSource.unknownIdentifierMessage(named, known: known.sorted())
      failures.add(row: row.number, "error: \(row.place): \(message)")
    }
    return kept
  }

  /// The warning for rows none of which names a prototype by its `--id-key` field, drawn with
  /// several prototypes.
  ///
  /// Each row is then drawn with every one, which is seldom meant (a field called `kind`, not
  /// `type`). `nil` when a row names one, or one prototype is drawn.
  func rowsNamingNoneNote(_ rows: [DataRow], drawing prototypes: [CellPrototype]) -> String? {
    guard prototypes.count > 1, !rows.isEmpty, rows.allSatisfy({ $0.prototype == nil }),
      let first = rows.first
    else { return nil }
    let given = idKey == nil ? " (--id-key's default)" : ""
    let nearest = Suggestions.misspelling(
      of: rowPrototypeKey, in: rows.flatMap(\.members.names).sorted())
    return "warning: \(first.inputName): no row names a prototype in its field "
      + "'\(rowPrototypeKey)'\(given), so each row is drawn with each of the "
      + "\(prototypes.count) prototypes"
      + (nearest.map { "; did you mean --id-key \($0)?" } ?? "; name the field with --id-key")
      + "\n"
  }

  /// The prototypes the rows name by their `--id-key` value, in the gallery's order: what
  /// `--id-key` without `--id` or `--all` draws, as `measure --id-key` lays each row out with
  /// its own.
  ///
  /// - Parameters:
  ///   - rows: The rows kept.
  ///   - prototypes: The inputs' prototypes.
  ///   - hasFailedRows: Whether rows were left out, each said on standard error.
  /// - Returns: The prototypes drawn.
  /// - Throws: ``nothingToDraw`` when no row names one and rows were left out, else a failure
  ///   saying that the data holds no row to draw.
  func prototypesNamed(
    by rows: [DataRow], among prototypes: [CellPrototype], hasFailedRows: Bool
  ) throws -> [CellPrototype] {
    var named = Set<String>()
    for row in rows {
      if let prototype = row.prototype { named.insert(prototype) }
    }
    let drawn = prototypes.filter { named.contains($0.reuseIdentifier) }
    if drawn.isEmpty, hasFailedRows { throw Self.nothingToDraw }
    if drawn.isEmpty {
      throw CommandFailure.failure(
        "'\(data ?? "")' holds no row, and --id-key draws the prototypes rows name: give rows, "
          + "name a prototype with --id, or pass --all; no file written")
    }
    return drawn
  }

  /// The most bytes of rows a gallery reads: it draws each row, and keeps them all.
  static let maximumDataSize = 256 << 20
}
