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
  /// - Returns: The rows that parsed, and how many did not.
  /// - Throws: A usage error (exit status 2) when the data cannot be read, an array is broken
  ///   between rows, or the rows kept hold more than ``maximumDataSize`` bytes.
  func readRows() throws -> (rows: [DataRow], failed: Int) {
    guard let data else { return ([], 0) }
    let input: ByteInput
    do { input = try ByteInput(path: data) } catch { throw CommandFailure.usage("\(error)") }
    // No row is longer than the data a gallery reads at all.
    let reader = RowReader(source: input, maximumRowBytes: Self.maximumDataSize)
    var rows: [DataRow] = []
    var failed = 0
    var bytes = 0
    while true {
      let record: RowRecord?
      do { record = try reader.next() } catch { throw CommandFailure.usage("\(error)") }
      guard let record else { break }
      bytes += record.oversizedLength ?? record.bytes.count
      guard bytes <= Self.maximumDataSize else {
        throw CommandFailure.usage(
          "'\(input.name)' holds more than \(Self.maximumDataSize) bytes of rows, more than a "
            + "gallery draws; pass fewer rows")
      }
      do {
        let members = try RowMembers(parsingJSONUTF8: record.bytes)
        rows.append(
          DataRow(members: members, record: record, inputName: input.name))
      } catch {
        FileOutput.standardError.write("error: \(record.message(for: error, in: input.name))\n")
        failed += 1
      }
    }
    if failed > 0, let hint = reader.loneBraceHint {
      FileOutput.standardError.write("note: \(hint)\n")
    }
    return (rows, failed)
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
  /// - Returns: The rows kept, each with the ``DataRow/prototype`` it names, and how many were
  ///   left out.
  func rowsNamingKnownPrototypes(
    _ rows: [DataRow], known: [String], documents: InterfaceBuilderDocuments
  ) -> (rows: [DataRow], failed: Int) {
    let identifiers = Set(known)
    var kept: [DataRow] = []
    var failed = 0
    for var row in rows {
      guard case .string(let named)? = row.members[rowPrototypeKey] else {
        if rowsPickPrototypes {
          FileOutput.standardError.write(
            "error: \(row.place): the row has no string field '\(rowPrototypeKey)' naming its "
              + "prototype\n")
          failed += 1
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
      FileOutput.standardError.write("error: \(row.place): \(message)\n")
      failed += 1
    }
    return (kept, failed)
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
