import ProtocellTemplates

/// Something a layout had to answer for, short of breaking a constraint: a size below zero, or
/// a fitting height of zero replaced by the table's default row height.
public enum LayoutWarning: Sendable, Hashable, CustomStringConvertible {
  /// The content view's fitting height came out zero. UITableView then logs "Warning once
  /// only: Detected a case where constraints ambiguously suggest a height of zero for a
  /// tableview cell's content view" and uses its default row height; so does the engine.
  case zeroFittingHeight(defaultRowHeight: Double)
  /// A view's laid-out width or height is negative or not finite; `constraints` are the
  /// template constraints that name the view.
  case invalidSize(viewID: String, width: Double, height: Double, constraints: [ConstraintOrigin])

  /// One sentence for people.
  public var description: String {
    switch self {
    case .zeroFittingHeight(let height):
      "constraints ambiguously suggest a height of zero for the cell's content view; the row "
        + "gets the default row height, \(height.compactDescription)"
    case .invalidSize(let viewID, let width, let height, let constraints):
      "'\(viewID)' is laid out at \(width.compactDescription) × \(height.compactDescription), "
        + "a size below zero, by \(constraints.isEmpty ? "the constraints UIKit generates" : constraints.map(\.description).joined(separator: ", "))"
    }
  }
}
