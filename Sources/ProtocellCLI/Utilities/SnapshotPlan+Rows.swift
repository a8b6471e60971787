import Protocell
import ProtocellSnapshots
import ProtocellTooling

extension SnapshotPlan {
  /// A row that cannot be snapshotted: its number in the data, and why, placed as `measure`
  /// places it.
  struct RowError: Sendable {
    /// The row's number, from 1: the errors are reported in this order.
    var number: Int
    /// The error, without its `error: ` prefix.
    var message: String
  }

  /// The rows of `--data` kept, each with its name, the prototype its `--id-key` value names,
  /// where it is and its number; and the rows that could not be read.
  struct RowsRead {
    /// Each row's snapshot name, from `--key` (else `row-<number>`).
    var names: [String] = []
    /// Each row's `--id-key` value, as the row gives it; `nil` without `--id-key`.
    var prototypes: [String?] = []
    /// Each row as read: its number and where it is, to place a message about it as
    /// `measure` does (``RowRecord/place(in:member:)``).
    var records: [RowRecord] = []
    /// What messages call the data: its path, or `<stdin>`.
    var inputName = ""
    /// The rows that could not be read, or name no prototype.
    var errors: [RowError] = []
  }

  /// Reads and parses every row of `data` into ``rows``.
  ///
  /// Each row is named by `--key` (else `row-<number>`) and takes its prototype from
  /// `--id-key`; rows that fail are returned as errors.
  mutating func readRows(_ data: String, command: ProtocellCommand.Snapshot) throws -> RowsRead {
    var read = RowsRead()
    let input: ByteInput
    let reader: RowReader
    do {
      input = try ByteInput(path: data)
      reader = RowReader(source: input, maximumRowBytes: command.limitOptions.maxRowBytes)
    } catch { throw CommandFailure.usage("\(error)") }
    let limits = command.limitOptions.limits
    read.inputName = input.name
    defer {
      if !read.errors.isEmpty { rowFailureHint = reader.loneBraceHint }
    }
    while true {
      let record: RowRecord?
      do { record = try reader.next() } catch { throw CommandFailure.usage("\(error)") }
      guard let record else { break }
      if let message = record.oversizedMessage(limit: limits.maximumRowBytes, in: input.name) {
        read.errors.append(RowError(number: record.number, message: message))
        continue
      }
      let members: RowMembers
      do {
        members = try RowMembers(
          parsingJSONUTF8: record.bytes, maximumDepth: limits.maximumNestingDepth)
      } catch {
        // Located where the row breaks, as `measure` locates it.
        read.errors.append(
          RowError(
            number: record.number,
            message: record.message(for: error, in: input.name, depthOption: "--max-row-depth")))
        continue
      }
      // A row that is no object is malformed input, as `measure` says, not a state of the
      // prototype to record (the fresh19 review: an array row was a snapshot and a note).
      if let value = members.notAnObject {
        read.errors.append(
          RowError(
            number: record.number,
            message: "\(record.place(in: input.name)): "
              + "\(CellError.rowIsNotAnObject(found: value.kindDescription))"))
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
          read.errors.append(
            RowError(
              number: record.number, message: "\(record.place(in: input.name)): \(error.message)"))
          continue
        }
      }
      var prototype: String?
      if let idKey = command.idKey {
        guard case .string(let value)? = members[idKey] else {
          read.errors.append(
            RowError(
              number: record.number,
              message: "\(record.place(in: input.name)): "
                + RowMembers.noPrototypeFieldMessage(idKey, in: members)))
          continue
        }
        prototype = value
      }
      rows.append(members)
      read.names.append(name)
      read.prototypes.append(prototype)
      read.records.append(record)
    }
    return read
  }

}
