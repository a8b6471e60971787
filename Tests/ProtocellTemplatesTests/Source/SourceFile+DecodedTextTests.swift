import ProtocellDiagnostics
import Testing

@testable import ProtocellTemplates

struct SourceFileDecodedTextTests {
  @Test func decodedTextMapsBackThroughEntitiesCDATAAndCRLF() {
    let raw = "x&lt;=y<![CDATA[<z]]>\r\nw"
    let file = SourceFile(path: "f", text: raw)
    let offsets = file.byteOffsets(ofDecodedText: "x<=y<z\nw", startingAt: 0)
    #expect(offsets == [0, 1, 5, 6, 16, 17, 22, 23, 24])
  }

  @Test func verbatimASCIIIsTextWithNoMarkupInItsBytes() {
    let file = SourceFile(path: "f", text: "<c>a.top == 1</c><c>a &lt; b</c>\r\n<c>é</c>")
    #expect(file.verbatimASCIIRun(count: "a.top == 1".utf8.count, at: 3) == .oneLine)
    // An entity reference in the raw bytes.
    #expect(file.verbatimASCIIRun(count: "a < b".utf8.count, at: 20) == nil)
    // A CR that decoding dropped.
    #expect(file.verbatimASCIIRun(count: "\n".utf8.count, at: 32) == nil)
    #expect(file.verbatimASCIIRun(count: "é".utf8.count, at: 37) == nil)  // not ASCII
    // Runs past the end.
    #expect(file.verbatimASCIIRun(count: "a.top == 1".utf8.count, at: 40) == nil)
  }

  @Test func aRunIsOnOneLineUnlessItsBytesHoldALineFeed() {
    let file = SourceFile(path: "f", text: "<c>a ==\n b</c>")
    #expect(file.verbatimASCIIRun(count: 4, at: 3) == .oneLine)  // `a ==`
    #expect(file.verbatimASCIIRun(count: 5, at: 3) == .severalLines)  // `a ==` and the line feed
    #expect(file.verbatimASCIIRun(count: 2, at: 8) == .oneLine)  // ` b`
    #expect(file.verbatimASCIIRun(count: 20, at: 8) == nil)  // runs past the end
  }
}
