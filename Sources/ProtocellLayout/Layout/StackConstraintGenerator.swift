import Cassowary
import ProtocellArchive
import ProtocellTemplates

/// The constraints UIStackView generates for one stack's arranged subviews, returned as steps
/// for a ``LayoutSession`` to take.
///
/// Two algorithms, one per file: stacks whose hidden views can change in place get every
/// arranged view in the chain with adjustable constraints (`StackConstraintGenerator+Toggles`);
/// the others get constraints for their visible views only, regenerated when the hidden views
/// change (`StackConstraintGenerator+Visible`). The generator reads the session's
/// ``SessionStructure`` (the slots, their hidden flags and intrinsic sizes) and changes nothing:
/// each constraint it makes is a step in ``steps``, which the session adds to its solver in
/// order, keeping the ones that hold to remove on the next rebuild.
struct StackConstraintGenerator {
  /// The attributes along or across a stack's axis.
  struct AxisAttributes {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let size: LayoutAttribute
    let center: LayoutAttribute

    init(_ axis: LayoutAxis) {
      if axis == .horizontal {
        (start, end, size, center) = (.leading, .trailing, .width, .centerX)
      } else {
        (start, end, size, center) = (.top, .bottom, .height, .centerY)
      }
    }
  }

  /// One thing for the session to do, in order.
  enum Step {
    /// Pin a label's baseline offsets (``LayoutSession/pinBaselines(of:)``): a later constraint
    /// uses them.
    case pinBaselines(label: Int)
    /// Add a constraint, described (its ``ConstraintOrigin/generated(_:)`` text); one that
    /// `prevails` makes the template's conflicting constraints give way
    /// (``LayoutSession/add(_:origin:prevails:)``); one that `yields` (a stack's spacing) is
    /// itself among those that give way, when its stack is hidden inside another.
    case add(Constraint, description: String, prevails: Bool, yields: Bool)
  }

  /// The slots and expressions the constraints are made of.
  let structure: SessionStructure
  /// The stack's slot.
  let index: Int
  let configuration: StackConfiguration
  let along: AxisAttributes
  let across: AxisAttributes
  /// The slots of the arranged views, in order.
  let arranged: [Int]
  /// What the session is to do with the constraints made so far.
  private(set) var steps: [Step] = []
  /// Below the fitting priority: the stack's size when nothing else decides it.
  let lowest = Priority(Float(Priority.fittingSizeLevel.rawValue - 1))

  init(structure: SessionStructure, stack index: Int, configuration: StackConfiguration) {
    self.structure = structure
    self.index = index
    self.configuration = configuration
    along = AxisAttributes(configuration.axis)
    across = AxisAttributes(configuration.axis == .horizontal ? .vertical : .horizontal)
    arranged = structure.arrangedViews[index]
  }

  /// An attribute of the stack.
  mutating func stack(_ attribute: LayoutAttribute) -> Expression {
    view(index, attribute)
  }

  /// An attribute of an arranged view; a baseline's offsets are pinned before the constraint
  /// that uses it is added.
  mutating func view(_ child: Int, _ attribute: LayoutAttribute) -> Expression {
    if let label = structure.baselineLabel(for: attribute, of: child) {
      steps.append(.pinBaselines(label: label))
    }
    return structure.expression(
      for: attribute, of: child, isRightToLeft: structure.isRightToLeft[index])
  }

  /// The id of a slot's view, to name constraints.
  func name(of child: Int) -> String { structure.slots[child].node.id }

  /// Whether an arranged view is hidden for the current row.
  func isHidden(_ child: Int) -> Bool { structure.slots[child].isHidden }

  /// Makes `lhs relation rhs` at a priority, named after the stack.
  mutating func generate(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required,
    prevails: Bool = false, _ name: String
  ) {
    let constraint = Constraint(Linear.difference(lhs, rhs), relation, priority: priority)
    steps.append(
      .add(
        constraint, description: description(name), prevails: prevails,
        yields: Self.yieldingRoles.contains(name)))
  }

  /// The identifier UIKit gives a stack's generated constraint of each role.
  private static let uikitIdentifiers: [String: String] = [
    "canvas start": "UISV-canvas-connection", "canvas end": "UISV-canvas-connection",
    "canvas connection": "UISV-canvas-connection", "minimum spacing": "UISV-spacing",
    "spacing": "UISV-spacing", "align leading": "UISV-alignment",
    "align center": "UISV-alignment", "align trailing": "UISV-alignment",
    "align baselines": "UISV-alignment", "fill across": "UISV-alignment",
    "spanning boundary": "UISV-spanning-boundary", "spanning fit": "UISV-spanning-fit",
    "fit across": "UISV-canvas-fit", "fill equally": "UISV-fill-equally",
    "fill proportionally": "UISV-fill-proportionally",
    "ambiguity suppression": "UISV-ambiguity-suppression",
  ]

  /// The roles whose constraints give way to an enclosing stack's hiding ('UISV-spacing'):
  /// when a stack is itself an arranged view and is hidden, its enclosing stack holds its
  /// length at 0, which the gaps between its own visible views cannot keep; UIKit logs the
  /// conflict, breaks the nested stack's 'UISV-spacing' and keeps 'UISV-hiding' and the
  /// canvas connections, so the hidden stack takes no room (`UIKitLayoutRules.md`).
  static let yieldingRoles: Set<String> = ["spacing", "minimum spacing"]

  /// The roles that name an arranged view after them (`contain title`), with UIKit's identifier.
  private static let viewRoles: [(prefix: String, identifier: String)] = [
    ("contain ", "UISV-canvas-connection"), ("hide ", "UISV-hiding"),
    ("place hidden ", "UISV-hiding"),
  ]

  /// How a generated constraint is named in messages: by the identifier UIKit gives the stack's
  /// constraint of that role, as its console log and Xcode's view debugger show it
  /// (`stackView: 'UISV-spacing'`, `stackView: 'UISV-hiding' icon`), or by the role where UIKit's
  /// name is not known (`stackView: equal spacing`).
  func description(_ role: String) -> String {
    let stack = name(of: index)
    if let identifier = Self.uikitIdentifiers[role] { return "\(stack): '\(identifier)'" }
    for (prefix, identifier) in Self.viewRoles where role.hasPrefix(prefix) {
      return "\(stack): '\(identifier)' \(role.dropFirst(prefix.count))"
    }
    return "\(stack): \(role)"
  }

  /// Makes the required `expression relation value`, whose constant the session moves later.
  mutating func adjustable(
    _ expression: Expression, _ relation: Relation, _ value: Double, prevails: Bool = false,
    _ name: String
  ) -> AdjustableConstraint {
    let constraint = Constraint(Linear.sum(expression, Linear.constant(-value)), relation)
    steps.append(
      .add(
        constraint, description: description(name), prevails: prevails,
        yields: Self.yieldingRoles.contains(name)))
    return AdjustableConstraint(constraint, constant: value)
  }
}
