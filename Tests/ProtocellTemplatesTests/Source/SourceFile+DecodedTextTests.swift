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
    #expect(file.isVerbatimASCII(count: "a.top == 1".utf8.count, at: 3))
    // An entity reference in the raw bytes.
    #expect(!file.isVerbatimASCII(count: "a < b".utf8.count, at: 20))
    #expect(!file.isVerbatimASCII(count: "\n".utf8.count, at: 32))  // a CR that decoding dropped
    #expect(!file.isVerbatimASCII(count: "é".utf8.count, at: 37))  // not ASCII
    #expect(!file.isVerbatimASCII(count: "a.top == 1".utf8.count, at: 40))  // runs past the end
  }

  @Test func aRunIsOnOneLineUnlessItsBytesHoldALineFeed() {
    let file = SourceFile(path: "f", text: "<c>a ==\n b</c>")
    #expect(file.isOnOneLine(from: 3, count: 4))  // `a ==`
    #expect(!file.isOnOneLine(from: 3, count: 5))  // `a ==` and the line feed
    #expect(file.isOnOneLine(from: 8, count: 2))  // ` b`
    #expect(!file.isOnOneLine(from: 8, count: 20))  // runs past the end
  }
}
