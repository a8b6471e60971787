import ProtocellArchive
import ProtocellLayout
import Testing
import _ProtocellTestSupport

/// A row's members that fill no view, as a library user checks them (`protocell measure` warns
/// of the misspelt ones).
struct UnboundMembersTests {
  @Test func membersNoBindingNamesAreListedWithTheKeyTheyMisspell() throws {
    let prototype = try layoutCell(
      #"<label id="author" bind="author"/><label id="body" bind="body"/>"#)
    let bindings = CellContent.Bindings(prototype: prototype)
    let row = try RowValue(
      parsingJSON: #"{"author": "Ada", "bodyy": "typo", "extra": 1, "body": "Hello"}"#)
    let members = bindings.unboundMembers(of: row)
    #expect(
      members == [
        .init(name: "bodyy", nearestKey: "body"), .init(name: "extra", nearestKey: nil),
      ])
    #expect(
      members.map(\.description) == [
        "'bodyy' fills no view; did you mean 'body'?", "'extra' fills no view",
      ])
    #expect(bindings.unboundMembers(of: .array([])).isEmpty)
    #expect(bindings.unboundMembers(of: try RowValue(parsingJSON: #"{"author": "A"}"#)).isEmpty)
  }
}
