import ProtocellTemplates
import Testing

@testable import ProtocellSnapshots

struct SnapshotDrawingTests {
  /// A label's line is drawn where it starts in its label: a right-aligned (or right-to-left
  /// natural) 25.5-point line 142.5 into a label at x 16 runs from 158.5 to 184, the label's
  /// right edge.
  @Test func aLineIsDrawnWhereItStartsInItsLabel() {
    let snapshot = Snapshot(
      prototype: "Row", row: "design",
      traits: SnapshotTraits(width: 200, scale: 2, category: .large), height: 32,
      views: [
        Snapshot.View(
          name: "title", frame: Rect(x: 16, y: 10, width: 168, height: 12),
          lines: [Snapshot.Line(text: "Hello", x: 142.5, width: 25.5, baseline: 9.5)])
      ])
    let svg = SnapshotDrawing.svg(snapshot, style: .current, highlighted: [])
    #expect(svg.contains("<line x1=\"158.5\" y1=\"19.5\" x2=\"184\" y2=\"19.5\""))
  }
}
