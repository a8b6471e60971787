import Testing

@testable import ProtocellArchive

/// Rows read as members: the same values and errors as rows read as `RowValue`s.
struct RowMembersTests {
  private func members(_ text: String) throws(RowJSONError) -> RowMembers {
    try RowMembers(parsingJSONUTF8: Array(text.utf8))
  }

  @Test func findsMembersByNameWithTheLastOfARepeatedName() throws {
    let row = try members(#" {"type":"A","n":1,"o":{"w":2},"type":"B","e":{}} "#)
    #expect(row["type"] == .string("B"))
    #expect(row["n"] == .number(1))
    #expect(row["o"] == .object(["w": .number(2)]))
    #expect(row["e"] == .object([:]))
    #expect(row["missing"] == nil)
    #expect(row.notAnObject == nil)
    #expect(
      row.value
        == .object([
          "type": .string("B"), "n": .number(1), "o": .object(["w": .number(2)]),
          "e": .object([:]),
        ]))
  }

  /// A UTF-8 byte order mark may open a row read as members, as it may one read as a value
  /// (the row fuzzer: a row of a JSON array that opened with one was refused as members at
  /// column 1 and read as a value, which failed at the letter after it, column 4).
  @Test func aByteOrderMarkMayOpenTheRow() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let row = try RowMembers(parsingJSONUTF8: bom + Array(#" {"a": 1}"#.utf8))
    #expect(row["a"] == .number(1))
    var asValue: RowJSONError?
    do { _ = try RowValue(parsingJSONUTF8: bom + Array("type\"".utf8)) } catch { asValue = error }
    var asMembers: RowJSONError?
    do { _ = try RowMembers(parsingJSONUTF8: bom + Array("type\"".utf8)) } catch {
      asMembers = error
    }
    #expect(asValue?.offset == 3)
    #expect(asMembers == asValue)
  }

  @Test func aRowThatIsNotAnObjectSaysWhatItIs() throws {
    #expect(try members(" [1, 2] ").notAnObject == .array([.number(1), .number(2)]))
    #expect(try members("\"x\"")["x"] == nil)
    #expect(try members("{}").notAnObject == nil)
  }

  @Test(arguments: [
    "", "   ", #"{"a": tru}"#, #"{"a":"b""#, #"{"a":1} x"#, "[1,]", #"{"a":01}"#, "{", #"{"a" 1}"#,
    #"{1:2}"#, #"{"a":"\x"}"#, "[1] 2", #"{"a":[1,{"b":}]}"#,
    // A byte order mark alone, before nothing but spaces, twice, or after a space.
    "\u{FEFF}", "\u{FEFF}  ", "\u{FEFF}\u{FEFF}{}", " \u{FEFF}{}",
  ])
  func badRowsFailAsTheyDoAsValues(text: String) {
    var asValue: RowJSONError?
    do { _ = try RowValue(parsingJSONUTF8: Array(text.utf8)) } catch { asValue = error }
    var asMembers: RowJSONError?
    do { _ = try members(text) } catch { asMembers = error }
    #expect(asValue != nil)
    #expect(asMembers == asValue)
  }
}
