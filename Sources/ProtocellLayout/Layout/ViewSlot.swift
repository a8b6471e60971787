import Cassowary
import ProtocellArchive
import ProtocellTemplates
import TextMeasurement

/// The solver's view of one view of a prototype: its frame variables and the constraints the
/// layout pass keeps for it (intrinsic size, baseline offsets), which change per row.
///
/// The constants are the view's part of the session's ``SessionStructure``; the variables are
/// its per-row state. Only the session's own methods touch a slot, one access at a time, so the
/// dynamic exclusivity checks a class's mutable properties cost on every access (several per
/// label per row) are switched off for them, as ``Solver`` does for its tableau.
final class ViewSlot {
  let node: ViewNode
  // The node's fields the row path reads are copied out once: reading them through `node`
  // copies (and retains) more of the node than the field. The strings get storage of their own
  // (see `unshared(_:)`).
  /// The view's id.
  let id: String
  /// The template's explicit intrinsic size.
  let templateIntrinsicSize: IntrinsicSize
  /// Whether the template hides the view.
  let isTemplateHidden: Bool
  /// A label's template text, shown by rows without a text of their own.
  let templateText: String
  /// A label's most lines, line breaking and extra space between lines (1, word wrap and 0 for
  /// other views).
  let lineSettings: (numberOfLines: Int, lineBreakMode: LineBreakMode, lineSpacing: Double)
  /// The node's content by kind, read out once: the row path reads them for every row.
  let label: LabelContent?
  /// Whether the view is a text view (a label with a ``LabelContent/textContainer``).
  let isTextView: Bool
  let image: ImageContent?
  let stack: StackConfiguration?
  /// Whether the view is a label, and whether it is one that wraps (more than one line).
  let isLabel: Bool
  let isWrappingLabel: Bool
  /// The explicit `preferredMaxLayoutWidth` a label that wraps is measured at, if it has one.
  let preferredWidth: Double?
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable

  /// The stack (index into the session's slots) that arranges this view, if any.
  let arrangingStack: Int?
  /// For labels: the first baseline's offset from the top and the last's from the bottom
  /// (``LabelBaselines``).
  ///
  /// Made on first use, as most labels' baselines are not used; they enter the solver with the
  /// first constraint that uses them, pinned per row by two required inequalities each
  /// (``baselinePins``; see `LayoutSession.pinBaselines(of:)`).
  var baselineShifts: (first: Variable, last: Variable)? {
    if isLabel, madeBaselineShifts == nil {
      madeBaselineShifts = (
        Variable("\(node.id).firstBaselineShift"), Variable("\(node.id).lastBaselineShift")
      )
    }
    return madeBaselineShifts
  }
  /// The baseline shifts once made (a stored property a ``copy()`` reads without making them).
  @exclusivity(unchecked) private var madeBaselineShifts: (first: Variable, last: Variable)?
  /// `shift >= value` and `shift <= value` for the first and then the last shift; empty until a
  /// constraint uses the baselines.
  @exclusivity(unchecked) var baselinePins: [Constraint] = []
  /// The first and last baseline shifts the pins hold now.
  @exclusivity(unchecked) var appliedBaselineShifts: [Double] = [0, 0]

  /// `width <= w @hugging`, `width >= w @compressionResistance`; `nil` when not in the solver.
  @exclusivity(unchecked) var intrinsicWidthConstraints: IntrinsicConstraints?
  @exclusivity(unchecked) var intrinsicHeightConstraints: IntrinsicConstraints?
  /// The intrinsic size currently applied.
  @exclusivity(unchecked) var appliedIntrinsicWidth: Double?
  @exclusivity(unchecked) var appliedIntrinsicHeight: Double?

  /// For labels: the width the text was last measured at (nil: unbounded).
  @exclusivity(unchecked) var measuredAtWidth: Double??
  /// For labels: the last measurement, applied to the solver (its size and baselines).
  @exclusivity(unchecked) var measurement: LabelMeasurement?
  /// The size of ``measurement``, read per row without copying the measurement's lines.
  @exclusivity(unchecked) var measuredSize = Size(width: 0, height: 0)
  /// The text, width and scale ``measurement`` was made for; the label's other settings never
  /// change, so these tell whether a request repeats the last one.
  @exclusivity(unchecked) var lastText: String?
  @exclusivity(unchecked) var lastMaxWidth: Double?
  @exclusivity(unchecked) var lastScale = 0.0
  /// For labels measured by a ``FontTextMeasurer``: the label's font, resolved when the slot is
  /// made.
  let font: ResolvedFont?
  /// Why the label's font could not be resolved, thrown when the label is measured.
  let fontFailure: (any Error)?
  /// For a titled button, its title's baseline as an offset from the button's vertical centre:
  /// the title is one line centred in the button, so the offset is the font's ascender less
  /// half its line height.
  let titleBaselineOffset: Double?
  /// For wrapping labels: whether the constraints fix the label's width whatever its text (both
  /// edges pinned, say), so that the text can be measured straight at the laid-out width.
  @exclusivity(unchecked) var hasContentIndependentWidth = false
  /// Whether the view is hidden for the current row.
  @exclusivity(unchecked) var isHidden: Bool
  /// For image views: whether the current row leaves the view without an image (none in the
  /// template, none in the row).
  @exclusivity(unchecked) var lacksImage = false

