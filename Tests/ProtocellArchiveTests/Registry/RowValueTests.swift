import ProtocellArchive
import ProtocellTemplates
import Testing

struct RowValueTests {
  @Test func parsesEveryJSONKind() throws {
    let value = try RowValue(
      parsingJSON: #"{"a": null, "b": true, "c": 1.5, "d": "x", "e": [1], "f": {}}"#)
    #expect(
      value
        == .object([
          "a": .null, "b": .bool(true), "c": .number(1.5), "d": .string("x"),
          "e": .array([.number(1)]),
          "f": .object([:]),
        ]))
  }

  @Test func kindDescriptionsReadAsEnglish() {
    #expect(RowValue.null.kindDescription == "null")
    #expect(RowValue.object([:]).kindDescription == "an object")
    #expect(RowValue.number(1).kindDescription == "a number")
  }
}
