import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

/// The generator returns a stack's constraints as steps, in the order the session takes them,
/// and touches no solver.
struct StackConstraintGeneratorTests {
  /// The steps, as text: `pin <label>` or the constraint's description (plus ` prevails`).
  private func describe(
    _ steps: [StackConstraintGenerator.Step], in structure: SessionStructure
  ) -> [String] {
    steps.map { step in
      switch step {
      case .pinBaselines(let label): "pin \(structure.slots[label].id)"
      case .add(_, let description, let prevails, _): description + (prevails ? " prevails" : "")
      }
    }
  }

  private func generate(_ stack: String) throws -> (SessionStructure, StackConstraintGenerator) {
    let structure = SessionStructure(
      prototype: try layoutCell(StackFixtures.pinnedToMargins(stack)), fontMeasurer: nil)
    let index = try #require(structure.slotIndex["s"])
    let configuration = try #require(structure.slots[index].stack)
    let generator = StackConstraintGenerator(
      structure: structure, stack: index, configuration: configuration)
    return (structure, generator)
  }

  /// Two labels on their first baselines (the rules of `StackConstraintGenerator+Baselines`):
  /// both ends of the chain and the gap, then `b.firstBaseline == a.firstBaseline`, whose two
  /// labels' offsets are pinned first, in the order the expression reads them (`b`, then `a`);
  /// the canvas connection of `a` alone; the spanning guide's two boundaries per view and its
  /// fit; the ambiguity suppression per view; and the fit across the axis.
  @Test func baselineAlignmentPinsTheLabelsBeforeTheConstraintThatUsesThem() throws {
    let (structure, made) = try generate(
      """
      <stack id="s" axis="horizontal" spacing="10" alignment="firstBaseline">
        <label id="a" text="a"/><label id="b" text="b"/>
      </stack>
      """)
    var generator = made
    generator.generateForVisibleViews()
    #expect(
      describe(generator.steps, in: structure) == [
        "s: 'UISV-canvas-connection'", "s: 'UISV-canvas-connection'", "s: 'UISV-spacing'",
        "pin b", "pin a", "s: 'UISV-alignment'",
        "s: 'UISV-canvas-connection'",
        "s: 'UISV-spanning-boundary'", "s: 'UISV-spanning-boundary'",
        "s: 'UISV-spanning-boundary'", "s: 'UISV-spanning-boundary'",
        "s: 'UISV-spanning-fit'",
        "s: 'UISV-ambiguity-suppression'", "s: 'UISV-ambiguity-suppression'",
        "s: 'UISV-canvas-fit'",
      ])
    // Nothing was pinned: pinning is the session's, when it takes the steps.
    #expect(structure.slots.allSatisfy { $0.baselinePins.isEmpty })
  }

  /// A fill stack with two views, the second hidden, hides it in place: per view the two hiding
  /// bounds (which prevail over the template's), the gap's two bounds after the first view, and
  /// the containment across the axis for alignment fill (an equality and two bounds); the
  /// toggles hold the hidden view's bounds at 0 and the gap at 0 (nothing shows after it).
  @Test func togglesAreReturnedWithTheirConstraintsAsSteps() throws {
    let (structure, made) = try generate(
      """
      <stack id="s" axis="vertical" spacing="8">
        <view id="x"/><view id="y" hidden="true"/>
      </stack>
      """)
    var generator = made
    let toggles = generator.generateWithToggles()
    #expect(
      describe(generator.steps, in: structure) == [
        "s: 'UISV-canvas-connection'", "s: 'UISV-canvas-connection'",
        "s: 'UISV-hiding' x prevails", "s: 'UISV-hiding' x prevails",
        "s: 'UISV-alignment'", "s: 'UISV-canvas-connection' x", "s: 'UISV-canvas-connection' x",
        "s: 'UISV-hiding' y prevails", "s: 'UISV-hiding' y prevails",
        "s: 'UISV-spacing'", "s: 'UISV-spacing'",
        "s: 'UISV-alignment'", "s: 'UISV-canvas-connection' y", "s: 'UISV-canvas-connection' y",
      ])
    #expect(toggles?.collapse.map(\.constant) == [LayoutSession.relaxed, 0])
    #expect(toggles?.floor.map(\.constant) == [-LayoutSession.relaxed, 0])
    #expect(toggles?.gaps.map { [$0.atLeast.constant, $0.atMost.constant] } == [[0, 0]])
  }
}
