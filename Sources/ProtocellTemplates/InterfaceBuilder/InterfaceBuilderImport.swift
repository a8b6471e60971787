import ProtocellDiagnostics

/// What reading one Interface Builder document (`.xib` or `.storyboard`) produced: its cells in
/// Protocell's model, what Interface Builder recorded about each view, and the diagnostics.
public struct InterfaceBuilderImport: Sendable {
  /// The cells, as templates: every command lays them out like cells of a template file.
  public var file: TemplateFile
  /// The source, for diagnostic snippets.
  public var source: SourceFile
  /// What the importer found wrong or could not carry over, located in the IB file.
  public var diagnostics: [Diagnostic]
  /// What Interface Builder recorded about each cell, in the order of ``file``'s cells.
  public var cells: [InterfaceBuilderCellRecord]
  /// The screen scale of the device the document is designed on (`<device id="retina4_7">` is
  /// 2, `retina5_9` 3; 2 without a `<device>`): IB's recorded label heights are rounded up to
  /// its pixel, so lay the cells out at this scale to compare frames.
  public var scale: Double = 2
}

/// What Interface Builder recorded about one cell: its object id and the frames it laid out.
public struct InterfaceBuilderCellRecord: Sendable, Hashable {
  /// The key of the cell in the ``TemplateFile``: its reuse identifier, or, for a cell without
  /// one, the file's name and the cell's object id (`ALCell-KE4-nN-LJX`).
  public var reuseIdentifier: String
  /// Whether the document gave the cell a reuse identifier.
  public var hasReuseIdentifier: Bool
  /// The cell's key before any qualification: its reuse identifier as the document writes it
  /// (`Cell`, where ``reuseIdentifier`` may be `Cell@tbl-01-abc`), or the unnamed cell's key.
  public var unqualifiedKey: String = ""
  /// The cell's IB object id (`KE4-nN-LJX`).
  public var ibID: String
  /// The IB object id of the cell's content view, if it has one.
  public var contentViewID: String? = nil
  /// The object id of the table or collection view that holds the cell, if one does: what
  /// qualifies its key when its reuse identifier does not name it alone (`Cell@tbl-01-abc`).
  public var containerID: String? = nil
  /// The cell's custom class (`customClass="OperationTableViewCell"`), if any: the name a
  /// developer knows a `.xib` cell by, often its only one.
  public var customClass: String? = nil
  /// `tableViewCell` or `collectionViewCell`.
  public var elementName: String
  /// Whether the cell is a static cell (of a `dataMode="static"` table).
  public var isStatic: Bool
  /// Whether the cell's height is set from outside its content.
  ///
  /// Static cells, cells of a table with a fixed `rowHeight` and collection view cells (sized by
  /// their layout) are laid out at IB's recorded content-view height, by a required
  /// `superview.height` constraint with the identifier `IB-fixed-height`, instead of at their
  /// fitting height. A cell of a table whose rows size themselves, or a top-level `.xib` table
  /// cell, is self-sizing.
  public var hasFixedHeight: Bool = false
  /// Whether the cell is a prototype of a table in the document whose rows size themselves:
  /// UIKit gives its rows their fitting height (a top-level `.xib` cell's table is the app's,
  /// unknown here).
  public var isInSelfSizingTable: Bool = false
  /// Whether the cell is an item of a collection view in the document whose layout sizes its
  /// items by their content (`automaticEstimatedItemSize`, or an estimated item size): UIKit
  /// gives it its fitting size.
  public var isInSelfSizingCollection: Bool = false
  /// The content view's frame as IB recorded it, in the cell's coordinates.
  public var contentViewFrame: Rect?
  /// The content view's height as the document shows it, which messages quote.
  ///
  /// ``contentViewFrame``'s height, or, where that rect is stale (an Xcode 6 or 7 `.xib`'s
  /// 320 × 43 under a cell 100 tall whose views fill it), the cell's frame's less its
  /// separator. The layout keeps ``contentViewFrame``.
  public var shownContentHeight: Double? = nil
  /// The content view's layout margins on the canvas of the Xcode that saved the document.
  ///
  /// Set when UIKit gives the cell other ones at run time (``runTimeLayoutMargins``): UIView's 8
  /// points before Xcode 9.2, iOS 10's 15 at the sides of a narrow table before Xcode 11, …;
  /// `nil` when they are the same. The frames IB recorded were laid out with them.
  public var canvasLayoutMargins: EdgeInsets? = nil
  /// The content view's layout margins at run time, set beside ``canvasLayoutMargins`` when the
  /// two differ; `nil` when they are the same.
  public var runTimeLayoutMargins: EdgeInsets? = nil
  /// Every view of the cell that IB declares, depth first, parents before children.
  public var views: [InterfaceBuilderViewRecord]
  /// The IB ids of the cell's design-time constraints (`placeholder="YES"`, "Remove at build
  /// time") that a canvas read kept: the app never has them, so one that breaks says so.
  public var placeholderConstraintIDs: Set<String> = []

