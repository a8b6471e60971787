import ProtocellSnapshots
import Testing

struct JSONStringLiteralTests {
  /// JSON's spelling of a control character without a short escape: U+000B is \u000b, four
  /// hexadecimal digits; the short escapes and other text as JSON writes them.
  @Test func controlCharactersTakeFourHexDigits() {
    #expect(JSONStringLiteral.quoted("a\"\n\u{B}é") == #""a\"\n\u000bé""#)
  }
}
