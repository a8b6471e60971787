import Protocell
import ProtocellTooling

extension RowRecord {
  /// Where a message places the row, as `measure` prints it.
  ///
  /// - Parameter input: What messages call the data: its path or `<stdin>`.
  /// - Returns: The file, the line and column the row starts at, and its number:
  ///   `rows.jsonl:3:1: row 3`.
  func place(in input: String) -> String {
    "\(input):\(line):\(column): row \(number)"
  }

  /// Why the row was not kept, when it is longer than `limit` bytes: `rows.jsonl:2:1: row 2:
  /// the row is 20000067 bytes long, more than the limit of 1048576 (--max-row-bytes)`.
  ///
  /// - Parameters:
  ///   - limit: The most bytes a row may hold.
  ///   - input: What messages call the data.
  /// - Returns: `nil` for a row within the limit.
  func oversizedMessage(limit: Int, in input: String) -> String? {
    guard let length = oversizedLength else { return nil }
    return "\(place(in: input)): the row is \(length) bytes long, more than the limit of "
      + "\(limit) (--max-row-bytes)"
  }

  /// Why the row's text is not JSON, located where it breaks in the input rather than in the
  /// row: `rows.jsonl:3:22: row 3: expected ',' or '}' after a member, found 'x'`.
  ///
  /// - Parameters:
  ///   - error: The parser's error, located in the row's own text.
  ///   - input: What messages call the data.
  ///   - depthOption: The option that raises the nesting limit, named when the row is nested
  ///     too deep; `nil` where the command has none.
  /// - Returns: The located message, without `error: `.
  func message(for error: RowJSONError, in input: String, depthOption: String? = nil) -> String {
    let errorLine = line + error.line - 1
    let errorColumn = error.line == 1 ? column + error.column - 1 : error.column
    let option = error.isNestingTooDeep ? depthOption.map { " (\($0))" } ?? "" : ""
    return "\(input):\(errorLine):\(errorColumn): row \(number): \(error.message)\(option)"
  }
}
