import ProtocellLayout
import ProtocellPreview
import ProtocellTemplates

/// The HTML page `protocell snapshot --report` writes: for each snapshot that differs from the
/// recorded one (or was not recorded), the trait combination, the recorded and the new layout
/// side by side and overlaid, and the differences listed; when nothing differs, it says so.
///
/// The page is self-contained (inline SVG and style, no script) and drawn from the snapshots'
/// numbers alone (``SnapshotDrawing``); with `--images`, an image that differs is shown as
/// recorded, new and their difference (``Image``), as `data:` URLs.
public struct SnapshotReport: Sendable {
  /// One snapshot that differs.
  public struct Entry: Sendable {
    /// Where the snapshot is recorded, as printed (`Snapshots/TextPost/design@375-large.txt`).
    public var path: String
    /// The recorded snapshot; `nil` when none was recorded or it could not be read.
    public var recorded: Snapshot?
    /// The snapshot just laid out.
    public var current: Snapshot
    /// How the two differ (for a missing snapshot, one difference saying so); empty when
    /// only the image differs.
    public var differences: [SnapshotDifference]
    /// With `--images`, the snapshot's image when it differs from the recorded one.
    public var image: Image?

    /// Creates an entry.
    public init(
      path: String, recorded: Snapshot?, current: Snapshot, differences: [SnapshotDifference],
      image: Image? = nil
    ) {
      self.path = path
      self.recorded = recorded
      self.current = current
      self.differences = differences
      self.image = image
    }
  }

  /// The snapshots that differ, in the order they are listed.
  public var entries: [Entry]
  /// How many snapshots were compared.
  public var comparedCount: Int

  /// Creates a report.
  public init(entries: [Entry], comparedCount: Int) {
    self.entries = entries
    self.comparedCount = comparedCount
  }

  /// The whole page.
  ///
  /// - Complexity: O(*n*) in the size of the entries' snapshots.
  public func html() -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Protocell snapshots</title>
      <style>
      body{font:14px -apple-system,system-ui,sans-serif;margin:2em;color:#1f2328}
      section{border-top:1px solid #d0d7de;padding:1em 0}
      .pair{display:flex;gap:2em;flex-wrap:wrap;align-items:flex-start}
      figure{margin:0}figcaption{font-weight:600;margin-bottom:.3em}
      code{background:#f6f8fa;padding:0 .2em}.recorded{color:#1f6feb}.current{color:#d1242f}
      .images img{border:1px solid #d0d7de;display:block}
      </style></head><body>
      <h1>Protocell snapshots</h1>

      """
    if entries.isEmpty {
      page += "<p>All \(comparedCount) snapshots match the recorded ones: nothing differs.</p>\n"
    } else {
      page +=
        "<p>\(entries.count) of \(comparedCount) snapshots differ from the recorded ones. "
        + "<span class=\"recorded\">Recorded: blue, dashed</span>; "
        + "<span class=\"current\">new: red</span>.</p>\n"
    }
    for entry in entries { page += section(entry) }
    return page + "</body></html>\n"
  }

  private func section(_ entry: Entry) -> String {
    let current = entry.current
    let changed = Set(entry.differences.compactMap(\.viewName))
    var html = "<section><h2><code>\(PreviewMarkup.escape(entry.path))</code></h2>\n"
    html +=
      "<p>Prototype <code>\(PreviewMarkup.escape(current.prototype))</code>, row "
      + "<code>\(PreviewMarkup.escape(current.row))</code>, "
      + "\(PreviewMarkup.escape(current.traits.summary))</p>\n<div class=\"pair\">"
    if let recorded = entry.recorded {
      html +=
        "<figure><figcaption class=\"recorded\">Recorded</figcaption>"
        + SnapshotDrawing.svg(recorded, style: .recorded, highlighted: changed) + "</figure>"
    }
    html +=
      "<figure><figcaption class=\"current\">New</figcaption>"
      + SnapshotDrawing.svg(current, style: .current, highlighted: changed) + "</figure>"
    if let recorded = entry.recorded {
      html +=
        "<figure><figcaption>Overlaid</figcaption>"
        + SnapshotDrawing.overlay(recorded: recorded, current: current, highlighted: changed)
        + "</figure>"
    }
    html += "</div>\n<ul>\n"
    for difference in entry.differences {
      html += "<li>\(PreviewMarkup.escape(difference.summary))</li>\n"
    }
    html += "</ul>\n"
    if let image = entry.image { html += figures(image, width: current.traits.width) }
    return html + "</section>\n"
  }
}
