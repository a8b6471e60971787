import ProtocellDiagnostics
import TextMeasurement

/// One cell prototype: a reuse identifier, its content view's subviews and their constraints.
public struct CellPrototype: Sendable, Hashable {
  /// The reuse identifier a table registers and dequeues the cell by.
  public var reuseIdentifier: String
  /// The width the cell is designed, validated and previewed at: the table's width for the cell.
  ///
  /// The content view is as wide unless an ``accessory`` narrows it.
  public var width: Double
  /// The estimated row height, if the template gives one.
  public var estimatedHeight: Double?
  /// The content view's layout margins (UIKit's default: 8 on every edge).
  public var layoutMargins: EdgeInsets
  /// Whether the table draws a separator under the cell.
  public var separator: SeparatorStyle
  /// The accessory at the cell's trailing edge, which narrows the content view.
  public var accessory: CellAccessory
  /// The built-in style whose standard views the layout places, or ``CellStyle/custom``.
  public var style: CellStyle
  /// The space between a subtitle-style cell's text and detail labels, or `nil` for UIKit's,
  /// which follows the row's height: 3 points in a row tall enough for the labels with that
  /// space and 11-point margins, none in a shorter one (`UIKitLayoutRules.md`, "Cell chrome").
  public var subtitleSpacing: Double?
  /// UITableView's default row height when it is not UIKit's 44 points, or `nil`: the height
  /// a built-in style cell is at least, and the one a cell whose content fits at zero gets.
  ///
  /// The Interface Builder importer sets 51 on the table cells of documents saved by Xcode 26,
  /// whose canvas (iOS 26's taller rows) draws them so, when it reads documents as IB's canvas
  /// draws them, and 0 on collection views' cells, headers and footers: a collection view has
  /// no default item height, so one whose content fits at zero is 0 tall.
  public var defaultRowHeight: Double? = nil
  /// The scale labels' heights round up to when it is not the layout's, or `nil` (the usual
  /// case: they round up to the device's pixel, as UIKit rounds them).
  ///
  /// The Interface Builder importer sets 1 on the cells of a document whose canvas rounded
  /// one-line labels' heights up to whole points (``InterfaceBuilderRecords/canvasTextHeightScale``),
  /// when it reads documents as IB's canvas draws them. Widths still round to the device's pixel.
  public var textHeightScale: Double?
  /// The heights Interface Builder recorded for the cell's labels, by view id, when the cell is
  /// read as IB's canvas draws it; empty otherwise (the usual case).
  ///
  /// Each tells how the canvas rounded that label's text height when its frame was last laid
  /// out: a label recorded at its text's height rounded up to the whole point is laid out so,
  /// one recorded at the device's pixel keeps the pixel, whatever ``textHeightScale`` says; a
  /// label recorded at neither (stretched by its constraints, or stale) rounds as
  /// ``textHeightScale`` says. Apple does not say why one document holds both; frames laid out
  /// by different Xcodes on different Macs over a document's years are the likely cause
  /// (`UIKitLayoutRules.md`, "Whole-point text heights on the canvas").
  public var recordedLabelHeights: [String: Double] = [:]
  /// The factor of the CJK ideographs the iOS system font's fallback draws, when not the width
  /// model's (`SystemFontWidthModel.fittedIdeographScale`), or `nil` (the usual case).
  ///
  /// The Interface Builder importer sets 1 on the cells of a document saved by Xcode 8 or
  /// earlier when it reads documents as IB's canvas draws them: that canvas drew ideographs
  /// 1 em wide, where iOS 11 and later draw them 2.3% wider.
  public var ideographScale: Double?
  /// The screen scale of the device the cell was designed for, or `nil` when its source does
  /// not say (a template, an Interface Builder document that names no known `<device>`).
  ///
  /// The Interface Builder importer sets its document's `<device>`'s scale (3 for a
  /// `retina6_1` document): its labels round to that pixel on IB's canvas, and a compiled pack
  /// keeps it, so that a pack is measured at the scale its documents were
  /// (``designScales(of:differingFrom:defaultScale:)``).
  public var designScale: Double?
  /// Whether the content view's side margins are its table's system minimum margins, which
  /// follow the width the cell is laid out at: 16 points up to 375, 20 wider
  /// (``EdgeInsets/tableCellContentMargins(tableWidth:)``); the trailing one stays as it is
  /// beside an accessory.
  ///
  /// The Interface Builder importer sets it on table cells without margins of their own when
  /// it reads documents for run time: a cell of a 375-point document laid out for a 393-point
  /// iPhone has that iPhone's 20-point margins, as UIKit gives it. On IB's canvas, and for
  /// templates, the margins stay as the source gives them.
  public var sideMarginsFollowWidth = false
  /// The line metrics learned from Interface Builder's frames for the font families of the
  /// cell's labels that no file of the app's provides, by family.
  ///
  /// `FontTextMeasurer.learnLineHeights(from:)` learns them; `protocell compile` keeps them in a pack, so that the pack's cells are measured
  /// with the lines their documents taught, without the documents. Empty for a cell read from
  /// a document (its measurer learns from the document itself).
  public var lineMetrics: [String: VerticalMetrics] = [:]
  /// The content view's subviews, in order (later views draw on top).
  public var views: [ViewNode]
  /// The cell's constraints, in order.
  public var constraints: [LayoutConstraint]
  /// Where the `<cell>` element starts, when the template came from a file.
  public var location: SourceLocation?
  /// Where the reuse identifier's value starts, when the template came from a file.
  public var reuseIdentifierLocation: SourceLocation?

  /// The width a cell has when its template does not say: an iPhone's 375 points.
  public static let defaultWidth: Double = 375

  /// Creates a cell template.
  public init(
    reuseIdentifier: String,
    width: Double = CellPrototype.defaultWidth,
    estimatedHeight: Double? = nil,
    layoutMargins: EdgeInsets = .defaultLayoutMargins,
    separator: SeparatorStyle = .singleLine,
    accessory: CellAccessory = .none,
    style: CellStyle = .custom,
    views: [ViewNode] = [],
    constraints: [LayoutConstraint] = [],
    location: SourceLocation? = nil,
    reuseIdentifierLocation: SourceLocation? = nil
  ) {
    self.reuseIdentifier = reuseIdentifier
    self.width = width
    self.estimatedHeight = estimatedHeight
    self.layoutMargins = layoutMargins
    self.separator = separator
    self.accessory = accessory
    self.style = style
    self.views = views
    self.constraints = constraints
    self.location = location
    self.reuseIdentifierLocation = reuseIdentifierLocation
  }

  /// Every view of the cell, depth first, parents before children.
  public var allViews: [ViewNode] {
    var result: [ViewNode] = []
    result.reserveCapacity(views.count * 2)
    for view in views { view.appendSelfAndDescendants(to: &result) }
    return result
  }

  /// The view with the given `id`, if there is one.
  ///
  /// - Complexity: O(*n*) in the number of views.
  public func view(withID id: String) -> ViewNode? {
    allViews.first { $0.id == id }
  }
}

/// Whether a table draws a separator line under a cell.
public enum SeparatorStyle: String, Sendable, Hashable, CaseIterable, Codable {
  /// No separator.
  case none
  /// A hairline separator, as UITableView's default: 1 pixel, so 1/scale points (0.5 at 2×,
  /// 1/3 at 3×); the row is the content view's height plus the separator's.
  case singleLine
}
