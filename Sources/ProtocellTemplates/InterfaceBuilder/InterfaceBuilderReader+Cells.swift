import Cassowary
import ProtocellDiagnostics

extension InterfaceBuilderReader {
  // MARK: - Cells

  /// Reads one `<tableViewCell>`, `<collectionViewCell>` or `<collectionReusableView>` into a
  /// template and its record.
  ///
  /// A collection view's reusable view (a section header or footer, dequeued by
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`) has no content view:
  /// its subviews are its own, and it is read as its own content view, at the size IB recorded
  /// (the layout's header or footer size), as a collection view cell is at its item size.
  func read(_ pending: PendingCell) {
    let element = pending.element
    noteObjectID(of: element)
    let ibID = string(element, "id") ?? ""
    let isTableCell = element.name == "tableViewCell"
    let isReusableView = element.name == Self.reusableViewElement
    let isStatic = pending.table?.isStatic == true
    let reuseIdentifier = string(element, "reuseIdentifier")
    let key = pending.qualifiedKey ?? reuseIdentifier ?? unnamedCellKey(ibID: ibID)
    // Xcode asks for an identifier only of a prototype, a dynamic table's or collection view's
    // cell; a .xib's top-level cell is registered by code, under the identifier the code gives.
    if reuseIdentifier == nil, !isStatic, pending.containerID != nil {
      diagnostics.append(
        Diagnostic(
          .cellWithoutReuseIdentifier(element: element.name, id: ibID, key: key),
          at: location(of: element)))
    }
    let contentView = isReusableView ? element : child(of: element, key: "contentView")
    let cellFrame = rowFrame(
      of: element, recorded: frame(of: element), contentView: contentView,
      table: isTableCell ? pending.table : nil)
    let contentFrame =
      (isReusableView ? nil : contentView.flatMap { frame(of: $0) })
      ?? (isTableCell
        ? framelessContentFrame(of: contentView, in: cellFrame, table: pending.table)
        : cellFrame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) })
    let chrome = isTableCell ? cellChrome(of: element) : (CellAccessory.none, CellStyle.custom)
    // A `.xib`'s cell in no table or collection view, which IB draws as a root view.
    let isTopLevel = pending.table == nil && pending.containerID == nil
    func drawnMargins(asCanvas: Bool) -> EdgeInsets {
      contentMargins(
        of: element, contentView: contentView, isTableCell: isTableCell,
        tableWidth: pending.table?.width ?? cellFrame?.width,
        isInsideView: pending.table.map { !$0.isRootView } ?? false,
        screenWidth: pending.table == nil ? nil : deviceWidth,
        canvasWidth: isTopLevel ? deviceWidth : nil, isTopLevel: isTopLevel,
        controllerWidth: pending.table?.controllerWidth, accessory: chrome.0,
        accessoryRoom: cellFrame.flatMap { cell in contentFrame.map { cell.width - $0.width } },
        isStyled: chrome.1 != .custom, asCanvas: asCanvas)
    }
    let margins = drawnMargins(asCanvas: readsAsCanvas)
    // At run time a table's system minimum margins follow the width the cell is laid out at.
    let followsWidth =
      isTableCell && !readsAsCanvas
      && explicitContentMargins(of: element, contentView: contentView) == nil
    // The other reading's too: the canvas's lay out the frames IB recorded (the placement rule),
    // and a layout without rows says where they differ from UIKit's.
    let otherMargins = drawnMargins(asCanvas: !readsAsCanvas)
    let (canvasMargins, runTimeMargins) =
      readsAsCanvas ? (margins, otherMargins) : (otherMargins, margins)

    let scope = InterfaceBuilderCellScope(key: key, contentMargins: margins)
    // The names the cell's outlets give their views, kept from views named otherwise.
    let outlets = child(of: element, named: "connections").map { children(of: $0, named: "outlet") }
    for outlet in outlets ?? [] {
      if let destination = string(outlet, "destination"), let property = outletNames[destination],
        let name = InterfaceBuilderNaming.identifier(from: property, keepingCase: true)
      {
        scope.outletViewNames.insert(name)
      }
    }
    scope.targets[ibID] =
      chrome.0 == .none
      ? .contentView : cellTarget(cellFrame: cellFrame, contentFrame: contentFrame)
    // On the canvas a `.xib`'s top-level collection-view cell is a root view: its own margins
    // are a root view's, none above and below, where its content view keeps UIView's 8 there.
    // (A reusable view is its own content view, whose target stays `.contentView`.)
    if !isTableCell, !isReusableView, readsAsCanvas, isTopLevel, let width = cellFrame?.width {
      scope.targets[ibID] = .rootCell(
        margins: Self.rootViewMargins(
          width: width,
          raising: layoutMargins(of: element) ?? .zero))
    }
    let contentViewID = contentView.flatMap { string($0, "id") }
    if let contentViewID { scope.targets[contentViewID] = .contentView }
    nameStandardViews(of: element, style: chrome.1, scope: scope)

    // With an accessory the template's width is the cell's: the layout narrows the content view.
    let width = chrome.0 != .none ? cellFrame?.width ?? contentFrame?.width : contentFrame?.width
    var template = CellPrototype(
      reuseIdentifier: key,
      width: width ?? (isTableCell ? pending.table?.width : nil) ?? CellPrototype.defaultWidth,
      estimatedHeight: contentFrame?.height,
      layoutMargins: margins,
      separator: isTableCell && pending.table?.hasSeparators != false ? .singleLine : .none,
      accessory: chrome.0, style: chrome.1,
      location: location(of: element),
      reuseIdentifierLocation: element.attribute(named: "reuseIdentifier").map(valueLocation(of:)))
    template.sideMarginsFollowWidth = followsWidth
    // Xcode 26's canvas draws a table's default row 51 points tall (iOS 26's taller rows): a
    // built-in style's row at least that tall (nRF-Mesh's 77 Default and Value1 cells of
    // self-sizing tables, two Xcode 26 versions, NetNewsWire's 17 and twilio's), and a cell
    // whose content fits at zero that tall (nRF-Mesh's, NetNewsWire's and HexaCalc's), where
    // earlier canvases draw 44.
    if readsAsCanvas, isTableCell,
      InterfaceBuilderControlMetrics.iOS26ToolsVersions.contains(toolsVersion)
    {
      template.defaultRowHeight = Self.iOS26DefaultRowHeight
    }
    // The canvas of an Xcode before 9 (iOS 10's SDK and earlier) draws a subtitle cell's labels
    // touching, centred as a pair, whatever room the row leaves them (``olderCanvasSubtitleSpacing``).
    if readsAsCanvas, chrome.1 == .subtitle, wasSaved(before: Self.iOS11ToolsVersion) {
      template.subtitleSpacing = Self.olderCanvasSubtitleSpacing
    }
    // A collection view has no default item height: a cell, header or footer whose content
    // fits at zero is laid out 0 points tall, not at a table's 44.
    if !isTableCell { template.defaultRowHeight = 0 }
    if !isReusableView { collectParts(of: element, ownerID: ibID, scope: scope) }
    if let contentView {
      collectParts(of: contentView, ownerID: contentViewID ?? ibID, scope: scope)
      template.views = subviews(
        of: contentView, superview: .superview,
        superviewOrigin: Rect(x: 0, y: 0, width: 0, height: 0),
        superviewSize: contentFrame.map { Size(width: $0.width, height: $0.height) },
        superviewMargins: margins, inStack: false, scope: scope)
    } else {
      diagnostics.append(
        Diagnostic(
          .cellWithoutContentView(element: element.name, id: ibID), at: location(of: element)))
    }
    var constraints: [LayoutConstraint] = []
    for (constraintElement, holderID) in scope.pendingConstraints
    where !isUninstalled(constraintElement, scope: scope) {
      if let constraint = constraint(from: constraintElement, holderID: holderID, scope: scope) {
        constraints.append(constraint)
      }
    }
    // The height the document shows, for messages and `estimatedHeight`: a stale content-view
    // rect (Xcode 6's 320 × 43 under a taller cell) is not it. The layout keeps the rect.
    let shownHeight = shownContentHeight(
      cellFrame: cellFrame, contentFrame: contentFrame,
      viewsBottom: scope.records.compactMap { $0.frameInContentView.map { $0.y + $0.height } }
        .max(),
      hasAccessory: chrome.0 != .none, separator: template.separator)
    template.estimatedHeight = shownHeight
    if readsAsCanvas { keepUnconstrainedFrames(in: scope) }
    // The autoresizing masks' constraints go in first, so that in a conflict with the document's
    // constraints it is one of the document's that breaks (UIKitLayoutRules.md, "Recovering as
    // UIKit does").
    template.constraints = autoresizingConstraints(in: scope) + constraints + scope.addedConstraints
    // A cell whose height the table or collection sets, not the cell's content, is laid out at
    // the height IB recorded, as UIKit lays it out at the row height or item size it is given.
    // A collection view's cell in a layout that sizes items by their content is laid out at its
    // fitting height with rows, as UIKit sizes it (the canvas draws it at its item size).
    let isInSelfSizingCollection =
      element.name == "collectionViewCell"
      && pending.containerID.map(selfSizingCollections.contains) == true
    let sizesItemByContent =
      element.name == "collectionViewCell"
      && (sizesRowsByContent || (!readsAsCanvas && isInSelfSizingCollection))
    let hasFixedHeight =
      isTableCell
      ? !sizesRowsByContent && (isStatic || pending.table?.fixedRowHeight != nil)
      : !sizesItemByContent
    if hasFixedHeight, var height = contentFrame?.height {
      // At run time a row's content view is the row less its separator's pixel, whatever
      // the document recorded: Xcode 8 and earlier wrote 43 in a 44-point row, UIKit makes it
      // 43.5 at 2× (the fresh19 review: CustomSwipeCell's static rows measured 43 with rows).
      if !readsAsCanvas, isTableCell, let row = cellFrame?.height {
        height = max(0, row - template.separator.height(atScale: scale))
      }
      // A canvas whose content view fills the cell's recorded frame (Nordic Thingy's Xcode 11
      // static rows: cell and content view both 97) drew no separator pixel below it:
      // the row is the cell, and `--separator` adds nothing to it.
      if readsAsCanvas, isTableCell, let row = cellFrame?.height, height >= row {
        template.separator = .none
      }
      // At run time the row height prevails over the cell's own constraints; IB's canvas breaks
      // a table's row height instead, but keeps a collection view's item size (mmmcompanies'
      // 80 × 90 item, whose image is recorded 0.8 of 90 tall and the constraint below it
      // broken). Located at the cell, whose row height or item size it is, so that a
      // conflict's note points there.
      template = template.fixingHeight(
        height, prevails: !readsAsCanvas || !isTableCell, location: location(of: element))
    }
    checkLimits(of: template, viewCount: scope.viewCount, at: element)
    cells.append(template)
    records.append(
      InterfaceBuilderCellRecord(
        reuseIdentifier: key, hasReuseIdentifier: reuseIdentifier != nil,
        unqualifiedKey: reuseIdentifier ?? unnamedCellKey(ibID: ibID), ibID: ibID,
        contentViewID: contentViewID, containerID: pending.containerID,
        customClass: string(element, "customClass"), elementName: element.name,
        isStatic: isStatic,
        hasFixedHeight: hasFixedHeight && contentFrame != nil,
        isInSelfSizingTable: isTableCell && pending.table != nil && !hasFixedHeight,
        isInSelfSizingCollection: isInSelfSizingCollection,
        contentViewFrame: contentFrame,
        shownContentHeight: shownHeight,
        canvasLayoutMargins: canvasMargins != runTimeMargins ? canvasMargins : nil,
        runTimeLayoutMargins: canvasMargins != runTimeMargins ? runTimeMargins : nil,
        views: scope.records, placeholderConstraintIDs: scope.placeholderConstraintIDs))
  }

  /// The key of a cell without a reuse identifier: the file's name and the cell's object id.
  func unnamedCellKey(ibID: String) -> String {
    unnamedCellPrefix + "-" + ibID
  }

  /// Collects the constraints, layout guides and variations an element holds directly.
  func collectParts(of element: XMLElement, ownerID: String, scope: InterfaceBuilderCellScope) {
    for case .element(let child) in element.children {
      switch child.name {
      case "constraints":
        for constraint in children(of: child, named: "constraint") {
          scope.pendingConstraints.append((constraint, ownerID))
        }
      case "viewLayoutGuide":
        if let id = string(child, "id") {
          scope.guides[id] = InterfaceBuilderCellScope.Guide(
            ownerID: ownerID, isLayoutMargins: string(child, "key") == "layoutMargins",
            isScrollContent: string(child, "key") == "contentLayoutGuide")
        }
      default:
        continue
      }
    }
    applyVariations(of: element, scope: scope)
  }

  // MARK: - Layout margins

  /// The content view's layout margins.
  ///
  /// A table cell's content view takes its margins from the table (UIKit's cells and their
  /// content views preserve their superview's margins): 11 points above and below, and at the
  /// sides the system minimum margins of the table's controller: 16 or 20 points by the
  /// table's width (see ``EdgeInsets/tableCellContentMargins(tableWidth:)``), 15 for a table
  /// narrower than 375 points on the canvas of Xcode 10 and earlier
  /// (``olderCanvasNarrowTableSideMargin``), and 375-point ones too on the canvas of Xcode 8
  /// and earlier (``iOS11ToolsVersion``), and 375-point ones that are a subview of their view
  /// controller's view (`isInsideView`) on the canvas of Xcode 11 and earlier
  /// (``insideViewTableMarginsToolsVersion``); beside an accessory the trailing margin is
  /// ``trailingMargin(beside:isStyled:accessoryRoom:asCanvas:)``. A `.xib`'s cell in no table
  /// is drawn on its device's canvas (`canvasWidth`): the older canvases' narrow-table rule
  /// takes the wider of the cell and the device (a 320-point cell on a 375-point canvas of
  /// Xcode 10 has 16 points, the fresh19 review's ego-cms cell).
  /// Explicit margins (`<edgeInsets key="layoutMargins">`) replace them, or, when the content
  /// view preserves its superview's margins, are raised to them. A collection-view cell's content
  /// view has UIKit's plain 8 points, or its own explicit margins; on the canvas a `.xib`'s
  /// top-level one (`isTopLevel`) has them raised to a root view's
  /// (``rootViewMargins(width:raising:)``). With `asCanvas`, the margins
  /// the canvas of the Xcode that saved the document drew; without, UIKit's at run time.
  private func contentMargins(
    of cell: XMLElement, contentView: XMLElement?, isTableCell: Bool, tableWidth: Double?,
    isInsideView: Bool, screenWidth: Double?, canvasWidth: Double? = nil, isTopLevel: Bool,
    controllerWidth: Double?, accessory: CellAccessory, accessoryRoom: Double?,
    isStyled: Bool,
    asCanvas: Bool
  ) -> EdgeInsets {
    // The content view's own margins, else the cell's (`explicitContentMargins`).
    let own = layoutMargins(of: contentView)
    let cells = own == nil ? layoutMargins(of: cell) : nil
    let explicit = own ?? cells
    if !isTableCell, asCanvas, isTopLevel, let width = tableWidth {
      return Self.rootViewMargins(width: width, raising: explicit)
    }
    guard isTableCell else { return explicit ?? .defaultLayoutMargins }
    // A table cell's own margins reach its content view at the sides only: above and below the
    // content view keeps its own (UIKitLayoutRules.md, "Interface Builder's canvas").
    func reaching(_ base: EdgeInsets) -> EdgeInsets? { own ?? cells?.sides(over: base) }
    // Before Xcode 9.3 (iOS 11.3's SDK) IB drew a custom cell's content view with UIView's own
    // margins; a style cell places its own views.
    if !isStyled, asCanvas, wasSaved(before: Self.tableMarginsToolsVersion) {
      return reaching(.defaultLayoutMargins) ?? .defaultLayoutMargins
    }
    let width = tableWidth ?? CellPrototype.defaultWidth
    // The minimum margins are the view controller's, by its root view's width: a table
    // narrower or wider than that view keeps them; outside a controller, the screen's.
    var inherited = EdgeInsets.tableCellContentMargins(
      tableWidth: controllerWidth ?? max(width, screenWidth ?? 0))
    let drawnWidth = canvasWidth.map { max(width, $0) } ?? width
    let drawsIOS10Margins =
      wasSaved(before: InterfaceBuilderControlMetrics.iOS13ToolsVersion)
      && (drawnWidth < 375 || (drawnWidth == 375 && toolsVersion < Self.iOS11ToolsVersion))
    let drawsInsideViewMargins =
      isInsideView && width <= 375 && wasSaved(before: Self.insideViewTableMarginsToolsVersion)
    if asCanvas, drawsIOS10Margins || drawsInsideViewMargins {
      inherited.leading = Self.olderCanvasNarrowTableSideMargin
      inherited.trailing = Self.olderCanvasNarrowTableSideMargin
    }
    if InterfaceBuilderControlMetrics.iOS26ToolsVersions.contains(toolsVersion) {
      inherited.top = Self.iOS26VerticalMargin
      inherited.bottom = Self.iOS26VerticalMargin
    }
    if asCanvas, drawsOnSizeClassCanvas {
      inherited.leading = Self.sizeClassCanvasSideMargin
      inherited.trailing = Self.sizeClassCanvasSideMargin
    }
    if accessory != .none {
      inherited.trailing = trailingMargin(
        beside: accessory, isStyled: isStyled, accessoryRoom: accessoryRoom, asCanvas: asCanvas)
    }
    guard let explicit = reaching(inherited) else { return inherited }
    guard let contentView, isYes(contentView, "preservesSuperviewLayoutMargins") else {
      return explicit
    }
    return explicit.raised(to: inherited)
  }

  /// The margins IB's canvas draws a `.xib`'s top-level collection-view cell's content view
  /// with: the content view's own (`explicit`, else UIView's 8 on every side), raised to a
  /// root view's system minimum margins, none above and below and 16 points at the sides (20
  /// when the cell is wider than 375 points, as for table cells): IB draws a top-level view as
  /// a view controller's root view, and the content view preserves its cell's margins.
  ///
  /// Fitted on the tuning halves (vocable-ios, Xcode 11 to 13: nine cells, 269 to 666 points
  /// wide): views held to a 269-point cell's leading margin are recorded at x 16, to those of
  /// 523- to 666-point cells at x 20, content views whose margins are set to 0 included, and a
  /// label held to a content view's top and bottom margins 8 points in; cells inside a
  /// collection view keep UIView's 8 (11 of 12 such documents of the corpora read; GitHawk's
  /// frames are stale). At run time the cell is in a collection view: UIView's 8. The cell's
  /// own margins are the root view's alone (`raising` none: 0 above and below), which
  /// constraints to them use (vocable's keyboard key labels, held to the cell's top and bottom
  /// margins, at y 0 and as tall as the cell).
  static func rootViewMargins(width: Double, raising explicit: EdgeInsets?) -> EdgeInsets {
    var root = EdgeInsets.tableCellContentMargins(tableWidth: width)
    root.top = 0
    root.bottom = 0
    return (explicit ?? .defaultLayoutMargins).raised(to: root)
  }

  /// The margins the document gives the content view itself (`<edgeInsets key="layoutMargins">`
  /// or the directional form), else those it gives the cell; `nil` when it gives none.
  func explicitContentMargins(of cell: XMLElement, contentView: XMLElement?) -> EdgeInsets? {
    layoutMargins(of: contentView) ?? layoutMargins(of: cell)
  }

  /// Whether the document was drawn on the size-class canvas of Xcode 6 and 7 (no `<device>`, a
  /// `toolsVersion` below 11000), whose tables, 600 points wide for Any × Any, gave cells
  /// iOS 8 and 9's 15-point side margins whatever their width.
  ///
  /// Fitted on the tuning halves of the corpora: in such documents 34 built-in style text labels
  /// of tables 414 points wide or wider sit 15 points in (none at 20), as do the 19 of narrower
  /// tables; with a `<device>`, the labels of tables that wide sit 20 in. Apple TV documents
  /// had no size classes: realm's four tvOS storyboards (Xcode 7, no `<device>`) record their
  /// built-in style labels 20 points in, as their width's margins give.
  var drawsOnSizeClassCanvas: Bool {
    !isTVOS && !hasDevice && toolsVersion > 0 && toolsVersion < 11000
  }

  /// Whether the document is read as Interface Builder's canvas (``readsAsCanvas``) and was
  /// saved by an Xcode older than the one that first wrote `version` (a document without a
  /// `toolsVersion`, 0, is taken for a recent one).
  func drawsOnCanvas(savedBefore version: Int) -> Bool {
    readsAsCanvas && wasSaved(before: version)
  }

  /// Whether the document was saved by an Xcode older than the one that first wrote `version`
  /// (a document without a `toolsVersion`, 0, is taken for a recent one).
  func wasSaved(before version: Int) -> Bool {
    toolsVersion > 0 && toolsVersion < version
  }

  /// The side margins of cells on the size-class canvas (``drawsOnSizeClassCanvas``).
  static let sizeClassCanvasSideMargin: Double = 15

  /// The content view's trailing margin beside an accessory: where a built-in style's labels end.
  ///
  /// ``EdgeInsets/trailingMarginBesideAccessory`` (8 points) for custom cells and beside a
  /// disclosure indicator since Xcode 10.2. Two exceptions, fitted on the tuning halves of the
  /// corpora, for built-in styles:
  /// - beside a checkmark the labels reach the content view's edge (0): 6 of 7 style labels, in
  ///   documents of Xcode 7 to 12;
  /// - on the canvas of an Xcode before 10.2 (``olderCanvasDisclosureToolsVersion``) the labels
  ///   beside a disclosure indicator end 35 points before the cell's edge, whatever room the
  ///   content view leaves the chevron (33 or 34 points by Xcode): 56 of 56 labels, a margin of
  ///   2 or 1 (`accessoryRoom` is the cell's recorded width less its content view's).
  ///
  /// With `asCanvas` the canvas's margin, without it UIKit's at run time.
  func trailingMargin(
    beside accessory: CellAccessory, isStyled: Bool, accessoryRoom: Double?, asCanvas: Bool
  ) -> Double {
    guard isStyled else { return EdgeInsets.trailingMarginBesideAccessory }
    switch accessory {
    case .checkmark:
      return 0
    case .disclosureIndicator
    where asCanvas && wasSaved(before: Self.olderCanvasDisclosureToolsVersion):
      return max(0, Self.olderCanvasLabelEndBesideDisclosure - (accessoryRoom ?? 33))
    default:
      return EdgeInsets.trailingMarginBesideAccessory
    }
  }

  /// How far before the cell's trailing edge a built-in style's labels end beside a disclosure
  /// indicator on the canvas of an Xcode before 10.2 (see ``trailingMargin(beside:isStyled:accessoryRoom:asCanvas:)``).
  static let olderCanvasLabelEndBesideDisclosure: Double = 35

  /// The first `toolsVersion` seen (13529, Xcode 9.2) whose canvas gives table cells' content
  /// views the table's margins (11 points above and below, the table's at the sides) instead of
  /// UIView's 8.
  ///
  /// Fitted on the tuning halves of the corpora. In the documents of Xcode 9.0 to 9.2
  /// (`toolsVersion` 13122 to 13196: Chameleon, ARCharts, Dotzu, RxDataSources, Coding-iOS) and
  /// earlier, every constraint to a custom cell's top or leading margin places its view 8 points
  /// in, and to its bottom margin 7 to 8.5. In those of Xcode 9.3 (13771) all 8 constraints to
  /// the top margin place their view 11 points in (genadyo/WWDC 3, QuickBlox's `Main_3` 3,
  /// TradeIt's branded cell, Coding-iOS's `QBImagePicker`), the 6 to the bottom margin 11 or 10.5
  /// (in rows of 43.5 and 79.5 points, as in later documents), and 11 of 14 to a side margin the
  /// table's (16 in 375-point tables: QuickBlox 4, TradeIt 3, Ramotion's expanding-collection; 20
  /// in WWDC's 562- and 600-point ones, 3); WWDC's other 3 sit 8, 8 and 43 in. No document of
  /// 13197 to 13770 in those corpora holds a custom cell with a margin constraint. The fourth
  /// review's CardinalDebugToolkit stepper cell (`toolsVersion` 13529, 414 points wide) does:
  /// its label held to the top, leading and trailing margins is recorded at x 20, y 11, its
  /// stepper and text field held to the bottom margin end 10.5 above the bottom, as in Xcode 9.3
  /// and later. So the boundary lies between 13197 and 13529 (it was 13771, which put those
  /// views 8 in).
  static let tableMarginsToolsVersion = 13529

  /// The first `toolsVersion` seen (14868, after Xcode 10.1) whose canvas ends a built-in
  /// style's labels beside a disclosure indicator 8 points before the content view's edge.
  ///
  /// Before it they end 35 points before the cell's edge
  /// (``trailingMargin(beside:isStyled:accessoryRoom:asCanvas:)``). Fitted on the tuning halves: the
  /// first corpus's 32 labels of Xcode 9.3 and earlier (JSQDataSourcesKit's 5 and
  /// SharedImages' among them), and 24 of 24 default-style labels of documents of 14109 to
  /// 14490 (Xcode 10.0 and 10.1: Tagger, BetterLocalization, GitHawk, matomo-sdk-ios, Tropos,
  /// JNPhoneNumberView; a margin of 1 beside 34 points of room, 9 beside 26), where the first
  /// boundary, Xcode 10 (14000), had put 8. From 14868 (STBlueMS, SwipeCellKit, susi_iOS) every
  /// such label ends 8 points before the content view's edge. No document of 14491 to 14867
  /// in the corpora holds one, so the boundary is not known closer.
  static let olderCanvasDisclosureToolsVersion = 14868

  /// The side margins of tables narrower than 375 points on the canvas of Xcode 10 and earlier
  /// (a `toolsVersion` below ``InterfaceBuilderControlMetrics/iOS13ToolsVersion``): iOS 10's 15
  /// points, where Xcode 11's canvas draws the 16 of iOS 11 and later.
  ///
  /// Fitted on the tuning halves of the corpora: Rocket.Chat's `retina4_0` Subscriptions
  /// storyboard (Xcode 10.1, `toolsVersion` 14460; `../shared/ib-corpus`) and Awesome-ML's
  /// 333-point table (Xcode 10.0) place their views 15 points in; lexrus/VPNOn (Xcode 11,
  /// 15705), twilio-video-app (15505) and ForgeRock (17701) 16 in 320-point tables and cells.
  /// Against it: one view of WWDCast's Xcode 9.3 cell.
  static let olderCanvasNarrowTableSideMargin: Double = 15

  /// The first `toolsVersion` seen (17156, Xcode 12) whose canvas gives the cells of a table
  /// 375 points wide or narrower that is a subview of its view controller's view (not a table
  /// view controller's root view) the 16-point side margins of a root table, where earlier
  /// canvases draw them 15 points in (``olderCanvasNarrowTableSideMargin``).
  ///
  /// Read off built-in style cells (their labels sit at the leading margin) of the tuning halves
  /// and of the corpora read since: in documents of Xcode 9 to 11 (`toolsVersion` 13196 to
  /// 15702) every text label of such a 375-point table is 15 points in (4 of 4 in the tuning
  /// halves: RxDataSources, FSCalendar, BetterLocalization; 6 of 6 later: CarbonKit, ReactorKit,
  /// qroute-example, SkylinkSDK's three), where those of root tables of the same width and
  /// Xcodes are 16 in (62 of 75); narrower tables inside a view of Xcode 11 are 15 in too
  /// (STBlueMS's four, 304 to 359 points, `toolsVersion` 15505). From Xcode 12 they are 16
  /// in (FittedSheets 17156, Pulley 17701, mozo 20037, pia-foss' 23 of 24765). The views held to
  /// those cells' margins agree (Bluefruit's switch cell, 15705, its label at 15 and its switch
  /// 15 from the trailing edge). Against it: one of STBlueMS's (234 points, 14868), 16 in.
  static let insideViewTableMarginsToolsVersion = 17000

  /// The first `toolsVersion` of Xcode 9 (iOS 11's SDK): before it, Interface Builder's canvas
  /// draws a 375-point table's cells with iOS 10's 15-point side margins
  /// (``olderCanvasNarrowTableSideMargin``), where later ones draw 16.
  ///
  /// Read off built-in style cells (their labels sit at the leading margin) of the tuning
  /// halves: in documents of `toolsVersion` 6200 to 12121 every label is 15 points in, in
  /// tables 320 (27 labels), 343 and 375 points wide (51: DZNEmptyDataSet, Pokedex, Slide-iOS,
  /// collection-view-layout-examples, IBAnimatable, TradeIt), and in the wider tables of
  /// documents without a `<device>` (the size-class canvas, ``sizeClassCanvasSideMargin``);
  /// from 13122 (Xcode 9.0) 375-point tables put them 16 in (7 of 8 in 13122–13196, 19 of 19
  /// at 13771). Wider tables of documents with a device keep the width's 20 (no such label in
  /// the tuning halves says otherwise). Against it: IBAnimatable's default-style cells with an
  /// image (12120) draw the image at 16, their labels ending 15 before the edge.
  static let iOS11ToolsVersion = 13000

  /// The space between a subtitle cell's text and detail labels on the canvas of an Xcode before
  /// 9 (a `toolsVersion` below ``iOS11ToolsVersion``): none, where later canvases leave up to 3
  /// points as the row's room allows (`CellChrome.subtitleSpacing`).
  ///
  /// Read off the tuning halves of the corpora: the subtitle cells of documents of Xcode 7
  /// whose rows leave room for the space have their labels touching, the pair centred and its
  /// top rounded to the whole point (arex's 59.5-point row, `toolsVersion` 8121: a 19.5-point
  /// title at 12 and its detail at 31.5; LayerPlayer's 63-point row, 9059, with an image: 17
  /// and 32; rambler-it-ios's 101-point row, 10116: 35 and 54), where every such cell of Xcode
  /// 9.3 and later is spaced (QuickBlox's 13771, BetterLocalization, tpg-offline, The Blue
  /// Alliance, VPNOn, FirebaseUI, trailer, Iterable). No document of Xcode 8 or 9.0 to 9.2
  /// (11000 to 13770) in those halves holds such a cell: the boundary is taken at iOS 11's SDK,
  /// whose self-sizing rows brought the fitting pass the space belongs to; it is not known
  /// closer. UIKit does not document either.
  static let olderCanvasSubtitleSpacing: Double = 0

  /// A table cell's content view's top and bottom margins in iOS 26, the SDK of Xcode 26
  /// (``InterfaceBuilderControlMetrics/iOS26ToolsVersions``): 15 points, where earlier releases
  /// have 11.
  ///
  /// Read off the tuning halves: views held to the content view's top or bottom margin sit 15
  /// points in in NetNewsWire's Account, Settings and Inspector storyboards (`toolsVersion` 24506
  /// and 24765: text fields, labels 21.5 tall in 51.5-point rows), ruuvi's and Zavala's Settings
  /// (24506) and nRF-Mesh's DFU cells (24128: `topMargin + 8` at 23); documents of Xcode 15
  /// (`32700.99.1234`) and 16 (23xxx) keep 11.
  static let iOS26VerticalMargin: Double = 15

  /// UITableView's default row height on Xcode 26's canvas
  /// (``CellPrototype/defaultRowHeight``).
  static let iOS26DefaultRowHeight: Double = 51

  // MARK: - Limits

  private func checkLimits(of cell: CellPrototype, viewCount: Int, at element: XMLElement) {
    diagnostics += limits.problems(
      ofCellWithViews: viewCount, constraints: cell.constraints.count, at: location(of: element))
  }
}

extension InterfaceBuilderReader {
  /// What the IB id of a table-view cell with an accessory stands for in its constraints: the
  /// cell, whose trailing edge lies the accessory's room past the content view's.
  ///
  /// A constraint IB keeps on the cell itself (`<tableViewCell>`'s own `<constraints>`, relating
  /// a view to the cell's trailing edge) reaches past the content view by that room: GoMap's
  /// `POI.storyboard` pins a text field 34 points inside the trailing edge of a cell with a
  /// disclosure indicator, 393 wide around a 362.67-point content view. Only the accessory's room
  /// is taken from the frames: a cell without an accessory is filled by its content view at run
  /// time whatever frames IB kept (collection-view cells of older Xcodes keep a 50 × 50 content
  /// view inside a 160-point cell).
  func cellTarget(cellFrame: Rect?, contentFrame: Rect?) -> InterfaceBuilderCellScope.Target {
    guard let cellFrame, let contentFrame else { return .contentView }
    let room = cellFrame.width - contentFrame.x - contentFrame.width
    guard room > 1e-9 else { return .contentView }
    return .cell(outsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: room))
  }
}

extension InterfaceBuilderReader {
  /// Whether `collectionView`'s flow layout sizes its items by their content: its estimated
  /// item size is automatic (`automaticEstimatedItemSize="YES"`, which Xcode 11 and later write
  /// for a new collection view) or a size of its own (`<size key="estimatedItemSize">` above
  /// zero), either of which makes UICollectionViewFlowLayout ask each cell its fitting size.
  func sizesItemsByContent(_ collectionView: XMLElement) -> Bool {
    guard
      let layout = child(
        of: collectionView, key: "collectionViewLayout", named: "collectionViewFlowLayout")
    else { return false }
    if isYes(layout, "automaticEstimatedItemSize") { return true }
    guard let estimated = child(of: layout, key: "estimatedItemSize", named: "size") else {
      return false
    }
    return (number(estimated, "width", in: 0...100_000) ?? 0) > 0
      && (number(estimated, "height", in: 0...100_000) ?? 0) > 0
  }
}
