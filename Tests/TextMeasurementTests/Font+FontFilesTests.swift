import Testing

@testable import TextMeasurement

struct FontFontFilesTests {
  @Test func latinTextIsDrawnByTheFontsOwnFile() throws {
    let font = try Fixtures.dejaVu()
    #expect(font.fontFilePaths(drawing: "Hello, world") == [font.path])
    #expect(font.fontFilePaths(drawing: "") == [font.path])
  }

  @Test func otherScriptsAndEmojiAddTheirFallbackFilesInOrderOfUse() throws {
    let font = try Fixtures.dejaVu()
    let paths = font.fontFilePaths(drawing: "Hi 🦊 你好 🦊 สวัสดี")
    let library = try #require(Fixtures.library)
    let families = try paths.dropFirst().map { try library.font(atPath: $0, size: 15).familyName }
    #expect(paths.first == font.path)
    #expect(families == ["Symbola", "WenQuanYi Micro Hei", "Loma"])
  }
}