  /// Makes the slot of a view arranged by the stack in slot `arrangingStack`, if any;
  /// `fontMeasurer`, when the labels are measured with real fonts, resolves a label's font now
  /// rather than per row.
  init(
    node: ViewNode, arrangingStack: Int?, fontMeasurer: FontTextMeasurer?,
    ideographScale: Double? = nil
  ) {
    self.node = node
    self.arrangingStack = arrangingStack
    id = Self.unshared(node.id)
    templateIntrinsicSize = node.intrinsicSize
    isTemplateHidden = node.isHidden
    switch node.kind {
    case .label(let content): (label, image, stack) = (content, nil, nil)
    case .image(let content): (label, image, stack) = (nil, content, nil)
    case .stack(let configuration): (label, image, stack) = (nil, nil, configuration)
    case .view: (label, image, stack) = (nil, nil, nil)
    }
    isLabel = label != nil
    isTextView = label?.textContainer != nil
    templateText = Self.unshared(label?.text ?? "")
    lineSettings = (
      label?.numberOfLines ?? 1, label?.lineBreakMode ?? .wordWrap, label?.lineSpacing ?? 0
    )
    var font: ResolvedFont?
    var fontFailure: (any Error)?
    if let label, let fontMeasurer {
      do {
        font = ResolvedFont(
          try fontMeasurer.font(for: label.font, ideographScale: ideographScale),
          measurer: fontMeasurer)
      } catch {
        fontFailure = error
      }
    }
    (self.font, self.fontFailure) = (font, fontFailure)
    titleBaselineOffset = fontMeasurer.flatMap { Self.titleBaselineOffset(of: node, in: $0) }
    // A label that wraps at a preferred width of its own is measured there once: its intrinsic
    // size does not follow its frame's width.
    preferredWidth = label.flatMap {
      $0.numberOfLines != 1 && $0.preferredMaxLayoutWidth > 0 ? $0.preferredMaxLayoutWidth : nil
    }
    isWrappingLabel = label.map { $0.numberOfLines != 1 } ?? false && preferredWidth == nil
    self.left = Variable("\(node.id).left")
    self.top = Variable("\(node.id).top")
    // UIKit's engine keeps sizes at or above zero (UIKitLayoutRules.md, "Sizes are never below
    // zero"): a restriction of the variables, which no conflict can break.
    self.width = Variable("\(node.id).width", isNonNegative: true)
    self.height = Variable("\(node.id).height", isNonNegative: true)
    isHidden = node.isHidden
  }

  /// A slot with the same view, variables and constraints as `other` and a copy of its per-row
  /// state (see ``copy()``).
  private init(copying other: ViewSlot) {
    (node, id, templateIntrinsicSize) = (other.node, other.id, other.templateIntrinsicSize)
    (isTemplateHidden, templateText) = (other.isTemplateHidden, other.templateText)
    lineSettings = other.lineSettings
    (label, image, stack) = (other.label, other.image, other.stack)
    isTextView = other.isTextView
    (isLabel, isWrappingLabel) = (other.isLabel, other.isWrappingLabel)
    preferredWidth = other.preferredWidth
    (left, top, width, height) = (other.left, other.top, other.width, other.height)
    arrangingStack = other.arrangingStack
    madeBaselineShifts = other.madeBaselineShifts
    baselinePins = other.baselinePins
    appliedBaselineShifts = other.appliedBaselineShifts
    intrinsicWidthConstraints = other.intrinsicWidthConstraints
    intrinsicHeightConstraints = other.intrinsicHeightConstraints
    (appliedIntrinsicWidth, appliedIntrinsicHeight) =
      (other.appliedIntrinsicWidth, other.appliedIntrinsicHeight)
    (measuredAtWidth, measurement, measuredSize) =
      (other.measuredAtWidth, other.measurement, other.measuredSize)
    (lastText, lastMaxWidth, lastScale) = (other.lastText, other.lastMaxWidth, other.lastScale)
    // A box of the copy's own (see ``ResolvedFont``).
    font = other.font.map { ResolvedFont($0.font, measurer: $0.measurer) }
    fontFailure = other.fontFailure
    titleBaselineOffset = other.titleBaselineOffset
    hasContentIndependentWidth = other.hasContentIndependentWidth
    isHidden = other.isHidden
    lacksImage = other.lacksImage
  }

