import ProtocellArchive
import ProtocellTemplates
import TextMeasurement

/// The result of laying out one cell for one row: its height, every view's frame, and what the
/// layout had to give up.
public struct CellLayout: Sendable, Hashable {
  /// The reuse identifier of the prototype.
  public var reuseIdentifier: String
  /// The width the cell was laid out at.
  public var width: Double
  /// The content view's width: ``width`` less an accessory's room (``CellChrome``), or the
  /// content view's own when the layout was given one; the frames are in it.
  public var contentWidth: Double
  /// The row height: the content view's fitting height rounded up to the device pixel, plus the
  /// separator when asked for.
  public var height: Double
  /// The content view's fitting height before rounding.
  public var contentHeight: Double
  /// Every view's frame in the content view, aligned to device pixels, by view id.
  public var frames: [String: Rect]
  /// Which views were hidden for this row, with every view inside a hidden one: UIKit draws
  /// none of them.
  public var hiddenViews: Set<String>
  /// The laid-out text of every label, by view id.
  public var labelLayouts: [String: LabelMeasurement]
  /// Where each label's lines sit in its frame, by view id: `left`, `center` or `right`, its
  /// natural alignment resolved by its direction (a label absent: left).
  public var lineAlignments: [String: TextAlignment] = [:]
  /// Required constraints that could not hold and were broken, as UIKit breaks them.
  public var brokenConstraints: [BrokenConstraint]
  /// Sizes below zero, a zero fitting height replaced by the default row height, and views the
  /// constraints leave ambiguous for this row (see ``LayoutWarning``).
  public var warnings: [LayoutWarning] = []

  /// Creates a layout.
  ///
  /// `contentWidth` is the content view's width, `width` when not given.
  public init(
    reuseIdentifier: String, width: Double, height: Double, contentHeight: Double,
    frames: [String: Rect], hiddenViews: Set<String>, labelLayouts: [String: LabelMeasurement],
    lineAlignments: [String: TextAlignment] = [:], brokenConstraints: [BrokenConstraint],
    warnings: [LayoutWarning] = [], contentWidth: Double? = nil
  ) {
    self.reuseIdentifier = reuseIdentifier
    self.width = width
    self.contentWidth = contentWidth ?? width
    self.height = height
    self.contentHeight = contentHeight
    self.frames = frames
    self.hiddenViews = hiddenViews
    self.labelLayouts = labelLayouts
    self.lineAlignments = lineAlignments
    self.brokenConstraints = brokenConstraints
    self.warnings = warnings
  }
}

/// A required constraint the layout broke because it conflicted with others.
public struct BrokenConstraint: Sendable, Hashable, CustomStringConvertible {
  /// The constraint broken.
  public var constraint: ConstraintOrigin
  /// The constraints it conflicted with (a smallest set the solver found).
  public var conflicts: [ConstraintOrigin]

  /// Creates a record.
  public init(constraint: ConstraintOrigin, conflicts: [ConstraintOrigin]) {
    self.constraint = constraint
    self.conflicts = conflicts
  }

  /// The conflicting constraints as messages name them, each once and in order: a pair of
  /// inequalities (a stack gap's `>=` and `<=`) reads as one constraint.
  public var conflictDescriptions: [String] { Self.distinctDescriptions(of: conflicts) }

  /// The conflicting constraints UIKit generates (none of the document's), named as
  /// ``conflictDescriptions`` names them.
  public var generatedConflictDescriptions: [String] {
    Self.distinctDescriptions(of: conflicts.filter { $0.templateConstraint == nil })
  }

  /// The descriptions of `origins`, each once, in order.
  package static func distinctDescriptions(of origins: [ConstraintOrigin]) -> [String] {
    var said: Set<String> = []
    return origins.map(\.description).filter { said.insert($0).inserted }
  }

  /// `broke 'a.width == 10' (conflicts with: …)`; with no conflicting constraint named (a
  /// baseline's offset the text sets), `(conflicts with the cell's own constraints)`.
  public var description: String {
    let conflicts = conflictDescriptions
    return "broke \(constraint) (conflicts with "
      + (conflicts.isEmpty ? "the cell's own constraints" : conflicts.joined(separator: "; "))
      + ")"
  }
}

