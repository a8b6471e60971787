import ProtocellArchive
import ProtocellTemplates

/// Lays out one cell prototype, row after row: routes each row to a single-solver
/// ``LayoutSession`` and answers with its layout.
///
/// Each session turns the prototype into solver constraints once (the content view's width,
/// required, and its fitting height, as small as possible at `fittingSizeLevel` as
/// `systemLayoutSizeFitting` asks; every template constraint; the constraints UIStackView
/// generates; each view's intrinsic-size constraints at its hugging and compression-resistance
/// priorities), and a row then changes only what the row changes.
///
/// The engine chooses the session:
/// - **Sibling sessions, one per set of hidden arranged views.** Hiding or showing an arranged
///   view changes which constraints bind: its length along the stack's axis goes to zero, the
///   gaps beside it close, its containment across the axis is relaxed. Made in place that costs
///   the solver several pivots whenever a row hides other views than the previous row, which in
///   a feed of mixed rows is most rows. So a row goes to the session already in its set (up to
///   ``maximumSiblings`` besides the first), where only intrinsic sizes move. Hidden views
///   outside stacks change no constraint and take no part in the choice.
/// - **A fresh session at the width** when the width makes required constraints conflict in the
///   row's session: built at that width, it breaks constraints as UIKit would.
///
/// An engine is not thread-safe: use one per thread (``HeightCalculator`` keeps a pool).
public final class LayoutEngine {
  /// The most sibling sessions kept for other sets of hidden arranged views; rows in further
  /// sets are laid out in place by the first session.
  public static let maximumSiblings = 7

  /// UITableView's default row height, used when a cell's fitting height comes out zero.
  public static let defaultRowHeight = LayoutSession.defaultRowHeight

  /// The widest table a row is laid out for: 1,000,000 points (a wider one throws
  /// ``LayoutError/invalidWidth(_:)``; `protocell measure`'s `--width` stops at 100,000).
  public static let maximumWidth = 1_000_000.0

  /// The largest device scale a row is laid out at (``LayoutOptions/scale``): 10.
  public static let maximumScale = 10.0

  /// The largest side of an image size a row gives (``CellContent/imageSizes``, or a row's
  /// `{"width": …, "height": …}`): 1,000,000 points.
  public static let maximumImageSide = RowBinding.maximumImageSide

  /// The prototype laid out.
  public var prototype: CellPrototype { primary.prototype }
  /// The most solver work building one session may take (see ``Cassowary/Solver/work``).
  public var maximumLayoutWork: Int { primary.maximumLayoutWork }
  /// The solver work the first session has done so far, building the prototype and laying out
  /// rows, to compare with ``maximumLayoutWork``.
  public var solverWork: Int { primary.solverWork }

  /// The session built first; rows in its set of hidden arranged views stay in it.
  let primary: LayoutSession
  /// Sibling sessions by the hidden flags of the arranged views (bit *i* for the *i*th).
  @exclusivity(unchecked) var siblings: [UInt64: LayoutSession] = [:]
  /// Sessions built for sets of hidden arranged views and never laid out on, kept to be copied
  /// by ``copy(forLayingOut:)``.
  @exclusivity(unchecked) var builtSessions: [UInt64: LayoutSession] = [:]
  /// The prototype as given, before a built-in style's constraints are added: the source of
  /// ``marginVariants``.
  let original: CellPrototype
  /// Engines for the prototype at the other side margins of its table, by margin, built on
  /// first use (``CellPrototype/sideMarginsFollowWidth``).
  @exclusivity(unchecked) var marginVariants: [Double: LayoutEngine] = [:]
  /// The side margin of the engine in ``marginVariants`` that laid out the last row, if one
  /// did: the validator's queries ask it then.
  @exclusivity(unchecked) var lastVariantSide: Double?
  /// The session that laid out the last row: the validator's queries ask it.
  @exclusivity(unchecked) var lastSession: LayoutSession

