import ProtocellDiagnostics

/// What the importer knows about one cell while reading it: which IB object ids name which
/// items, the names given so far, and the constraints still to read.
final class InterfaceBuilderCellScope {
  /// What an IB object id stands for in the model.
  enum Target {
    /// The content view (or the cell itself, when the content view fills it).
    case contentView
    /// The cell itself, whose edges lie `outsets` outside the content view's (an accessory's
    /// room on the trailing side, the separator's pixel below), as IB recorded the two frames.
    case cell(outsets: EdgeInsets)
    /// A view of the cell, by its name, with its layout margins.
    case view(name: String, margins: EdgeInsets)
    /// The cell itself, which its content view fills, drawn on IB's canvas as a root view
    /// whose own layout margins (`margins`) are not its content view's.
    case rootCell(margins: EdgeInsets)
  }

  /// A layout guide IB declares on a view (`<viewLayoutGuide key="safeArea" id=…>`).
  struct Guide {
    /// The IB id of the view that owns the guide.
    var ownerID: String
    /// Whether it is the layout-margins guide (otherwise the safe area, or a scroll view's
    /// frame or content guide).
    var isLayoutMargins: Bool
    /// Whether it is a scroll view's content layout guide (`contentLayoutGuide`), whose edges
    /// and size are its content's, not its frame's.
    var isScrollContent = false
  }

  /// A view that IB lays out by its autoresizing mask.
  struct AutoresizingView {
    var name: String
    var frame: Rect
    var mask: XMLElement?
    var superview: LayoutItem
    var superviewSize: Size?
    var location: SourceLocation
  }

  /// The cell's key in the model (for messages).
  let key: String
  /// The content view's layout margins.
  var contentMargins: EdgeInsets
  var targets: [String: Target] = [:]
  var guides: [String: Guide] = [:]
  var usedNames: Set<String> = []
  /// The names the cell's outlets give their views (from the cell's own `<connections>`),
  /// which a view named otherwise leaves to them: a user label "ImageView" beside an
  /// `imageView` outlet is `imageView2`, and the outlet's view keeps its property's name.
  var outletViewNames: Set<String> = []
  /// Each `<constraint>` element and the IB id of the view that holds it.
  var pendingConstraints: [(element: XMLElement, holderID: String)] = []
  var autoresizingViews: [AutoresizingView] = []
  /// On the canvas, the views that translate no autoresizing mask
  /// (`translatesAutoresizingMaskIntoConstraints="NO"`, not `fixedFrame`), by IB id: one that
  /// no installed constraint names is drawn where IB recorded it
  /// (``InterfaceBuilderReader/keepUnconstrainedFrames(in:)``).
  var constraintBasedViews: [(ibID: String, view: AutoresizingView)] = []
  /// The IB ids of the views inside a scroll view (`<scrollView>`), to the nearest scroll
  /// view's id: constraints between its edges and them size its content, not them
  /// (``InterfaceBuilderReader/isScrollContentSize(_:holderID:scope:)``).
  var scrollViewOf: [String: String] = [:]
  /// The IB ids of constraints and views a size-class variation uninstalls on an iPhone in
  /// portrait.
  var excludedConstraintIDs: Set<String> = []
  var excludedViewIDs: Set<String> = []
  /// On the canvas, the IB ids of the design-time constraints kept (`placeholder="YES"`,
  /// "Remove at build time"), which the app never has.
  var placeholderConstraintIDs: Set<String> = []
  /// The names of a built-in style's standard views (``CellStyle/textLabelID``, …), by IB id.
  var standardViewNames: [String: String] = [:]
  /// The cell's built-in style.
  var style = CellStyle.custom
  /// Constraints the importer adds itself (stack-view margins, autoresizing masks).
  var addedConstraints: [LayoutConstraint] = []
  var records: [InterfaceBuilderViewRecord] = []
  var viewCount = 0

  init(key: String, contentMargins: EdgeInsets) {
    self.key = key
    self.contentMargins = contentMargins
  }

  /// Reserves a name unique within the cell: `base`, else `base2`, `base3`, …; a name that is
  /// not an outlet's (`isOutlet`) passes over the names of the cell's outlets too.
  func reserveName(_ base: String, isOutlet: Bool = false) -> String {
    var name = base
    var counter = 2
    while usedNames.contains(name) || LayoutItem.reservedNames.contains(name)
      || (!isOutlet && outletViewNames.contains(name))
    {
      name = base + String(counter)
      counter += 1
    }
    usedNames.insert(name)
    return name
  }
}