/// Where a solver constraint came from: the template or one UIKit would generate.
public enum ConstraintOrigin: Sendable, Hashable, CustomStringConvertible {
  /// The template's constraint at this index of the cell's constraints.
  case template(index: Int, LayoutConstraint)
  /// A constraint UIKit generates (cell width, stack arrangement, …), described.
  case generated(String)
  /// A view's intrinsic-size constraint along one axis: its hugging or its compression
  /// resistance (`title intrinsic height compression resistance`).
  case intrinsic(view: String, axis: LayoutAxis, role: IntrinsicRole)

  /// Which of a view's two intrinsic-size constraints along an axis.
  public enum IntrinsicRole: Sendable, Hashable {
    /// The size at most the intrinsic one, at the view's content hugging priority.
    case hugging
    /// The size at least the intrinsic one, at its compression resistance priority.
    case compressionResistance
  }

  /// The template constraint's text, or the generated constraint's description; a constraint
  /// the table, collection view or a command set rather than the document's author says which
  /// (the row or item height, which a description without the cell cannot tell apart; an
  /// autoresizing mask).
  public var description: String {
    switch self {
    case .template(_, let constraint) where constraint.isFromAutoresizingMask:
      "'\(constraint)' (from its autoresizing mask)"
    case .template(_, let constraint)
    where constraint.identifier == CellPrototype.fixedHeightIdentifier:
      "'\(constraint)' (the row or item height)"
    case .template(_, let constraint): "'\(constraint)'"
    case .generated(let text): text
    case .intrinsic(let view, let axis, let role):
      "\(view) intrinsic \(axis == .horizontal ? "width" : "height") "
        + (role == .hugging ? "hugging" : "compression resistance")
    }
  }

  /// The template constraint, if it is one.
  public var templateConstraint: LayoutConstraint? {
    if case .template(_, let constraint) = self { return constraint }
    return nil
  }
}

/// How a layout is computed.
public struct LayoutOptions: Sendable, Hashable {
  /// The device scale (1, 2 or 3): sizes and frames align to its pixels.
  public var scale: Double
  /// Whether the row height includes the table's separator (1 pixel) when the cell has one.
  public var includesSeparator: Bool
  /// The most lines one label may take: a label that needs more fails the layout with
  /// ``LayoutError/tooManyLines(viewID:limit:)``, having broken no more than one line past it.
  ///
  /// Default: no limit (`Int.max`), as UIKit; `protocell measure` sets its `--max-label-lines`
  /// (1,000 by default).
  public var maximumLineCount: Int
  /// The longest text a row may give a label, in Unicode scalars: a longer one fails the layout
  /// with ``LayoutError/textTooLong(viewID:length:limit:)`` before it is measured.
  ///
  /// Default: no limit (`Int.max`), as UIKit; `protocell measure` sets its `--max-text-length`
  /// (100,000 by default). Set it (and ``maximumLineCount``) where rows come from users: a
  /// 10,000,000-character text takes seconds to measure even in a one-line label.
  public var maximumTextLength: Int
  /// Whether a label squeezed below its text's width gets the lines UILabel draws.
  ///
  /// On, such a label's text is laid out again at its frame's width for the result's
  /// ``CellLayout/labelLayouts`` (a one-line label's tail truncated); off, it keeps the lines
  /// of its text's own width, as the layout measured them. Heights and frames do not depend on
  /// it; drawing does (previews and snapshots turn it on), and it costs a second measurement of
  /// each such label.
  public var laysOutDrawnLines: Bool

  /// Creates options.
  public init(
    scale: Double = 2, includesSeparator: Bool = false, maximumLineCount: Int = .max,
    maximumTextLength: Int = .max, laysOutDrawnLines: Bool = false
  ) {
    self.scale = scale
    self.includesSeparator = includesSeparator
    self.maximumLineCount = maximumLineCount
    self.maximumTextLength = maximumTextLength
    self.laysOutDrawnLines = laysOutDrawnLines
  }
}
