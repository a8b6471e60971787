import Testing
import TextMeasurement

struct StringSameUTF8BytesTests {
  @Test(arguments: [
    ("", "", true),
    ("short", "short", true),
    ("short", "shorT", false),
    ("short", "shorter", false),
    (String(repeating: "long text ", count: 10), String(repeating: "long text ", count: 10), true),
    (
      String(repeating: "long text ", count: 10) + "a",
      String(repeating: "long text ", count: 10) + "b", false
    ),
    // Canonically equivalent (== says equal), spelled differently: the text layer shapes the
    // bytes, so a measurement of one is not reused for the other.
    ("caf\u{E9}", "cafe\u{301}", false),
  ])
  func sameBytesMeansTheSameUTF8Spelling(lhs: String, rhs: String, expected: Bool) {
    #expect(lhs.hasSameUTF8Bytes(as: rhs) == expected)
    #expect(rhs.hasSameUTF8Bytes(as: lhs) == expected)
  }
}
