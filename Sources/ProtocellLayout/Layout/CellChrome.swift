import Cassowary
import ProtocellTemplates

/// UIKit's table-cell chrome, as the layout applies it: the width an accessory takes from the
/// content view, and the constraints that place a built-in style's standard views.
///
/// Each figure and where it comes from is in `UIKitLayoutRules.md` ("Cell chrome").
package enum CellChrome {
  /// How far an accessory reaches into the cell from the cell's trailing layout margin, before
  /// rounding to the pixel: the content view ends this far, plus the margin, from the cell's
  /// trailing edge.
  ///
  /// Disclosure indicator and checkmark are Interface Builder's recorded content-view frames
  /// (Xcode 15, iOS 17); the detail buttons are estimates (see `UIKitLayoutRules.md`).
  static func accessoryExtent(_ accessory: CellAccessory) -> Double {
    switch accessory {
    case .none: 0
    case .disclosureIndicator: 31 / 3
    case .checkmark: 28
    case .detailButton: 30
    case .detailDisclosureButton: 30 + 31 / 3
    }
  }

  /// The content view's width in a cell `cellWidth` points wide.
  ///
  /// Without an accessory the content view is as wide as the cell. With one, it ends at the
  /// accessory: the cell's trailing layout margin (``EdgeInsets/tableCellContentMargins(tableWidth:)``)
  /// plus ``accessoryExtent(_:)`` rounded up to the pixel, from the cell's trailing edge.
  ///
  /// - Parameters:
  ///   - accessory: The cell's accessory (all the cell's own the width depends on: the layout
  ///     path passes it alone, not the whole prototype, for every row).
  ///   - cellWidth: The cell's (the table's) width, in points.
  ///   - scale: The screen scale, for the pixel rounding.
  /// - Returns: The width, never negative.
  package static func contentViewWidth(
    accessory: CellAccessory, cellWidth: Double, scale: Double
  ) -> Double {
    guard accessory != .none else { return cellWidth }
    let margin = EdgeInsets.tableCellContentMargins(tableWidth: cellWidth).trailing
    let extent = (accessoryExtent(accessory) * scale - 1e-9).rounded(.up) / scale
    return max(0, cellWidth - margin - extent)
  }

  /// The prototype with the constraints its built-in style places its standard views by
  /// appended; a custom cell unchanged.
  package static func applyingStyle(to prototype: CellPrototype) -> CellPrototype {
    let constraints = styleConstraints(for: prototype)
    guard !constraints.isEmpty else { return prototype }
    var styled = prototype
    styled.constraints += constraints
    // Value 1 truncates the detail, not the text, when both do not fit (Alamofire's header
    // cell: the text label keeps its width, the detail label takes what is left).
    if prototype.style == .value1 {
      for index in styled.views.indices where styled.views[index].id == CellStyle.detailTextLabelID
      {
        let resistance = styled.views[index].compressionResistance.horizontal
        styled.views[index].compressionResistance.horizontal = min(resistance, Priority(749))
      }
    }
    // A style's image view is as large as its image: UITableViewCell sizes it to fit, whatever
    // room the row leaves (IBAnimatable's default-style cells: 25 × 22, 22 × 22, 18 × 18 images
    // in 375-point rows, each recorded at its image's size).
    for index in styled.views.indices where styled.views[index].id == CellStyle.imageViewID {
      styled.views[index].contentHugging = AxisPriorities(
        horizontal: .required, vertical: .required)
    }
    return styled
  }

  /// Moves a built-in style's standard views to the whole points UITableViewCell puts them at.
  ///
  /// The cell places them by frames, not constraints, and its centring lands on whole points: a
  /// label's top is rounded up (value 1: 19.333-point labels centred in 43.667 at y 13, not
  /// 12.167; 19.5-point ones in 44 at 13, not 12.25), an image's top down (images 22, 18, 19 and
  /// 21 points tall in 43.5 at y 10, 12, 12 and 11). A value 1 cell's detail label sits on the
  /// text label's baseline (``detailTopOnTextBaseline(text:detail:textMeasurement:detailMeasurement:)``).
  /// A subtitle cell centres its pair of labels
  /// in the content view, the text label's top rounded up (a 33-point pair in 44 at 6, not 5.5,
  /// and in 43.5 at 6, not 5.25) and the detail label below it at the style's spacing for the
  /// row's height (``subtitleSpacing(textHeight:detailHeight:contentHeight:)``); labels 3
  /// apart sit a point above the centre (``spacedSubtitleTop(pairHeight:spacing:contentHeight:)``).
  /// Other cells' frames are unchanged.
  ///
  /// - Parameters:
  ///   - frames: The frames as solved, before they are aligned to pixels, by view.
  ///   - prototype: The cell's prototype (its style and subtitle spacing).
  ///   - contentHeight: The content view's height as solved.
  ///   - labels: The labels' measured texts, by view (for value 1's shared baseline).
  package static func roundStyleOrigins(
    _ frames: inout [String: Rect], prototype: CellPrototype, contentHeight: Double,
    labels: [String: LabelMeasurement] = [:]
  ) {
    let style = prototype.style
    guard style != .custom else { return }
    if let image = frames[CellStyle.imageViewID] {
      frames[CellStyle.imageViewID]?.y = (image.y + 1e-6).rounded(.down)
    }
    guard style != .default, let text = frames[CellStyle.textLabelID] else { return }
    let detail = frames[CellStyle.detailTextLabelID]
    guard style == .subtitle else {
      let textTop = (text.y - 1e-6).rounded(.up)
      frames[CellStyle.textLabelID]?.y = textTop
      guard let detail else { return }
      let onBaseline =
        style == .value1
        ? detailTopOnTextBaseline(
          text: Rect(x: text.x, y: textTop, width: text.width, height: text.height),
          detail: detail, textMeasurement: labels[CellStyle.textLabelID],
          detailMeasurement: labels[CellStyle.detailTextLabelID]) : nil
      frames[CellStyle.detailTextLabelID]?.y = onBaseline ?? (detail.y - 1e-6).rounded(.up)
      return
    }
    let spacing =
      prototype.subtitleSpacing
      ?? (detail != nil && text.height < smallSubtitleTitleHeight
        ? smallTitleSubtitleSpacing
        : subtitleSpacing(
          textHeight: text.height, detailHeight: detail?.height ?? 0, contentHeight: contentHeight))
    let pair = text.height + (detail.map { spacing + $0.height } ?? 0)
    let top =
      detail != nil && spacing > 0
      ? spacedSubtitleTop(pairHeight: pair, spacing: spacing, contentHeight: contentHeight)
      : max(0, ((contentHeight - pair) / 2 - 1e-6).rounded(.up))
    frames[CellStyle.textLabelID]?.y = top
    if detail != nil { frames[CellStyle.detailTextLabelID]?.y = top + text.height + spacing }
  }

  /// The space UIKit leaves between a subtitle cell's text and detail labels in a row tall
  /// enough for it (``subtitleSpacing(textHeight:detailHeight:contentHeight:)``).
  static let subtitleSpacing = 3.0

  /// The gap between a built-in style's image view and its labels: 15 points in documents of
  /// every Xcode, 6 to 26 (IBAnimatable's default-style cells, ToThePenny's, FSCalendar's,
  /// nRF-Mesh's subtitle cells, QuickBlox, LayerPlayer, BetterLocalization, Tagger: 75 of 75
  /// styled cells with an image in the tuning halves, but for tinode's, whose Xcode 15 symbols
  /// are drawn in slots wider than their frames).
  static let imageTextSpacing = 15.0

  /// The width of the column a built-in style draws an SF Symbol in: the symbol is centred in
  /// it and the labels start 15 points after it (``imageTextSpacing``), or after the symbol
  /// when it is wider.
  ///
  /// From Interface Builder's frames (Xcode 15 and 16): tinode's default- and subtitle-style
  /// cells, 20-point margins, draw symbols 17.7 to 25 points wide with their centres 12 points
  /// in (x 20.83 + 22.33 / 2, 23.17 + 17.67 / 2, …) and their labels 39 points in (x 59) for
  /// every symbol up to 24 points wide, and a 25-point one's 15 points after it (59.5); 8-point
  /// margins give 47; nRF-Connect's symbol cells the same 59.
  static let symbolColumnWidth = 24.0

  /// The constraints a built-in style places the standard views the cell declares by.
  ///
  /// From Interface Builder's frames (each in `UIKitLayoutRules.md`): the default style's text
  /// label spans the content view's layout margins horizontally and its whole height (UILabel
  /// centres its text); the subtitle style's labels sit at the leading margin, the detail 3
  /// points below the text, the pair centred vertically with 9 points above and below when the
  /// row sizes itself (``selfSizingSubtitleRoom``, 21 in all, the spacing then rounded to 2 by
  /// ``roundStyleOrigins(_:prototype:contentHeight:labels:)``); value 1 and value 2 centre their
  /// labels vertically, value 1's detail at
  /// the trailing margin and at least 6 points after the text.
  static func styleConstraints(for prototype: CellPrototype) -> [LayoutConstraint] {
    guard prototype.style != .custom else { return [] }
    let ids = Set(prototype.allViews.map(\.id))
    let text = ids.contains(CellStyle.textLabelID) ? CellStyle.textLabelID : nil
    let detail = ids.contains(CellStyle.detailTextLabelID) ? CellStyle.detailTextLabelID : nil
    let image = ids.contains(CellStyle.imageViewID) ? CellStyle.imageViewID : nil
    var result = StyleConstraintBuilder()
    result.pin(
      .superview, .height, .greaterThanOrEqual, constant: prototype.tableDefaultRowHeight, at: 999)
    // The leading item of the row: the image when there is one, then the text.
    var leading: (item: LayoutItem, attribute: LayoutAttribute, gap: Double) = (
      .margins, .leading, 0
    )
    var symbolImage: String?
    if let image, prototype.style != .value2,
      case .image(let content) = prototype.view(withID: image)?.kind
    {
      if content.isSymbol, content.imageSize != nil {
        // An SF Symbol is centred in a column of its own (symbolColumnWidth).
        result.relate(.view(image), .centerX, to: .margins, .leading, symbolColumnWidth / 2)
        symbolImage = image
      } else {
        result.relate(.view(image), .leading, to: .margins, .leading)
        // An image view without an image is empty, and UIKit lays the labels out as if there
        // were none (PIA's value-1 SettingCell: IB's label at the margin beside one).
        if content.imageSize != nil { leading = (.view(image), .trailing, imageTextSpacing) }
      }
      result.relate(.view(image), .centerY, to: .superview, .centerY)
    }
    // A label's leading edge: after the image, or after the symbol column unless the symbol is
    // wider than it.
    func placeLeading(of label: String) {
      guard let symbolImage else {
        result.relate(.view(label), .leading, to: leading.item, leading.attribute, leading.gap)
        return
      }
      // Below the symbol's compression resistance (750), which a wide symbol keeps; above the
      // labels' hugging, which would pull them right.
      let column = symbolColumnWidth + imageTextSpacing
      result.relate(.view(label), .leading, to: .margins, .leading, column, at: 700)
      result.relate(.view(label), .leading, .greaterThanOrEqual, to: .margins, .leading, column)
      result.relate(
        .view(label), .leading, .greaterThanOrEqual, to: .view(symbolImage), .trailing,
        imageTextSpacing)
    }
    switch prototype.style {
    case .custom:
      return []
    case .default:
      if let text {
        placeLeading(of: text)
        result.relate(.view(text), .trailing, to: .margins, .trailing)
        result.relate(.view(text), .top, to: .superview, .top)
        result.relate(.view(text), .bottom, to: .superview, .bottom)
      }
    case .subtitle:
      let labels = [text, detail].compactMap { $0 }
      for label in labels {
        placeLeading(of: label)
        result.relate(.view(label), .trailing, .lessThanOrEqual, to: .margins, .trailing)
      }
      if let first = labels.first, let last = labels.last {
        if first != last {
          result.relate(
            .view(last), .top, to: .view(first), .bottom,
            prototype.subtitleSpacing ?? subtitleSpacing)
        }
        result.centre(from: .view(first), to: .view(last))
      }
    case .value1, .value2:
      if let text {
        placeLeading(of: text)
        result.relate(.view(text), .centerY, to: .superview, .centerY)
        result.relate(.view(text), .top, .greaterThanOrEqual, to: .superview, .top)
      }
      if let detail {
        result.relate(.view(detail), .centerY, to: .superview, .centerY)
        result.relate(.view(detail), .top, .greaterThanOrEqual, to: .superview, .top)
        if prototype.style == .value1 {
          result.relate(.view(detail), .trailing, to: .margins, .trailing)
          if let text {
            result.relate(
              .view(detail), .leading, .greaterThanOrEqual, to: .view(text), .trailing, 8)
          }
        } else {
          result.relate(.view(detail), .trailing, .lessThanOrEqual, to: .margins, .trailing)
          if let text {
            result.relate(.view(detail), .leading, to: .view(text), .trailing, 6)
            result.pin(.view(text), .width, .equal, constant: 67, at: 1000)
          }
        }
      }
    }
    return result.constraints
  }
}

