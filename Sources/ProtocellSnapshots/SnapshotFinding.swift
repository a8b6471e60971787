import ProtocellLayout
import ProtocellTemplates

/// Something a snapshot shows that a team would not want to ship: a label's text cut short or
/// cut off, or a view outside its cell.
///
/// Findings are read off a snapshot alone, so each names the trait combination and row that
/// produced it; `protocell snapshot --findings` turns them into diagnostics on the view's line.
public struct SnapshotFinding: Sendable, Hashable {
  /// What was found.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A label's text does not fit its lines: the last line shown ends in an ellipsis, or is
    /// cut, because the text is longer than `numberOfLines` allow at this width.
    case truncatedText = "truncated-text"
    /// A label is shorter than its lines: the lines whose baseline falls below its bottom edge
    /// are not drawn (UILabel draws only the lines its height holds).
    case clippedText = "clipped-text"
    /// A visible view reaches outside the cell's content view, where UIKit clips it.
    case viewOutsideCell = "view-outside-cell"
  }

  /// What was found.
  public var kind: Kind
  /// The view it concerns.
  public var view: String
  /// The specifics, for people: which line, by how many points.
  public var detail: String
  /// For ``Kind/clippedText``: whether a constraint of the prototype fixes the label's height
  /// (`label.height == 20`, or `<=`), so that removing it is the fix; when none does, the
  /// label is squeezed by constraints at or above its vertical compression resistance.
  public var hasFixedHeight: Bool

  /// Creates a finding.
  public init(kind: Kind, view: String, detail: String, hasFixedHeight: Bool = false) {
    self.kind = kind
    self.view = view
    self.detail = detail
    self.hasFixedHeight = hasFixedHeight
  }
}

extension Snapshot {
  /// How far, in points, a view may reach past the content view's edges before it counts as
  /// outside: less than a pixel at any scale is rounding.
  static let outsideTolerance = 0.25

  /// What this snapshot shows that a team would not want to ship, in document order.
  ///
  /// Hidden views are left out. A label is `truncatedText` when a line is marked truncated or
  /// is wider than the label by more than a quarter point (constraints squeezed it: UILabel
  /// truncates the line to its width), `clippedText` when a line's baseline lies below its frame's bottom edge; a view is
  /// `viewOutsideCell` when its frame reaches more than a quarter point past the content view
  /// (`traits.width` wide, `height` tall).
  ///
  /// - Parameter fixedHeights: The views a constraint of the prototype gives a height of its
  ///   own (``CellPrototype/viewsWithFixedHeights``): a clipped label among them is told to
  ///   drop that constraint, any other to resist the constraints that squeeze it.
  /// - Returns: The findings, in document order.
  /// - Complexity: O(*v* + *l*) for *v* views and *l* lines.
  public func findings(fixedHeights: Set<String> = []) -> [SnapshotFinding] {
    guard failure == nil else { return [] }
    var findings: [SnapshotFinding] = []
    for view in views where !view.isHidden {
      if let index = view.lines.firstIndex(where: \.isTruncated) {
        findings.append(
          SnapshotFinding(
            kind: .truncatedText, view: view.name,
            detail: "line \(index + 1) of \(view.lines.count) is cut short"))
      } else if let widest = view.lines.map(\.width).max(),
        widest - view.frame.width > Self.outsideTolerance
      {
        findings.append(
          SnapshotFinding(
            kind: .truncatedText, view: view.name,
            detail:
              "a line of \(Self.points(widest)) is squeezed into \(Self.points(view.frame.width))"
          ))
      }
      let drawn = view.lines.filter { $0.baseline <= view.frame.height }.count
      if drawn < view.lines.count {
        findings.append(
          SnapshotFinding(
            kind: .clippedText, view: view.name,
            detail:
              "\(drawn) of its \(view.lines.count) lines fit its height of \(Self.points(view.frame.height))",
            hasFixedHeight: fixedHeights.contains(view.name)))
      }
      if let edge = outsideEdge(of: view.frame) {
        findings.append(SnapshotFinding(kind: .viewOutsideCell, view: view.name, detail: edge))
      }
    }
    return findings
  }

  /// Which edges of `frame` lie outside the content view, and by how much.
  ///
  /// `nil` when none does. Every edge outside is named, as `measure` names a view reaching above and below a
  /// row: `its top is 14 points and its bottom 14 points outside the cell`.
  private func outsideEdge(of frame: Rect) -> String? {
    let tolerance = Self.outsideTolerance
    let overhangs: [(String, Double)] = [
      ("its top", -frame.y), ("its leading edge", -frame.x),
      ("its bottom", frame.y + frame.height - height),
      ("its trailing edge", frame.x + frame.width - traits.width),
    ].filter { $0.1 > tolerance }
    guard let (edge, amount) = overhangs.first else { return nil }
    let parts =
      ["\(edge) is \(Self.points(amount))"]
      + overhangs.dropFirst().map { "\($0.0) \(Self.points($0.1))" }
    let listed =
      parts.count == 1
      ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    return listed + " outside the cell"
  }

  /// `12.5 points`, `1 point`.
  static func points(_ value: Double) -> String {
    let text = value.pixelDescription(scale: 100)
    return text == "1" ? "1 point" : "\(text) points"
  }
}
