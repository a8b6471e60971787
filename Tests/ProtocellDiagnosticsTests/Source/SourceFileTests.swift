import ProtocellDiagnostics
import Testing

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

  @Test func locationDescribesItselfLikeACompiler() {
    #expect(SourceLocation(file: "a/b.xml", line: 3, column: 14).description == "a/b.xml:3:14")
    #expect(
      SourceLocation(file: "a", line: 1, column: 9) < SourceLocation(file: "a", line: 2, column: 1))
  }
}
