import ProtocellDiagnostics
import Testing

@testable import ProtocellTemplates

struct SourceLocatorTests {
  static let text = "ab\nçé<x\n\n  last line é\nq"

  /// Every offset of the text, plus one past the end.
  static var offsets: [Int] { Array(0...(Array(text.utf8).count + 1)) }

  @Test func agreesWithSourceFileInDocumentOrder() {
    let file = SourceFile(path: "f", text: Self.text)
    let locator = SourceLocator(source: file)
    for offset in Self.offsets {
      #expect(
        locator.location(ofByteOffset: offset) == file.location(ofByteOffset: offset),
        "offset \(offset)")
    }
  }

  @Test func agreesWithSourceFileGoingBackAndJumping() {
    let file = SourceFile(path: "f", text: Self.text + String(repeating: "\nline", count: 20))
    let locator = SourceLocator(source: file)
    // Backwards, then jumps far ahead (past the stepping limit) and back to the start.
    let order = Self.offsets.reversed() + [150, 4, 120, 5, 0, 131, -3, 10_000]
    for offset in order {
      #expect(
        locator.location(ofByteOffset: offset) == file.location(ofByteOffset: offset),
        "offset \(offset)")
    }
  }

  @Test func locatesScalarsAfterMultiByteCharacters() {
    let locator = SourceLocator(source: SourceFile(path: "f", text: Self.text))
    // "ç" and "é" take two bytes each: '<' is byte 7 but column 3; byte 4 is inside "ç".
    #expect(locator.location(ofByteOffset: 7) == SourceLocation(file: "f", line: 2, column: 3))
    #expect(locator.location(ofByteOffset: 4) == SourceLocation(file: "f", line: 2, column: 1))
    #expect(locator.location(ofByteOffset: 12) == SourceLocation(file: "f", line: 4, column: 2))
  }
}
