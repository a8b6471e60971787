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

  /// An image that differs is shown recorded, new and as the difference, each as wide as the
  /// cell in points, with what differs; an image never recorded has no recorded figure.
  @Test func showsTheRecordedNewAndDifferenceImages() {
    let snapshot = Snapshot(
      prototype: "Row", row: "design",
      traits: SnapshotTraits(width: 200, scale: 2, category: .large), height: 32, views: [])
    let changed = SnapshotReport.Image(
      path: "S/Row/design@200-large.png", recordedPNG: [1, 2, 3], currentPNG: [4, 5, 6],
      differencePNG: [7, 8, 9],
      difference: SnapshotDifference(summary: "image: 12 pixels differ (by up to 255 of 255)"))
    var missing = changed
    missing.path = "S/Row/design@320-large.png"
    missing.recordedPNG = nil
    missing.differencePNG = nil
    missing.difference = SnapshotDifference(summary: "missing: no image was recorded")
    let html = SnapshotReport(
      entries: [
        SnapshotReport.Entry(
          path: "S/Row/design@200-large.txt", recorded: snapshot, current: snapshot,
          differences: [], image: changed),
        SnapshotReport.Entry(
          path: "S/Row/design@320-large.txt", recorded: snapshot, current: snapshot,
          differences: [], image: missing),
      ], comparedCount: 2
    ).html()
    // 1, 2, 3 is "AQID" in base64; 4, 5, 6 "BAUG"; 7, 8, 9 "BwgJ".
    let changedFigures = """
      <p><code>S/Row/design@200-large.png</code>: image: 12 pixels differ (by up to 255 of 255)</p>
      <div class="pair images"><figure><figcaption class="recorded">Recorded image</figcaption>\
      <img class="recorded" width="200" alt="Recorded image" src="data:image/png;base64,AQID">\
      </figure><figure><figcaption class="current">New image</figcaption><img class="current" \
      width="200" alt="New image" src="data:image/png;base64,BAUG"></figure><figure>\
      <figcaption class="difference">Difference</figcaption><img class="difference" \
      width="200" alt="Difference" src="data:image/png;base64,BwgJ"></figure></div>
      """
    #expect(html.contains(changedFigures))
    let missingFigures = """
      <p><code>S/Row/design@320-large.png</code>: missing: no image was recorded</p>
      <div class="pair images"><figure><figcaption class="current">New image</figcaption>
      """
    #expect(html.contains(missingFigures.dropLast()))
    #expect(html.components(separatedBy: "<img ").count - 1 == 4)
  }
}
