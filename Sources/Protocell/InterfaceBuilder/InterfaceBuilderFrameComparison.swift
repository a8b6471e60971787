/// Interface Builder's own frames as a reference: each cell of a document laid out at the
/// content-view size IB recorded, and every view's frame compared with IB's.
///
/// Vertical geometry (y, height) and horizontal geometry (x, width) are counted separately:
/// the first depends on vertical font metrics only (matched by ``VerticalMetrics/iOSSystemFont``),
/// the second on glyph advances too. Views IB marks misplaced or ambiguous, and views without a
/// recorded frame, are not compared; each is listed with its reason.
public struct InterfaceBuilderFrameComparison: Sendable {
  /// One compared view that differs from IB by more than the tolerance on one axis.
  public struct Miss: Sendable, Hashable, CustomStringConvertible {
    /// The cell's key.
    public var cell: String
    /// The view's name in the model.
    public var view: String
    /// The view's IB object id.
    public var ibID: String
    /// Whether the miss is vertical (y or height) rather than horizontal (x or width).
    public var isVertical: Bool
    /// IB's frame, in the content view.
    public var expected: Rect
    /// Ours.
    public var actual: Rect
    /// Why, as far as it can be told: which figure differs, and the view's kind.
    public var reason: String

    /// `Cell/view (ibID) vertical: IB (…) ours (…): reason`.
    public var description: String {
      "\(cell)/\(view) (\(ibID)) \(isVertical ? "vertical" : "horizontal"): IB \(expected), ours \(actual): \(reason)"
    }
  }

  /// Something not compared, and why.
  public struct Skip: Sendable, Hashable, CustomStringConvertible {
    /// The cell's key.
    public var cell: String
    /// The view's name, or `nil` when the whole cell was skipped.
    public var view: String?
    /// Why it was not compared.
    public var reason: String

    /// `Cell/view: reason`.
    public var description: String { "\(cell)\(view.map { "/\($0)" } ?? ""): \(reason)" }
  }

  /// The document's path.
  public var path: String
  /// Cells laid out at IB's recorded size.
  public var cellsLaidOut = 0
  /// Views whose frames were compared.
  public var viewsCompared = 0
  /// Compared views whose y and height are within the tolerance of IB's.
  public var verticalMatches = 0
  /// Compared views whose x and width are within the tolerance of IB's.
  public var horizontalMatches = 0
  /// Every compared view outside the tolerance, per axis.
  public var misses: [Miss] = []
  /// Cells and views not compared.
  public var skipped: [Skip] = []

  /// The tolerance, in points.
  public static let tolerance = 0.5

  /// Compares every cell of an imported document with IB's frames.
  ///
  /// - Parameters:
  ///   - document: The import, with IB's records.
  ///   - measurer: How labels are measured (IB documents' system fonts use the iOS profile).
  public init(_ document: InterfaceBuilderImport, measurer: FontTextMeasurer) {
    path = document.file.path
    for (prototype, record) in zip(document.file.cells, document.cells) {
      compare(prototype, record, scale: document.scale, measurer: measurer)
    }
  }

  private mutating func compare(
    _ prototype: CellPrototype, _ record: InterfaceBuilderCellRecord, scale: Double,
    measurer: FontTextMeasurer
  ) {
    let cell = record.reuseIdentifier
    guard let content = record.contentViewFrame else {
      skipped.append(Skip(cell: cell, view: nil, reason: "IB recorded no frame for the cell"))
      return
    }
    let layout: CellLayout
    do {
      layout = try Self.layout(prototype, at: content, scale: scale, measurer: measurer)
    } catch {
      skipped.append(Skip(cell: cell, view: nil, reason: "layout failed: \(error)"))
      return
    }
    cellsLaidOut += 1
    for view in record.views {
      if let reason = Self.reasonNotToCompare(view) {
        skipped.append(Skip(cell: cell, view: view.name, reason: reason))
        continue
      }
      guard let expected = view.frameInContentView, let ours = layout.frames[view.name] else {
        continue
      }
      viewsCompared += 1
      /// Whether one axis matches; a miss is recorded with its reason.
      func matches(
        isVertical: Bool, position: (Double, Double), size: (Double, Double),
        names: (String, String)
      ) -> Bool {
        let tolerance = Self.tolerance
        if abs(position.0 - position.1) <= tolerance && abs(size.0 - size.1) <= tolerance {
          return true
        }
        misses.append(
          Miss(
            cell: cell, view: view.name, ibID: view.ibID, isVertical: isVertical,
            expected: expected, actual: ours,
            reason: Self.reason(
              kind: view.elementName, position: position, size: size, sizeName: names.1,
              positionName: names.0)))
        return false
      }
      if matches(
        isVertical: true, position: (ours.y, expected.y), size: (ours.height, expected.height),
        names: ("y", "height"))
      {
        verticalMatches += 1
      }
      if matches(
        isVertical: false, position: (ours.x, expected.x), size: (ours.width, expected.width),
        names: ("x", "width"))
      {
        horizontalMatches += 1
      }
    }
  }

  /// A cell laid out at the content-view size IB recorded, as IB's canvas lays it out.
  ///
  /// - Parameters:
  ///   - prototype: The cell.
  ///   - content: The content view's frame IB recorded.
  ///   - scale: The document's scale.
  ///   - measurer: How labels are measured.
  /// - Returns: The layout, frames in the content view's coordinates.
  /// - Throws: What the layout throws.
  static func layout(
    _ prototype: CellPrototype, at content: Rect, scale: Double, measurer: any LabelMeasuring
  ) throws -> CellLayout {
    var fixed = prototype.fixingHeight(content.height, prevails: false)
    // At the content view's recorded size: an accessory's narrowing is IB's, not ours to check.
    fixed.width = content.width
    fixed.accessory = .none
    return try LayoutEngine(prototype: fixed, measurer: measurer).layout(
      width: content.width, options: LayoutOptions(scale: scale))
  }

  /// Why a view is not compared, or `nil` when it is.
  static func reasonNotToCompare(_ view: InterfaceBuilderViewRecord) -> String? {
    if view.isMisplaced { return "IB marks it misplaced: its recorded frame is not its layout" }
    if view.isAmbiguous { return "IB marks its layout ambiguous" }
    if view.hasPlaceholderIntrinsicSize {
      return "IB's canvas sized it by a placeholder intrinsic size, which UIKit ignores at run time"
    }
    if view.frame == nil { return "IB recorded no frame (Xcode 8 omits frames constraints imply)" }
    if view.frameInContentView == nil { return "an ancestor has no recorded frame" }
    return nil
  }

  /// Which figure differs: the size (for text views, the text's measurement), or only the
  /// position (the view is placed after, or centred on, something that differs).
  static func reason(
    kind: String, position: (ours: Double, ib: Double), size: (ours: Double, ib: Double),
    sizeName: String, positionName: String
  ) -> String {
    let textKinds: Set<String> = ["label", "button", "textView", "textField"]
    if abs(size.ours - size.ib) > tolerance {
      let what =
        textKinds.contains(kind) ? "\(kind) \(sizeName) (text measurement)" : "\(kind) \(sizeName)"
      return "\(what): ours \(size.ours.compactDescription), IB \(size.ib.compactDescription)"
    }
    return
      "\(kind) \(positionName) only (its margin, or a view it is placed against, differs): ours \(position.ours.compactDescription), IB \(position.ib.compactDescription)"
  }
}
