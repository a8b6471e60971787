import ProtocellLayout
import ProtocellTemplates

extension Snapshot {
  /// How this snapshot differs from a `recorded` one: heights, frames, line positions, widths
  /// and baselines that moved by more than `tolerance` points; any change to the prototype, row,
  /// traits, the set of views, hidden flags, line texts, truncation, warnings or failure.
  ///
  /// - Parameters:
  ///   - recorded: The snapshot recorded before.
  ///   - tolerance: How far, in points, a number may move and still match.
  /// - Returns: The differences in the order of the file: empty when the snapshots match.
  /// - Complexity: O(*v* + *l* + *w*) for *v* views, *l* lines and *w* warnings.
  public func differences(from recorded: Snapshot, tolerance: Double) -> [SnapshotDifference] {
    var comparison = SnapshotComparison(scale: traits.scale, tolerance: tolerance)
    comparison.exact("prototype", recorded.prototype, prototype)
    comparison.exact("row", recorded.row, row)
    comparison.exact("traits", recorded.traits.summary, traits.summary)
    comparison.exact("failure", recorded.failure ?? "none", failure ?? "none")
    comparison.number("height", recorded.height, height)
    let recordedViews = Dictionary(
      recorded.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let names = Set(views.map(\.name))
    for view in views {
      guard let old = recordedViews[view.name] else {
        comparison.add(view.name, "view '\(view.name)' added")
        continue
      }
      comparison.compare(old, view)
    }
    for view in recorded.views where !names.contains(view.name) {
      comparison.add(view.name, "view '\(view.name)' removed")
    }
    for warning in recorded.warnings where !warnings.contains(warning) {
      comparison.add(nil, "warning removed: \(warning)")
    }
    for warning in warnings where !recorded.warnings.contains(warning) {
      comparison.add(nil, "warning added: \(warning)")
    }
    return comparison.differences
  }
}

/// The differences found so far between two snapshots, and how numbers are compared.
private struct SnapshotComparison {
  let scale: Double
  let tolerance: Double
  var differences: [SnapshotDifference] = []

  init(scale: Double, tolerance: Double) {
    self.scale = scale
    self.tolerance = tolerance
  }

  mutating func add(_ viewName: String?, _ summary: String) {
    differences.append(SnapshotDifference(viewName: viewName, summary: summary))
  }

  mutating func exact(_ name: String, _ old: String, _ new: String, view: String? = nil) {
    if old != new { add(view, "\(name) \(old) → \(new)") }
  }

  mutating func number(_ name: String, _ old: Double, _ new: Double, view: String? = nil) {
    guard !(abs(new - old) <= tolerance) else { return }
    add(
      view, "\(name) \(old.pixelDescription(scale: scale)) → \(new.pixelDescription(scale: scale))")
  }

  mutating func compare(_ old: Snapshot.View, _ new: Snapshot.View) {
    let name = new.name
    let prefix = "view '\(name)'"
    number("\(prefix) x", old.frame.x, new.frame.x, view: name)
    number("\(prefix) y", old.frame.y, new.frame.y, view: name)
    number("\(prefix) width", old.frame.width, new.frame.width, view: name)
    number("\(prefix) height", old.frame.height, new.frame.height, view: name)
    if old.isHidden != new.isHidden {
      add(
        name,
        "\(prefix) \(old.isHidden ? "hidden" : "shown") → \(new.isHidden ? "hidden" : "shown")")
    }
    for (index, (oldLine, newLine)) in zip(old.lines, new.lines).enumerated() {
      let line = "label '\(name)' line \(index + 1)"
      if oldLine.text != newLine.text || oldLine.isTruncated != newLine.isTruncated {
        add(name, "\(line) \(Self.describe(oldLine)) → \(Self.describe(newLine))")
      }
      number("\(line) x", oldLine.x, newLine.x, view: name)
      number("\(line) width", oldLine.width, newLine.width, view: name)
      number("\(line) baseline", oldLine.baseline, newLine.baseline, view: name)
    }
    for (index, line) in new.lines.enumerated().dropFirst(old.lines.count) {
      add(name, "label '\(name)' line \(index + 1) added \(Self.describe(line))")
    }
    for (index, line) in old.lines.enumerated().dropFirst(new.lines.count) {
      add(name, "label '\(name)' line \(index + 1) removed \(Self.describe(line))")
    }
  }

  /// A line's text quoted, and marked when truncated.
  static func describe(_ line: Snapshot.Line) -> String {
    SnapshotText.quoted(line.text) + (line.isTruncated ? " (truncated)" : "")
  }
}
