import Protocell
import ProtocellTooling

extension RowRecord {
  /// Where a message places a failure of the row's member `key`: at the member's value, so that
  /// an editor's jump lands on what is wrong (`rows.jsonl:5:22: row 5`), else at the row
  /// (``place(in:)``).
  ///
  /// - Parameters:
  ///   - input: What messages call the data: its path or `<stdin>`.
  ///   - key: The member whose value failed, if the failure names one.
  /// - Returns: The file, line and column, and the row's number.
  func place(in input: String, member key: String?) -> String {
    guard let key, let offset = RowMembers.valueOffset(ofMember: key, inJSONUTF8: bytes) else {
      return place(in: input)
    }
    var (line, column) = (self.line, self.column + offset)
    if let lastBreak = bytes[..<offset].lastIndex(of: 0x0A) {
      line += bytes[..<offset].count { $0 == 0x0A }
      column = offset - lastBreak
    }
    return "\(input):\(line):\(column): row \(number)"
  }
}
