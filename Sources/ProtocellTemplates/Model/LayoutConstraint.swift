import Cassowary
import ProtocellDiagnostics

/// A constraint of a cell, as written in its template: `first relation second * multiplier + constant @priority`.
public struct LayoutConstraint: Sendable, Hashable {
  /// The optional `id` of the `<constraint>` element, for diagnostics and runtime changes.
  public var identifier: String?
  /// The constrained side.
  public var first: LayoutAnchor
  /// How the two sides relate.
  public var relation: Relation
  /// The other side, or `nil` for a constant constraint (`avatar.width == 40`).
  public var second: LayoutAnchor?
  /// The factor applied to the second side (1 when absent).
  public var multiplier: Double
  /// The constant added to the second side, or the whole right side when there is no second.
  public var constant: Double
  /// The priority, 1...1000.
  public var priority: Priority
  /// Where the expression starts in its file, when it came from one.
  public var location: SourceLocation?

  /// The numbers a constraint may hold: its constant and its multiplier.
  ///
  /// Templates and Interface Builder documents are held to Interface Builder's range for
  /// constants, ±1,000,000. Past it a layout's frames run to hundreds of digits, or to infinity in a sum, where no
  /// screen has a use for them.
  public static let numbers = -1_000_000.0...1_000_000

  /// Creates a constraint.
  public init(
    identifier: String? = nil,
    first: LayoutAnchor,
    relation: Relation,
    second: LayoutAnchor? = nil,
    multiplier: Double = 1,
    constant: Double = 0,
    priority: Priority = .required,
    location: SourceLocation? = nil
  ) {
    self.identifier = identifier
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.location = location
  }

  /// The anchors of the constraint, first then second.
  public var anchors: [LayoutAnchor] { second.map { [first, $0] } ?? [first] }
}

extension LayoutConstraint: CustomStringConvertible {
  /// The constraint in the template language's syntax, such as `title.top == margins.top + 12 @750`.
  public var description: String {
    var text = "\(first) \(relation.rawValue) "
    if let second {
      text += "\(second)"
      if multiplier != 1 { text += " * \(multiplier.compactDescription)" }
      if constant > 0 { text += " + \(constant.compactDescription)" }
      if constant < 0 { text += " - \((-constant).compactDescription)" }
    } else {
      text += constant.compactDescription
    }
    if priority != .required { text += " @\(priority)" }
    return text
  }
}

/// One side of a constraint: an item and one of its attributes (`title.top`).
public struct LayoutAnchor: Sendable, Hashable, CustomStringConvertible {
  /// The view or guide.
  public var item: LayoutItem
  /// The attribute of the item.
  public var attribute: LayoutAttribute
  /// Where the item's name starts in the file, when it came from one.
  public var location: SourceLocation?

  /// Creates an anchor.
  public init(item: LayoutItem, attribute: LayoutAttribute, location: SourceLocation? = nil) {
    self.item = item
    self.attribute = attribute
    self.location = location
  }

  /// `item.attribute`.
  public var description: String { "\(item).\(attribute.rawValue)" }
}

/// What a constraint can name: a view of the cell, the content view, or its layout margins guide.
public enum LayoutItem: Sendable, Hashable, CustomStringConvertible {
  /// The cell's content view, written `superview`.
  case superview
  /// The content view's layout margins guide, written `margins`.
  case margins
  /// A view of the cell, by its `id`.
  case view(String)

  /// The spelling of the built-in items, which no view `id` may take.
  public static let reservedNames: Set<String> = ["superview", "margins"]

  /// Creates an item from its spelling in a constraint.
  public init(name: String) {
    switch name {
    case "superview": self = .superview
    case "margins": self = .margins
    default: self = .view(name)
    }
  }

  /// The item as written in a constraint.
  public var description: String {
    switch self {
    case .superview: "superview"
    case .margins: "margins"
    case .view(let id): id
    }
  }
}
