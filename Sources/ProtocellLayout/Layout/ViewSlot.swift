import Cassowary
import ProtocellArchive
import ProtocellTemplates
import TextMeasurement

/// The solver's view of one view of a prototype: its frame variables and the constraints the
/// layout pass keeps for it (intrinsic size, baseline offsets), which change per row.
///
/// Only the engine's own methods touch a slot, one access at a time, so the dynamic exclusivity
/// checks a class's mutable properties cost on every access (several per label per row) are
/// switched off for them, as ``Solver`` does for its tableau.
final class ViewSlot {
  let node: ViewNode
  /// The node's content by kind, read out once: the row path reads them for every row.
  let label: LabelContent?
  let image: ImageContent?
  let stack: StackConfiguration?
  /// Whether the view is a label, and whether it is one that wraps (more than one line).
  let isLabel: Bool
  let isWrappingLabel: Bool
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable

  /// The stack (index into the engine's slots) that arranges this view, if any.
  @exclusivity(unchecked) var arrangingStack: Int?
  /// For labels whose baselines a constraint uses: the first and last baseline's offsets.
  ///
  /// Each is the offset from the vertical centre, pinned per row by two required inequalities
  /// (cheap to change, unlike required equalities). Made when a constraint first needs them.
  @exclusivity(unchecked) var baselineShifts: (first: Variable, last: Variable)?
  @exclusivity(unchecked) var baselinePins: [Constraint] = []
  /// The first and last baseline shifts the pins hold now.
  @exclusivity(unchecked) var appliedBaselineShifts: [Double] = [0, 0]

  /// `width <= w @hugging`, `width >= w @compressionResistance`; `nil` when not in the solver.
  @exclusivity(unchecked) var intrinsicWidthConstraints: (hug: Constraint, resist: Constraint)?
  @exclusivity(unchecked) var intrinsicHeightConstraints: (hug: Constraint, resist: Constraint)?
  /// The intrinsic size currently applied.
  @exclusivity(unchecked) var appliedIntrinsicWidth: Double?
  @exclusivity(unchecked) var appliedIntrinsicHeight: Double?

  /// For labels: the width the text was last measured at (nil: unbounded) and the result.
  @exclusivity(unchecked) var measuredAtWidth: Double??
  @exclusivity(unchecked) var measurement: LabelMeasurement?
  /// The text, width and scale last measured and the answer; the label's other settings never
  /// change, so these tell whether a request repeats the last one.
  @exclusivity(unchecked) var lastText: String?
  @exclusivity(unchecked) var lastMaxWidth: Double?
  @exclusivity(unchecked) var lastScale = 0.0
  @exclusivity(unchecked) var lastMeasurement: LabelMeasurement?
  /// For labels measured by a ``FontTextMeasurer``: the label's font, resolved once.
  @exclusivity(unchecked) var font: TextMeasurement.Font?
  /// For wrapping labels: whether the constraints fix the label's width whatever its text (both
  /// edges pinned, say), so that the text can be measured straight at the laid-out width.
  @exclusivity(unchecked) var hasContentIndependentWidth = false
  /// Whether the view is hidden for the current row.
  @exclusivity(unchecked) var isHidden: Bool

  init(node: ViewNode) {
    self.node = node
    switch node.kind {
    case .label(let content): (label, image, stack) = (content, nil, nil)
    case .image(let content): (label, image, stack) = (nil, content, nil)
    case .stack(let configuration): (label, image, stack) = (nil, nil, configuration)
    case .view: (label, image, stack) = (nil, nil, nil)
    }
    isLabel = label != nil
    isWrappingLabel = label.map { $0.numberOfLines != 1 } ?? false
    self.left = Variable("\(node.id).left")
    self.top = Variable("\(node.id).top")
    self.width = Variable("\(node.id).width")
    self.height = Variable("\(node.id).height")
    isHidden = node.isHidden
  }

}

/// Shorthands for the expressions the engine builds, on Cassowary's own expression arithmetic
/// (its `+`, `-` and `*`), under names that read well at the engine's many call sites.
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
