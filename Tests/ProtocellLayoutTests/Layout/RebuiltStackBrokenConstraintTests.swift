import Cassowary
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

/// A stack rebuilt row after row whose generated constraint is broken each time.
///
/// A fillProportionally stack is rebuilt whenever a row changes its labels' widths. Here its
/// 'UISV-alignment' for the image `c` cannot hold (`c` is 30 tall in a stack held at 20), so
/// each build of it breaks that constraint and keeps a copy just below required in its place.
struct RebuiltStackBrokenConstraintTests {
  let measurer = FixedAdvanceMeasurer()

  private var cell: CellPrototype {
    get throws {
      try layoutCell(
        StackFixtures.pinnedToLeadingTopAndBottom(
          """
          <stack id="s" axis="horizontal" distribution="fillProportionally">
            <label id="a" text="aaaa" fontSize="10"/>
            <label id="b" text="bb" fontSize="10"/>
            <image id="c" imageWidth="10" imageHeight="10"/>
          </stack>
          """,
          constraints: """
            <constraint>c.height == 30</constraint><constraint>s.height == 20</constraint>
            """))
    }
  }

  /// The rebuild takes the last build's stand-in out with the rest: the solver holds as many
  /// constraints after the fifth row as after the first (before, one more each row, every old
  /// copy still pulling), and each row lays out as a fresh engine lays it out.
  @Test func theStandInOfABrokenConstraintGoesWithItsStack() throws {
    let cell = try cell
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    var counts: [Int] = []
    for (a, b) in [("aaaa", "bbbbbbbbbb"), ("aaaaaaaaaaaa", "b"), ("aaaa", "bbbb"), ("a", "bb")] {
      let row = CellContent(texts: ["a": a, "b": b])
      let layout = try engine.layout(row, width: 320)
      counts.append(engine.lastSession.solver.constraints.count)
      let fresh = try LayoutEngine(prototype: cell, measurer: measurer).layout(row, width: 320)
      #expect(layout.frames == fresh.frames)
    }
    #expect(Set(counts).count == 1)
  }

  /// The build and the row's rebuild break the same constraint with the same conflicts; the
  /// row names it once.
  @Test func aConstraintBrokenByTheBuildAndTheRowIsNamedOnce() throws {
    let engine = LayoutEngine(prototype: try cell, measurer: measurer)
    let layout = try engine.layout(CellContent(texts: ["a": "a", "b": "bbbbbbbb"]), width: 320)
    #expect(
      layout.brokenConstraints.map(\.description)
        == ["broke s: 'UISV-alignment' (conflicts with 'c.height == 30'; 's.height == 20')"])
  }
}