  /// The record of the view with the given name, if any.
  public func view(named name: String) -> InterfaceBuilderViewRecord? {
    views.first { $0.name == name }
  }

  /// The heights IB recorded for the cell's labels, by name: those neither misplaced nor
  /// ambiguous, which tell how its canvas rounded each one's text
  /// (``CellPrototype/recordedLabelHeights``).
  public var recordedLabelHeights: [String: Double] {
    var heights: [String: Double] = [:]
    for view in views where view.elementName == "label" && !view.isMisplaced && !view.isAmbiguous {
      if let frame = view.frame { heights[view.name] = frame.height }
    }
    return heights
  }
}

/// What Interface Builder recorded about one view: its id, its name in the model, its frame.
public struct InterfaceBuilderViewRecord: Sendable, Hashable {
  /// The view's `id` in the model (from an outlet, `userLabel` or its text).
  public var name: String
  /// The view's IB object id (`Tg1-La-Nh1`).
  public var ibID: String
  /// The IB element (`label`, `stackView`, `switch`, …).
  public var elementName: String
  /// The name Xcode's document outline shows for the view (`Title`, `Image View`), by which
  /// fix-its name it in Interface Builder's terms
  /// (``InterfaceBuilderNaming/outlineName(userLabel:text:customClass:elementName:)``).
  public var outlineName = ""
  /// The frame IB recorded, in its superview's coordinates, if it recorded one (Xcode 8 files
  /// omit frames the constraints imply).
  public var frame: Rect?
  /// The same frame in the content view's coordinates, if every ancestor has a frame too.
  public var frameInContentView: Rect?
  /// Whether IB marks the frame as not matching the constraints (`misplaced="YES"`).
  public var isMisplaced: Bool
  /// Whether IB marks the view's layout as ambiguous (`ambiguous="YES"`).
  public var isAmbiguous: Bool
  /// Whether IB's canvas sized the view by a design-time placeholder
  /// (`placeholderIntrinsicWidth`/`Height`), which UIKit ignores at run time: its recorded frame
  /// is not what the layout gives it.
  public var hasPlaceholderIntrinsicSize = false
  /// A text-style label's font as the canvas of the Xcode that saved the document drew it, set
  /// only where it differs from the font the cell was read with: Xcode 7 drew text styles at
  /// Medium and Xcode 12.5 to 13 at xSmall (``InterfaceBuilderReader/textStyleCategory``), and
  /// the frames IB recorded were laid out with it.
  public var canvasFont: FontSpec? = nil
  /// Where the view's element starts.
  public var location: SourceLocation?
  /// Where the frame IB recorded is written (its `<rect key="frame">`), for a view IB flags
  /// misplaced or ambiguous that has one; `nil` otherwise.
  public var frameLocation: SourceLocation?
}
