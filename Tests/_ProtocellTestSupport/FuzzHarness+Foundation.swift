import Foundation
import Protocell

extension FuzzHarness {
  /// Reads the bytes as one document and each of their lines as a row, with the row reader and
  /// with `JSONSerialization`: both must accept or both refuse, and what both accept must be the
  /// same value (out of the comparison: see ``readRows(_:)``).
  ///
  /// - Parameter bytes: The data file.
  /// - Returns: A description of the first difference, or `nil`.
  static func compareWithFoundation(_ bytes: [UInt8]) -> String? {
    let lines = bytes.split(separator: 0x0A).prefix(64).map { Array($0) }
    for document in [bytes] + lines {
      if let difference = compareDocument(document) { return difference }
    }
    return nil
  }

  private static func compareDocument(_ bytes: [UInt8]) -> String? {
    guard String(validating: bytes, as: UTF8.self) != nil, !bytes.contains(0),
      !hasSurrogateEscape(bytes), !bytes.starts(with: [0xEF, 0xBB, 0xBF])
    else { return nil }
    let ours = Result { () throws(RowJSONError) in try RowValue(parsingJSONUTF8: bytes) }
    let theirs = Result {
      try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
    }
    switch (ours, theirs) {
    case (.success(let value), .success(let object)):
      if !matches(value, object) { return "read \(value), JSONSerialization \(object)" }
    case (.failure(let error), .success(let object)):
      if !error.isNestingTooDeep, !isTrailingComma(bytes, at: error.offset) {
        return "refused (\(error)) what JSONSerialization reads as \(object)"
      }
    case (.success(let value), .failure(let error)):
      return "read \(value) where JSONSerialization refuses: \(error)"
    case (.failure, .failure):
      break
    }
    return nil
  }

  /// Whether `object`, as `JSONSerialization` gives it, is `value`.
  private static func matches(_ value: RowValue, _ object: Any) -> Bool {
    switch value {
    case .null: return object is NSNull
    case .bool(let flag): return (object as? NSNumber)?.boolValue == flag
    case .number(let number):
      // Long numbers come as NSDecimalNumber, which keeps 38 digits and converts to a double
      // with some error: the row reader's is the correctly rounded value (strtod).
      guard let other = (object as? NSNumber)?.doubleValue else { return false }
      return other == number || abs(other - number) <= 1e-12 * abs(number)
    case .string(let text):
      guard let string = object as? String else { return false }
      return withoutMarks(string) == withoutMarks(text)
    case .array(let elements):
      guard let array = object as? [Any], array.count == elements.count else { return false }
      return zip(elements, array).allSatisfy { matches($0, $1) }
    case .object(let members):
      guard let dictionary = object as? [String: Any] else { return false }
      guard dictionary.count == members.count else {
        // Foundation drops a mark that starts a name, so "\u{FEFF}text" and "text" are one
        // member to it (the later one's value) and two to the row reader: each of its members
        // is then one of the reader's members of that name without marks.
        return dictionary.allSatisfy { key, value in
          members.contains { name, member in
            withoutMarks(name) == withoutMarks(key) && matches(member, value)
          }
        }
          && Set(members.map { withoutMarks($0.key) }).count == dictionary.count
      }
      // A name is found as written first, then without its marks: two names that differ only
      // by a mark inside one ("tex\u{FEFF}t" and "text") are two members on both sides.
      var exact: [[Unicode.Scalar]: Any] = [:]
      var unmarked: [[Unicode.Scalar]: Any] = [:]
      for (key, value) in dictionary {
        exact[Array(key.unicodeScalars)] = value
        unmarked[withoutMarks(key)] = value
      }
      return members.allSatisfy { key, member in
        (exact[Array(key.unicodeScalars)] ?? unmarked[withoutMarks(key)]).map {
          matches(member, $0)
        } ?? false
      }
    }
  }

  /// The scalars of `text` without its byte order marks (U+FEFF): Foundation drops one that
  /// starts a string or a member name, or follows an escape inside one (`"a\"\u{FEFF}b"`), where
  /// the row reader keeps the text as written (as RFC 8259 and Python's `json` do).
  private static func withoutMarks(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { $0 != "\u{FEFF}" }
  }

  /// Whether the row reader's error at `offset` is a `]` or `}` after a comma: a trailing comma,
  /// which `JSONSerialization` allows and RFC 8259 (and the row reader) do not.
  private static func isTrailingComma(_ bytes: [UInt8], at offset: Int) -> Bool {
    guard offset < bytes.count,
      bytes[offset] == UInt8(ascii: "]") || bytes[offset] == UInt8(ascii: "}")
    else { return false }
    let before = bytes[..<offset].last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return before == UInt8(ascii: ",")
  }

  /// Whether the text holds a `\u` escape of a surrogate (D800–DFFF), which the row reader
  /// refuses where it stands alone (a lone surrogate encodes no character).
  private static func hasSurrogateEscape(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 6 else { return false }
    for index in 0..<(bytes.count - 5) {
      guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
        bytes[index + 2] | 0x20 == UInt8(ascii: "d")
      else { continue }
      let next = bytes[index + 3] | 0x20
      if (UInt8(ascii: "8")...UInt8(ascii: "9")).contains(next)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(next)
      {
        return true
      }
    }
    return false
  }
}
