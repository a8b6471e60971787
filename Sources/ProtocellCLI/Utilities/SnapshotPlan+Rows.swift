import Protocell
import ProtocellSnapshots
import ProtocellTooling

extension SnapshotPlan {
  /// Reads and parses every row of `data`.
  ///
  /// Each row is named by `--key` (else `row-<number>`) and takes its prototype from
  /// `--id-key`; rows that fail go to ``rowFailures``. `places` gets where each row kept is, as
  /// `measure` places it (`rows.jsonl:3:1: row 3`).
  mutating func readRows(
    _ data: String, command: ProtocellCommand.Snapshot, names: inout [String],
    prototypes: inout [String?], places: inout [String]
  ) throws {
    let input: ByteInput
    let reader: RowReader
    do {
      input = try ByteInput(path: data)
      reader = RowReader(source: input, maximumRowBytes: command.limitOptions.maxRowBytes)
    } catch { throw CommandFailure.usage("\(error)") }
    let limits = command.limitOptions.limits
    defer {
      if !rowFailures.isEmpty { rowFailureHint = reader.loneBraceHint }
    }
    while true {
      let record: RowRecord?
      do { record = try reader.next() } catch { throw CommandFailure.usage("\(error)") }
      guard let record else { break }
      if let message = record.oversizedMessage(limit: limits.maximumRowBytes, in: input.name) {
        rowFailures.append(message)
        continue
      }
      let members: RowMembers
      do {
        members = try RowMembers(
          parsingJSONUTF8: record.bytes, maximumDepth: limits.maximumNestingDepth)
      } catch {
        // Located where the row breaks, as `measure` locates it.
        rowFailures.append(
          record.message(for: error, in: input.name, depthOption: "--max-row-depth"))
        continue
      }
      // A row that is no object is malformed input, as `measure` says, not a state of the
      // prototype to record (the fresh19 review: an array row was a snapshot and a note).
      if let value = members.notAnObject {
        rowFailures.append(
          "\(record.place(in: input.name)): "
            + "\(CellError.rowIsNotAnObject(found: value.kindDescription))")
        continue
      }
      var name = "row-\(record.number)"
      if let key = command.key {
        // An array or an object names no file: the row fails, as in `measure`.
        do throws(RowFailure) {
          if let value = try RowMeasurer.key(of: members[key], field: key) {
            name = SnapshotNaming.sanitized(value)
          }
        } catch {
          rowFailures.append("\(record.place(in: input.name)): \(error.message)")
          continue
        }
      }
      var prototype: String?
      if let idKey = command.idKey {
        guard case .string(let value)? = members[idKey] else {
          rowFailures.append(
            "\(record.place(in: input.name)): the row has no string field '\(idKey)' naming its prototype"
          )
          continue
        }
        prototype = value
      }
      rows.append(members)
      names.append(name)
      prototypes.append(prototype)
      places.append(record.place(in: input.name))
    }
  }

}
