import ProtocellArchive
import Testing

/// Where a row member's value starts, for messages that point at it: read by the row parser
/// itself, so names are compared decoded and a repeated name is its last value, as the row's
/// subscript reads it.
struct RowMembersValueOffsetTests {
  static func offset(_ name: String, _ json: String) -> Int? {
    RowMembers.valueOffset(ofMember: name, inJSONUTF8: Array(json.utf8))
  }

  @Test func theValueOfATopLevelMember() {
    // `{"title": true}`: the value starts after `{"title": `, 10 bytes in.
    #expect(Self.offset("title", #"{"title": true}"#) == 10)
    // Past a string holding `{,:"` and a nested object with a member of the same name: 44
    // bytes in, where `[2]` starts.
    #expect(Self.offset("title", #"{"a": "{,:\"", "b": {"title": 1}, "title" : [2]}"#) == 44)
    #expect(Self.offset("title", "{\n  \"title\":\n    7}") == 17)
  }

  @Test func aRepeatedNameIsItsLastValueAndAnEscapedNameIsDecoded() {
    #expect(Self.offset("x", #"{"x": 1, "x": 22}"#) == 14)
    #expect(Self.offset("é", #"{"\u00e9": null}"#) == 11)
  }

  @Test func noOffsetForAMissingMemberAnotherKindOfRowOrBrokenJSON() {
    #expect(Self.offset("title", #"{"body": 1}"#) == nil)
    #expect(Self.offset("title", #"[{"title": 1}]"#) == nil)
    #expect(Self.offset("title", #"{"title": 1"#) == nil)
    #expect(Self.offset("title", "") == nil)
  }
}