  /// The baseline offset of `node`'s title (see ``titleBaselineOffset``), or `nil` when it has
  /// none or its font cannot be resolved (the baselines are then the bottom edge).
  private static func titleBaselineOffset(of node: ViewNode, in measurer: FontTextMeasurer)
    -> Double?
  {
    guard let spec = node.titleFont, spec.size.isFinite, (1...1_000).contains(spec.size),
      let font = try? measurer.font(for: spec)
    else { return nil }
    return font.metrics.ascender - font.metrics.lineHeight / 2
  }

  /// A slot for another session started from this one's state: the same view, variables and
  /// constraints (immutable, shared), and its own copy of the per-row fields, so that a row
  /// applied to either slot leaves the other as it was.
  ///
  /// - Complexity: O(1) (the measurement's lines are shared until either changes them).
  func copy() -> ViewSlot { ViewSlot(copying: self) }

  /// A copy of a string in storage of its own: each thread's sessions then retain their own
  /// strings per row, not the prototype's, whose reference count would move between cores.
  static func unshared(_ string: String) -> String {
    String(decoding: Array(string.utf8), as: UTF8.self)
  }
}

/// A label's font, resolved by a ``FontTextMeasurer``, in a box of its session's own.
///
/// Reading the box per row retains the box, which only that session's thread touches; the font
/// and the measurer are then passed on borrowed from its constant properties, without a retain
/// of the font's face or the measurer: objects every thread measuring with them shares, whose
/// reference counts would otherwise move between cores for every label. (An `unowned(unsafe)`
/// measurer would be retained for the call.)
final class ResolvedFont {
  let font: TextMeasurement.Font
  /// The measurer that resolved the font.
  let measurer: FontTextMeasurer

  init(_ font: TextMeasurement.Font, measurer: FontTextMeasurer) {
    self.font = font
    self.measurer = measurer
  }

  /// Measures a label's text in the font (see ``FontTextMeasurer``).
  func measure(
    _ text: String, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode,
    lineSpacing: Double, scale: Double
  ) throws -> LabelMeasurement {
    try measurer.measure(
      text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, lineSpacing: lineSpacing, scale: scale)
  }
}

/// A view's intrinsic-size constraints along one axis: `size <= value @hugging` and
/// `size >= value @compressionResistance`.
///
/// A class, so that a row moving the value reads one reference (and passes both constraints on
/// from constant properties) rather than copying a pair of references in and out of an optional.
final class IntrinsicConstraints {
  let hug: Constraint
  let resist: Constraint
  /// Whether the solver took both (neither was broken): only the session removes them, and it
  /// drops the object when it does, so this stands in for two solver lookups per change.
  let isHeld: Bool

  init(hug: Constraint, resist: Constraint, isHeld: Bool) {
    self.hug = hug
    self.resist = resist
    self.isHeld = isHeld
  }

  /// Moves both constraints' value in the solver (see `Solver.move(to:upper:lower:rising:)`).
  ///
  /// A method of its own so that the constraints are passed on from its constant properties,
  /// without a retain for each call.
  func move(to value: Double, from applied: Double, in solver: Solver) throws(SolverError) {
    try solver.move(to: value, upper: hug, lower: resist, rising: value > applied)
  }
}

/// Shorthands for the expressions a session builds, on Cassowary's own expression arithmetic
/// (its `+`, `-` and `*`), under names that read well at the many call sites.
enum Linear {
  /// `coefficient × variable + constant`.
  static func variable(_ variable: Variable, _ coefficient: Double = 1, plus constant: Double = 0)
    -> Expression
  {
    variable * coefficient + constant
  }

  /// An expression without variables.
  static func constant(_ value: Double) -> Expression {
    Expression(constant: value)
  }

  /// The sum of the expressions.
  static func sum(_ expressions: Expression...) -> Expression {
    expressions.dropFirst().reduce(expressions.first ?? Expression()) { $0 + $1 }
  }

  /// The expression scaled by a factor.
  static func scaled(_ expression: Expression, by factor: Double) -> Expression {
    expression * factor
  }

  /// `lhs - rhs`.
  static func difference(_ lhs: Expression, _ rhs: Expression) -> Expression {
    lhs - rhs
  }
}
