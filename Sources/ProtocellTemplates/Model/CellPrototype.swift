/// One cell prototype: a reuse identifier, its content view's subviews and their constraints.
public struct CellPrototype: Sendable, Hashable {
  /// The reuse identifier a table registers and dequeues the cell by.
  public var reuseIdentifier: String
  /// The width the cell is designed, validated and previewed at.
  public var width: Double
  /// The estimated row height, if the template gives one.
  public var estimatedHeight: Double?
  /// The content view's layout margins (UIKit's default: 8 on every edge).
  public var layoutMargins: EdgeInsets
  /// Whether the table draws a separator under the cell.
  public var separator: SeparatorStyle
  /// The content view's subviews, in order (later views draw on top).
  public var views: [ViewNode]
  /// The cell's constraints, in order.
  public var constraints: [LayoutConstraint]
  /// Where the `<cell>` element starts, when the template came from a file.
  public var location: SourceLocation?
  /// Where the reuse identifier's value starts, when the template came from a file.
  public var reuseIdentifierLocation: SourceLocation?

  /// The width a cell has when its template does not say: an iPhone's 375 points.
  public static let defaultWidth: Double = 375

  /// Creates a cell template.
  public init(
    reuseIdentifier: String,
    width: Double = CellPrototype.defaultWidth,
    estimatedHeight: Double? = nil,
    layoutMargins: EdgeInsets = .defaultLayoutMargins,
    separator: SeparatorStyle = .singleLine,
    views: [ViewNode] = [],
    constraints: [LayoutConstraint] = [],
    location: SourceLocation? = nil,
    reuseIdentifierLocation: SourceLocation? = nil
  ) {
    self.reuseIdentifier = reuseIdentifier
    self.width = width
    self.estimatedHeight = estimatedHeight
    self.layoutMargins = layoutMargins
    self.separator = separator
    self.views = views
    self.constraints = constraints
    self.location = location
    self.reuseIdentifierLocation = reuseIdentifierLocation
  }

  /// Every view of the cell, depth first, parents before children.
  public var allViews: [ViewNode] {
    var result: [ViewNode] = []
    result.reserveCapacity(views.count * 2)
    for view in views { view.appendSelfAndDescendants(to: &result) }
    return result
  }

  /// The view with the given `id`, if there is one.
  ///
  /// - Complexity: O(*n*) in the number of views.
  public func view(withID id: String) -> ViewNode? {
    allViews.first { $0.id == id }
  }
}

/// Whether a table draws a separator line under a cell.
public enum SeparatorStyle: String, Sendable, Hashable, CaseIterable, Codable {
  /// No separator.
  case none
  /// A hairline separator (1 pixel: 1/scale points), as UITableView's default.
  case singleLine
}
