import Foundation
import ProtocellArchive
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

/// A row's frames never depend on the rows laid out before it: one engine (or one calculator)
/// gives every row what a fresh engine gives it.
struct LayoutHistoryTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every prototype of the files in a folder of the repository.
  static func prototypes(in folder: String) -> [CellPrototype] {
    let path = repository.appendingPathComponent(folder).path
    return parsedPrototypes(at: path)
  }

  /// Whether two layouts agree within `tolerance` points on the height and every frame.
  static func agree(_ one: CellLayout, _ other: CellLayout, tolerance: Double = 0.01) -> Bool {
    guard abs(one.height - other.height) <= tolerance, one.frames.keys == other.frames.keys,
      one.hiddenViews == other.hiddenViews
    else { return false }
    return one.frames.allSatisfy { id, frame in
      guard let second = other.frames[id] else { return false }
      return abs(frame.x - second.x) <= tolerance && abs(frame.y - second.y) <= tolerance
        && abs(frame.width - second.width) <= tolerance
        && abs(frame.height - second.height) <= tolerance
    }
  }

  // MARK: - Issue 12's CommentRow

  /// `Tests/LayoutReference/cases/history.xml`: a full comment row, then an empty one (body
  /// empty, the meta and actions stacks' only labels hidden).
  static let full = CellContent(
    texts: ["body": "Nice", "author": "Ada", "likes": "3 likes"],
    hiddenFlags: ["author": false, "likes": false])
  static let empty = CellContent(
    texts: ["body": "", "author": "", "likes": ""],
    hiddenFlags: ["author": true, "likes": true])

  static func commentRow() throws -> CellPrototype {
    try #require(prototypes(in: "Tests/LayoutReference/cases/history.xml").first)
  }

  @Test(arguments: [[full, empty], [empty, full], [full, empty, full, empty]])
  func commentRowsGiveTheFreshEnginesFramesInEveryOrder(rows: [CellContent]) throws {
    let prototype = try Self.commentRow()
    let measurer = try FontTextMeasurer()
    let engine = LayoutEngine(prototype: prototype, measurer: measurer)
    let calculator = HeightCalculator(prototypes: [prototype], measurer: measurer)
    for row in rows {
      let fresh = try LayoutEngine(prototype: prototype, measurer: measurer).layout(row, width: 375)
      let reused = try engine.layout(row, width: 375)
      let pooled = try calculator.layout(
        forReuseIdentifier: "CommentRow", width: 375, content: row)
      #expect(Self.agree(reused, fresh), "\(reused.frames) != \(fresh.frames)")
      #expect(Self.agree(pooled, fresh), "\(pooled.frames) != \(fresh.frames)")
    }
  }

  /// The comment row's frames, derived by hand.
  ///
  /// The frames `history.xml`'s comment derives by hand (13-point lines 15.13 tall, 15.5 on the
  /// 2× grid; the 17-point body 20). Full: body 20 + 4 + meta 15.5 + 4 + actions 15.5 = 59 in the
  /// column, 75 with the margins. Empty: three views of height 0 and two gaps of 4: the column 8,
  /// the cell 24.
  static let expectedFrames: [(CellContent, Double, [String: Rect])] = [
    (
      full, 75,
      [
        "column": Rect(x: 8, y: 8, width: 359, height: 59),
        "body": Rect(x: 8, y: 8, width: 359, height: 20),
        "meta": Rect(x: 8, y: 32, width: 359, height: 15.5),
        "actions": Rect(x: 8, y: 51.5, width: 359, height: 15.5),
      ]
    ),
    (
      empty, 24,
      [
        "column": Rect(x: 8, y: 8, width: 359, height: 8),
        "body": Rect(x: 8, y: 8, width: 359, height: 0),
        "meta": Rect(x: 8, y: 12, width: 359, height: 0),
        "actions": Rect(x: 8, y: 16, width: 359, height: 0),
      ]
    ),
  ]

  /// The hand-derived frames, in both orders through one engine: the empty row's stacks, with
  /// no visible arranged view, collapse as UIStackView's hiding constraints make them.
  @Test func commentRowsGiveTheHandDerivedFramesInBothOrders() throws {
    let prototype = try Self.commentRow()
    let measurer = try FontTextMeasurer()
    for order in [Self.expectedFrames, Self.expectedFrames.reversed()] {
      let engine = LayoutEngine(prototype: prototype, measurer: measurer)
      for (row, height, frames) in order {
        let layout = try engine.layout(row, width: 375)
        #expect(layout.height == height)
        #expect(layout.frames.filter { frames[$0.key] != nil } == frames)
      }
    }
  }

  // MARK: - Random rows in random order

  /// Texts for bound labels: empty, white space, one word, a sentence that wraps.
  static let texts = [
    "", " ", "Ada", "3 likes", "A sentence long enough to wrap over more than one line of text",
  ]

  /// A random row for a prototype: each bound view gets a missing key, `null`, or a value.
  static func randomRow(
    for prototype: CellPrototype, using generator: inout SeededGenerator
  ) throws -> CellContent {
    var object: [String: RowValue] = [:]
    for view in prototype.allViews {
      guard let key = view.binding?.key else { continue }
      switch (view.kind, Int.random(in: 0..<4, using: &generator)) {
      case (_, 0): continue
      case (_, 1): object[key] = .null
      case (.image, _):
        let size = { (generator: inout SeededGenerator) in
          RowValue.number(Double(Int.random(in: 1...1200, using: &generator)))
        }
        object[key] = .object(["width": size(&generator), "height": size(&generator)])
      default: object[key] = .string(texts.randomElement(using: &generator) ?? "")
      }
    }
    return try CellContent(row: .object(object), for: prototype)
  }

  /// Whether a layout says that the constraints leave some views ambiguous.
  static func isAmbiguous(_ layout: CellLayout) -> Bool {
    layout.warnings.contains { if case .ambiguousLayout = $0 { true } else { false } }
  }

  /// Random rows in a random order give what a fresh engine gives.
  ///
  /// Every prototype of `Templates/` and the reference's cases: 30 random rows each, laid out in
  /// a random order (each twice) at random widths through one engine with real fonts, and each
  /// again on a fresh engine. The heights must be equal, and the frames agree within 0.01 pt
  /// unless both layouts report the views ambiguous: no single answer is right there, and the
  /// engine says so.
  @Test func randomRowsInRandomOrderGiveTheFreshEnginesFrames() throws {
    let prototypes =
      Self.prototypes(in: "Templates") + Self.prototypes(in: "Tests/LayoutReference/cases")
    #expect(prototypes.count >= 15)
    let measurer = try FontTextMeasurer()
    var generator = SeededGenerator(seed: 12)
    var compared = 0
    for prototype in prototypes {
      let rows = try (0..<30).map { _ in try Self.randomRow(for: prototype, using: &generator) }
      let widths = [320.0, 375, 414]
      var order = (rows + rows).map { ($0, widths.randomElement(using: &generator) ?? 375) }
      order.shuffle(using: &generator)
      let engine = LayoutEngine(prototype: prototype, measurer: measurer)
      for (row, width) in order {
        let reusedHeight = try engine.height(row, width: width)
        let reused = try engine.layout(row, width: width)
        let fresh = try LayoutEngine(prototype: prototype, measurer: measurer)
          .layout(row, width: width)
        compared += 1
        #expect(reusedHeight == fresh.height, "\(prototype.reuseIdentifier) at \(width), \(row)")
        #expect(
          Self.agree(reused, fresh) || Self.isAmbiguous(reused) && Self.isAmbiguous(fresh),
          "\(prototype.reuseIdentifier) at \(width), \(row): \(reused.frames) != \(fresh.frames)")
      }
    }
    #expect(compared == prototypes.count * 60)
  }
}
