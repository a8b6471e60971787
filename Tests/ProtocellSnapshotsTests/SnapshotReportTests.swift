import Foundation
import ProtocellSnapshots
import ProtocellTemplates
import Testing

struct SnapshotReportTests {
  @Test func saysSoWhenNothingDiffers() {
    let html = SnapshotReport(entries: [], comparedCount: 12).html()
    #expect(html.contains("<p>All 12 snapshots match the recorded ones: nothing differs.</p>"))
    #expect(!html.contains("<svg"))
  }

  @Test func drawsBothLayoutsSideBySideAndOverlaid() {
    let recorded = Snapshot(
      prototype: "Row", row: "design",
      traits: SnapshotTraits(width: 200, scale: 2, category: .large),
      height: 32,
      views: [Snapshot.View(name: "a<b", frame: Rect(x: 16, y: 10, width: 168, height: 12))])
    var current = recorded
    current.views[0].frame.y = 14
    let entry = SnapshotReport.Entry(
      path: "S/Row/design@200-large.txt", recorded: recorded, current: current,
      differences: current.differences(from: recorded, tolerance: 0.5))
    let html = SnapshotReport(entries: [entry], comparedCount: 3).html()
    #expect(html.contains("1 of 3 snapshots differ"))
    #expect(html.components(separatedBy: "<svg").count - 1 == 3)
    #expect(html.contains("<li>view &#39;a&lt;b&#39; y 10 → 14</li>"))
    // The changed view is drawn thick, at its recorded and its new place.
    #expect(
      html.contains("<rect x=\"16\" y=\"10\" width=\"168\" height=\"12\" stroke-width=\"2.5\">"))
    #expect(
      html.contains("<rect x=\"16\" y=\"14\" width=\"168\" height=\"12\" stroke-width=\"2.5\">"))
  }
}
