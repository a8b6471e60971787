import ProtocellLayout
import ProtocellTemplates
import Testing

@testable import ProtocellPreview

struct ConstraintMarkTests {
  /// The marks of the fixture's constraints, in its order (nil where there is no picture).
  func marks() throws -> [ConstraintMark?] {
    let (prototype, layout) = try previewFixture()
    return prototype.constraints.map { ConstraintMark($0, prototype: prototype, layout: layout) }
  }

  @Test func spacingBetweenEdgesIsAnIBeamAcrossTheSharedExtent() throws {
    // title.trailing = 63, photo.leading = 75; the two share y 8…18, so the beam is at 13.
    let mark = try #require(try marks()[3])
    #expect(mark.start == (63, 13))
    #expect(mark.end == (75, 13))
    #expect(mark.label == "12")
  }

  /// Right to left, leading edges are right edges.
  ///
  /// Mirrored in the 320-point content view, title
  /// (8, 8, 55, 12.5) is at x 257 and photo (75, 8, 20, 10) at 225: `photo.leading ==
  /// title.trailing + 12` runs from title's left edge (257) to photo's right edge (245), and
  /// `title.leading == margins.leading` sits at the right margin, 320 − 8 = 312.
  @Test func rightToLeftMarksMeasureFromTheRightEdges() throws {
    let (prototype, layout) = try previewFixture()
    let mirrored = layout.mirrored(contentWidth: 320)
    let marks = prototype.constraints.map {
      ConstraintMark($0, prototype: prototype, layout: mirrored, isRightToLeft: true)
    }
    let spacing = try #require(marks[3])
    #expect(spacing.start == (257, 13))
    #expect(spacing.end == (245, 13))
    let margin = try #require(marks[0])
    #expect(margin.start == (312, 14.25))
    #expect(margin.end == (312, 14.25))
  }

  @Test func aPlainEqualityIsDrawnWithoutANumber() throws {
    // title.leading == margins.leading: both at x 8, across the y both share (8…20.5).
    let mark = try #require(try marks()[0])
    #expect(mark.start == (8, 14.25))
    #expect(mark.end == (8, 14.25))
    #expect(mark.label == "")
  }

  @Test func aSizeIsABeamAlongTheViewsEdge() throws {
    // photo.width == 20 along photo (75, 8, 20, 10), 4 above its bottom.
    let mark = try #require(try marks()[5])
    #expect(mark.start == (75, 14))
    #expect(mark.end == (95, 14))
    #expect(mark.label == "20")
  }

  @Test func aRatioShowsItsRelationMultiplierAndPriority() throws {
    // photo.height <= title.height * 2 @750, along photo's height, 4 inside its right edge.
    let mark = try #require(try marks()[6])
    #expect(mark.start == (91, 8))
    #expect(mark.end == (91, 18))
    #expect(mark.label == "≤ ×2 @750")
    #expect(
      mark.svg(title: "t")
        == "<g class=\"constraint\"><title>t</title><path d=\"M91 8L91 18M88 8H94M88 18H94\"/><text x=\"95\" y=\"16\" text-anchor=\"start\">≤ ×2 @750</text></g>\n"
    )
  }
}
