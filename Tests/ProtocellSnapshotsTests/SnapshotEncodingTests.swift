import ProtocellSnapshots
import ProtocellTemplates
import Testing

struct SnapshotEncodingTests {
  /// A snapshot at scale 3 with a hidden view, a name that needs quotes, a truncated line that
  /// does not start at the label's left edge, and a warning.
  static let snapshot = Snapshot(
    prototype: "Cell@table-1", row: "post 42",
    traits: SnapshotTraits(width: 393, scale: 3, category: .accessibilityLarge),
    height: 100.0 / 3,
    views: [
      Snapshot.View(
        name: "title", frame: Rect(x: 16, y: 10, width: 361, height: 35.0 / 3),
        lines: [
          Snapshot.Line(text: "Hello \"world\"", width: 76.0 / 3, baseline: 28.0 / 3),
          Snapshot.Line(text: "and…", x: 11, width: 20, baseline: 21, isTruncated: true),
        ]),
      Snapshot.View(name: "badge", frame: Rect(x: 0, y: 0, width: 0, height: 0), isHidden: true),
    ],
    warnings: ["broke 'badge.width == 10'"])

  static let text = """
    protocell-snapshot 1
    prototype Cell@table-1
    row "post 42"
    traits width 393 scale 3 category accessibilityLarge
    height 33.333
    view title x 16 y 10 width 361 height 11.667
      line width 25.333 baseline 9.333 "Hello \\"world\\""
      line x 11 width 20 baseline 21 truncated "and…"
    view badge x 0 y 0 width 0 height 0 hidden
    warning "broke 'badge.width == 10'"

    """

  @Test func writesOneFactALineOnThePixelGrid() {
    #expect(Self.snapshot.encodedText() == Self.text)
  }

  @Test func readsBackWhatItWrites() throws {
    let decoded = try Snapshot(decoding: Self.text)
    #expect(decoded.encodedText() == Self.text)
    #expect(decoded.row == "post 42")
    #expect(decoded.views[0].lines[0].text == "Hello \"world\"")
    #expect(decoded.views[0].lines[1].isTruncated)
    #expect(decoded.views[0].lines.map(\.x) == [0, 11])
    #expect(decoded.views[1].isHidden)
    #expect(decoded.differences(from: Self.snapshot, tolerance: 0.01).isEmpty)
  }

  @Test func aFailedRowHasItsReasonInsteadOfViews() throws {
    let failed = Snapshot(
      prototype: "Row", row: "row-2",
      traits: SnapshotTraits(width: 320, scale: 2, category: .large),
      failure: "label 'text' needs more than 3 lines")
    let text = failed.encodedText()
    #expect(
      text == """
        protocell-snapshot 1
        prototype Row
        row row-2
        traits width 320 scale 2 category large
        failure "label 'text' needs more than 3 lines"

        """)
    #expect(try Snapshot(decoding: text) == failed)
  }

  @Test(arguments: [
    ("", 1, "expected 'protocell-snapshot 1'"),
    ("protocell-snapshot 1\nprototype A\nrow b\nheight x\n", 4, "'x' is not a number"),
    ("protocell-snapshot 1\n  line width 1 baseline 1 \"a\"\n", 2, "a line before any view"),
    (
      "protocell-snapshot 1\nprototype A\nrow b\ntraits width 1 scale 1 category large\n"
        + "view v x 0 y 0 width 1 height 1\n  line x 1 width 1 \"a\"\n", 6,
      "expected 'width', found 'x'"
    ),
    ("protocell-snapshot 1\nprototype \"A\n", 2, "not a snapshot line: 'prototype \"A'"),
    (
      "protocell-snapshot 1\nprototype A\n", 2,
      "a snapshot needs its prototype, row and traits lines"
    ),
  ])
  func reportsTheLineThatIsWrong(text: String, line: Int, message: String) {
    #expect(throws: SnapshotDecodingError(line: line, message: message)) {
      try Snapshot(decoding: text)
    }
  }
}
