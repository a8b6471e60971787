import Protocell

/// The standard labels of a built-in style cell (subtitle, default, value 1 or 2) that
/// `--height` holds shorter than their texts need.
///
/// UITableViewCell places a style's labels by frames, not by required constraints, so a row
/// height too short for them breaks nothing: the labels are cut. A cell of constraints in the
/// same row breaks the row height and is warned of (`broke 'superview.height == 10' (the row
/// height)`); this is the style cell's counterpart, found by laying the cell out at its fitting
/// height too and comparing the labels' heights. The layout itself is unchanged.
struct SquashedStyleLabels: Sendable, Hashable {
  /// A label cut, with its height in the row and what its text needs.
  struct Label: Sendable, Hashable {
    var id: String
    var laidOut: Double
    var needed: Double
  }

  /// The cell's style.
  var style: CellStyle
  /// The content view's height the row holds it at.
  var rowHeight: Double
  /// The labels cut, text label first.
  var labels: [Label]
  /// The cell's fitting height, at which they fit.
  var fittingHeight: Double

  /// How far a label may be shorter than its text and still count as fitting: less than a
  /// pixel at 3×.
  static let tolerance = 0.01

  /// The standard labels of `prototype` shorter in `fixed` than in `fitting`; `nil` for a
  /// custom cell or when every label fits.
  ///
  /// - Parameters:
  ///   - prototype: The cell's prototype.
  ///   - fixed: Its layout at the row height.
  ///   - fitting: Its layout for the same row at its fitting height.
  /// - Returns: What is cut, or `nil`.
  static func find(in prototype: CellPrototype, fixed: CellLayout, fitting: CellLayout) -> Self? {
    guard prototype.style != .custom else { return nil }
    var labels: [Label] = []
    for id in [CellStyle.textLabelID, CellStyle.detailTextLabelID]
    where !fixed.hiddenViews.contains(id) {
      // What the text needs is its measured height where nothing squeezes it, not the
      // label's frame there: a default-style label is stretched to the row's 44 points.
      guard let laidOut = fixed.frames[id]?.height,
        let needed = fitting.labelLayouts[id]?.size.height, laidOut < needed - tolerance
      else { continue }
      labels.append(Label(id: id, laidOut: laidOut, needed: needed))
    }
    guard !labels.isEmpty else { return nil }
    return Self(
      style: prototype.style, rowHeight: fixed.height, labels: labels,
      fittingHeight: fitting.height)
  }

  /// One sentence for the row's warnings: `the row height (10) cuts the labels of this
  /// subtitle-style cell: 'textLabel' is 7 points tall where its text needs 20.5, …`.
  var description: String {
    let cut = labels.map {
      "'\($0.id)' is \($0.laidOut.thousandthsDescription) points tall where its text needs "
        + $0.needed.thousandthsDescription
    }
    return "the row height (\(rowHeight.thousandthsDescription)) cuts the labels of this "
      + "\(style.rawValue)-style cell: \(cut.joined(separator: ", ")); UITableViewCell places "
      + "them by frames, so no constraint breaks, and they fit in a row of "
      + "\(fittingHeight.thousandthsDescription) (its fitting height, without --height)"
  }

  /// The warning under the row in `measure`'s table.
  var rowWarning: RowWarning {
    RowWarning(
      text: "  warning: \(description)\n",
      summary: "the row height cuts the labels of this \(style.rawValue)-style cell")
  }
}
