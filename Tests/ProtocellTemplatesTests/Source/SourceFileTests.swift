import Testing

@testable import ProtocellTemplates

struct SourceFileTests {
  @Test func locationsCountLinesAndUnicodeScalars() {
    let file = SourceFile(path: "f", text: "ab\nçé<x\n\nlast")
    #expect(file.lineCount == 4)
    #expect(file.location(ofByteOffset: 0) == SourceLocation(file: "f", line: 1, column: 1))
    #expect(file.location(ofByteOffset: 3) == SourceLocation(file: "f", line: 2, column: 1))
    // "ç" and "é" take two bytes each: '<' is byte 7 but column 3.
    #expect(file.location(ofByteOffset: 7) == SourceLocation(file: "f", line: 2, column: 3))
    #expect(file.location(ofByteOffset: 10) == SourceLocation(file: "f", line: 3, column: 1))
    #expect(file.location(ofByteOffset: 1_000) == SourceLocation(file: "f", line: 4, column: 5))
    #expect(file.byteOffset(line: 2, column: 3) == 7)
    #expect(file.text(ofLine: 2) == "çé<x")
    #expect(file.text(ofLine: 5) == nil)
  }

  @Test func decodedTextMapsBackThroughEntitiesCDATAAndCRLF() {
    let raw = "x&lt;=y<![CDATA[<z]]>\r\nw"
    let file = SourceFile(path: "f", text: raw)
    let offsets = file.byteOffsets(ofDecodedText: "x<=y<z\nw", startingAt: 0)
    #expect(offsets == [0, 1, 5, 6, 16, 17, 22, 23, 24])
  }

  @Test func locationDescribesItselfLikeACompiler() {
    #expect(SourceLocation(file: "a/b.xml", line: 3, column: 14).description == "a/b.xml:3:14")
    #expect(
      SourceLocation(file: "a", line: 1, column: 9) < SourceLocation(file: "a", line: 2, column: 1))
  }

  @Test func verbatimASCIIIsTextWithNoMarkupInItsBytes() {
    let file = SourceFile(path: "f", text: "<c>a.top == 1</c><c>a &lt; b</c>\r\n<c>é</c>")
    #expect(file.isVerbatimASCII("a.top == 1", at: 3))
    #expect(!file.isVerbatimASCII("a < b", at: 20))  // an entity reference in the raw bytes
    #expect(!file.isVerbatimASCII("\n", at: 32))  // a CR that decoding dropped
    #expect(!file.isVerbatimASCII("é", at: 37))  // not ASCII
    #expect(!file.isVerbatimASCII("a.top == 1", at: 40))  // runs past the end
  }
}