  /// Builds the first session for a prototype at its default width.
  ///
  /// Required constraints that conflict are broken (left out) as UIKit breaks them, and reported
  /// in every ``CellLayout`` of this engine. Building stops once the solver has done
  /// `maximumLayoutWork` work; every layout then throws
  /// ``LayoutError/tooComplex(reuseIdentifier:maximumLayoutWork:)``.
  ///
  /// - Parameters:
  ///   - prototype: The prototype.
  ///   - measurer: How labels are measured.
  ///   - maximumLayoutWork: The most solver work building may take; by default the template
  ///     limit's (``TemplateLimits/maximumLayoutWork``).
  /// - Complexity: Proportional to the solver work of adding every constraint once, at most
  ///   `maximumLayoutWork`.
  public init(
    prototype: CellPrototype, measurer: any LabelMeasuring,
    maximumLayoutWork: Int = TemplateLimits.default.maximumLayoutWork
  ) {
    original = prototype
    // A built-in style's standard views get UIKit's constraints for the style.
    primary = LayoutSession(
      prototype: CellChrome.applyingStyle(to: prototype), measurer: measurer,
      maximumLayoutWork: maximumLayoutWork)
    lastSession = primary
  }

  /// An engine in `other`'s state, sharing no mutable state with it (see ``copy()``).
  private init(copying other: LayoutEngine) {
    original = other.original
    marginVariants = other.marginVariants.mapValues { $0.copy() }
    lastVariantSide = other.lastVariantSide
    primary = other.primary.copy()
    siblings = other.siblings.mapValues { $0.copy() }
    if other.lastSession === other.primary {
      lastSession = primary
    } else if let key = other.siblings.first(where: { $0.value === other.lastSession })?.key,
      let sibling = siblings[key]
    {
      lastSession = sibling
    } else {
      // A session built for a conflicting width, which only the validator's queries read.
      lastSession = other.lastSession.copy()
    }
  }

  /// An engine that starts where this one stands, without building the prototype again.
  ///
  /// A copy of a freshly built engine lays a row out as a freshly built engine does: the same
  /// constraints in the same solver state, so the same answer even where the constraints leave
  /// the layout open (which an engine that laid out other rows first might answer otherwise).
  /// That makes a layout depend on its own row alone, at a fraction of the cost of a build.
  ///
  /// The copy shares no mutable state with this engine (each session's solver, slots and
  /// adjustable constraints are copied; variables, constraints and the measurer are shared), so
  /// rows laid out on either leave the other as it was. Use the copy on one thread, and do not
  /// lay rows out on this engine while it is being copied.
  ///
  /// - Returns: The copy.
  /// - Complexity: O(*s* × (*v* + *c*)) for *s* sessions of *v* views and *c* adjustable stack
  ///   constraints; each solver's arrays are copied as either engine first changes them.
  public func copy() -> LayoutEngine { LayoutEngine(copying: self) }

  /// Lays the cell out for one row's content at a width.
  ///
  /// - Parameters:
  ///   - content: What the row puts into the cell (see ``CellContent/init(row:for:)``).
  ///   - width: The table's width for the cell, in points.
  ///   - options: Scale and separator.
  /// - Returns: The height and frames UIKit would give the cell.
  /// - Throws: ``LayoutError`` for an invalid width or scale, or a label that cannot be measured.
  /// - Complexity: Proportional to the solver work for the constants the row changes, plus the
  ///   text measurement of its labels (cached by the measurer); a build of the prototype's solver
  ///   the first time a set of hidden arranged views, or a conflicting width, is met.
  public func layout(
    _ content: CellContent = CellContent(), width: Double, options: LayoutOptions = LayoutOptions()
  ) throws(LayoutError) -> CellLayout {
    let variant = marginVariant(forWidth: width)
    lastVariantSide = variant?.side
    if let variant { return try variant.engine.layout(content, width: width, options: options) }
    let (session, flagsRead) = self.session(for: content)
    lastSession = session
    if let layout = try session.layout(
      content, width: width, options: options, hiddenFlagsRead: flagsRead)
    {
      return layout
    }
    let fresh = freshSession(width: width)
    lastSession = fresh
    // A session built at the width holds it already, so it lays the row out.
    guard let layout = try fresh.layout(content, width: width, options: options) else {
      throw .invalidWidth(width)
    }
    return layout
  }

