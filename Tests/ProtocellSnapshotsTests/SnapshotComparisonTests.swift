import ProtocellSnapshots
import ProtocellTemplates
import Testing

struct SnapshotComparisonTests {
  static let recorded = Snapshot(
    prototype: "Row", row: "design", traits: SnapshotTraits(width: 200, scale: 2, category: .large),
    height: 32,
    views: [
      Snapshot.View(
        name: "title", frame: Rect(x: 16, y: 10, width: 168, height: 12),
        lines: [Snapshot.Line(text: "Hello", width: 25.5, baseline: 9.5)]),
      Snapshot.View(name: "icon", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
    ])

  @Test func numbersWithinTheToleranceMatch() {
    var moved = Self.recorded
    moved.height = 32.5
    moved.views[0].frame.y = 9.5
    moved.views[0].lines[0].width = 26
    #expect(moved.differences(from: Self.recorded, tolerance: 0.5).isEmpty)
    #expect(
      moved.differences(from: Self.recorded, tolerance: 0).map(\.summary) == [
        "height 32 → 32.5", "view 'title' y 10 → 9.5", "label 'title' line 1 width 25.5 → 26",
      ])
  }

  /// A line that moved within its label (a natural label turned right to left: 168 − 25.5 =
  /// 142.5 from its left edge) is a difference, as a moved frame is.
  @Test func aLineThatMovedInItsLabelIsADifference() {
    var moved = Self.recorded
    moved.views[0].lines[0].x = 142.5
    #expect(
      moved.differences(from: Self.recorded, tolerance: 0.5).map(\.summary) == [
        "label 'title' line 1 x 0 → 142.5"
      ])
  }

  @Test func textsMatchExactly() {
    var changed = Self.recorded
    changed.views[0].lines[0].text = "Hello!"
    changed.views[0].lines.append(
      Snapshot.Line(text: "…", width: 5, baseline: 21.5, isTruncated: true))
    let differences = changed.differences(from: Self.recorded, tolerance: 100)
    #expect(
      differences.map(\.summary) == [
        "label 'title' line 1 \"Hello\" → \"Hello!\"",
        "label 'title' line 2 added \"…\" (truncated)",
      ])
    #expect(differences.map(\.viewName) == ["title", "title"])
  }

  @Test func viewsAddedRemovedAndHiddenAreDifferences() {
    var changed = Self.recorded
    changed.views[1].isHidden = true
    changed.views[0].name = "heading"
    changed.warnings = ["the layout of 'icon' is ambiguous"]
    #expect(
      changed.differences(from: Self.recorded, tolerance: 0.5).map(\.summary) == [
        "view 'heading' added", "view 'icon' shown → hidden", "view 'title' removed",
        "warning added: the layout of 'icon' is ambiguous",
      ])
  }

  @Test func otherTraitsAreADifference() {
    var changed = Self.recorded
    changed.traits.category = .extraLarge
    #expect(
      changed.differences(from: Self.recorded, tolerance: 0.5).map(\.summary) == [
        "traits width 200, scale 2, large → width 200, scale 2, extraLarge"
      ])
  }
}
