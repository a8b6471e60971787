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
    guard let key, let offset = Self.valueOffset(of: key, in: bytes) else {
      return place(in: input)
    }
    var (line, column) = (self.line, self.column + offset)
    if let lastBreak = bytes[..<offset].lastIndex(of: 0x0A) {
      line += bytes[..<offset].count { $0 == 0x0A }
      column = offset - lastBreak
    }
    return "\(input):\(line):\(column): row \(number)"
  }

  /// The byte offset, in the row's JSON text, of the value of its top-level member `key`; `nil`
  /// when the row has none (or spells the key with escapes).
  static func valueOffset(of key: String, in bytes: [UInt8]) -> Int? {
    let wanted = Array(key.utf8)
    var depth = 0
    var index = 0
    var expectsKey = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        expectsKey = depth == 1 && byte == UInt8(ascii: "{")
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        index += 1
      case UInt8(ascii: ","):
        expectsKey = depth == 1
        index += 1
      case UInt8(ascii: "\""):
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = end + 1
        guard expectsKey else { continue }
        expectsKey = false
        guard end <= bytes.count, Array(bytes[start..<min(end, bytes.count)]) == wanted else {
          continue
        }
        // The colon, then the value, past white space.
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count ? index : nil
      default:
        index += 1
      }
    }
    return nil
  }
}
