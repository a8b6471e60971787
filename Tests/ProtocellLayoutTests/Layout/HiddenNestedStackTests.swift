import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A hidden stack inside a stack takes no room.
///
/// The enclosing stack holds its height at 0 ('UISV-hiding'), which the gaps between the
/// nested stack's own views cannot keep. UIKit logs the conflict, breaks the nested stack's
/// 'UISV-spacing' and keeps the hiding ("Nested UIStackViews Broken Constraints", Stack
/// Overflow 33073127: the log ends "Will attempt to recover by breaking constraint …
/// 'UISV-spacing'").
struct HiddenNestedStackTests {
  let measurer = FixedAdvanceMeasurer()

  /// `s` (spacing 4) arranges the 20-point image `a` and the stack `inner` (spacing 8) of
  /// `count` 20-point images; `s` is pinned to the 8-point margins.
  private func engine(innerViews count: Int) throws -> LayoutEngine {
    let images = (0..<count).map { #"<image id="i\#($0)" imageWidth="30" imageHeight="20"/>"# }
    let cell = try layoutCell(
      StackFixtures.pinnedToMargins(
        """
        <stack id="s" axis="vertical" spacing="4">
          <image id="a" imageWidth="20" imageHeight="20"/>
          <stack id="inner" axis="vertical" spacing="8">
            \(images.joined(separator: "\n"))
          </stack>
        </stack>
        """))
    return LayoutEngine(prototype: cell, measurer: measurer)
  }

  /// The nested stack collapses, and the row names its spacing broken.
  ///
  /// Shown: 8 + 20 + 4 + (20 + 8 + 20) + 8 = 88. Hidden: the gap next to `inner` goes with it
  /// and `inner` is 0 tall, so 8 + 20 + 8 = 36.
  @Test func aHiddenNestedStackTakesNoRoom() throws {
    let engine = try engine(innerViews: 2)
    #expect(try engine.layout(width: 320).height == 88)
    let hidden = try engine.layout(CellContent(hiddenFlags: ["inner": true]), width: 320)
    #expect(hidden.height == 36)
    #expect(hidden.frames["s"] == Rect(x: 8, y: 8, width: 304, height: 20))
    #expect(hidden.frames["inner"]?.height == 0)
    #expect(
      hidden.brokenConstraints.map(\.description)
        == ["broke inner: 'UISV-spacing' (conflicts with s: 'UISV-hiding' inner)"])
  }

  /// Every gap of the nested stack gives way, and comes back when it shows.
  ///
  /// Three views, two gaps: both give way (16 points that 0 cannot hold; the row names the
  /// spacing once, as UIKit's log lists a stack's gaps as one), and the rows after lay out as
  /// rows of their own: shown 8 + 20 + 4 + (3 × 20 + 2 × 8) + 8 = 116, hidden 36, whichever
  /// came before.
  @Test func everyGapGivesWayAndTheSpacingComesBackWhenShown() throws {
    let engine = try engine(innerViews: 3)
    let hide = CellContent(hiddenFlags: ["inner": true])
    #expect(try engine.layout(hide, width: 320).height == 36)
    let shown = try engine.layout(width: 320)
    #expect(shown.height == 116)
    #expect(shown.brokenConstraints.isEmpty)
    #expect(shown.frames["i2"] == Rect(x: 8, y: 88, width: 304, height: 20))
    let hiddenAgain = try engine.layout(hide, width: 320)
    #expect(hiddenAgain.height == 36)
    #expect(
      hiddenAgain.brokenConstraints.map(\.constraint) == [.generated("inner: 'UISV-spacing'")])
  }

  /// The same row names the same conflict each time it comes: the spacing that gave way still
  /// conflicts with the enclosing stack's hiding, not with "the cell's own constraints".
  @Test func aRowThatComesAgainNamesTheSameConflict() throws {
    let engine = try engine(innerViews: 2)
    let hide = CellContent(hiddenFlags: ["inner": true])
    let first = try engine.layout(hide, width: 320).brokenConstraints
    _ = try engine.layout(width: 320)
    let again = try engine.layout(hide, width: 320).brokenConstraints
    let third = try engine.layout(hide, width: 320).brokenConstraints
    let expected = ["broke inner: 'UISV-spacing' (conflicts with s: 'UISV-hiding' inner)"]
    #expect(first.map(\.description) == expected)
    #expect(again.map(\.description) == expected)
    #expect(third.map(\.description) == expected)
  }
}
