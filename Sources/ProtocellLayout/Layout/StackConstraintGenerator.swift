import Cassowary
import ProtocellArchive
import ProtocellTemplates

/// The constraints UIStackView generates for one stack's arranged subviews, added to an
/// engine's solver.
///
/// Two algorithms, one per file: stacks whose hidden views can change in place get every
/// arranged view in the chain with adjustable constraints (`StackConstraintGenerator+Toggles`);
/// the others get constraints for their visible views only, rebuilt when the hidden views
/// change (`StackConstraintGenerator+Visible`). Each constraint made is kept in ``made`` so the
/// engine can remove them all on the next rebuild.
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

  /// The engine whose solver receives the constraints.
  unowned let engine: LayoutSession
  /// The stack's slot.
  let index: Int
  let configuration: StackConfiguration
  let along: AxisAttributes
  let across: AxisAttributes
  /// The slots of the arranged views, in order.
  let arranged: [Int]
  /// The constraints added so far.
  private(set) var made: [Constraint] = []
  /// Below the fitting priority: the stack's size when nothing else decides it.
  let lowest = Priority(Float(Priority.fittingSizeLevel.rawValue - 1))

  init(engine: LayoutSession, stack index: Int, configuration: StackConfiguration) {
    self.engine = engine
    self.index = index
    self.configuration = configuration
    along = AxisAttributes(configuration.axis)
    across = AxisAttributes(configuration.axis == .horizontal ? .vertical : .horizontal)
    arranged = engine.slots[index].node.subviews.compactMap { engine.slotIndex[$0.id] }
  }

  /// An attribute of the stack.
  func stack(_ attribute: LayoutAttribute) -> Expression {
    engine.expression(for: attribute, of: index)
  }

  /// An attribute of an arranged view.
  func view(_ child: Int, _ attribute: LayoutAttribute) -> Expression {
    engine.expression(for: attribute, of: child)
  }

  /// The id of a slot's view, to name constraints.
  func name(of child: Int) -> String { engine.slots[child].node.id }

  /// Whether an arranged view is hidden for the current row.
  func isHidden(_ child: Int) -> Bool { engine.slots[child].isHidden }

  /// Adds `lhs relation rhs` at a priority, named after the stack.
  mutating func generate(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required,
    prevails: Bool = false, _ name: String
  ) {
    let constraint = Constraint(Linear.difference(lhs, rhs), relation, priority: priority)
    let origin = ConstraintOrigin.generated("\(self.name(of: index)): \(name)")
    if engine.add(constraint, origin: origin, prevails: prevails) {
      made.append(constraint)
    }
  }

  /// Adds the required `expression relation value`, whose constant the engine moves later.
  mutating func adjustable(
    _ expression: Expression, _ relation: Relation, _ value: Double, prevails: Bool = false,
    _ name: String
  ) -> AdjustableConstraint {
    let constraint = Constraint(Linear.sum(expression, Linear.constant(-value)), relation)
    let origin = ConstraintOrigin.generated("\(self.name(of: index)): \(name)")
    if engine.add(constraint, origin: origin, prevails: prevails) {
      made.append(constraint)
    }
    return AdjustableConstraint(constraint, constant: value)
  }
}
