import ProtocellDiagnostics
import ProtocellSnapshots
import ProtocellTemplates
import Testing

struct SnapshotFindingTests {
  /// A 44-point row of a 320-point table, with the views given.
  static func snapshot(_ views: [Snapshot.View]) -> Snapshot {
    Snapshot(
      prototype: "Row", row: "design",
      traits: SnapshotTraits(width: 320, scale: 2, category: .large),
      height: 44, views: views)
  }

  /// A label whose lines all fit, a view inside the cell and one reaching 0.2 points past the
  /// top (less than a pixel: rounding): nothing to find.
  @Test func aCellThatFitsHasNoFindings() {
    let fitting = Self.snapshot([
      Snapshot.View(
        name: "title", frame: Rect(x: 16, y: 2, width: 100, height: 40),
        lines: [
          Snapshot.Line(text: "Two", width: 30, baseline: 16),
          Snapshot.Line(text: "lines", width: 99.5, baseline: 36),
        ]),
      Snapshot.View(name: "icon", frame: Rect(x: 290, y: -0.2, width: 30, height: 44)),
    ])
    #expect(fitting.findings().isEmpty)
  }

  /// A line marked truncated, and a line wider than its label (constraints squeezed it): both
  /// are truncated text; the first names the line.
  @Test func truncatedAndSqueezedLinesAreTruncatedText() {
    let findings = Self.snapshot([
      Snapshot.View(
        name: "body", frame: Rect(x: 16, y: 4, width: 288, height: 36),
        lines: [
          Snapshot.Line(text: "First line", width: 280, baseline: 14),
          Snapshot.Line(text: "second, cut…", width: 288, baseline: 32, isTruncated: true),
        ]),
      Snapshot.View(
        name: "title", frame: Rect(x: 16, y: 4, width: 100, height: 18),
        lines: [Snapshot.Line(text: "Notifications", width: 120.5, baseline: 14)]),
    ]).findings()
    #expect(
      findings == [
        SnapshotFinding(kind: .truncatedText, view: "body", detail: "line 2 of 2 is cut short"),
        SnapshotFinding(
          kind: .truncatedText, view: "title",
          detail: "a line of 120.5 points is squeezed into 100 points"),
      ])
  }

  /// A 20-point label with baselines at 16 and 36 draws 1 of its 2 lines.
  ///
  /// The second line lies below its bottom edge. Its fix-it drops a constraint fixing its height only when the
  /// prototype has one; otherwise the label was squeezed, and it is told to resist.
  @Test func linesBelowALabelsBottomAreClippedText() {
    let snapshot = Self.snapshot([
      Snapshot.View(
        name: "title", frame: Rect(x: 16, y: 11, width: 200, height: 20),
        lines: [
          Snapshot.Line(text: "One", width: 30, baseline: 16),
          Snapshot.Line(text: "two", width: 30, baseline: 36),
        ])
    ])
    let detail = "1 of its 2 lines fit its height of 20 points"
    #expect(
      snapshot.findings() == [SnapshotFinding(kind: .clippedText, view: "title", detail: detail)])
    let fixed = snapshot.findings(fixedHeights: ["title"])
    #expect(
      fixed == [
        SnapshotFinding(kind: .clippedText, view: "title", detail: detail, hasFixedHeight: true)
      ])
    let fixIts = [snapshot.findings(), fixed].map { findings in
      findings.first?.diagnostic(
        prototype: "Row", combination: "width 320", count: 1, total: 1, at: nil
      ).fixIts.first?.message
    }
    #expect(
      fixIts == [
        "let the label grow with its text: raise its vertical compression resistance above the "
          + "constraints that squeeze it, or fix the size of a view whose size follows the row's "
          + "height",
        "let the label grow with its text: remove the constraint that fixes its height",
      ])
  }

  /// A view past any edge of the content view is outside the cell.
  ///
  /// A view at x 300 and 30 wide ends 10 points past the
  /// 320-point cell; one at y 40 and 10 tall, 6 below the 44-point row; one at x −1, 1 before
  /// its leading edge. A hidden view is not drawn, so it is not found; a failed snapshot has no
  /// views to judge.
  @Test func viewsPastAnEdgeAreOutsideTheCell() {
    let snapshot = Self.snapshot([
      Snapshot.View(name: "trailing", frame: Rect(x: 300, y: 0, width: 30, height: 44)),
      Snapshot.View(name: "bottom", frame: Rect(x: 0, y: 40, width: 10, height: 10)),
      Snapshot.View(name: "leading", frame: Rect(x: -1, y: 0, width: 10, height: 10)),
      Snapshot.View(
        name: "hidden", frame: Rect(x: 400, y: 0, width: 10, height: 10), isHidden: true),
    ])
    #expect(
      snapshot.findings() == [
        SnapshotFinding(
          kind: .viewOutsideCell, view: "trailing",
          detail: "its trailing edge is 10 points outside the cell"),
        SnapshotFinding(
          kind: .viewOutsideCell, view: "bottom", detail: "its bottom is 6 points outside the cell"),
        SnapshotFinding(
          kind: .viewOutsideCell, view: "leading",
          detail: "its leading edge is 1 point outside the cell"),
      ])
    var failed = snapshot
    failed.failure = "cannot lay out"
    #expect(failed.findings().isEmpty)
  }

  /// A view past two edges names both, as `measure` names a view reaching above and below a
  /// row: 60 tall at y −14 in the 44-point row is 14 above it and −14 + 60 − 44 = 2 below; one
  /// also 5 before the leading edge names all three.
  @Test func aViewPastSeveralEdgesNamesEach() {
    let findings = Self.snapshot([
      Snapshot.View(name: "image", frame: Rect(x: 16, y: -14, width: 60, height: 60)),
      Snapshot.View(name: "wide", frame: Rect(x: -5, y: -14, width: 60, height: 60)),
    ]).findings()
    #expect(
      findings.map(\.detail) == [
        "its top is 14 points and its bottom 2 points outside the cell",
        "its top is 14 points, its leading edge 5 points and its bottom 2 points outside the cell",
      ])
  }
}