  /// The row height alone: ``layout(_:width:options:)`` without collecting frames and text
  /// layouts, for height callbacks that need nothing else.
  ///
  /// - Parameters:
  ///   - content: What the row puts into the cell.
  ///   - width: The table's width for the cell, in points.
  ///   - options: Scale and separator.
  /// - Returns: The height UIKit would give the cell.
  /// - Throws: ``LayoutError``, as ``layout(_:width:options:)``.
  public func height(
    _ content: CellContent = CellContent(), width: Double, options: LayoutOptions = LayoutOptions()
  ) throws(LayoutError) -> Double {
    let variant = marginVariant(forWidth: width)
    lastVariantSide = variant?.side
    if let variant { return try variant.engine.height(content, width: width, options: options) }
    let (session, flagsRead) = self.session(for: content)
    lastSession = session
    if let height = try session.height(
      content, width: width, options: options, hiddenFlagsRead: flagsRead)
    {
      return height
    }
    return try layout(content, width: width, options: options).height
  }

  // MARK: - Routing

  /// The session to lay a row out on: the first one, or the sibling whose arranged views are
  /// hidden as the row hides them, built on first use; and whether the session has read the
  /// row's hidden flags already (the first one reads them to choose), so that it need not read
  /// them again.
  ///
  /// - Complexity: O(*a*) in the number of arranged views, plus a build of the prototype's solver
  ///   the first time a set is met.
  private func session(for content: CellContent) -> (LayoutSession, hiddenFlagsRead: Bool) {
    guard let (wanted, current) = primary.hiddenArrangedSets(for: content) else {
      return (primary, false)
    }
    if wanted == current { return (primary, true) }
    if let sibling = siblings[wanted] { return (sibling, false) }
    guard siblings.count < Self.maximumSiblings else { return (primary, true) }
    let sibling = LayoutSession(
      prototype: primary.prototype, measurer: primary.measurer,
      maximumLayoutWork: primary.maximumLayoutWork)
    siblings[wanted] = sibling
    return (sibling, false)
  }

  /// The engine for a row at `width` when the prototype's side margins follow its table's width
  /// and that width's differ from the prototype's (16 points up to 375, 20 wider:
  /// ``EdgeInsets/tableCellContentMargins(tableWidth:)``), built on first use, with that side
  /// margin (its key in ``marginVariants``); `nil` when this engine lays the row out.
  ///
  /// At the prototype's own width its margins stay as its source gave them: a table narrower
  /// or wider than its view controller has the controller's margins (a 334-point table in a
  /// 414-point screen 20, not 16; the library review: emqx's 383-point table in a 375-point
  /// view went from 16 to 20, and its validation found ambiguities that were not there).
  func marginVariant(forWidth width: Double) -> (side: Double, engine: LayoutEngine)? {
    guard original.sideMarginsFollowWidth, width.isFinite, width > 0,
      abs(width - original.width) > 0.5
    else { return nil }
    let side = EdgeInsets.tableCellContentMargins(tableWidth: width).leading
    guard side != original.layoutMargins.leading else { return nil }
    if let variant = marginVariants[side] { return (side, variant) }
    var prototype = original
    prototype.layoutMargins.leading = side
    // Beside an accessory the trailing margin is the accessory's, whatever the width.
    if prototype.accessory == .none { prototype.layoutMargins.trailing = side }
    prototype.sideMarginsFollowWidth = false
    let variant = LayoutEngine(
      prototype: prototype, measurer: primary.measurer,
      maximumLayoutWork: primary.maximumLayoutWork)
    marginVariants[side] = variant
    return (side, variant)
  }

  /// The engine that laid out the last row when it was one of ``marginVariants``.
  private var lastVariant: LayoutEngine? { lastVariantSide.flatMap { marginVariants[$0] } }

  /// A session built at `width`, for a width that makes required constraints conflict.
  private func freshSession(width: Double) -> LayoutSession {
    var prototype = primary.prototype
    prototype.width = width
    return LayoutSession(
      prototype: prototype, measurer: primary.measurer,
      maximumLayoutWork: primary.maximumLayoutWork)
  }

  // MARK: - Validation queries

  /// The visible views whose position or size the constraints leave open, after the last row.
  func ambiguities() -> [LayoutSession.Ambiguity] {
    lastVariant?.ambiguities() ?? lastSession.ambiguities()
  }

  /// Whether the constraints above the fitting priority hold the content view's height, and
  /// which views move when they do not, in the session that laid out the last row (see
  /// ``LayoutSession/probeFittingHeight()``).
  func probeFittingHeight() -> LayoutSession.FittingHeightProbe {
    lastVariant?.probeFittingHeight() ?? lastSession.probeFittingHeight()
  }
}
