import ProtocellLayout
import ProtocellTemplates

extension Snapshot {
  /// The snapshot of a laid-out cell: its numbers snapped to the pixel grid of the traits' scale.
  ///
  /// - Parameters:
  ///   - layout: The layout of the row.
  ///   - viewIDs: The prototype's views in document order; views the layout has no frame for are
  ///     left out.
  ///   - row: The row's name.
  ///   - traits: The traits the layout was made with.
  /// - Complexity: O(*v* + *l*) for *v* views and *l* label lines.
  public init(layout: CellLayout, viewIDs: [String], row: String, traits: SnapshotTraits) {
    let scale = traits.scale
    var views: [View] = []
    views.reserveCapacity(viewIDs.count)
    for id in viewIDs {
      guard let frame = layout.frames[id] else { continue }
      let lines = zip(layout.labelLayouts[id]?.lines ?? [], layout.lineOffsets(ofLabel: id)).map {
        line, x in
        Line(
          text: line.text, x: Self.snapped(x, scale: scale),
          width: Self.snapped(line.width, scale: scale),
          baseline: Self.snapped(line.baseline, scale: scale), isTruncated: line.isTruncated)
      }
      views.append(
        View(
          name: id,
          frame: Rect(
            x: Self.snapped(frame.x, scale: scale), y: Self.snapped(frame.y, scale: scale),
            width: Self.snapped(frame.width, scale: scale),
            height: Self.snapped(frame.height, scale: scale)),
          isHidden: layout.hiddenViews.contains(id), lines: lines))
    }
    self.init(
      prototype: layout.reuseIdentifier, row: row, traits: traits,
      height: Self.snapped(layout.height, scale: scale), views: views,
      warnings: layout.brokenConstraints.map(\.description)
        + layout.warnings.map { Self.snapped($0, scale: scale).description })
  }

  /// A warning with its sizes on the pixel grid: the solver's last bits are noise a snapshot
  /// must not record.
  static func snapped(_ warning: LayoutWarning, scale: Double) -> LayoutWarning {
    guard case .invalidSize(let viewID, let width, let height, let constraints) = warning else {
      return warning
    }
    return .invalidSize(
      viewID: viewID, width: snapped(width, scale: scale), height: snapped(height, scale: scale),
      constraints: constraints)
  }

  /// `value` on the pixel grid of `scale`.
  static func snapped(_ value: Double, scale: Double) -> Double {
    guard value.isFinite else { return value }
    return (value * scale).rounded() / scale
  }
}
