import ProtocellDiagnostics
import Testing

struct QuotedLiteralTests {
  /// The shared escapes, and each other control character by its code as the caller spells it
  /// (U+0001 is 1, U+001F is 31); U+0020 and above, é included, stay as they are.
  @Test func escapesWhatJSONAndSwiftShareAndAsksForTheRest() {
    let text = "a\"\\\n\r\t\u{1}\u{1F} é"
    #expect(QuotedLiteral.quoted(text) { "<\($0)>" } == #""a\"\\\n\r\t<1><31> é""#)
  }
}