/// Collects a style's constraints, each marked as generated by the style.
private struct StyleConstraintBuilder {
  var constraints: [LayoutConstraint] = []

  mutating func relate(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
    to other: LayoutItem, _ otherAttribute: LayoutAttribute, _ constant: Double = 0,
    at priority: Float = 1000
  ) {
    constraints.append(
      LayoutConstraint(
        identifier: "UITableViewCell-style",
        first: LayoutAnchor(item: item, attribute: attribute), relation: relation,
        second: LayoutAnchor(item: other, attribute: otherAttribute), constant: constant,
        priority: Priority(priority)))
  }

  mutating func pin(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation, constant: Double,
    at priority: Float
  ) {
    constraints.append(
      LayoutConstraint(
        identifier: "UITableViewCell-style",
        first: LayoutAnchor(item: item, attribute: attribute), relation: relation,
        constant: constant, priority: Priority(priority)))
  }

  /// Places the run of views from `first` to `last` vertically, with the layout margins'
  /// 11 points above and below a lone label, 9 above and below a pair
  /// (``CellChrome/subtitlePairVerticalMargin``), when nothing else sets the height (priority 249: above the
  /// fitting size's, below a fixed row height's and below a label's default hugging, 250, so
  /// that in a row taller than that the labels keep their text's height, as UITableViewCell
  /// sizes its style labels to their text, instead of stretching to the margins).
  ///
  /// In a row that cannot have both margins the top one wins (the bottom one is at 248): at
  /// equal priorities every split of the difference would be as good, and the labels' vertical
  /// positions ambiguous. Which one wins does not show: ``CellChrome/roundStyleOrigins(_:prototype:contentHeight:labels:)``
  /// centres the pair as UITableViewCell does.
  mutating func centre(from first: LayoutItem, to last: LayoutItem) {
    let margin =
      first == last ? CellChrome.styleVerticalMargin : CellChrome.subtitlePairVerticalMargin
    relate(first, .top, .greaterThanOrEqual, to: .superview, .top)
    relate(last, .bottom, .lessThanOrEqual, to: .superview, .bottom)
    constraints.append(
      LayoutConstraint(
        identifier: "UITableViewCell-style",
        first: LayoutAnchor(item: first, attribute: .top), relation: .equal,
        second: LayoutAnchor(item: .superview, attribute: .top),
        constant: margin,
        priority: Priority(249)))
    constraints.append(
      LayoutConstraint(
        identifier: "UITableViewCell-style",
        first: LayoutAnchor(item: last, attribute: .bottom), relation: .equal,
        second: LayoutAnchor(item: .superview, attribute: .bottom),
        constant: -margin,
        priority: Priority(248)))
  }
}
