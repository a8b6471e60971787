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

  @Test func aRowThatIsNotAnObjectSaysWhatItIs() throws {
    #expect(try members(" [1, 2] ").notAnObject == .array([.number(1), .number(2)]))
    #expect(try members("\"x\"")["x"] == nil)
    #expect(try members("{}").notAnObject == nil)
  }

  @Test(arguments: [
    "", "   ", #"{"a": tru}"#, #"{"a":"b""#, #"{"a":1} x"#, "[1,]", #"{"a":01}"#, "{", #"{"a" 1}"#,
    #"{1:2}"#, #"{"a":"\x"}"#, "[1] 2", #"{"a":[1,{"b":}]}"#,
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
