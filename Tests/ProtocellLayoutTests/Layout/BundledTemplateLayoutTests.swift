import Foundation
import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// The bundled feed laid out with the hand-checkable measurer: every frame below is derived by
/// hand from the template (characters advance half the font size, lines are 1.25 × the size,
/// baselines 1 × the size below a line's top, sizes rounded up to half points).
struct BundledTemplateLayoutTests {
  static func feedCell(_ identifier: String) throws -> CellPrototype {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Templates/Feed.xml"
      ).path
    return try #require(parsedPrototypes(at: path).first { $0.reuseIdentifier == identifier })
  }

  @Test func feedHeaderAlignsTheSubtitleToTheTitlesBaseline() throws {
    let layout = try LayoutEngine(
      prototype: try Self.feedCell("FeedHeader"), measurer: FixedAdvanceMeasurer()
    ).layout(width: 375)
    // "Today", bold 22: 5 × 11 = 55 wide, 27.5 tall, baseline 22 below its top at 12.
    #expect(layout.frames["title"] == Rect(x: 16, y: 12, width: 55, height: 27.5))
    // "3 new posts", 13 pt: 71.5 wide, 16.25 → 16.5 tall, trailing at 359, baseline at 34.
    #expect(layout.frames["subtitle"] == Rect(x: 287.5, y: 21, width: 71.5, height: 16.5))
    #expect(layout.height == 47.5)
    #expect(layout.brokenConstraints.isEmpty)
  }

  @Test func textPostAsDesigned() throws {
    let layout = try LayoutEngine(
      prototype: try Self.feedCell("TextPost"), measurer: FixedAdvanceMeasurer()
    ).layout(width: 375)
    #expect(layout.frames["avatar"] == Rect(x: 16, y: 12, width: 40, height: 40))
    // "Ada Lovelace", 15 pt: 90 wide, 18.75 → 19 tall, 12 after the avatar.
    #expect(layout.frames["author"] == Rect(x: 68, y: 12, width: 90, height: 19))
    // "2h", 13 pt, trailing at 359, its baseline (13 below its top) on the author's (at 27).
    #expect(layout.frames["timestamp"] == Rect(x: 346, y: 14, width: 13, height: 16.5))
    // No body text: 0 tall, from the author's leading to the trailing margin, 4 below the author.
    #expect(layout.frames["body"] == Rect(x: 68, y: 35, width: 291, height: 0))
    // The actions stack: "♥ 12" (26) + 24 + "💬 3" (19.5), 10 below the body.
    #expect(layout.frames["actions"] == Rect(x: 68, y: 45, width: 69.5, height: 16.5))
    #expect(layout.frames["likes"] == Rect(x: 68, y: 45, width: 26, height: 16.5))
    #expect(layout.frames["comments"] == Rect(x: 118, y: 45, width: 19.5, height: 16.5))
    #expect(layout.height == 73.5)
  }

  @Test func textPostWithABodyAndNoComments() throws {
    let cell = try Self.feedCell("TextPost")
    let row = try RowValue(
      parsingJSON:
        #"{"author": "Ada", "timestamp": "2h", "body": "aaaa bbbb cccc", "likes": "♥ 1"}"#)
    let layout = try LayoutEngine(prototype: cell, measurer: FixedAdvanceMeasurer()).layout(
      try CellContent(row: row, for: cell), width: 120)
    // The body is 120 - 16 - 68 = 36 wide: 4 characters of 7.5 per line, three lines of 18.75.
    #expect(layout.frames["body"] == Rect(x: 68, y: 35, width: 36, height: 56.5))
    // Comments are empty and hide: the stack holds the likes alone.
    #expect(layout.hiddenViews == ["comments"])
    #expect(layout.frames["actions"] == Rect(x: 68, y: 101.5, width: 19.5, height: 16.5))
    #expect(layout.height == 130)
  }
}
