import ProtocellArchive
import Testing

struct RowValueParsingTests {
  private func parse(_ text: String) throws(RowJSONError) -> RowValue {
    try RowValue(parsingJSONUTF8: Array(text.utf8))
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try parse(
      #" {"a": null, "b": [true, false], "c": -1.5e2, "d": "x\"\\\/\b\f\n\r\t", "e": {}, "f": 0} "#)
    #expect(
      value
        == .object([
          "a": .null, "b": .array([.bool(true), .bool(false)]), "c": .number(-150),
          "d": .string("x\"\\/\u{8}\u{C}\n\r\t"), "e": .object([:]), "f": .number(0),
        ]))
  }

  /// A UTF-8 byte order mark may open the text, as a rows file `measure` reads may (a library
  /// review: the library refused it); one anywhere else is no JSON.
  @Test func aByteOrderMarkMayOpenTheText() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(
      try RowValue(parsingJSONUTF8: bom + Array(#"{"a": 1}"#.utf8)) == .object(["a": .number(1)]))
    #expect(try RowValue(parsingJSON: "\u{FEFF}[1]") == .array([.number(1)]))
    #expect(throws: RowJSONError.self) {
      try RowValue(parsingJSONUTF8: Array(" ".utf8) + bom + Array("1".utf8))
    }
  }

  @Test func aRepeatedMemberNameKeepsItsLastValue() throws {
    #expect(
      try parse(#"{"a": 1, "b": 2, "a": "x"}"#) == .object(["a": .string("x"), "b": .number(2)]))
    #expect(try parse(#"{"a": {"a": 1, "a": 2}, "a": {}}"#) == .object(["a": .object([:])]))
  }

  /// Members of an outer object read before and after nested objects (and arrays of objects)
  /// stay with their own object.
  @Test func nestedObjectsKeepTheirOwnMembers() throws {
    let value = try parse(
      #"{"a": 1, "b": {"c": 2, "d": {"e": 3}, "f": 4}, "g": [{"h": 5}, {}, {"i": 6}], "j": 7}"#)
    #expect(
      value
        == .object([
          "a": .number(1),
          "b": .object(["c": .number(2), "d": .object(["e": .number(3)]), "f": .number(4)]),
          "g": .array([.object(["h": .number(5)]), .object([:]), .object(["i": .number(6)])]),
          "j": .number(7),
        ]))
  }

  @Test func anObjectMayHaveManyMembers() throws {
    let text = "{" + (0..<200).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ") + "}"
    guard case .object(let members) = try parse(text) else {
      Issue.record("not an object")
      return
    }
    #expect(members.count == 200)
    #expect(members["k0"] == .number(0))
    #expect(members["k123"] == .number(123))
    #expect(members["k199"] == .number(199))
  }

  /// A string byte that is not UTF-8 is an error at that byte, in names and values, with or
  /// without escapes before it; before, each bad sequence was read as U+FFFD and the row
  /// measured with it (a robustness review).
  ///
  /// `{"a` is 3 bytes, so the 0xFF of the name is at offset 3, column 4; in `{"a": "x`, 8
  /// bytes, the value's lone 0xC3 is at offset 8; after `\n` in `{"a": "\nx`, at 10.
  @Test func invalidUTF8IsRefusedWhereItStands() throws {
    let cases: [([UInt8], Int, String)] = [
      (Array(#"{"a"#.utf8) + [0xFF] + Array(#"": "x"}"#.utf8), 3, "0xFF"),
      (Array(#"{"a": "x"#.utf8) + [0xC3, 0x22, 0x7D], 8, "0xC3"),
      (Array(#"{"a": "\nx"#.utf8) + [0xE9, 0x22, 0x7D], 10, "0xE9"),
    ]
    for (bytes, offset, byte) in cases {
      #expect(throws: RowJSONError.self) { try RowValue(parsingJSONUTF8: bytes) }
      do {
        _ = try RowValue(parsingJSONUTF8: bytes)
      } catch {
        #expect(error.offset == offset)
        #expect(error.column == offset + 1)
        #expect(
          error.message
            == "a string holds the byte \(byte), which is not UTF-8: rows are UTF-8 text; save "
            + "the data as UTF-8")
      }
    }
    #expect(
      try RowValue(parsingJSONUTF8: Array(#"{"é": "ü"}"#.utf8)) == .object(["é": .string("ü")]))
  }

  @Test func readsUnicodeEscapesAndSurrogatePairs() throws {
    #expect(try parse(#""\u00e9\ud83d\ude00""#) == .string("é😀"))
    #expect(try parse(#""\uD83D\uDE00\uffff""#) == .string("😀\u{FFFF}"))
    #expect(try parse(#""ünï""#) == .string("ünï"))
  }

  @Test func readsNumbersExactly() throws {
    #expect(try parse("123456789012345") == .number(123_456_789_012_345))
    #expect(try parse("0.1") == .number(0.1))
    #expect(try parse("1E3") == .number(1000))
    #expect(try parse("-0") == .number(-0.0))
    #expect(try parse("12345678901234567890") == .number(12_345_678_901_234_567_890))
  }

  @Test(arguments: [
    ("", 1, 1, "the row is empty"),
    (#"{"a": tru}"#, 1, 7, "expected a value, found 't'"),
    (#"{"a": 1"#, 1, 8, "expected ',' or '}' after a member, found the end of the row"),
    ("{\n  \"a\" 1}", 2, 7, "expected ':' after the member name, found '1'"),
    (#"{a: 1}"#, 1, 2, "expected a member name in double quotes, found 'a'"),
    (#"[1 2]"#, 1, 4, "expected ',' or ']' after an element, found '2'"),
    (#""abc"#, 1, 1, "unterminated string"),
    (#""\q""#, 1, 2, "invalid escape sequence in a string"),
    (#""\u12G4""#, 1, 2, "\\u needs four hexadecimal digits"),
    // A lone surrogate encodes no character: refused at its escape, not repaired.
    (
      #""\ud800x""#, 1, 2,
      "'\\ud800' is half a surrogate pair: a \\u escape from D800 to DBFF must be followed by "
        + "one from DC00 to DFFF"
    ),
    (
      #"{"a": "ok \uDBFF\u0041"}"#, 1, 11,
      "'\\uDBFF' is half a surrogate pair: a \\u escape from D800 to DBFF must be followed by "
        + "one from DC00 to DFFF"
    ),
    (
      #"["\ud83d\ude00", "\ude00"]"#, 1, 19,
      "'\\ude00' is half a surrogate pair: a \\u escape from DC00 to DFFF must follow one from "
        + "D800 to DBFF"
    ),
    (
      #"{"\ud800": 1}"#, 1, 3,
      "'\\ud800' is half a surrogate pair: a \\u escape from D800 to DBFF must be followed by "
        + "one from DC00 to DFFF"
    ),
    ("\"a\tb\"", 1, 3, "a string may not hold a control character; write it escaped"),
    ("01", 1, 2, "a number may not start with 0 followed by digits"),
    ("-", 1, 2, "a number needs digits after '-'"),
    ("1.", 1, 3, "a number needs digits after '.'"),
    ("1e", 1, 3, "a number needs digits in its exponent"),
    ("{} {}", 1, 4, "unexpected text after the row's value"),
  ])
  func malformedRowsAreLocated(text: String, line: Int, column: Int, message: String) {
    do {
      _ = try parse(text)
      Issue.record("parsed \(text)")
    } catch {
      #expect(error.line == line)
      #expect(error.column == column)
      #expect(error.message == message)
    }
  }

  @Test func nestingIsBounded() throws {
    let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    do {
      _ = try parse(deep)
      Issue.record("parsed 513 levels")
    } catch {
      #expect(error.column == 513)
      #expect(error.message == "nested deeper than 512 arrays and objects")
    }
    let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try parse(allowed) }
  }

  /// A reader given a lower depth stops at it, on the bracket that goes one deeper, and says
  /// that the limit (not the syntax) is what refused the text.
  @Test func aLowerNestingLimitIsKeptAndNamed() throws {
    let deep = #"{"a": "# + String(repeating: "[", count: 100_000)
    do {
      _ = try RowValue(parsingJSONUTF8: Array(deep.utf8), maximumDepth: 64)
      Issue.record("parsed past the limit")
    } catch {
      // The object is depth 1 and the k-th bracket (column 6 + k) depth k + 1, so the 64th
      // bracket, column 70, is the first too deep.
      #expect(error.column == 70)
      #expect(error.message == "nested deeper than 64 arrays and objects")
      #expect(error.isNestingTooDeep)
    }
    do {
      _ = try parse("[}")
    } catch {
      #expect(!error.isNestingTooDeep)
    }
  }

  /// 1e309 is valid JSON but no double: refused where it starts rather than read as infinity;
  /// -0 and the largest doubles are read as they are.
  @Test func numbersBeyondADoubleAreRefused() throws {
    for text in ["[1, 1e309]", "[1, -1e309]", "[1, " + String(repeating: "9", count: 400) + "]"] {
      do {
        _ = try parse(text)
        Issue.record("read \(text.prefix(12))")
      } catch {
        #expect(error.column == 5)
        #expect(error.message == "the number is too large for a double")
      }
    }
    #expect(try parse("-0") == .number(-0.0))
    #expect(try parse("-0").doubleSign == .minus)
    #expect(try parse("1.7976931348623157e308") == .number(.greatestFiniteMagnitude))
    #expect(try parse("4.9e-324") == .number(.leastNonzeroMagnitude))
    #expect(try parse("1e-400") == .number(0))
  }

  @Test func stringParsingReportsTheSameLocation() {
    #expect {
      try RowValue(parsingJSON: #"{"a": tru}"#)
    } throws: { error in
      guard case .malformedJSON(let reason) = error as? CellError else { return false }
      return reason == "line 1, column 7: expected a value, found 't'"
    }
  }
}

extension RowValue {
  /// The sign of a number, to tell -0 from 0.
  fileprivate var doubleSign: FloatingPointSign? {
    if case .number(let value) = self { return value.sign }
    return nil
  }
}
